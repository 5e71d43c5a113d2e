import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importVocabulary } from '../scripts/lib/import';
import { dictionary, tempDir } from './support/fixtures';

// Reading the dictionary takes seconds on a busy machine.
beforeAll(() => dictionary(), 60_000);

const LIST = 'jmdict_seq,kana,kanji,waller_definition\n';
const INPUT = 'jmdict_seq,kana,kanji,waller_definition,level\n';

let listsDir: string;
const list = (name: string) => readFileSync(join(listsDir, name), 'utf8');

beforeEach(() => {
  listsDir = tempDir();
  writeFileSync(join(listsDir, 'n5.csv'), `${LIST}1522150,ほん,本,book\n`);
  writeFileSync(join(listsDir, 'n4.csv'), `${LIST}1307900,はじめる,始める,to begin\n`);
});

const run = (csv: string, mode: 'replace' | 'extend') =>
  importVocabulary({ csv, file: 'words.csv', mode, listsDir, edict: dictionary() });

describe('importVocabulary', () => {
  it('replaces the lists with the file, split by level', () => {
    const result = run(
      `${INPUT}1358280,たべる,食べる,to eat,N5\n,じょうず,上手,,N5\n,テレビ,,,N5\n,だいがくせい,大学生,"university student, college student",N4\n`,
      'replace',
    );
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({ N5: 3, N4: 1, N3: 0, N2: 0, N1: 0 });
    expect(list('n5.csv')).toBe(`${LIST}1358280,たべる,食べる,to eat\n,じょうず,上手,\n,テレビ,,\n`);
    expect(list('n4.csv')).toBe(`${LIST},だいがくせい,大学生,"university student, college student"\n`);
    expect(list('n1.csv')).toBe(LIST);
  });

  it('extends the lists, leaving words already listed at that level alone', () => {
    const result = run(`${INPUT},ほん,本,,N5\n,たべる,食べる,,N5\n`, 'extend');
    expect(result).toMatchObject({ errors: [], alreadyListed: 1 });
    expect(list('n5.csv')).toBe(`${LIST}1522150,ほん,本,book\n,たべる,食べる,\n`);
    expect(list('n4.csv')).toBe(`${LIST}1307900,はじめる,始める,to begin\n`);
  });

  it('takes a word the dictionary lacks when it comes with a definition', () => {
    const result = run(`${INPUT},ねこいぬとり,猫犬鳥,"cat, dog and bird",N1\n`, 'extend');
    expect(result.errors).toEqual([]);
    expect(list('n1.csv')).toBe(`${LIST},ねこいぬとり,猫犬鳥,"cat, dog and bird"\n`);
  });

  it('rejects a word listed at another level when extending', () => {
    const result = run(`${INPUT},はじめる,始める,,N3\n`, 'extend');
    expect(result.errors).toEqual(['words.csv:2: 始める [はじめる] is already listed as N4 at n4.csv:2']);
  });

  it('checks every line and writes nothing when one is wrong', () => {
    const result = run(
      `${INPUT},たべる,食べる,,N5\n,たべる,食べる,,N4\n,のむ,食べる,,N5\n,のむ,飲む,,N9\n,taberu,食べる,,N5\n`,
      'replace',
    );
    expect(result.counts).toBeUndefined();
    expect(result.errors).toEqual([
      'words.csv:5: the level must be one of N5, N4, N3, N2, N1, found "N9": ",のむ,飲む,,N9"',
      'words.csv:6: the kana must be kana only: ",taberu,食べる,,N5"',
      'words.csv:3: 食べる [たべる] is already listed at words.csv:2 (N5)',
      'words.csv:4: 食べる [のむ] has no dictionary entry; give it a definition (the dictionary reads 食べる as たべる)',
    ]);
    expect(list('n5.csv')).toBe(`${LIST}1522150,ほん,本,book\n`);
  });

  it('refuses an empty file', () => {
    expect(run(INPUT, 'replace').errors).toEqual(['words.csv: no entries to import']);
  });
});
