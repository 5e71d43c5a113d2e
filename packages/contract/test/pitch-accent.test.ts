import { describe, expect, it } from 'vitest';
import { splitMorae } from '../src/pitch-accent';

describe('splitMorae', () => {
  it('joins small kana to the kana before them', () => {
    expect(splitMorae('きょう')).toEqual(['きょ', 'う']);
    expect(splitMorae('しゃしん')).toEqual(['しゃ', 'し', 'ん']);
    expect(splitMorae('ちゅうしゃじょう')).toEqual(['ちゅ', 'う', 'しゃ', 'じょ', 'う']);
    expect(splitMorae('ファッション')).toEqual(['ファ', 'ッ', 'ショ', 'ン']);
    expect(splitMorae('ウィーン')).toEqual(['ウィ', 'ー', 'ン']);
    expect(splitMorae('くゎ')).toEqual(['くゎ']);
  });

  it('counts っ, ん and ー as morae of their own', () => {
    expect(splitMorae('がっこう')).toEqual(['が', 'っ', 'こ', 'う']);
    expect(splitMorae('ほん')).toEqual(['ほ', 'ん']);
    expect(splitMorae('コーヒー')).toEqual(['コ', 'ー', 'ヒ', 'ー']);
    expect(splitMorae('ともだち')).toHaveLength(4);
  });

  it('keeps a small kana that has nothing before it, and an empty reading empty', () => {
    expect(splitMorae('ゃあ')).toEqual(['ゃ', 'あ']);
    expect(splitMorae('')).toEqual([]);
  });
});
