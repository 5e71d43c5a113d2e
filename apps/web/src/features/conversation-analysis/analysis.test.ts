import { describe, expect, it } from 'vitest';
import { analysedCount, analysisPending, starsFor, translationOf, usageCount } from './analysis';
import { analysisMessage as message } from './testing';

describe('analysis helpers', () => {
  it('gives stars as the score divided by 2, rounded, out of 5', () => {
    expect([0, 0.9, 1, 2, 3, 4, 5, 6, 7, 7.4, 8, 9, 10].map(starsFor)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5,
    ]);
  });

  it('has no stars for an unrated use', () => {
    expect(starsFor(-1)).toBeNull();
  });

  it('knows when an analysis is still on the way', () => {
    expect(analysisPending(undefined)).toBe(false);
    expect(analysisPending([message({}), message({ analysis_status: null })])).toBe(false);
    expect(analysisPending([message({}), message({ analysis_status: 'pending' })])).toBe(true);
  });

  it('counts the messages whose analysis is stored', () => {
    expect(analysedCount(undefined)).toBeUndefined();
    expect(analysedCount([])).toBe(0);
    expect(
      analysedCount([
        message({}),
        message({ analysis_status: 'failed' }),
        message({ analysis_status: 'pending' }),
        message({ analysis_status: null }),
      ]),
    ).toBe(2);
  });

  it('translates Japanese into English and other languages into Japanese', () => {
    expect(translationOf(message({}))).toBe('I drink water.');
    expect(
      translationOf(
        message({
          content: 'I drink water',
          content_language: 'English',
          translation_japanese: '水を飲みます',
        }),
      ),
    ).toBe('水を飲みます');
    expect(translationOf(message({ translation_english: null }))).toBeNull();
  });

  it('counts uses in words', () => {
    expect(usageCount(1)).toBe('Used once');
    expect(usageCount(3)).toBe('Used 3 times');
  });
});
