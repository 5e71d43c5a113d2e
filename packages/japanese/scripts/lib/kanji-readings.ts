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
 * Every KANJIDIC2 kanji's readings, as [Chinese readings in hiragana, native readings], each list joined by
 * spaces: 無 is ["む ぶ", "な.い"]. Native readings keep KANJIDIC's marks: okurigana after a dot, affixes with
 * dashes (た.べる, -がた). The reader falls back on the first for a word no dictionary knows, and detection
 * splits compounds by them.
 */
export function kanjiReadings(): Record<string, [string, string]> {
  const dir = join(dirname(require.resolve('kanji')), '..', 'data', 'kanjidic');
  const readings: Record<string, [string, string]> = {};
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const entry = JSON.parse(readFileSync(join(dir, file), 'utf8')) as KanjidicReadings;
    const char = entry.literal[0];
    const all = entry.reading_meaning?.[0]?.rmgroup?.[0]?.reading ?? [];
    const of = (type: string) =>
      all.filter((reading) => reading.r_type === type).map((reading) => reading.$t);
    const on = of('ja_on').map(katakanaToHiragana);
    const kun = of('ja_kun');
    if (char && on.length + kun.length > 0) readings[char] = [on.join(' '), kun.join(' ')];
  }
  return readings;
}

/** Writes the kanji readings next to the catalogue. */
export function writeKanjiReadings(outDir: string): number {
  const readings = kanjiReadings();
  writeFileSync(join(outDir, KANJI_READINGS_FILE), JSON.stringify(readings));
  return Object.keys(readings).length;
}
