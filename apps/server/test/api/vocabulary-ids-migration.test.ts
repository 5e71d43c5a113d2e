import { readFileSync } from 'node:fs';
import { api, type VocabResponse } from '@kaiwa/contract';
import { loadCatalogue, vocabularyId } from '@kaiwa/japanese';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as vocabularyIds from '../../src/db/migrations/0014_vocabulary_ids';
import { sharedTestApp, signUp } from '../support/test-app';
import { call } from './conversation-helpers';

const t = sharedTestApp();

// Words of the catalogue before it moved to Waller's lists, with the ids they had then.
const OLD: { vocab_id: string; word: string; reading: string }[] = JSON.parse(
  readFileSync(new URL('../fixtures/old-catalogue-words.json', import.meta.url), 'utf8'),
);
const oldId = (word: string) => OLD.find((entry) => entry.word === word)!.vocab_id;
const newId = (word: string, reading: string) => {
  const item = loadCatalogue().getItem(vocabularyId(word, reading));
  if (!item) throw new Error(`${word} [${reading}] is not in the catalogue`);
  return item.vocab_id;
};

const usage = (userId: string, vocabId: string, timesUsed: number, at: number, quality: number) => ({
  user_id: userId,
  vocab_id: vocabId,
  times_used: timesUsed,
  first_used_at: at,
  last_used_at: at,
  quality_sum: quality,
  quality_count: 1,
});

const card = (id: string, userId: string, vocabId: string, reps: number) => ({
  id,
  user_id: userId,
  vocab_id: vocabId,
  source: 'manual',
  context_sentence: null,
  context_correction: null,
  state: 2,
  due: 1,
  stability: 3,
  difficulty: 5,
  elapsed_days: 1,
  scheduled_days: 3,
  learning_steps: 0,
  reps,
  lapses: 0,
  last_review: 1,
  created_at: 1,
});

describe('migration 0014: vocabulary ids of the old catalogue', () => {
  it('the fixture holds ids of the old catalogue, derived from their words', () => {
    for (const entry of OLD) expect(vocabularyId(entry.word, entry.reading)).toBe(entry.vocab_id);
    // あなた is listed as 貴方 now, 売り上げ as 売上; 温まる is a spelling of 暖まる; 顔 is not listed any more.
    for (const word of ['あなた', '温まる', '売り上げ', '顔']) {
      expect(loadCatalogue().getItem(oldId(word))).toBeUndefined();
    }
    expect(loadCatalogue().getItem(oldId('食べる'))).toBeDefined();
  });

  it('moves each learner’s usage and review cards to the new ids, merging two spellings of a word', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const userA = a.user.user_id;
    const userB = b.user.user_id;
    // biome-ignore lint/suspicious/noExplicitAny: rows as the old catalogue left them
    const db = t.db as unknown as Kysely<any>;
    await db
      .insertInto('vocabulary_usage')
      .values([
        usage(userA, oldId('あなた'), 3, 1000, 24),
        usage(userA, oldId('温まる'), 2, 500, 10),
        usage(userA, oldId('暖まる'), 1, 2000, 4),
        usage(userA, oldId('顔'), 5, 1000, 40),
        usage(userA, oldId('食べる'), 7, 1000, 56),
        usage(userB, oldId('売り上げ'), 1, 3000, 9),
      ])
      .execute();
    await db
      .insertInto('review_cards')
      .values([
        card('card-anata', userA, oldId('あなた'), 4),
        card('card-atatamaru-old', userA, oldId('温まる'), 6),
        card('card-atatamaru', userA, oldId('暖まる'), 2),
      ])
      .execute();
    await db
      .insertInto('review_log')
      .values(
        ['card-anata', 'card-atatamaru'].map((cardId, index) => ({
          id: `log-${index}`,
          user_id: userA,
          card_id: cardId,
          vocab_id: cardId === 'card-anata' ? oldId('あなた') : oldId('暖まる'),
          rating: 3,
          state: 2,
          stability: 3,
          difficulty: 5,
          elapsed_days: 1,
          scheduled_days: 3,
          duration_ms: null,
          source: 'review',
          review_day: '2026-01-01',
          idempotency_key: null,
          reviewed_at: 1,
        })),
      )
      .execute();

    await vocabularyIds.up(db);

    const anata = newId('貴方', 'あなた');
    const atatamaru = newId('暖まる', 'あたたまる');
    const uriage = newId('売上', 'うりあげ');
    const rows = await db
      .selectFrom('vocabulary_usage')
      .select([
        'user_id',
        'vocab_id',
        'times_used',
        'first_used_at',
        'last_used_at',
        'quality_sum',
        'quality_count',
      ])
      .orderBy('user_id')
      .orderBy('vocab_id')
      .execute();
    const of = (userId: string, vocabId: string) =>
      rows.find((row) => row.user_id === userId && row.vocab_id === vocabId);
    expect(of(userA, anata)).toMatchObject({ times_used: 3, quality_sum: 24, quality_count: 1 });
    expect(of(userA, atatamaru)).toMatchObject({
      times_used: 3,
      first_used_at: 500,
      last_used_at: 2000,
      quality_sum: 14,
      quality_count: 2,
    });
    expect(of(userB, uriage)).toMatchObject({ times_used: 1 });
    // A word still listed under its id, and one no longer listed, are left as they were.
    expect(of(userA, oldId('食べる'))).toMatchObject({ times_used: 7 });
    expect(of(userA, oldId('顔'))).toMatchObject({ times_used: 5 });
    expect(
      rows.some((row) => [oldId('あなた'), oldId('温まる'), oldId('売り上げ')].includes(row.vocab_id)),
    ).toBe(false);

    // The API lists the learner's use under the word's current id.
    const response = await call(t, 'GET', api.getVocab.path, a.headers, { vocab_id: anata });
    expect((response.json() as VocabResponse).vocab).toMatchObject({ vocab_id: anata, timesUsed: 3 });

    // One card per word: the most reviewed of the two spellings' cards stays, with both cards' answers.
    const cards = await db
      .selectFrom('review_cards')
      .select(['id', 'vocab_id'])
      .where('user_id', '=', userA)
      .orderBy('id')
      .execute();
    expect(cards).toEqual([
      { id: 'card-anata', vocab_id: anata },
      { id: 'card-atatamaru-old', vocab_id: atatamaru },
    ]);
    const logs = await db
      .selectFrom('review_log')
      .select(['id', 'card_id', 'vocab_id'])
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      { id: 'log-0', card_id: 'card-anata', vocab_id: anata },
      { id: 'log-1', card_id: 'card-atatamaru-old', vocab_id: atatamaru },
    ]);

    // Back down, a renamed word returns to its old id; merged rows stay merged.
    await vocabularyIds.down(db);
    const back = await db
      .selectFrom('vocabulary_usage')
      .select('vocab_id')
      .where('user_id', '=', userA)
      .execute();
    expect(back.map((row) => row.vocab_id).sort()).toEqual(
      [oldId('あなた'), atatamaru, oldId('顔'), oldId('食べる')].sort(),
    );
    await vocabularyIds.up(db);
  });
});
