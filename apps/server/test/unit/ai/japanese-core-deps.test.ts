import { itemAsUsed } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { japaneseCoreDeps } from '../../../src/ai/japanese-core-deps';
import { createOfflineEngine } from '../../../src/ai/offline-engine';
import { createJapaneseCore } from '../../../src/japanese-core';

describe('the offline tutor with the Japanese core', () => {
  const japanese = createJapaneseCore();
  const engine = createOfflineEngine(japaneseCoreDeps(japanese));

  it('rates every word detection finds as used, also one found by its context, so none becomes a card', async () => {
    // いえ is a form of いう to IPADIC and かえって the adverb 却って; detection reads 家 and 帰る from the
    // particles around them. Rated 5, "not used", they would have become review cards as slips.
    const message = 'それから いえに かえって、ねました。';
    const detected = (await japanese.detectUsage(message)).vocabulary.map(itemAsUsed);
    expect(detected.map((item) => item.kanji ?? item.pronunciation)).toEqual(
      expect.arrayContaining(['家', '帰る', '寝る']),
    );

    const { judgements } = await engine.judgeUsage({ message, items: detected });

    expect(judgements.map(({ quality }) => quality).filter((quality) => quality < 6)).toEqual([]);
  });

  it('still rates a word the message does not use as unused', async () => {
    const { judgements } = await engine.judgeUsage({
      message: 'それから いえに かえって、ねました。',
      items: [{ kanji: '犬', pronunciation: 'いぬ', english: 'dog' }],
    });

    expect(judgements).toEqual([{ index: 0, quality: 5 }]);
  });
});
