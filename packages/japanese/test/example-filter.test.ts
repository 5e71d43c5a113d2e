import { describe, expect, it } from 'vitest';
import { isSuitableExample } from '../scripts/lib/example-filter';

const taberu = { word: '食べる', reading: 'たべる', english: 'to eat' };

describe('isSuitableExample', () => {
  it('keeps an ordinary sentence', () => {
    expect(isSuitableExample({ ja: '魚を食べる。', en: 'I eat fish.' }, taberu)).toBe(true);
    // Whole English words only: "hello" is not "hell", "shell" not "hell".
    expect(isSuitableExample({ ja: 'こんにちは。', en: 'Hello, I found a shell.' }, taberu)).toBe(true);
  });

  it('leaves out a sentence with a crude or insulting word in the Japanese or the English', () => {
    expect(isSuitableExample({ ja: 'あっち行け！', en: 'Go to hell!' }, taberu)).toBe(false);
    expect(isSuitableExample({ ja: 'お前はバカだ。', en: 'You are a fool.' }, taberu)).toBe(false);
    expect(isSuitableExample({ ja: 'このクソ野郎！', en: 'You piece of garbage!' }, taberu)).toBe(false);
    expect(isSuitableExample({ ja: '彼は食べた。', en: 'The idiots ate.' }, taberu)).toBe(false);
  });

  it('does not hold the item’s own word or meaning against its examples', () => {
    const baka = { word: '馬鹿', reading: 'ばか', english: 'fool; idiot' };
    expect(isSuitableExample({ ja: '馬鹿にするな！', en: "Don't make an idiot of me!" }, baka)).toBe(true);
    expect(isSuitableExample({ ja: '馬鹿にするな！', en: "Don't make a fool of me, damn it!" }, baka)).toBe(
      false,
    );
  });
});
