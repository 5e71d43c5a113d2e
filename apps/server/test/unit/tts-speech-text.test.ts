import { describe, expect, it } from 'vitest';
import { OPEN_JTALK_MAX_BYTES, openJtalkBytes } from '../../src/tts/open-jtalk';
import { splitForSpeech } from '../../src/tts/speech-text';

describe('splitting text for speech', () => {
  it('keeps a text that fits whole', () => {
    expect(splitForSpeech('今日はいい天気ですね。', 20)).toEqual(['今日はいい天気ですね。']);
  });

  it('puts whole sentences together as long as they fit', () => {
    const text = '雨です。風が強いです。傘を持っていきましょう！はい。';
    expect(splitForSpeech(text, 12)).toEqual([
      '雨です。風が強いです。',
      '傘を持っていきましょう！',
      'はい。',
    ]);
    expect(splitForSpeech('It rains. "Take an umbrella!" she said. Yes?', 20)).toEqual([
      'It rains.',
      '"Take an umbrella!"',
      'she said. Yes?',
    ]);
  });

  it('cuts a long sentence at its commas and spaces, and a run without either anywhere', () => {
    expect(splitForSpeech('昨日は、友達と、駅の近くの店で、昼ご飯を食べました。', 10)).toEqual([
      '昨日は、友達と、',
      '駅の近くの店で、',
      '昼ご飯を食べました。',
    ]);
    expect(splitForSpeech('あ'.repeat(25), 10)).toEqual(['あ'.repeat(10), 'あ'.repeat(10), 'あ'.repeat(5)]);
  });

  it('counts code points, so a character outside the BMP is never split', () => {
    expect(splitForSpeech('𠮷'.repeat(5), 2)).toEqual(['𠮷𠮷', '𠮷𠮷', '𠮷']);
  });

  it('drops blank pieces and loses no words', () => {
    const text = `${'毎朝六時に起きます。 '.repeat(300)}終わり。`;
    const pieces = splitForSpeech(text, 1000);
    expect(pieces.every((piece) => [...piece].length <= 1000 && piece.trim() === piece && piece)).toBe(true);
    expect(pieces.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('measures open_jtalk’s pieces in the bytes it reads, ASCII widened to three', () => {
    expect(openJtalkBytes('あa𠮷')).toBe(3 + 3 + 4);
    const text = 'JLPT N5の単語を覚えましょう。'.repeat(40);
    const pieces = splitForSpeech(text, OPEN_JTALK_MAX_BYTES, openJtalkBytes);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => openJtalkBytes(piece) <= OPEN_JTALK_MAX_BYTES)).toBe(true);
  });
});
