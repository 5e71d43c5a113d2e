import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import kanji from 'kanji';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildInfo } from '../scripts/lib/build';
import { BUILD_INFO_FILE, GENERATED_DIR, listFile, VOCABULARY_DIR } from '../scripts/lib/paths';
import { entryKey, parseVocabularyCsv } from '../scripts/lib/vocabulary-csv';
import { CATALOGUE_FILE, loadCatalogue } from '../src/catalogue';
import { kanjiId, vocabularyId } from '../src/ids';
import { hasKanji } from '../src/kana';
import { isJlptLevel, JLPT_LEVELS, VOCABULARY_LEVEL_SIZES } from '../src/levels';
import { dictionary } from './support/fixtures';

const built = existsSync(join(GENERATED_DIR, CATALOGUE_FILE));

// The catalogue the build wrote (`npm run build -w @kaiwa/japanese`) must keep the rules the build checks.
describe.skipIf(!built)('the generated catalogue', () => {
  const catalogue = built ? loadCatalogue() : undefined!;
  // Reading the catalogue and the dictionary takes seconds on a busy machine.
  beforeAll(() => void dictionary(), 60_000);
  const info: BuildInfo = built
    ? JSON.parse(readFileSync(join(GENERATED_DIR, BUILD_INFO_FILE), 'utf8'))
    : undefined!;

  it('has unique ids derived from content and valid levels', () => {
    const ids = new Set(catalogue.items.map((item) => item.vocab_id));
    expect(ids.size).toBe(catalogue.items.length);
    for (const item of catalogue.items) {
      expect(isJlptLevel(item.level)).toBe(true);
      const id = item.vocabType === 'kanji' ? kanjiId(item.kanji) : vocabularyId(item.word, item.reading);
      expect(item.vocab_id).toBe(id);
    }
  });

  it('lists each word once, with its dictionary entry, meanings and kanji form', () => {
    const keys = new Set<string>();
    const edict = dictionary();
    const problems: string[] = [];
    for (const item of catalogue.vocabulary) {
      const name = `${item.word} [${item.reading}]`;
      if (keys.has(entryKey(item))) problems.push(`${name} is listed twice`);
      keys.add(entryKey(item));
      if (edict.lookup(item.word, item.reading).length === 0)
        problems.push(`${name} has no dictionary entry`);
      if (item.english === '' || item.senses.length === 0) problems.push(`${name} has no meaning`);
      if (item.pronunciation !== item.reading) problems.push(`${name} is pronounced ${item.pronunciation}`);
      if (item.kanji !== (hasKanji(item.word) ? item.word : null))
        problems.push(`${name} has kanji ${item.kanji}`);
    }
    expect(problems).toEqual([]);
  });

  it('holds every JLPT kanji of the kanji package at its level', () => {
    const lists = {
      N5: kanji.jlpt.n5(),
      N4: kanji.jlpt.n4(),
      N3: kanji.jlpt.n3(),
      N2: kanji.jlpt.n2(),
      N1: kanji.jlpt.n1(),
    };
    for (const level of JLPT_LEVELS) {
      expect(catalogue.itemsOfLevel(level, 'kanji').map((item) => item.kanji)).toEqual(lists[level]);
    }
  });

  it('is built from the current lists (rebuild after editing them)', () => {
    const listed = JLPT_LEVELS.flatMap((level) =>
      parseVocabularyCsv(
        readFileSync(join(VOCABULARY_DIR, listFile(level)), 'utf8'),
        listFile(level),
        level,
      ).entries.map((entry) => `${entry.word},${entry.reading},${entry.level}`),
    );
    const inCatalogue = new Set(
      catalogue.vocabulary.map((item) => `${item.word},${item.reading},${item.level}`),
    );
    const inLists = new Set(listed);
    expect({
      notInCatalogue: listed.filter((line) => !inCatalogue.has(line)).slice(0, 10),
      notInLists: [...inCatalogue].filter((line) => !inLists.has(line)).slice(0, 10),
    }).toEqual({ notInCatalogue: [], notInLists: [] });
  });

  it('gives nearly every word its pitch accent, each within its reading', () => {
    const withAccent = catalogue.vocabulary.filter((item) => item.pitchAccent.length > 0);
    // 98.2% when written: words the dictionary only has in parts (お酒, 会議室, 気を付ける) have none.
    expect(withAccent.length / catalogue.vocabulary.length).toBeGreaterThan(0.97);
    expect(info.pitchAccent).toEqual({
      words: catalogue.vocabulary.length,
      withAccent: withAccent.length,
      severalAccents: catalogue.vocabulary.filter((item) => item.pitchAccent.length > 1).length,
    });
    for (const { pitchAccent } of withAccent) {
      for (const { downstep, morae } of pitchAccent) expect(downstep).toBeLessThanOrEqual(morae);
    }
  });

  it.skipIf(built && !info.levelSizesChecked)('has lists of the sizes each level needs', () => {
    for (const level of JLPT_LEVELS) {
      const { min, max } = VOCABULARY_LEVEL_SIZES[level];
      expect(catalogue.itemsOfLevel(level, 'vocabulary').length).toBeGreaterThanOrEqual(min);
      expect(catalogue.itemsOfLevel(level, 'vocabulary').length).toBeLessThanOrEqual(max);
    }
  });
});
