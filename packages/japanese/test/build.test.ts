import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildData } from '../scripts/lib/build';
import { levelSizeErrors, vocabularyItems } from '../scripts/lib/build-catalogue';
import { duplicateErrors, formatVocabularyCsv, parseVocabularyCsv } from '../scripts/lib/vocabulary-csv';
import { CATALOGUE_FILE } from '../src/catalogue';
import { VOCABULARY_LEVEL_SIZES } from '../src/levels';
import { accentDictionary, dictionary, tempDir } from './support/fixtures';

// Reading the dictionary takes seconds on a busy machine.
beforeAll(() => dictionary(), 60_000);

describe('parseVocabularyCsv', () => {
  it('reads entries with their line', () => {
    const { entries, errors } = parseVocabularyCsv(
      'word,reading,level\n食べる,たべる,N5\r\n\nテレビ,テレビ,N5\n',
      'n5.csv',
      'N5',
    );
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      { word: '食べる', reading: 'たべる', level: 'N5', at: 'n5.csv:2' },
      { word: 'テレビ', reading: 'テレビ', level: 'N5', at: 'n5.csv:4' },
    ]);
  });

  it('says which line is wrong and why', () => {
    const csv = [
      'word,reading',
      '食べる,たべる',
      '食べる,たべる,N5,extra',
      ',たべる,N5',
      '食べる,taberu,N5',
      '食べる, たべる,N5',
      'ねこ,いぬ,N5',
      '食べる,たべる,N6',
      '食べる,たべる,N4',
      'cat,きゃっと,N5',
    ].join('\n');
    expect(parseVocabularyCsv(csv, 'n5.csv', 'N5').errors).toEqual([
      'n5.csv:1: the first line must be the header "word,reading,level", found "word,reading"',
      'n5.csv:2: expected 3 fields (word,reading,level), found 2: "食べる,たべる"',
      'n5.csv:3: expected 3 fields (word,reading,level), found 4: "食べる,たべる,N5,extra"',
      'n5.csv:4: the word is empty: ",たべる,N5"',
      'n5.csv:5: the reading must be kana only: "食べる,taberu,N5"',
      'n5.csv:6: a field has spaces around it: "食べる, たべる,N5"',
      'n5.csv:7: a word written in kana must have itself as reading: "ねこ,いぬ,N5"',
      'n5.csv:8: the level must be one of N5, N4, N3, N2, N1, found "N6": "食べる,たべる,N6"',
      'n5.csv:9: the level N4 does not belong in the N5 list: "食べる,たべる,N4"',
      'n5.csv:10: the word is not a Japanese word: "cat,きゃっと,N5"',
    ]);
  });

  it('writes what it reads', () => {
    const entries = [{ word: '食べる', reading: 'たべる', level: 'N5' as const }];
    const text = formatVocabularyCsv(entries);
    expect(text).toBe('word,reading,level\n食べる,たべる,N5\n');
    expect(parseVocabularyCsv(text, 'n5.csv').entries).toMatchObject(entries);
  });
});

describe('validation', () => {
  it('finds a word listed twice, also across levels', () => {
    const n5 = parseVocabularyCsv('word,reading,level\n本,ほん,N5\n本,もと,N5', 'n5.csv').entries;
    const n4 = parseVocabularyCsv('word,reading,level\n本,ほん,N4', 'n4.csv').entries;
    expect(duplicateErrors([...n5, ...n4])).toEqual([
      'n4.csv:2: 本 [ほん] is already listed at n5.csv:2 (N5)',
    ]);
  });

  it('finds entries the dictionary does not have with that reading', () => {
    const entries = parseVocabularyCsv(
      'word,reading,level\n上手,じょうず,N5\n上手,うわで,N5\n猫犬鳥,ねこいぬとり,N5\nちょっと,ちょっと,N5',
      'n5.csv',
    ).entries;
    const { items, errors } = vocabularyItems(
      entries,
      dictionary(),
      () => [],
      () => [],
    );
    expect(items.map((i) => i.word)).toEqual(['上手', 'ちょっと']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      /^n5\.csv:3: 上手 \[うわで\] has no dictionary entry \(the dictionary reads 上手 as .*うわて/,
    );
    expect(errors[1]).toBe(
      'n5.csv:4: 猫犬鳥 [ねこいぬとり] has no dictionary entry (the dictionary has no word written 猫犬鳥)',
    );
  });

  it('checks each level’s size against the ranges', () => {
    const entries = Array.from({ length: VOCABULARY_LEVEL_SIZES.N5.min }, (_, i) => ({
      word: `語${i}`,
      reading: 'ご',
      level: 'N5' as const,
      at: `n5.csv:${i + 2}`,
    }));
    const errors = levelSizeErrors(entries);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe('the N4 list has 0 entries; it must have between 600 and 650');
    expect(levelSizeErrors(entries.slice(1))[0]).toBe(
      'the N5 list has 649 entries; it must have between 650 and 700',
    );
  });
});

describe('buildData', () => {
  it('writes nothing and lists every problem when the lists are wrong', () => {
    const listsDir = tempDir();
    const outDir = join(tempDir(), 'generated');
    mkdirSync(listsDir, { recursive: true });
    writeFileSync(join(listsDir, 'n5.csv'), 'word,reading,level\n本,ほん,N5\n本,ほん,N5\n');
    writeFileSync(join(listsDir, 'n4.csv'), 'word,reading,level\n食べる,たべる,N5\n');
    const { errors, info } = buildData({
      listsDir,
      outDir,
      edict: dictionary(),
      accents: accentDictionary(),
      allowPartialLists: false,
    });
    expect(info).toBeUndefined();
    expect(existsSync(join(outDir, CATALOGUE_FILE))).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        'the N3 list n3.csv is missing',
        'n4.csv:2: the level N5 does not belong in the N4 list: "食べる,たべる,N5"',
        'n5.csv:3: 本 [ほん] is already listed at n5.csv:2 (N5)',
        'the N5 list has 2 entries; it must have between 650 and 700',
      ]),
    );
  });
});
