import { api, type LevelProgressResponse, type VocabularyItem } from '@kaiwa/contract';
import { Catalogue, loadCatalogue } from '@kaiwa/japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJapaneseCore } from '../../src/japanese-core';
import { createTestApp, type Learner, signUp, type TestApp } from '../support/test-app';

// Two N5 words and one N5 kanji of the generated catalogue: the whole catalogue of this app.
const full = loadCatalogue();
const words = full.itemsOfLevel('N5', 'vocabulary').slice(0, 2);
const kanji = full.itemsOfLevel('N5', 'kanji').slice(0, 1);
const fixture = new Catalogue([...words, ...kanji], { senses: (item) => full.sensesOf(item) });

let t: TestApp;
let learner: Learner;
beforeAll(async () => {
  t = await createTestApp({ japanese: createJapaneseCore(fixture) });
  learner = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${path}`, headers: learner.headers, query });

describe('the Japanese core given to the app', () => {
  it('is the catalogue the vocabulary list, the items and the progress amounts come from', async () => {
    const listed = await t.app.inject({
      method: 'POST',
      url: `/api${api.fetchCategories.path}`,
      headers: learner.headers,
      payload: { n5: true, n4: true, n3: true, n2: true, n1: true },
    });
    expect(listed.statusCode).toBe(200);
    const elements: VocabularyItem[] = listed.json().query_result.elements;
    expect(elements.map((item) => item.vocab_id)).toEqual(fixture.items.map((item) => item.vocab_id));

    expect((await get(api.getVocab.path, { vocab_id: words[0]!.vocab_id })).statusCode).toBe(200);
    const outside = full.itemsOfLevel('N5', 'vocabulary')[2]!;
    expect((await get(api.getVocab.path, { vocab_id: outside.vocab_id })).statusCode).toBe(404);

    const progress = await get(api.getLevelProgress.path, { level: 'N5' });
    expect((progress.json() as LevelProgressResponse).level_progress).toMatchObject({
      vocabs_amount: 2,
      kanji_amount: 1,
    });
  });
});
