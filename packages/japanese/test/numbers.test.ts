import { describe, expect, it } from 'vitest';
import { isCounter, kanjiNumeral, parseNumber, readNumber } from '../src/numbers';

describe('parseNumber', () => {
  it('reads arabic digits of either width and kanji numerals', () => {
    expect(parseNumber('2024')).toBe(2024);
    expect(parseNumber('３')).toBe(3);
    expect(parseNumber('二十四')).toBe(24);
    expect(parseNumber('三百五')).toBe(305);
    expect(parseNumber('千')).toBe(1000);
    expect(parseNumber('一万二千')).toBe(12000);
    expect(parseNumber('二〇二四')).toBe(2024);
    expect(parseNumber('三億')).toBe(300000000);
  });

  it('reads digits grouped by thousands, and no other commas', () => {
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('１，０００')).toBe(1000);
    expect(parseNumber('12,345,678')).toBe(12345678);
    // 2,3日 is "two or three days".
    expect(parseNumber('2,3')).toBeNull();
    expect(parseNumber('1,0000')).toBeNull();
  });

  it('gives null for what is no number', () => {
    expect(parseNumber('何')).toBeNull();
    expect(parseNumber('数')).toBeNull();
  });
});

const read = (value: number | null, counter?: string, date?: boolean) =>
  readNumber(value, counter, date).reading;

describe('readNumber', () => {
  it('reads plain numbers with the sound changes of 百 and 千', () => {
    expect(read(0)).toBe('ぜろ');
    expect(read(300)).toBe('さんびゃく');
    expect(read(600)).toBe('ろっぴゃく');
    expect(read(800)).toBe('はっぴゃく');
    expect(read(3000)).toBe('さんぜん');
    expect(read(8000)).toBe('はっせん');
    expect(read(10000)).toBe('いちまん');
    expect(read(1e12)).toBe('いっちょう');
    expect(read(1234)).toBe('せんにひゃくさんじゅうよん');
    // A thousand of a large unit alone is いっせん; with more after it, せん.
    expect(read(10_000_000)).toBe('いっせんまん');
    expect(read(15_000_000)).toBe('せんごひゃくまん');
  });

  it('geminates and voices h-row counters', () => {
    expect([1, 2, 3, 4, 6, 8, 10, 100, 1000].map((n) => read(n, '本'))).toEqual([
      'いっぽん',
      'にほん',
      'さんぼん',
      'よんほん',
      'ろっぽん',
      'はっぽん',
      'じゅっぽん',
      'ひゃっぽん',
      'せんぼん',
    ]);
    expect([1, 3, 4, 6, 10].map((n) => read(n, '分'))).toEqual([
      'いっぷん',
      'さんぷん',
      'よんぷん',
      'ろっぷん',
      'じゅっぷん',
    ]);
    expect([1, 3, 6].map((n) => read(n, '匹'))).toEqual(['いっぴき', 'さんびき', 'ろっぴき']);
    expect(read(3, '杯')).toBe('さんばい');
    expect(read(null, '本')).toBe('なんぼん');
  });

  it('geminates k-row counters after 6 but s- and t-row ones not', () => {
    expect(read(6, '個')).toBe('ろっこ');
    expect(read(6, '冊')).toBe('ろくさつ');
    expect(read(8, '歳')).toBe('はっさい');
    expect(read(100, '歳')).toBe('ひゃくさい');
    expect(read(3, '階')).toBe('さんがい');
    expect(read(1, 'か月')).toBe('いっかげつ');
    expect(read(1, '週間')).toBe('いっしゅうかん');
    // Counters IPADIC reads with no sound change, or as another word: 十件 じゅうけん, 三歩 さんほ, 二行 にこう.
    expect([read(10, '件'), read(6, '曲'), read(8, '社'), read(1, '席')]).toEqual([
      'じゅっけん',
      'ろっきょく',
      'はっしゃ',
      'いっせき',
    ]);
    expect([read(1, '歩'), read(3, '歩'), read(3, '発')]).toEqual(['いっぽ', 'さんぽ', 'さんぱつ']);
    expect([read(2, '行'), read(2, '棟'), read(3, '度目')]).toEqual(['にぎょう', 'にとう', 'さんどめ']);
  });

  it('uses the special digits of clock times, months and people', () => {
    expect([4, 7, 9, 14].map((n) => read(n, '時'))).toEqual(['よじ', 'しちじ', 'くじ', 'じゅうよじ']);
    expect([4, 7, 9].map((n) => read(n, '月'))).toEqual(['しがつ', 'しちがつ', 'くがつ']);
    expect([1, 2, 3, 4].map((n) => read(n, '人'))).toEqual(['ひとり', 'ふたり', 'さんにん', 'よにん']);
    expect(read(4, '円')).toBe('よえん');
    expect(read(20, '歳')).toBe('はたち');
    expect([1, 3, 9].map((n) => read(n, 'つ'))).toEqual(['ひとつ', 'みっつ', 'ここのつ']);
  });

  it('reads days of the month and counts of days', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => read(n, '日'))).toEqual([
      'ふつか',
      'みっか',
      'よっか',
      'いつか',
      'むいか',
      'なのか',
      'ようか',
      'ここのか',
      'とおか',
    ]);
    expect([14, 20, 24, 17, 11].map((n) => read(n, '日'))).toEqual([
      'じゅうよっか',
      'はつか',
      'にじゅうよっか',
      'じゅうしちにち',
      'じゅういちにち',
    ]);
    // One day splits into number and counter, so that digits stay as written (１日 → １にち).
    expect(readNumber(1, '日')).toEqual({ reading: 'いちにち', counterReading: 'にち' });
    expect(read(1, '日', true)).toBe('ついたち');
    expect(read(3, '日間')).toBe('みっかかん');
    // Past the whole readings the counter keeps its かん and め: 何日間 is not 何日.
    expect([read(null, '日間'), read(11, '日間'), read(12, '日目')]).toEqual([
      'なんにちかん',
      'じゅういちにちかん',
      'じゅうににちめ',
    ]);
  });

  it('reads a half hour as the hour (IPADIC cuts 七時半 as 七 + 時半)', () => {
    expect([read(7, '時半'), read(4, '時半'), read(1, '時半')]).toEqual([
      'しちじはん',
      'よじはん',
      'いちじはん',
    ]);
  });

  it('says which part of the reading is the counter when the unit splits', () => {
    expect(readNumber(3, '本')).toEqual({ reading: 'さんぼん', counterReading: 'ぼん' });
    expect(readNumber(2, '人')).toEqual({ reading: 'ふたり' });
    expect(isCounter('本')).toBe(true);
    expect(isCounter('猫')).toBe(false);
    // Months go to 12 and native counts to 9; 何 counts any.
    expect([isCounter('月', 12), isCounter('月', 13), isCounter('月', null)]).toEqual([true, false, true]);
    expect([isCounter('つ', 9), isCounter('つ', 10)]).toEqual([true, false]);
  });
});

describe('kanjiNumeral', () => {
  it('writes numbers in kanji numerals as they are said', () => {
    expect(kanjiNumeral(0)).toBe('〇');
    expect(kanjiNumeral(10)).toBe('十');
    expect(kanjiNumeral(25)).toBe('二十五');
    expect(kanjiNumeral(111)).toBe('百十一');
    expect(kanjiNumeral(2024)).toBe('二千二十四');
    expect(kanjiNumeral(10_000)).toBe('一万');
    expect(kanjiNumeral(30_500)).toBe('三万五百');
    expect(kanjiNumeral(120_000_000)).toBe('一億二千万');
  });

  it('reads back as the same number', () => {
    for (const value of [7, 19, 300, 4_096, 65_536, 10_000_001, 3_000_000_000_000])
      expect(parseNumber(kanjiNumeral(value))).toBe(value);
  });
});
