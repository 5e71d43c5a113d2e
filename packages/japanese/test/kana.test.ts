import { describe, expect, it } from 'vitest';
import { hasKanji, isKana, isKanjiChar, katakanaToHiragana } from '../src/kana';

describe('kana helpers', () => {
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
  });
});
