import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  getTokenizer,
  MAX_CHUNK_LENGTH,
  MecabTokenizer,
  TokenizerError,
  tokenize,
} from '../src/tokenizer';

const covers = (text: string, tokens: { surface: string; start: number; end: number }[]) => {
  expect(tokens.map((t) => t.surface).join('')).toBe(text);
  for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.surface);
};

describe('getTokenizer', () => {
  it('shares one tokenizer (one MeCab and its dictionary) in the process', () => {
    expect(getTokenizer()).toBe(getTokenizer());
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

  it('covers the text with offsets, whitespace and line breaks included', async () => {
    const text = '私は 3時に  Tokyo駅へ行った！\n\tまた明日。\r\n';
    const tokens = await tokenize(text);
    covers(text, tokens);
    expect(tokens.find((t) => t.surface === '  ')).toMatchObject({ pos: '記号', posDetail: '空白' });
  });

  it('reads kana as written and leaves unknown words unread', async () => {
    const tokens = await tokenize('はい、テレビです');
    expect(tokens.find((t) => t.surface === 'は' || t.surface === 'はい')?.reading).toBe('はい');
    expect(tokens.find((t) => t.surface === 'テレビ')?.reading).toBe('てれび');
    const [latin] = await tokenize('Kaiwa');
    expect(latin).toMatchObject({ surface: 'Kaiwa', reading: 'Kaiwa', readingKnown: false });
  });

  it('reads again a run of kana MeCab grouped into one unknown word, from the longest word it knows', async () => {
    // Where no word begins at the ょ of しょくどう after the verb し, or at the び of さびしい after the adverb さ,
    // MeCab alone groups all the kana after it into one unknown word.
    const text = 'がっこうのしょくどうはやすくておいしいです。さびしいからでんわしてもいい？';
    const tokens = await tokenize(text);
    covers(text, tokens);
    expect(tokens.map((t) => t.surface)).toEqual(
      expect.arrayContaining(['しょくどう', 'は', 'やすく', 'おいしい', 'さびしい', 'から', 'でんわ']),
    );
    expect(tokens.every((t) => t.readingKnown || !/^[ぁ-ゖ]+$/.test(t.surface))).toBe(true);
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
    // Any word for snow or rain: 大雪, にわか雨.
    const snow = await tokenize('関東で大雪が降りました');
    expect(snow.find((t) => t.surface === '降り')).toMatchObject({ basicForm: '降る', reading: 'ふり' });
    const bus = await tokenize('バスを降りました');
    expect(bus.find((t) => t.surface === '降り')).toMatchObject({ basicForm: '降りる', reading: 'おり' });
  });

  it('keeps control characters and lone surrogates as whitespace instead of failing', async () => {
    const text = '猫\u0000です\u0007。\ud800犬\udc00';
    const tokens = await tokenize(text);
    covers(text, tokens);
    expect(tokens.find((t) => t.surface === '猫')?.reading).toBe('ねこ');
    expect(tokens.find((t) => t.surface === '犬')?.reading).toBe('いぬ');
  });

  it('tokenizes long runs of one character class in full', async () => {
    for (const unit of ['ｱ', 'A', '1', '!', 'あ', '漢', '😀']) {
      const text = unit.repeat(5000);
      covers(text, await tokenize(text));
    }
  });

  it('answers calls made at the same time each with its own tokens', async () => {
    const texts = ['猫が好きです。', '毎日コーヒーを飲みます。', 'ｱ'.repeat(3000), '明日は雨です。'];
    const results = await Promise.all(texts.map((text) => tokenize(text)));
    for (const [i, tokens] of results.entries()) covers(texts[i]!, tokens);
  });

  it('tokenizes a long text a chunk at a time, as each sentence alone, letting other work run between', async () => {
    const tokenizer = getTokenizer();
    const sentence = '昨日、友達と映画を見ました。';
    const one = await tokenizer.morphemes(sentence);
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true;
    });
    // 70,000 characters: some 70 chunks, tens of milliseconds of MeCab's time.
    const many = await tokenizer.morphemes(sentence.repeat(5000));
    expect(otherWorkRan).toBe(true);
    expect(many.length).toBe(one.length * 5000);
    const differing = many.filter(
      (morpheme, i) => JSON.stringify(morpheme) !== JSON.stringify(one[i % one.length]),
    );
    expect(differing).toEqual([]);
    expect(one.find((morpheme) => morpheme.surface === '見')).toEqual({
      surface: '見',
      pos: '動詞',
      posDetail: '自立',
      conjugationType: '一段',
      basicForm: '見る',
      reading: 'ミ',
    });
  });
});

describe('chunksOf', () => {
  it('cuts long text at sentence ends or whitespace into pieces of at most the limit', () => {
    const sentence = '今日は天気がいいですね。';
    const text = sentence.repeat(300);
    const chunks = chunksOf(text);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
      expect(chunk.endsWith('。')).toBe(true);
    }
  });

  it('cuts a run with no break at the limit without splitting a surrogate pair', () => {
    const text = `x${'😀'.repeat(1200)}`;
    const chunks = chunksOf(text);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
      expect(chunk).not.toMatch(/[\ud800-\udbff]$/);
    }
  });
});

describe('MecabTokenizer failures', () => {
  it('names the packages to install when MeCab is missing', async () => {
    const tokenizer = new MecabTokenizer({ library: path.join(os.tmpdir(), 'no-such-libmecab.so') });
    await expect(tokenizer.morphemes('猫')).rejects.toThrow(
      /install the Debian packages mecab and mecab-ipadic-utf8/,
    );
  });

  it('fails with a clear error when the dictionary cannot be opened', async () => {
    const tokenizer = new MecabTokenizer({ dicDir: path.join(os.tmpdir(), 'no-such-dictionary') });
    await expect(tokenizer.morphemes('猫')).rejects.toThrow(TokenizerError);
    await expect(tokenizer.morphemes('猫')).rejects.toThrow(/could not open the dictionary/);
  });

  it('frees MeCab on close and opens it again for the next call', async () => {
    const tokenizer = new MecabTokenizer();
    expect((await tokenizer.morphemes('猫です')).map((m) => m.surface)).toEqual(['猫', 'です']);
    tokenizer.close();
    expect((await tokenizer.morphemes('犬です')).map((m) => m.surface)).toEqual(['犬', 'です']);
    tokenizer.close();
  });
});
