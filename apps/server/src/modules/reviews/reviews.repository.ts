import { DEFAULT_NEW_CARDS_PER_DAY, LEECH_LAPSES } from '@kaiwa/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewLogTable, ReviewSettingsTable } from '../../db/schema';
import type { CardRow, CardSchedule } from './scheduling';

export type ReviewLogRow = ReviewLogTable;
export type ReviewSettingsRow = Omit<ReviewSettingsTable, 'user_id'>;

/** Time zone of a learner whose browser never sent one. */
export const DEFAULT_TIME_ZONE = 'UTC';
const NEW = 0;
const AGAIN = 1;

function reviewQueries(db: Db) {
  const cards = (userId: string) => db.selectFrom('review_cards').where('user_id', '=', userId);

  return {
    findCard(userId: string, cardId: string): Promise<CardRow | undefined> {
      return cards(userId).selectAll().where('id', '=', cardId).executeTakeFirst();
    },

    findCardOfVocab(userId: string, vocabId: string): Promise<CardRow | undefined> {
      return cards(userId).selectAll().where('vocab_id', '=', vocabId).executeTakeFirst();
    },

    /** The learner's cards of these items, by vocab_id: one round trip for all the words of a message. */
    async cardsOfVocabs(userId: string, vocabIds: readonly string[]): Promise<Map<string, CardRow>> {
      if (vocabIds.length === 0) return new Map();
      const rows = await cards(userId).selectAll().where('vocab_id', 'in', vocabIds).execute();
      return new Map(rows.map((card) => [card.vocab_id, card]));
    },

    /** False when the learner already has a card of the item (a concurrent add won). */
    async insertCard(card: CardRow): Promise<boolean> {
      const result = await db
        .insertInto('review_cards')
        .values(card)
        .onConflict((conflict) => conflict.columns(['user_id', 'vocab_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async setContext(cardId: string, sentence: string, correction: string | null): Promise<void> {
      await db
        .updateTable('review_cards')
        .set({ context_sentence: sentence, context_correction: correction })
        .where('id', '=', cardId)
        .execute();
    },

    /**
     * Writes the card's next state if nobody answered it since it was read (`reps` unchanged): of two
     * concurrent answers only one moves the card.
     */
    async updateSchedule(cardId: string, readReps: number, schedule: CardSchedule): Promise<boolean> {
      const result = await db
        .updateTable('review_cards')
        .set(schedule)
        .where('id', '=', cardId)
        .where('reps', '=', readReps)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteCardOfVocab(userId: string, vocabId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('review_cards')
        .where('user_id', '=', userId)
        .where('vocab_id', '=', vocabId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    cardsOf(userId: string): Promise<Pick<CardRow, 'vocab_id' | 'context_sentence'>[]> {
      return cards(userId)
        .select(['vocab_id', 'context_sentence'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async vocabIdsOf(userId: string): Promise<string[]> {
      const rows = await cards(userId).select('vocab_id').orderBy('created_at').execute();
      return rows.map((row) => row.vocab_id);
    },

    /**
     * Cards in (re)learning or review due at `now`, lowest retrievability first. With fixed FSRS parameters
     * retrievability falls as (time since the last review) / stability grows, so the database can order by
     * that ratio instead of the server computing the curve for every due card. The ids are chosen from the
     * covering (user_id, due, state, last_review, stability, id) index alone; only the chosen rows are read.
     */
    dueReviewed(userId: string, now: number, limit: number): Promise<CardRow[]> {
      const forgetting = sql`(${now} - last_review) / stability`;
      const chosen = cards(userId)
        .select('id')
        .where('due', '<=', now)
        .where('state', '<>', NEW)
        .orderBy(forgetting, 'desc')
        .orderBy('id')
        .limit(limit);
      return db
        .selectFrom('review_cards')
        .selectAll()
        .where('id', 'in', chosen)
        .orderBy(forgetting, 'desc')
        .orderBy('id')
        .execute();
    },

    /** New cards in the order they were added. */
    newCards(userId: string, limit: number): Promise<CardRow[]> {
      if (limit <= 0) return Promise.resolve([]);
      return cards(userId)
        .selectAll()
        .where('state', '=', NEW)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * What the queue needs on every call, each from an index alone: cards in (re)learning or review due now
     * ((user_id, due, state, …)) and new cards ((user_id, state, created_at)).
     */
    async queueCounts(userId: string, now: number) {
      const due = await cards(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('due', '<=', now)
        .where('state', '<>', NEW)
        .executeTakeFirstOrThrow();
      const fresh = await cards(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('state', '=', NEW)
        .executeTakeFirstOrThrow();
      return { dueReviewed: Number(due.count), newCards: Number(fresh.count) };
    },

    /** Every count the statistics show, in one pass over the learner's cards. */
    async counts(userId: string, now: number) {
      const row = await cards(userId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('state', '=', NEW).then(1).else(0).end()).as('new_cards'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('state', '<>', NEW), eb('due', '<=', now)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('due_reviewed'),
          eb.fn.sum<number>(eb.case().when('lapses', '>=', LEECH_LAPSES).then(1).else(0).end()).as('leeches'),
          eb.fn.min<number>(eb.case().when('due', '>', now).then(eb.ref('due')).end()).as('next_due'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total: Number(row.total),
        newCards: Number(row.new_cards ?? 0),
        dueReviewed: Number(row.due_reviewed ?? 0),
        leeches: Number(row.leeches ?? 0),
        nextDue: row.next_due === null ? null : Number(row.next_due),
      };
    },

    /** New cards first answered on the review screen on `day`: what counts against the daily limit. */
    async introducedOn(userId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('review_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('review_day', '=', day)
        .where('state', '=', NEW)
        .where('source', '=', 'review')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertLog(row: ReviewLogRow): Promise<boolean> {
      const result = await db
        .insertInto('review_log')
        .values(row)
        .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    findLogByKey(userId: string, key: string): Promise<Pick<ReviewLogRow, 'card_id'> | undefined> {
      return db
        .selectFrom('review_log')
        .select('card_id')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    lastLogOf(cardId: string): Promise<Pick<ReviewLogRow, 'rating' | 'reviewed_at'> | undefined> {
      return db
        .selectFrom('review_log')
        .select(['rating', 'reviewed_at'])
        .where('card_id', '=', cardId)
        .orderBy('reviewed_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Whether a conversation answered the card on `day` (with `rating` only, when given). */
    async chatAnswerOn(cardId: string, day: string, rating?: number): Promise<boolean> {
      let query = db
        .selectFrom('review_log')
        .select('id')
        .where('card_id', '=', cardId)
        .where('review_day', '=', day)
        .where('source', '=', 'chat');
      if (rating !== undefined) query = query.where('rating', '=', rating);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Answers per review day from `fromDay` on, and how many answers on cards in review were not Again. */
    async history(userId: string, fromDay: string) {
      const perDay = await db
        .selectFrom('review_log')
        .select((eb) => ['review_day', eb.fn.countAll<number>().as('count')])
        .where('user_id', '=', userId)
        .where('review_day', '>=', fromDay)
        .groupBy('review_day')
        .orderBy('review_day')
        .execute();
      const recall = await db
        .selectFrom('review_log')
        .select((eb) => [
          eb.fn.countAll<number>().as('answers'),
          eb.fn.sum<number>(eb.case().when('rating', '>', AGAIN).then(1).else(0).end()).as('recalled'),
        ])
        .where('user_id', '=', userId)
        .where('review_day', '>=', fromDay)
        .where('state', '=', 2)
        .executeTakeFirstOrThrow();
      return {
        perDay: perDay.map((row) => ({ day: row.review_day, count: Number(row.count) })),
        answers: Number(recall.answers),
        recalled: Number(recall.recalled ?? 0),
      };
    },

    async settingsOf(userId: string): Promise<ReviewSettingsRow> {
      const row = await db
        .selectFrom('review_settings')
        .select(['new_cards_per_day', 'time_zone'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? { new_cards_per_day: DEFAULT_NEW_CARDS_PER_DAY, time_zone: DEFAULT_TIME_ZONE };
    },

    async saveSettings(userId: string, settings: Partial<ReviewSettingsRow>): Promise<void> {
      await db
        .insertInto('review_settings')
        .values({
          user_id: userId,
          new_cards_per_day: settings.new_cards_per_day ?? DEFAULT_NEW_CARDS_PER_DAY,
          time_zone: settings.time_zone ?? DEFAULT_TIME_ZONE,
        })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(settings))
        .execute();
    },

    /** Stored explanation payloads of the given items (JSON, read by the vocabulary module's parser). */
    async explanationsOf(vocabIds: readonly string[]): Promise<Map<string, string>> {
      if (vocabIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('vocabulary_explanations')
        .select(['vocab_id', 'payload'])
        .where('vocab_id', 'in', vocabIds)
        .execute();
      return new Map(rows.map((row) => [row.vocab_id, row.payload]));
    },
  };
}
type ReviewQueries = ReturnType<typeof reviewQueries>;

export function createReviewsRepository(db: Db) {
  return {
    ...reviewQueries(db),
    /** Runs `work` in one transaction, with the queries on it. */
    transaction<T>(work: (queries: ReviewQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(reviewQueries(trx)));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
