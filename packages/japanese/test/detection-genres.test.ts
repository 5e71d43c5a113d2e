import { describe, expect, it } from 'vitest';
import { labelledSentences, precision, recall, report, score, unlistedLabels } from './support/labelled';

/**
 * Detection on sentences of the kinds a learner meets beyond Tatoeba's, written and labelled for this test
 * (how, in the files' headers): conversation, keigo, news, notices, instructions, stories, essays, chat.
 * Rules were drawn from the first file's errors; the second is held out, so its figures are the honest ones.
 */
describe('detection on sentences of other kinds', () => {
  const tuning = labelledSentences(new URL('./detection-genres.tsv', import.meta.url));
  const held = labelledSentences(new URL('./detection-genres-heldout.tsv', import.meta.url));

  it('labels every sentence with catalogue words only', () => {
    expect(tuning).toHaveLength(4647);
    expect(held).toHaveLength(744);
    expect(unlistedLabels(tuning, held)).toEqual([]);
  });

  it('finds the labelled words, and few others, in the sentences it may be tuned on', async () => {
    const s = await score(tuning);
    report('Genre detection, tuning part', tuning, s);
    // Regression floors, not targets. With rounds six to nine (1,750 Tatoeba-style everyday sentences): recall
    // 98.2%, precision 99.32% (24,247 labelled words, 433 misses, 163 false hits) after this stop's rules (a
    // negated transitive verb with no object a potential: 先に進めない; 私には解けない; 行けない; 混ぜ合わせる;
    // 心配そうに; 袋はいりますか, お皿がいる 要る; よくなる 良い; 化 for 化する; お互い様; 私のではありません; 本屋; 食べ過ぎは;
    // runs of kana MeCab lost its way in), 98.0% and 99.21% (484, 190) with the code before this stop. Round
    // six alone 99.1% and 99.55% (1,115 words, 10, 5), 98.5% and 98.9% (17, 12) before; round seven 98.4% and
    // 99.4% (2,317 words, 37, 13), 98.1% and 99.2% (43, 18) before; round eight, written after most of this
    // stop's rules, 98.2% and 99.5% (2,287 words, 42, 12), 98.0% and 99.3% (45, 15) before; round nine, written
    // after nearly all of them, 99.1% and 99.6% (2,190 words, 20, 9), 98.9% and 99.5% (24, 10) before. With round five (600 sentences: everyday, beginners' kana, N2 and N1
    // prose and idioms, fiction, casual speech): recall 97.8%, precision 99.16% (16,338 labelled words, 355
    // misses, 135 false hits) after the previous stop's beginners' kana (まって 待つ, ねこが 二ひき います, やさいが 野菜,
    // ひらがな, おつかい, うみで 海, きのうの よる 夜, にほんご 日本 and 語), だれ before です and the past's だ after a sound change
    // (つないだ); 97.7% and 99.15% (373, 137) after names made as names are (全国高校野球選手権大会, 福島第一原子力発電所), literary
    // grammar (さることながら), beginners' kana (ゆうびんきょく, あめが ふる, まどを あける), nouns IPADIC took for an adjective
    // or a verb's stem (遠くまで, 一時間余り) and スタッフの方 かた; 97.6% and 98.97% (400, 166) after literary particles (にして, をもって, だけあって), proverbs and Sino-Japanese
    // pairs inside compounds (梅雨前線); 97.5% and 98.8% (411, 193) after the rules round five showed, 97.1% and 98.2% (480, 292) with the code before this
    // stop; round five alone 96.3% and 98.7% (3,260 words, 120, 40), 95.0% and 97.6% (162, 77) before. The
    // four rounds before, 97.7% and 98.8% (13,078 words, 294, 157) with those rules, 97.6% and 98.6% (319,
    // 179) with the names the dictionaries list taken whole, as no word (ノーベル賞, 文部科学省); 97.6% and 98.3% (318,
    // 215) after the rules these sentences showed; 96.8% and 97.8% (418, 283) before them.
    expect(recall(s)).toBeGreaterThan(0.979);
    expect(precision(s)).toBeGreaterThan(0.9925);
  }, 60_000);

  it('finds the labelled words, and few others, in the held-out sentences', async () => {
    const s = await score(held);
    report('Genre detection, held-out part', held, s);
    // Regression floors, not targets, never tuned on. Recall 98.2%, precision 99.11% (4,176 labelled words,
    // 76 misses, 37 false hits) after this stop's rules (化 for 化する found six); 98.0% and 99.10% (82, 37)
    // after the rules of the last two stops; 98.0% and 99.08% (82, 38) with the kana nouns far easier than the other words of their sound (えき 駅);
    // 98.0% and 99.06% (83, 39) after literary particles, proverbs and Sino-Japanese pairs inside compounds;
    // 98.0% and 98.96% (83, 43) after the rules of round five; 98.0% and 98.9% (84, 45) with the names the
    // dictionaries list taken whole, as no word; 98.0% and 98.8% (84, 50) with the rules the tuning part
    // showed; 97.5% and 98.3% (104, 69) before them. The disputes were settled against the detector with
    // those rules, so a word both it and the writer left out, which the detector before them found, counts
    // against the earlier figure.
    expect(recall(s)).toBeGreaterThan(0.977);
    expect(precision(s)).toBeGreaterThan(0.988);
  }, 60_000);
});
