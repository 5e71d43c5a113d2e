import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../src/catalogue';
import { CATALOGUE_FILE, catalogueFiles, readCatalogueFile, SENSES_FILE } from '../src/catalogue-file';
import { buildSpellings, SpellingTable } from '../src/detection-index';
import { kanjiId, vocabularyId } from '../src/ids';
import type { KanjiItem, VocabularyItemWithSenses } from '../src/types';
import { tempDir } from './support/fixtures';

const eat: KanjiItem = {
  vocab_id: kanjiId('食'),
  level: 'N5',
  vocabType: 'kanji',
  kanji: '食',
  pronunciation: 'ショク、ジキ、く、たべる',
  english: 'eat, food',
  onReadings: ['ショク', 'ジキ'],
  kunReadings: ['く.う', 'た.べる'],
  meanings: ['eat', 'food'],
  strokes: 9,
  grade: 2,
};

const word = (
  fields: Partial<VocabularyItemWithSenses> & Pick<VocabularyItemWithSenses, 'word' | 'reading'>,
): VocabularyItemWithSenses => ({
  vocab_id: vocabularyId(fields.word, fields.reading),
  level: 'N5',
  vocabType: 'vocabulary',
  kanji: null,
  pronunciation: fields.reading,
  english: '',
  senses: [],
  partsOfSpeech: [],
  alternativeForms: [],
  priorities: [],
  common: false,
  usuallyKana: false,
  pitchAccent: [],
  ...fields,
});

const words = [
  word({
    word: '食べる',
    reading: 'たべる',
    kanji: '食べる',
    english: 'to eat',
    senses: [
      { pos: ['v1', 'vt'], glosses: ['to eat'], tags: [] },
      { pos: ['v1', 'vt'], glosses: ['to live on (e.g. a salary)', 'to live off'], tags: [] },
    ],
    partsOfSpeech: ['v1', 'vt'],
    alternativeForms: ['喰べる'],
    priorities: ['ichi1', 'news1'],
    common: true,
    pitchAccent: [{ downstep: 2, morae: 3 }],
  }),
  // Usually written in kana: shown without its kanji.
  word({
    word: '下さい',
    reading: 'ください',
    english: 'please',
    senses: [{ pos: ['aux-v'], glosses: ['please'], tags: ['uk'] }],
    usuallyKana: true,
    common: true,
    pitchAccent: [
      { downstep: 3, morae: 4 },
      { downstep: 0, morae: 4 },
    ],
  }),
  word({ word: 'テレビ', reading: 'テレビ', english: 'television' }),
];

describe('the catalogue files', () => {
  it('read back as the items the build made, with their spellings and senses', () => {
    const { catalogue, senses } = catalogueFiles([...words, eat]);
    const read = readCatalogueFile(JSON.parse(JSON.stringify(catalogue)));
    const items = [eat, ...words.map(({ senses: _, ...item }) => item)];
    expect(read.items).toEqual(items);
    const spellings = buildSpellings(items);
    expect(Object.keys(spellings).length).toBeGreaterThan(words.length);
    for (const [key, entries] of Object.entries(spellings)) expect(read.spellings.get(key)).toEqual(entries);
    // A katakana reading is looked up in hiragana.
    expect(read.spellings.get('テレビ')).toEqual([[3, 'てれび', 0]]);
    expect(read.spellings.get('食')).toBeUndefined();
    expect(senses).toEqual(Object.fromEntries(words.map((item) => [item.vocab_id, item.senses])));
  });

  it('refuse an item whose left-out fields would read back otherwise', () => {
    expect(() => catalogueFiles([word({ word: '猫', reading: 'ねこ', kanji: null })])).toThrow(
      /does not read back as written/,
    );
    expect(() => catalogueFiles([{ ...eat, english: 'eat' }])).toThrow(/does not read back as written/);
  });

  it('give the senses from their own file, read on first need', () => {
    const dir = tempDir();
    const { catalogue, senses } = catalogueFiles([eat, ...words]);
    writeFileSync(join(dir, CATALOGUE_FILE), JSON.stringify(catalogue));
    writeFileSync(join(dir, SENSES_FILE), JSON.stringify(senses));
    renameSync(join(dir, SENSES_FILE), join(dir, 'away.json'));

    const read = readCatalogue(dir);
    const taberu = read.wordsWrittenAs('食べる')[0]!;
    expect(taberu.english).toBe('to eat');
    expect(() => read.sensesOf(taberu)).toThrow(/missing/);

    renameSync(join(dir, 'away.json'), join(dir, SENSES_FILE));
    expect(read.sensesOf(taberu)).toEqual(words[0]!.senses);
    renameSync(join(dir, SENSES_FILE), join(dir, 'away.json'));
    expect(read.sensesOf(read.wordsWrittenAs('下さい')[0]!)).toEqual(words[1]!.senses);
  });

  it('are refused when written by an older build', () => {
    const dir = tempDir();
    writeFileSync(join(dir, CATALOGUE_FILE), JSON.stringify({ format: 1, items: [] }));
    expect(() => readCatalogue(dir)).toThrow(/older format; run: npm run build/);
  });
});

describe('the spelling table', () => {
  const table = SpellingTable.of({ 食べる: [], 食べ物: [], 下さい: [], テレビ: [], 本: [] });
  it('tells whether a text begins a longer spelling', () => {
    expect(['食', '食べ', '下', '下さ', 'テ', 'テレ'].filter((text) => !table.begins(text))).toEqual([]);
    // Whole spellings, texts no spelling begins with, and the empty text.
    expect(
      ['食べる', '食べ物', '本', 'テレビ', '食う', 'べ', 'ほ', '', '食べるな'].filter((text) =>
        table.begins(text),
      ),
    ).toEqual([]);
  });
});
