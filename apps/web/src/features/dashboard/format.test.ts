import { describe, expect, it } from 'vitest';
import {
  continueConversationText,
  dictionaryUrl,
  displayKanji,
  formatShortDate,
  joinAliases,
} from './format';

// Noon UTC, so the calendar day is the same in every time zone from UTC-11 to UTC+11.
const JAN_5_2025_NOON_UTC = Date.UTC(2025, 0, 5, 12) / 1000;

describe('joinAliases', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinAliases([])).toBe('');
    expect(joinAliases(['ユキ'])).toBe('ユキ');
    expect(joinAliases(['ユキ', 'Ken'])).toBe('ユキ and Ken');
    expect(joinAliases(['ユキ', 'Ken', 'ハナ'])).toBe('ユキ, Ken and ハナ');
    expect(joinAliases(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
  });
});

describe('formatShortDate', () => {
  it('formats epoch seconds as "Mon D, YYYY"', () => {
    expect(formatShortDate(JAN_5_2025_NOON_UTC)).toBe('Jan 5, 2025');
    expect(formatShortDate(Date.UTC(2024, 11, 24, 12) / 1000)).toBe('Dec 24, 2024');
  });
});

describe('continueConversationText', () => {
  it('combines the aliases and the date', () => {
    expect(continueConversationText(['ユキ', 'Ken'], JAN_5_2025_NOON_UTC)).toBe(
      'Continue conversation with ユキ and Ken from Jan 5, 2025',
    );
  });
});

describe('day item helpers', () => {
  it('blanks the kanji "nan" and searches by reading instead', () => {
    const kanaOnly = { kanji: 'nan', pronunciation: 'ありがとう' };
    expect(displayKanji(kanaOnly)).toBe('');
    expect(dictionaryUrl(kanaOnly)).toBe(`https://jisho.org/search/${encodeURIComponent('ありがとう')}`);
  });

  it('searches by kanji when there is one', () => {
    const word = { kanji: '食べる', pronunciation: 'たべる' };
    expect(displayKanji(word)).toBe('食べる');
    expect(dictionaryUrl(word)).toBe(`https://jisho.org/search/${encodeURIComponent('食べる')}`);
  });
});
