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
 * EDICT's words that IPADIC misreads when it meets them alone, with their reading: written with kanji,
 * under one reading in every entry (so the spelling names the word), and cut by IPADIC into parts read on
 * their own (大風呂敷 だい + ふろしき for おおぶろしき, 一歩 いち + ほ) or not known at all (遡上). The reader
 * gives such a run of tokens the dictionary's reading; words IPADIC already reads right are left out, which
 * keeps the table small.
 */
export async function compoundReadings(edict: Edict): Promise<Record<string, string>> {
  const readings: Record<string, string> = {};
  const candidates: [string, string][] = [];
  for (const headword of edict.headwords()) {
    if (headword.length < 2 || !hasKanji(headword) || !COMPOUND.test(headword)) continue;
    const spelled = new Set(edict.readingsOf(headword).map(katakanaToHiragana));
    const [reading] = spelled;
    if (spelled.size === 1 && HIRAGANA.test(reading!)) candidates.push([headword, reading!]);
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

/** Writes the compound readings next to the catalogue. */
export async function writeCompoundReadings(edict: Edict, outDir: string): Promise<number> {
  const readings = await compoundReadings(edict);
  writeFileSync(join(outDir, COMPOUND_READINGS_FILE), JSON.stringify(readings));
  return Object.keys(readings).length;
}
