import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasKanji, katakanaToHiragana } from '../../src/kana';
import { applyReadingRules, COMPOUND_READINGS_FILE } from '../../src/readings';
import { getTokenizer } from '../../src/tokenizer';
import type { Edict } from './edict';

// Kanji (with 々) and hiragana only: a headword with katakana or latin is a loanword compound IPADIC reads by
// its parts anyway, and its reading would keep katakana.
const COMPOUND = /^[\p{Script=Han}々\p{Script=Hiragana}]+$/u;
const HIRAGANA = /^\p{Script=Hiragana}+$/u;

/**
 * EDICT's words that IPADIC misreads when it meets them alone, with their reading, written with kanji:
 * - under one reading in every entry (so the spelling names the word), and cut by IPADIC into parts read on
 *   their own (大風呂敷 だい + ふろしき for おおぶろしき, 一歩 いち + ほ) or not known at all (遡上);
 * - or read by IPADIC as one word, by a reading its entry gives but does not mark common, where the entry
 *   marks exactly one other reading common (入り口 いりくち for いりぐち, 天王星 てんおうせい for てんのうせい):
 *   the same word, said as most people say it.
 * The reader gives such a run of tokens the dictionary's reading; words IPADIC already reads right are left
 * out, which keeps the table small.
 */
export async function compoundReadings(edict: Edict): Promise<Record<string, string>> {
  const readings: Record<string, string> = {};
  // With the one reading EDICT gives it, or none where it gives several.
  const candidates: [string, string | undefined][] = [];
  for (const headword of edict.headwords()) {
    if (headword.length < 2 || !hasKanji(headword) || !COMPOUND.test(headword)) continue;
    const spelled = new Set(edict.readingsOf(headword).map(katakanaToHiragana));
    const [reading] = spelled;
    if (spelled.size === 1 && HIRAGANA.test(reading!)) candidates.push([headword, reading!]);
    else if (spelled.size > 1) candidates.push([headword, undefined]);
  }
  const tokenizer = getTokenizer();
  const BATCH = 2000;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const tokenized = await Promise.all(
      batch.map(async ([headword]) => applyReadingRules(await tokenizer.morphemes(headword))),
    );
    batch.forEach(([headword, reading], k) => {
      const tokens = tokenized[k]!;
      if (reading === undefined) {
        const common = tokens.length === 1 ? commonVariantOf(edict, headword, tokens[0]!.reading) : undefined;
        if (common !== undefined) readings[headword] = common;
        return;
      }
      // An unknown word's guess is kept even when right, so the reader can tell it is confirmed.
      const misread =
        tokens.length > 1
          ? tokens.map((token) => token.reading).join('') !== reading
          : tokens[0]?.lowConfidence === true;
      if (misread) readings[headword] = reading;
    });
  }
  return readings;
}

/**
 * The one reading the dictionary marks common for `headword`, where `read` is another reading of the same
 * entry that it does not mark common.
 */
function commonVariantOf(edict: Edict, headword: string, read: string): string | undefined {
  const lines = edict.linesOf(headword);
  const common = lines.filter((line) => line.common);
  const readings = new Set(common.map((line) => katakanaToHiragana(line.reading)));
  if (readings.size !== 1) return undefined;
  const [reading] = readings;
  if (reading === read || !HIRAGANA.test(reading!)) return undefined;
  const variants = lines.filter((line) => katakanaToHiragana(line.reading) === read);
  const sameEntry = variants.some((line) => common.some((other) => other.body === line.body));
  return sameEntry && !variants.some((line) => line.common) ? reading : undefined;
}

/** Writes the compound readings next to the catalogue. */
export async function writeCompoundReadings(edict: Edict, outDir: string): Promise<number> {
  const readings = await compoundReadings(edict);
  writeFileSync(join(outDir, COMPOUND_READINGS_FILE), JSON.stringify(readings));
  return Object.keys(readings).length;
}
