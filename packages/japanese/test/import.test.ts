import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importVocabulary } from '../scripts/lib/import';
import { dictionary, tempDir } from './support/fixtures';

// Reading the dictionary takes seconds on a busy machine.
beforeAll(() => dictionary(), 60_000);

let listsDir: string;
const list = (name: string) => readFileSync(join(listsDir, name), 'utf8');

beforeEach(() => {
  listsDir = tempDir();
  writeFileSync(join(listsDir, 'n5.csv'), 'word,reading,level\n本,ほん,N5\n');
  writeFileSync(join(listsDir, 'n4.csv'), 'word,reading,level\n始める,はじめる,N4\n');
});

const run = (csv: string, mode: 'replace' | 'extend') =>
  importVocabulary({ csv, file: 'words.csv', mode, listsDir, edict: dictionary() });

describe('importVocabulary', () => {
  it('replaces the lists with the file, split by level', () => {
    const result = run(
      'word,reading,level\n食べる,たべる,N5\n上手,じょうず,N5\n大学生,だいがくせい,N4\n',
      'replace',
    );
    expect(result.errors).toEqual([]);
    expect(result.counts).toEqual({ N5: 2, N4: 1, N3: 0, N2: 0, N1: 0 });
    expect(list('n5.csv')).toBe('word,reading,level\n食べる,たべる,N5\n上手,じょうず,N5\n');
    expect(list('n4.csv')).toBe('word,reading,level\n大学生,だいがくせい,N4\n');
    expect(list('n1.csv')).toBe('word,reading,level\n');
  });

  it('extends the lists, leaving words already listed at that level alone', () => {
    const result = run('word,reading,level\n本,ほん,N5\n食べる,たべる,N5\n', 'extend');
    expect(result).toMatchObject({ errors: [], alreadyListed: 1 });
    expect(list('n5.csv')).toBe('word,reading,level\n本,ほん,N5\n食べる,たべる,N5\n');
    expect(list('n4.csv')).toBe('word,reading,level\n始める,はじめる,N4\n');
  });

  it('rejects a word listed at another level when extending', () => {
    const result = run('word,reading,level\n始める,はじめる,N3\n', 'extend');
    expect(result.errors).toEqual(['words.csv:2: 始める [はじめる] is already listed as N4 at n4.csv:2']);
  });

  it('checks every line and writes nothing when one is wrong', () => {
    const result = run(
      'word,reading,level\n食べる,たべる,N5\n食べる,たべる,N4\n食べる,のむ,N5\n飲む,のむ,N9\n',
      'replace',
    );
    expect(result.counts).toBeUndefined();
    expect(result.errors).toEqual([
      'words.csv:5: the level must be one of N5, N4, N3, N2, N1, found "N9": "飲む,のむ,N9"',
      'words.csv:3: 食べる [たべる] is already listed at words.csv:2 (N5)',
      'words.csv:4: 食べる [のむ] has no dictionary entry',
    ]);
    expect(list('n5.csv')).toBe('word,reading,level\n本,ほん,N5\n');
  });

  it('refuses an empty file', () => {
    expect(run('word,reading,level\n', 'replace').errors).toEqual(['words.csv: no entries to import']);
  });
});
