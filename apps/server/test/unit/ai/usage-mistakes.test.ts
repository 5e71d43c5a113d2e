import { tokenize } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { usageMistakes } from '../../../src/ai/offline/usage-mistakes';

const mistakesIn = async (text: string) => usageMistakes(text, await tokenize(text));

describe('usage mistakes the Japanese core shows for certain', () => {
  it.each([
    ['昨日の映画は面白いでした。', '面白い', '昨日の映画は面白かったです。'],
    ['スープはおいしいだったよ。', 'おいしい', 'スープはおいしかったよ。'],
    ['天気がいいでした。', 'いい', '天気がよかったです。'],
    ['富士山は高いな山です。', '高い', '富士山は高い山です。'],
  ])('finds an i-adjective conjugated like a na-adjective in %s', async (text, lemma, correction) => {
    expect(await mistakesIn(text)).toEqual([{ lemma, correction }]);
  });

  it.each([
    '映画は面白かったです。',
    '映画は面白いです。',
    'このラーメンはおいしいな。',
    '大きいなあ。',
    '静かな町でした。',
    'きれいな山ですね。',
    '食べたいです。',
  ])('leaves correct Japanese alone: %s', async (text) => {
    expect(await mistakesIn(text)).toEqual([]);
  });

  it('corrects each mistake of a message on its own', async () => {
    expect(await mistakesIn('寒いでしたが、楽しいでした。')).toEqual([
      { lemma: '寒い', correction: '寒かったですが、楽しいでした。' },
      { lemma: '楽しい', correction: '寒いでしたが、楽しかったです。' },
    ]);
  });
});
