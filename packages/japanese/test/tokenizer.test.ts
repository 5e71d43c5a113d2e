import { beforeAll, describe, expect, it } from 'vitest';
import { getTokenizer, tokenize } from '../src/tokenizer';

// Building the tokenizer reads its dictionary, which takes seconds on a busy machine.
beforeAll(() => getTokenizer(), 60_000);

describe('getTokenizer', () => {
  it('builds the tokenizer once and shares it', async () => {
    const first = getTokenizer();
    expect(getTokenizer()).toBe(first);
    expect(await first).toBe(await getTokenizer());
  });
});

describe('tokenize', () => {
  it('gives dictionary forms and hiragana readings', async () => {
    const tokens = await tokenize('昨日、友達と映画を見ました。');
    const seen = tokens.find((t) => t.surface === '見');
    expect(seen).toMatchObject({ basicForm: '見る', reading: 'み', pos: '動詞', readingKnown: true });
    expect(tokens.find((t) => t.surface === '映画')?.reading).toBe('えいが');
    expect(tokens.find((t) => t.surface === '行っ')).toBeUndefined();
  });

  it('covers the text with offsets', async () => {
    const text = '私は 3時に Tokyo駅へ行った！';
    const tokens = await tokenize(text);
    expect(tokens.map((t) => t.surface).join('')).toBe(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.surface);
  });

  it('reads kana as written and leaves unknown words unread', async () => {
    const tokens = await tokenize('はい、テレビです');
    expect(tokens.find((t) => t.surface === 'は' || t.surface === 'はい')?.reading).toBe('はい');
    expect(tokens.find((t) => t.surface === 'テレビ')?.reading).toBe('てれび');
    const [latin] = await tokenize('Kaiwa');
    expect(latin).toMatchObject({ surface: 'Kaiwa', reading: 'Kaiwa', readingKnown: false });
  });

  it('merges a number with its counter into one token', async () => {
    const tokens = await tokenize('鉛筆が三本あります');
    const unit = tokens.find((t) => t.surface === '三本');
    expect(unit).toMatchObject({ reading: 'さんぼん', counterReading: 'ぼん', pos: '名詞', posDetail: '数' });
    expect(unit?.parts?.map((t) => t.surface)).toEqual(['三', '本']);
  });

  it('corrects readings and dictionary forms where context decides', async () => {
    const rain = await tokenize('雨が降りました');
    expect(rain.find((t) => t.surface === '降り')).toMatchObject({ basicForm: '降る', reading: 'ふり' });
    const bus = await tokenize('バスを降りました');
    expect(bus.find((t) => t.surface === '降り')).toMatchObject({ basicForm: '降りる', reading: 'おり' });
  });
});
