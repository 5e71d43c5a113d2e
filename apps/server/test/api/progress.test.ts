import { api, JLPT_LEVELS, type JlptLevel, type LevelProgressResponse } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { itemsIn, judgingEngine } from './analysis-helpers';
import { call, postMessage, startConversation } from './conversation-helpers';

const DAY_MS = 24 * 60 * 60_000;
const FIRST_TEXT = '私は毎日日本語を勉強します。';
const SECOND_TEXT = '毎日水を飲みます。';

type Headers = Record<string, string>;

describe('level progress', () => {
  let t: TestApp;
  let clock: ManualClock;
  afterEach(async () => {
    await t.close();
  });

  async function progressOf(headers: Headers, level: JlptLevel) {
    const response = await call(t, 'GET', api.getLevelProgress.path, headers, { level });
    expect(response.statusCode).toBe(200);
    return (response.json() as LevelProgressResponse).level_progress;
  }

  /** Items of `level` in `text`, by type. */
  async function levelItems(text: string, level: JlptLevel) {
    const items = (await itemsIn(text)).filter(({ item }) => item.level === level);
    return {
      vocab: items.filter(({ item }) => item.vocabType === 'vocabulary').map(({ item }) => item.vocab_id),
      kanji: items.filter(({ item }) => item.vocabType === 'kanji').map(({ item }) => item.vocab_id),
    };
  }

  it('a new learner has used nothing of any level; the amounts are the catalogue’s', async () => {
    t = await createTestApp({ ai: judgingEngine().engine });
    const { headers } = await signUp(t);
    const catalogue = loadCatalogue();
    for (const level of JLPT_LEVELS) {
      expect(await progressOf(headers, level)).toEqual({
        cumulative_progress: { vocab: {}, kanji: {} },
        vocabs_amount: catalogue.itemsOfLevel(level, 'vocabulary').length,
        kanji_amount: catalogue.itemsOfLevel(level, 'kanji').length,
        used_vocabs_amount: 0,
        used_kanji_amount: 0,
        avg_vocab_usage_quality: 0,
        avg_kanji_usage_quality: 0,
      });
    }
    const n5 = await progressOf(headers, 'N5');
    expect(n5.vocabs_amount).toBeGreaterThan(600);
    expect(n5.kanji_amount).toBeGreaterThan(50);
  });

  it('counts the distinct items first used on or before each day, and averages the rated items', async () => {
    clock = new ManualClock(Date.UTC(2026, 2, 10, 22, 30));
    // Items of the first message are rated 4, of the second 10.
    t = await createTestApp({
      clock,
      ai: judgingEngine({ rate: (_, input) => (input.message === FIRST_TEXT ? 4 : 10) }).engine,
    });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, FIRST_TEXT);
    await t.worker.runUntilIdle();
    clock.advance(DAY_MS);
    await postMessage(t, headers, id, SECOND_TEXT);
    await t.worker.runUntilIdle();

    const first = await levelItems(FIRST_TEXT, 'N5');
    const second = await levelItems(SECOND_TEXT, 'N5');
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
    const vocab = union(first.vocab, second.vocab);
    const kanji = union(first.kanji, second.kanji);
    // Both days bring new N5 words and kanji (水, 飲む), and some come back (毎日).
    expect(vocab.length).toBeGreaterThan(first.vocab.length);
    expect(kanji.length).toBeGreaterThan(first.kanji.length);
    expect(second.vocab.filter((id) => first.vocab.includes(id)).length).toBeGreaterThan(0);

    // An item used on both days counts 4 and 10, so 7; one used only on the first day 4, only on the second 10.
    const itemAverage = (id: string) =>
      first.vocab.concat(first.kanji).includes(id)
        ? second.vocab.concat(second.kanji).includes(id)
          ? 7
          : 4
        : 10;
    const mean = (ids: string[]) => ids.reduce((sum, id) => sum + itemAverage(id), 0) / ids.length;

    const n5 = await progressOf(headers, 'N5');
    expect(n5).toEqual({
      cumulative_progress: {
        vocab: { '2026-03-10': first.vocab.length, '2026-03-11': vocab.length },
        kanji: { '2026-03-10': first.kanji.length, '2026-03-11': kanji.length },
      },
      vocabs_amount: loadCatalogue().itemsOfLevel('N5', 'vocabulary').length,
      kanji_amount: loadCatalogue().itemsOfLevel('N5', 'kanji').length,
      used_vocabs_amount: vocab.length,
      used_kanji_amount: kanji.length,
      avg_vocab_usage_quality: mean(vocab),
      avg_kanji_usage_quality: mean(kanji),
    });

    // 勉 and 強 are N4 kanji, used on the first day; 飲 is one too, used on the second.
    const n4First = (await levelItems(FIRST_TEXT, 'N4')).kanji;
    const n4Kanji = union(n4First, (await levelItems(SECOND_TEXT, 'N4')).kanji);
    expect(n4Kanji.length).toBeGreaterThan(n4First.length);
    const n4 = await progressOf(headers, 'N4');
    expect(n4.used_kanji_amount).toBe(n4Kanji.length);
    expect(n4.cumulative_progress.kanji).toEqual({
      '2026-03-10': n4First.length,
      '2026-03-11': n4Kanji.length,
    });
    // None of the first day's N4 kanji comes back on the second: each is rated 4 or 10.
    const secondOnly = n4Kanji.length - n4First.length;
    expect(n4.avg_kanji_usage_quality).toBe((4 * n4First.length + 10 * secondOnly) / n4Kanji.length);
  });

  it('unrated uses count as used but not in the average quality', async () => {
    clock = new ManualClock();
    t = await createTestApp({
      clock,
      ai: judgingEngine({
        judge: () => {
          throw new Error('AI provider unreachable');
        },
      }).engine,
    });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, SECOND_TEXT);
    for (let round = 0; round < 4; round++) {
      await t.worker.runUntilIdle();
      clock.advance(10 * 60_000);
    }
    const n5 = await progressOf(headers, 'N5');
    const used = await levelItems(SECOND_TEXT, 'N5');
    expect(n5).toMatchObject({
      used_vocabs_amount: used.vocab.length,
      used_kanji_amount: used.kanji.length,
      avg_vocab_usage_quality: 0,
      avg_kanji_usage_quality: 0,
    });
  });

  it('shows only the caller’s own usage', async () => {
    t = await createTestApp({ ai: judgingEngine({ rate: () => 9 }).engine });
    const learner = await signUp(t);
    const other = await signUp(t);
    const id = await startConversation(t, learner.headers, { character_ids: ['tanaka'] });
    await postMessage(t, learner.headers, id, FIRST_TEXT);
    await t.worker.runUntilIdle();

    expect((await progressOf(learner.headers, 'N5')).used_vocabs_amount).toBeGreaterThan(0);
    expect(await progressOf(other.headers, 'N5')).toMatchObject({
      cumulative_progress: { vocab: {}, kanji: {} },
      used_vocabs_amount: 0,
      used_kanji_amount: 0,
      avg_vocab_usage_quality: 0,
    });
  });

  it('rejects an unknown level with 400 and a missing session with 401', async () => {
    t = await createTestApp({ ai: judgingEngine().engine });
    const { headers } = await signUp(t);
    for (const query of [{ level: 'N6' }, { level: 'n5' }, {}]) {
      const response = await call(t, 'GET', api.getLevelProgress.path, headers, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        error: expect.any(String),
      });
    }
    expect((await call(t, 'GET', api.getLevelProgress.path, undefined, { level: 'N5' })).statusCode).toBe(
      401,
    );
  });
});
