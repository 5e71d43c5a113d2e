import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { katakanaToHiragana } from '../../src/kana';
import { KANJI_READINGS_FILE } from '../../src/readings';

const require = createRequire(import.meta.url);

interface KanjidicReadings {
  literal: string[];
  reading_meaning?: { rmgroup?: { reading?: { r_type: string; $t: string }[] }[] }[];
}

/**
 * Every KANJIDIC2 kanji's most common reading in hiragana: its first on-reading, or for a kanji with none
 * (峠, 畑) its first kun-reading's stem. The reader falls back on these for a word no dictionary knows.
 */
export function kanjiReadings(): Record<string, string> {
  const dir = join(dirname(require.resolve('kanji')), '..', 'data', 'kanjidic');
  const readings: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const entry = JSON.parse(readFileSync(join(dir, file), 'utf8')) as KanjidicReadings;
    const char = entry.literal[0];
    const all = entry.reading_meaning?.[0]?.rmgroup?.[0]?.reading ?? [];
    const first = all.find((r) => r.r_type === 'ja_on') ?? all.find((r) => r.r_type === 'ja_kun');
    // KANJIDIC marks okurigana after a dot and affixes with dashes: た.べる, -がた.
    const reading = first && katakanaToHiragana(first.$t.split('.')[0]!.replaceAll('-', ''));
    if (char && reading) readings[char] = reading;
  }
  return readings;
}

/** Writes the kanji readings next to the catalogue. */
export function writeKanjiReadings(outDir: string): number {
  const readings = kanjiReadings();
  writeFileSync(join(outDir, KANJI_READINGS_FILE), JSON.stringify(readings));
  return Object.keys(readings).length;
}
