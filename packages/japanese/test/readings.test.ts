import { describe, expect, it } from 'vitest';
import { toHiragana } from '../src/index';

describe('toHiragana', () => {
  it('reads kanji in hiragana and keeps kana, katakana words, digits, latin and punctuation', async () => {
    expect(await toHiragana('毎朝コーヒーを飲みます。')).toBe('まいあさコーヒーをのみます。');
    expect(await toHiragana('ＡＢＣ社のiPhoneは10万円です！')).toBe('ＡＢＣしゃのiPhoneは10まんえんです！');
    expect(await toHiragana('こんにちは、Tanakaさん。')).toBe('こんにちは、Tanakaさん。');
    expect(await toHiragana('')).toBe('');
  });

  it('reads 何 as なん before the copula, の and counters and なに elsewhere', async () => {
    expect(await toHiragana('これは何ですか')).toBe('これはなんですか');
    expect(await toHiragana('何の本')).toBe('なんのほん');
    expect(await toHiragana('何時')).toBe('なんじ');
    expect(await toHiragana('何月')).toBe('なんがつ');
    expect(await toHiragana('何を食べますか')).toBe('なにをたべますか');
    expect(await toHiragana('何か飲みたい')).toBe('なにかのみたい');
    expect(await toHiragana('何語を話しますか')).toBe('なにごをはなしますか');
  });

  it('reads 一日 as ついたち after a month and いちにち otherwise', async () => {
    expect(await toHiragana('三月一日')).toBe('さんがつついたち');
    expect(await toHiragana('来月の一日')).toBe('らいげつのついたち');
    expect(await toHiragana('一日に二回')).toBe('いちにちににかい');
    expect(await toHiragana('一日中')).toBe('いちにちじゅう');
  });

  it('reads everyday homographs as in conversation', async () => {
    expect(await toHiragana('日本人です')).toBe('にほんじんです');
    expect(await toHiragana('料理が上手です')).toBe('りょうりがじょうずです');
    expect(await toHiragana('下手な字')).toBe('へたなじ');
    expect(await toHiragana('大人が一人')).toBe('おとながひとり');
    expect(await toHiragana('明後日')).toBe('あさって');
    expect(await toHiragana('この方は先生です')).toBe('このかたはせんせいです');
    expect(await toHiragana('この方が安いです')).toBe('このほうがやすいです');
    expect(await toHiragana('辛いカレー')).toBe('からいカレー');
    expect(await toHiragana('お腹が空いた')).toBe('おなかがすいた');
    expect(await toHiragana('席が空いた')).toBe('せきがあいた');
  });

  it('keeps arabic digits and reads the counter after them', async () => {
    expect(await toHiragana('3本')).toBe('3ぼん');
    expect(await toHiragana('10分')).toBe('10ぷん');
    expect(await toHiragana('4月')).toBe('4がつ');
    // Units that do not split into number and counter sounds are read whole.
    expect(await toHiragana('2人')).toBe('ふたり');
    expect(await toHiragana('4月1日')).toBe('4がつついたち');
  });
});
