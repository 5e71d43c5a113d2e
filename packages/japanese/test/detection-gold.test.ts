import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { labelledSentences, precision, recall, report, score, unlistedLabels } from './support/labelled';

/**
 * Detection against real sentences whose words were labelled by hand (detection-gold.tsv, where the labelling
 * convention is written): recall is the share of labelled words detected, precision the share of detected
 * words that are labelled. A quarter of the sentences, picked by a hash of the sentence, is held out: detection
 * is never tuned on them, so their figures are the honest ones.
 */
const heldOut = (sentence: string) => createHash('sha1').update(sentence).digest()[0]! % 4 === 0;

describe('detection on hand-labelled real sentences', () => {
  const all = labelledSentences(new URL('./detection-gold.tsv', import.meta.url));
  const tuning = all.filter((s) => !heldOut(s.text));
  const held = all.filter((s) => heldOut(s.text));

  it('labels every sentence with catalogue words only', () => {
    expect(all).toHaveLength(12196);
    expect(unlistedLabels(all)).toEqual([]);
  });

  it('finds the labelled words, and few others, in the sentences it may be tuned on', async () => {
    const s = await score(tuning);
    report('Gold detection, tuning part', tuning, s);
    // Regression floors, not targets. All 109 draws, every label settled between two independent annotators:
    // recall 98.65%, precision 99.32% (31,281 words, 422 misses, 211 false hits) after this stop's rules;
    // recall 98.6%, precision 99.31% (31,281 words, 428 misses, 216 false hits) after harder nouns of long
    // kana learned in kana (ものごと 物事, じゃんけん) and the past's だ after a sound change (つつんだ, あからんだ); 98.6% and 99.30% (433, 218) after names made as names are
    // (東京特許許可局, 世界保健機構), literary grammar (にしかず, がてら), Sino-Japanese pairs before a word
    // (全問 + 回答), 何か国語, 分 as a tenth (三分の利子) and one-kanji names of countries (仏政府); 98.6% and 99.24%
    // (439, 236) after literary particles,
    // proverbs read as the dictionary reads them, Sino-Japanese pairs inside compounds and 脅かす おびやかす;
    // 98.6% and 99.2% (441, 247) after the rules of the stop's
    // new sentences (round five of detection-genres.tsv, detection-kana.tsv); 98.6% and 99.2% (443, 250) with
    // the names the dictionaries list taken whole, as no word (国際連盟, 最高裁判所; the new misses are
    // 第３次世界大戦, which the labels take as a phrase); 98.6% and 99.15% (438, 265) after the rules sentences of
    // other kinds showed (detection-genres.tsv); 98.6% and 99.1% (446, 272) after a listed stem noun
    // between お and です was taken for the noun (お勤めです); 98.5% and 99.1% (448, 274) after numbers grouped by
    // thousands (1,000), 二度と as a count, a noun stem after の (調べ), units and loanwords IPADIC keeps whole
    // (平方メートル, ミリメートル, ダンプカー), the counters of spans (５分間) and the listed words adverbs and greetings begin
    // with (時たま, おやすみなさい); 98.5% and 99.1% (465, 275) after a verb's or adjective's other spellings (生む of
    // 産む) and counters IPADIC misreads (二行) were taken for their words; 98.4% and 99.1% (499, 273) after
    // kanji the JLPT lists leave out were split by their KANJIDIC readings (無実, 竪琴), with the scornful やがる,
    // 持てる as 持つ's potential and ある種 しゅ; 98.4% and 99.1% (503, 278) with that split alone; 98.4% and 99.1%
    // (510, 285) after a further round of rules from this part (names before what they end in, kana and kanji
    // compounds, numerals read natively, いらして, できる after a verbal noun…); 98.1% and 99.0% (586, 302) after
    // what draws 76 to 109 showed; 98.0% and 98.8% (628, 359) with the rules of seventy-five draws.
    // Seventy-five draws, every label settled: recall 98.1%, precision 99.0% (27,264 words, 521 misses, 277
    // false hits) after what draws 46 to 75 and the second annotation showed; 97.7% and 98.9% (616, 304) with
    // the rules of forty-five draws. The first forty-five draws with settled labels: 98.0% and 99.0% (18,768
    // words, 367 misses, 187 false hits); against the first labels alone, which rules had been fitted to,
    // 98.2% and 99.1%, against the second alone 97.7% and 98.6%. All forty-five draws, first labels: recall
    // 98.1%, precision 99.1% (18,759 labelled words, 362 misses, 166 false hits), after what draws 36 to 45
    // showed; 98.0% and 99.0% (384, 178) with them in and before their rules. All thirty-five draws: recall
    // 98.1%, precision 99.1% (15,519 labelled words, 300 misses, 145 false hits), after what draws 20 to 35
    // showed; 97.9% and 99.0% (261, 122) with draws 20 to 27 in and before their rules. All nineteen draws:
    // recall 98.2%, precision 99.1% (9,020 labelled words, 160 misses, 83 false hits); 97.5% and 98.7% (222,
    // 119) before what draws 16 to 19 showed. The first seventeen draws: recall 98.2%, precision 99.1% (8,089
    // labelled words, 144 misses, 73 false hits); 97.6% and 98.8% (195, 94) before what draws 16 and 17 and
    // the hand-read readings showed (kana verbs by their context or object: 事故にあった 遭う, 脳波をとります 取る; literary
    // あり and なし; あと 後; counts with 半 and とも; names' くん; IPADIC's いい for いう; すると inside a clause; a
    // supposition's する). The first fifteen draws: recall 97.8%, precision 98.9% (7,100 labelled words, 155
    // misses, 79 false hits); 97.0% and 98.4% (216, 113) with the rules of the first five draws alone, before
    // what draws 6 to 15 showed (sounds that change only at a compound's joins, natively read kanji beside
    // unlisted ones, IPADIC's slips: verbs in す for する, te-forms kept with their auxiliary, plurals,
    // adnominals, adverbs with は, nouns in く, katakana for kana words, numbers in digits and kanji; grammar:
    // particle + one-kana verb, pronoun + particle, つつある, にすぎない, といえば, prefixes alone; names before titles;
    // readings JMdict gives another word as commonly, 市場 しじょう). The first five draws alone: 97.9% and 99.2%
    // (2,393 words); 96.7% and 98.4% before what the second to fifth draws showed (auxiliaries only after a
    // te-form or a stem, parts of unknown words only where read as alone, kana verb ends, particles and
    // adverbs with kanji, なんて, じゃなきゃ, the そう of hearsay, いつ, 人々, adjective stems, far easier kana nouns,
    // numbers in kanji, humble する). The first draw alone: 98.1% and 100.0% (479 words); 95.0% and 97.6% (24
    // misses, 11 false hits) before listed words written with digits (１つ), verb forms and stems no list has
    // (作れる, 眠り), adverbs and honorifics IPADIC keeps whole (もう少し, お話中), compound particles (に関する), formal
    // nouns in kana (もの), grammatical ある and なる, and kana that is no word (たっ + た, a single kana, a
    // usually-kana verb with an easier homophone).
    expect(recall(s)).toBeGreaterThan(0.982);
    expect(precision(s)).toBeGreaterThan(0.992);
  }, 60_000);

  it('finds the labelled words, and few others, in the held-out sentences', async () => {
    const s = await score(held);
    report('Gold detection, held-out part', held, s);
    // Regression floors, not targets, never tuned on. All 109 draws, every label settled between two
    // independent annotators and again by a third: recall 97.8%, precision 98.81% (10,444 labelled words, 231
    // misses, 123 false hits) after the rules drawn from 1,950 new sentences of other engineers (よくなる 良い,
    // among them); 97.7% and 98.76% (237, 128) after harder nouns of long kana learned in kana; 97.7% and 98.76% (238, 128)
    // after names made as names are, literary grammar, Sino-Japanese pairs before a
    // word, 何か国語, 分 as a tenth and one-kanji names of countries; 97.7% and 98.75% (238, 129) after literary
    // particles, proverbs read as the dictionary reads them (蛙の面に水),
    // Sino-Japanese pairs inside compounds (前職) and 脅かす おびやかす; 97.7% and 98.7% (241, 133) after the
    // rules of the stop's new sentences; 97.7% and 98.7% (243, 136) with
    // the names the dictionaries list taken whole, as no word; 97.7% and 98.6%
    // (241, 146) after the rules sentences of other kinds showed (detection-genres.tsv); 97.6%
    // and 98.5% (246, 154) before them; against the labels before the third annotation, 97.7% and 98.55%
    // (243, 150)
    // after a listed stem noun between お and です was taken for the noun (お勤めです); 97.6% and 98.5% (244,
    // 151) after numbers grouped by thousands (1,000), 二度と as a count, units IPADIC keeps whole (平方メートル) and
    // the listed words adverbs begin with (時たま); 97.6% and 98.5% (253, 151) after a verb's or adjective's
    // other spellings (生む of 産む), counters IPADIC misreads (二行) and verbs in kana that are no listed kana
    // word (そっ of 沿って); 97.5% and 98.55% (260, 150) after the rules that split kanji the JLPT lists leave out
    // by their KANJIDIC readings and what else the tuning part showed; 97.5% and 98.5% (260, 151) with that
    // split alone; 97.5% and 98.5% (259, 156) after a further round of rules from the tuning part; 97.3% and
    // 98.5% (284, 158) before it; 97.15% and 98.3% (298, 171) with the rules of seventy-five draws. Draws 76
    // to 109 (N1 alone) came in at 96.9% and 98.4% (1,490 words) before the rules they showed, 96.7% and
    // 98.2% with the rules of seventy-five draws. Seventy-five draws: recall 97.2%, precision 98.4% (8,955
    // labelled words, 249 misses, 143 false hits); 97.0% and 98.3% (268, 147) with the rules of forty-five
    // draws. Draws 46 to 60 (N3 to N1) came in at 97.2% and 98.3% (1,542 words) before the rules they showed,
    // draws 61 to 75 (mostly N1) at 97.4% and 97.9% (1,278 words). On the first forty-five draws: 96.9% and
    // 98.2% against the first labels, 96.7% and 98.0% against the second, 96.9% and 98.4% against the settled
    // ones, before the rules of draws 46 to 75; 97.1% and 98.3% against the first labels after them. The
    // annotators agreed on 99.2% to 99.4% of words. All forty-five draws: recall 96.9%, precision 98.2%
    // (6,125 labelled words, 191 misses, 110 false hits). Draws 36 to 45 are N3 to N1 sentences only (N5 and
    // N4 had run out) and came in at recall 95.5%, precision 97.2% (1,071 words), after the rules of draws 20
    // to 35. All thirty-five draws: recall 97.1%, precision 98.4% (5,054 labelled words, 145 misses, 79 false
    // hits). Draws 20 to 23 came in at 97.1% and 98.2% (104, 63) before the rules their tuning part showed.
    // Draws 24 to 35 were labelled after this stop's first rules, so their held-out sentences measured them
    // on unseen text: 24 to 27 at recall 96.9%, precision 98.9% (648 words), 28 to 35 at 97.2% and 98.6% (868
    // words). All nineteen draws: recall 97.4%, precision 98.4% (2,879 labelled words, 75 misses, 45 false
    // hits); 96.9% and 98.2% (89, 51) before what draws 16 to 19 showed. The first seventeen draws: recall
    // 97.0%, precision 98.1% (2,565 labelled words, 76 misses, 47 false hits); 96.6% and 98.1% (86, 49)
    // before what draws 16 and 17 showed. The first fifteen draws: recall 96.8%, precision 98.0% (2,289
    // labelled words, 74 misses, 45 false hits); 96.2% and 97.9% (87, 48) before the rules draws 6 to 15
    // showed. The first five draws' part: 96.0% and 98.0% (778 words), 94.9% and 97.7% before their rules;
    // the first draw's quarter alone 98.2% and 97.6% (164 words), 97.6% and 97.0% before them.
    expect(recall(s)).toBeGreaterThan(0.974);
    expect(precision(s)).toBeGreaterThan(0.987);
  }, 60_000);
});
