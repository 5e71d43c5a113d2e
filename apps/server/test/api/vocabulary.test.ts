import { api, type DayItem, Errors, JLPT_LEVELS, NO_KANJI, type VocabularyItem } from '@kaiwa/contract';
import { type CatalogueItem, loadCatalogue } from '@kaiwa/japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVocabularyRepository } from '../../src/modules/vocabulary/vocabulary.repository';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';

type Learner = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let clock: ManualClock;
let alice: Learner;
let bob: Learner;
const catalogue = loadCatalogue();

beforeAll(async () => {
  clock = new ManualClock(Date.UTC(2026, 0, 15, 9, 0, 0));
  t = await createTestApp({ clock });
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const fetchCategories = (learner: Learner | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api${api.fetchCategories.path}`,
    headers: learner?.headers ?? {},
    payload: payload as object,
  });
const get = (path: string, learner: Learner | null, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${path}`, headers: learner?.headers ?? {}, query });

const elementsOf = (response: Awaited<ReturnType<typeof fetchCategories>>): VocabularyItem[] => {
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.query_result.elements;
};

const flags = (levels: string[]) => ({
  n1: levels.includes('N1'),
  n2: levels.includes('N2'),
  n3: levels.includes('N3'),
  n4: levels.includes('N4'),
  n5: levels.includes('N5'),
});

const firstOf = (predicate: (item: CatalogueItem) => boolean): CatalogueItem => {
  const found = catalogue.items.find(predicate);
  if (!found) throw new Error('no such catalogue item');
  return found;
};
/** The pitch accents the API gives an item: the catalogue's, over the word's reading; none for kanji. */
const pitchAccentOf = (item: CatalogueItem) =>
  item.vocabType === 'vocabulary'
    ? item.pitchAccent.map((accent) => ({ reading: item.reading, ...accent }))
    : [];

const kanaOnlyWord = firstOf((item) => item.vocabType === 'vocabulary' && item.kanji === null);
const wordWithKanji = firstOf(
  (item) => item.vocabType === 'vocabulary' && item.kanji !== null && item.level === 'N4',
);
const kanji = firstOf((item) => item.vocabType === 'kanji' && item.level === 'N5');

describe('fetchCategories', () => {
  it('lists exactly the catalogue items of the requested levels', async () => {
    const items = elementsOf(await fetchCategories(alice, flags(['N5', 'N2'])));
    const expected = [...catalogue.itemsOfLevel('N5'), ...catalogue.itemsOfLevel('N2')];
    expect(items).toHaveLength(expected.length);
    expect(new Set(items.map((item) => item.level))).toEqual(new Set(['N5', 'N2']));
    expect(new Set(items.map((item) => item.vocab_id)).size).toBe(items.length);
    for (const level of ['N5', 'N2'] as const) {
      for (const type of ['kanji', 'vocabulary'] as const) {
        expect(items.filter((item) => item.level === level && item.vocabType === type)).toHaveLength(
          catalogue.itemsOfLevel(level, type).length,
        );
      }
    }
  });

  it('lists all five levels, the whole catalogue', async () => {
    const items = elementsOf(await fetchCategories(alice, flags([...JLPT_LEVELS])));
    expect(items).toHaveLength(catalogue.items.length);
    expect(items.length).toBeGreaterThan(10_000);
  });

  it('lists nothing when no level is asked for, and reads a missing flag as false', async () => {
    expect(elementsOf(await fetchCategories(alice, flags([])))).toEqual([]);
    const onlyN4 = elementsOf(await fetchCategories(alice, { n4: true }));
    expect(onlyN4).toHaveLength(catalogue.itemsOfLevel('N4').length);
  });

  it('gives each item its fields, with nan for a kana-only word and no usage yet', async () => {
    const items = elementsOf(
      await fetchCategories(alice, flags([kanaOnlyWord.level, wordWithKanji.level, kanji.level])),
    );
    const byId = new Map(items.map((item) => [item.vocab_id, item]));
    expect(byId.get(kanaOnlyWord.vocab_id)).toEqual({
      vocab_id: kanaOnlyWord.vocab_id,
      level: kanaOnlyWord.level,
      vocabType: 'vocabulary',
      kanji: NO_KANJI,
      pronunciation: kanaOnlyWord.pronunciation,
      english: kanaOnlyWord.english,
      timesUsed: 0,
      lastUsed: null,
      avgUsageQuality: -1,
      pitch_accent: pitchAccentOf(kanaOnlyWord),
    });
    expect(byId.get(wordWithKanji.vocab_id)).toMatchObject({
      kanji: wordWithKanji.kanji,
      vocabType: 'vocabulary',
    });
    expect(byId.get(kanji.vocab_id)).toMatchObject({
      kanji: kanji.kanji,
      vocabType: 'kanji',
      pronunciation: kanji.pronunciation,
      english: kanji.english,
    });
  });

  it('refuses flags that are not booleans', async () => {
    const response = await fetchCategories(alice, { n5: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    expect((await fetchCategories(alice, [true])).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await fetchCategories(null, flags(['N5']));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
  });
});

describe('usage', () => {
  it('merges the caller’s recorded uses into the lists and getVocab, and only the caller’s', async () => {
    const carol = await signUp(t);
    const dave = await signUp(t);
    const used = wordWithKanji.vocab_id;
    const at = Date.UTC(2026, 0, 10, 12, 0, 0);
    await createVocabularyRepository(t.db).recordUses(carol.user.user_id, at, [
      { vocab_id: used, quality: 8 },
    ]);
    // Out of order and unrated: counted, but neither the last use nor the quality changes.
    await createVocabularyRepository(t.db).recordUses(carol.user.user_id, at - 86_400_000, [
      { vocab_id: used, quality: null },
    ]);
    await createVocabularyRepository(t.db).recordUses(carol.user.user_id, at - 3600_000, [
      { vocab_id: used, quality: 5 },
    ]);
    await createVocabularyRepository(t.db).recordUses(carol.user.user_id, at, [
      { vocab_id: kanji.vocab_id, quality: null },
    ]);

    const expectedWord = { timesUsed: 3, lastUsed: at / 1000, avgUsageQuality: 6.5 };
    const items = elementsOf(await fetchCategories(carol, flags([wordWithKanji.level, kanji.level])));
    expect(items.find((item) => item.vocab_id === used)).toMatchObject(expectedWord);
    expect(items.find((item) => item.vocab_id === kanji.vocab_id)).toMatchObject({
      timesUsed: 1,
      lastUsed: at / 1000,
      avgUsageQuality: -1,
    });
    expect(items.filter((item) => item.timesUsed > 0)).toHaveLength(2);
    const vocab = await get(api.getVocab.path, carol, { vocab_id: used });
    expect(vocab.json()).toEqual({
      success: true,
      vocab: {
        vocab_id: used,
        level: wordWithKanji.level,
        vocabType: 'vocabulary',
        kanji: wordWithKanji.kanji,
        pronunciation: wordWithKanji.pronunciation,
        english: wordWithKanji.english,
        pitch_accent: pitchAccentOf(wordWithKanji),
        ...expectedWord,
      },
    });

    const theirs = elementsOf(await fetchCategories(dave, flags([wordWithKanji.level, kanji.level])));
    expect(
      theirs.filter((item) => item.timesUsed > 0 || item.lastUsed !== null || item.avgUsageQuality !== -1),
    ).toEqual([]);
    expect((await get(api.getVocab.path, dave, { vocab_id: used })).json().vocab).toMatchObject({
      timesUsed: 0,
      lastUsed: null,
      avgUsageQuality: -1,
    });
  });

  it('counts every one of many concurrent uses, several words at a time in any order', async () => {
    const erin = await signUp(t);
    const word = wordWithKanji.vocab_id;
    // Two words per message, listed in either order: each use of each is counted once.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const uses = [
          { vocab_id: kanji.vocab_id, quality: index % 2 ? 10 : null },
          { vocab_id: word, quality: 4 },
        ];
        return createVocabularyRepository(t.db).recordUses(
          erin.user.user_id,
          1_000_000 + index,
          index % 2 ? uses : uses.reverse(),
        );
      }),
    );
    expect((await get(api.getVocab.path, erin, { vocab_id: kanji.vocab_id })).json().vocab).toMatchObject({
      timesUsed: 20,
      lastUsed: Math.floor(1_000_019 / 1000),
      avgUsageQuality: 10,
    });
    expect((await get(api.getVocab.path, erin, { vocab_id: word })).json().vocab).toMatchObject({
      timesUsed: 20,
      avgUsageQuality: 4,
    });
  });
});

describe('getVocab', () => {
  it('answers one item', async () => {
    const response = await get(api.getVocab.path, alice, { vocab_id: kanaOnlyWord.vocab_id });
    expect(response.statusCode).toBe(200);
    expect(response.json().vocab).toMatchObject({
      vocab_id: kanaOnlyWord.vocab_id,
      kanji: NO_KANJI,
      timesUsed: 0,
    });
  });

  it('answers 404 for an unknown id and 400 for a missing or oversized one', async () => {
    const unknown = await get(api.getVocab.path, alice, { vocab_id: 'v-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: Errors.notFound.code });
    const missing = await get(api.getVocab.path, alice);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: Errors.validationFailed.code });
    expect((await get(api.getVocab.path, alice, { vocab_id: 'x'.repeat(65) })).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get(api.getVocab.path, null, { vocab_id: kanji.vocab_id })).statusCode).toBe(401);
  });
});

describe('items of the day', () => {
  const today = (path: string, learner: Learner) => get(path, learner);
  const dayItem = (item: CatalogueItem | null): DayItem => {
    if (!item) throw new Error('no item of the day');
    return {
      vocab_id: item.vocab_id,
      level: item.level,
      kanji: item.kanji ?? NO_KANJI,
      pronunciation: item.pronunciation,
      english: item.english,
      pitch_accent: pitchAccentOf(item),
    };
  };

  it('picks the vocabulary and kanji of the day at the learner’s training level, the same for everyone', async () => {
    const date = new Date(clock.now()).toISOString().slice(0, 10);
    const vocabulary = await today(api.vocabularyOfTheDay.path, alice);
    expect(vocabulary.statusCode).toBe(200);
    expect(vocabulary.json()).toEqual({
      success: true,
      vocabulary_of_the_day: dayItem(catalogue.itemOfTheDay('N5', 'vocabulary', date)),
    });
    const kanjiOfTheDay = await today(api.kanjiOfTheDay.path, alice);
    expect(kanjiOfTheDay.json()).toEqual({
      success: true,
      kanji_of_the_day: dayItem(catalogue.itemOfTheDay('N5', 'kanji', date)),
    });
    expect((await today(api.vocabularyOfTheDay.path, bob)).json()).toEqual(vocabulary.json());

    const setLevel = await t.app.inject({
      method: 'POST',
      url: `/api${api.setJlptTrainLevel.path}`,
      headers: bob.headers,
      payload: { jlptTrainLevel: 'N2' },
    });
    expect(setLevel.statusCode).toBe(200);
    const bobs = (await today(api.kanjiOfTheDay.path, bob)).json().kanji_of_the_day;
    expect(bobs).toEqual(dayItem(catalogue.itemOfTheDay('N2', 'kanji', date)));
    expect(bobs.level).toBe('N2');
  });

  it('stays the same within a date and changes on the next', async () => {
    const first = (await today(api.vocabularyOfTheDay.path, alice)).json().vocabulary_of_the_day;
    const firstKanji = (await today(api.kanjiOfTheDay.path, alice)).json().kanji_of_the_day;
    const hoursLeftToday = 23 - new Date(clock.now()).getUTCHours();
    clock.advance(hoursLeftToday * 3600_000);
    expect((await today(api.vocabularyOfTheDay.path, alice)).json().vocabulary_of_the_day).toEqual(first);
    clock.advance(3600_000);
    const next = (await today(api.vocabularyOfTheDay.path, alice)).json().vocabulary_of_the_day;
    const nextKanji = (await today(api.kanjiOfTheDay.path, alice)).json().kanji_of_the_day;
    expect(next.vocab_id).not.toBe(first.vocab_id);
    expect(nextKanji.vocab_id).not.toBe(firstKanji.vocab_id);
    const nextDate = new Date(clock.now()).toISOString().slice(0, 10);
    expect(next).toEqual(dayItem(catalogue.itemOfTheDay('N5', 'vocabulary', nextDate)));
  });

  it('needs a signed-in user', async () => {
    expect((await get(api.vocabularyOfTheDay.path, null)).statusCode).toBe(401);
    expect((await get(api.kanjiOfTheDay.path, null)).statusCode).toBe(401);
  });
});
