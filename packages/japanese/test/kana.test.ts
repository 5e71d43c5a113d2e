import { describe, expect, it } from 'vitest';
import {
  hasKanji,
  isKana,
  isKanjiChar,
  isKanjiCode,
  isKanjiOnly,
  isKatakana,
  katakanaToHiragana,
  sharesKanji,
} from '../src/kana';

describe('kana helpers', () => {
  it('tells whether two spellings share a kanji', () => {
    expect(sharesKanji('御飯', 'ご飯')).toBe(true);
    expect(sharesKanji('充分', '十分')).toBe(true);
    expect(sharesKanji('速い', '早い')).toBe(false);
    expect(sharesKanji('ごはん', 'ご飯')).toBe(false);
  });

  it('turns katakana into hiragana and keeps everything else', () => {
    expect(katakanaToHiragana('テレビとコーヒー')).toBe('てれびとこーひー');
    expect(katakanaToHiragana('ヴァイオリン、ABC 123')).toBe('ゔぁいおりん、ABC 123');
    expect(katakanaToHiragana('食べる')).toBe('食べる');
    expect(katakanaToHiragana('ご飯とパン')).toBe('ご飯とぱん');
  });

  it('tells kanji from kana', () => {
    expect(hasKanji('食べる')).toBe(true);
    expect(hasKanji('たべる')).toBe(false);
    expect(isKanjiChar('々')).toBe(true);
    expect(isKanjiChar('あ')).toBe(false);
    expect(isKana('コーヒー')).toBe(true);
    expect(isKana('ご飯')).toBe(false);
    expect(isKatakana('コーヒー')).toBe(true);
    expect(isKatakana('ママさん')).toBe(false);
    expect(isKatakana('')).toBe(false);
  });

  it('tells kanji-only text and kanji code units as isKanjiChar does', () => {
    expect(isKanjiOnly('日本々')).toBe(true);
    expect(isKanjiOnly('日本語です')).toBe(false);
    expect(isKanjiOnly('𠮷')).toBe(false);
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isKanjiCode(code) !== isKanjiChar(String.fromCharCode(code))) differing.push(code);
    expect(differing).toEqual([]);
  });
});
