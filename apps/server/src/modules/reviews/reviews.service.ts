import type {
  AnswerRequest,
  DueCard,
  JlptLevel,
  ReviewCard,
  ReviewRating,
  ReviewSettings,
  ReviewStatsResponse,
} from '@kaiwa/contract';
import type { CatalogueItem } from '@kaiwa/japanese';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { AudioService, StoredClip } from '../audio/audio.service';
import { pitchAccentOf } from '../vocabulary/pitch-accent';
import { parseStored } from '../vocabulary/vocabulary.jobs';
import { toDayItem } from '../vocabulary/vocabulary.presenter';
import { type AnkiNote, type AnkiSound, buildAnkiPackage } from './anki-package';
import { createReviewsRepository } from './reviews.repository';
import {
  answer,
  type CardRow,
  goodUseCounts,
  isSlip,
  newCardsRemaining,
  newSchedule,
  nextIntervals,
  reviewDay,
  shiftDay,
  slipAction,
  toWireCard,
} from './scheduling';

/** A second answer to a card this soon after the first, with the same rating, is the same answer sent twice. */
export const REPEAT_ANSWER_WINDOW_MS = 1000;
const STATS_DAYS = 30;
const AGAIN: ReviewRating = 1;
const GOOD: ReviewRating = 3;

/** How a review call is made: the browser's time zone and the answer's Idempotency-Key, when sent. */
export type ReviewCallOptions = { timeZone?: string | undefined; idempotencyKey?: string | undefined };

/**
 * One use of a catalogue item in a learner's message, as the analysis rated it (0–10, -1 unrated), with the
 * message as the AI provider corrected it for this item, when it gave a correction.
 */
export type RatedUse = { vocab_id: string; quality: number; correction: string | null };

/**
 * Clips one Anki export may queue for synthesis: the rest of a large deck's audio comes with later exports.
 * And the most texts one export asks clips of (words first), which bounds the audio it holds in memory.
 */
export const APKG_AUDIO_QUEUE_MAX = 200;
export const APKG_AUDIO_MAX = 2000;

const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
};

/** A clip as a package's sound file, named by its cache key so that every export names it the same. */
const ankiSound = (clip: StoredClip | undefined): AnkiSound | undefined =>
  clip && {
    fileName: `kaiwa-${clip.cacheKey.slice(0, 24)}.${AUDIO_EXTENSIONS[clip.contentType] ?? 'audio'}`,
    data: clip.data,
  };

/** Thrown inside an answer's transaction to undo it when another request answered first. */
class AlreadyAnswered extends Error {}

export function createReviewsService(deps: {
  db: Db;
  japanese: Pick<JapaneseCore, 'catalogue'>;
  clock: Clock;
  audio: Pick<AudioService, 'storedClips'>;
}) {
  const { clock, audio } = deps;
  const { catalogue } = deps.japanese;
  const repository = createReviewsRepository(deps.db);

  function requireItem(vocabId: string): CatalogueItem {
    const item = catalogue.getItem(vocabId);
    if (!item) throw new AppError('notFound', `No vocabulary item ${vocabId}`);
    return item;
  }

  /** The learner's settings, keeping the time zone the browser just sent for the reviews a chat adds. */
  async function settingsFor(userId: string, timeZone: string | undefined) {
    const settings = await repository.settingsOf(userId);
    if (timeZone === undefined || timeZone === settings.time_zone) return settings;
    await repository.saveSettings(userId, { time_zone: timeZone });
    return { ...settings, time_zone: timeZone };
  }

  /** The day's queue position: how many new cards may still be shown, and everything due now. */
  async function queueState(userId: string, timeZone: string | undefined, now: number) {
    const settings = await settingsFor(userId, timeZone);
    const day = reviewDay(now, settings.time_zone);
    const newRemaining = newCardsRemaining(
      settings.new_cards_per_day,
      await repository.introducedOn(userId, day),
    );
    const counts = await repository.queueCounts(userId, now);
    return {
      settings,
      day,
      newRemaining,
      dueCount: counts.dueReviewed + Math.min(counts.newCards, newRemaining),
    };
  }

  async function currentCard(userId: string, cardId: string): Promise<ReviewCard> {
    const card = await repository.findCard(userId, cardId);
    if (!card) throw new AppError('notFound', 'This card is not in your reviews');
    return toWireCard(card);
  }

  return {
    async due(userId: string, limit: number, options: ReviewCallOptions = {}) {
      const now = clock.now();
      const { newRemaining, dueCount } = await queueState(userId, options.timeZone, now);
      const reviewed = await repository.dueReviewed(userId, now, limit);
      const fresh = await repository.newCards(userId, Math.min(newRemaining, limit - reviewed.length));
      const rows = [...reviewed, ...fresh];
      const explanations = await repository.explanationsOf(rows.map((row) => row.vocab_id));
      const cards: DueCard[] = [];
      for (const row of rows) {
        // An item a newer catalogue dropped cannot be shown; its card waits rather than break the queue.
        const item = catalogue.getItem(row.vocab_id);
        if (!item) continue;
        const written = parseStored(explanations.get(row.vocab_id))?.example_sentences[0];
        const example = written ? { ...written, source: 'ai' as const } : null;
        cards.push({
          ...toWireCard(row),
          ...toDayItem(item),
          vocabType: item.vocabType,
          context:
            row.context_sentence === null
              ? null
              : { sentence: row.context_sentence, correction: row.context_correction },
          example_sentence: example,
          next_intervals: nextIntervals(row, now),
        });
      }
      return { cards, due_count: dueCount };
    },

    async answer(
      userId: string,
      request: AnswerRequest,
      options: ReviewCallOptions = {},
    ): Promise<ReviewCard> {
      const { idempotencyKey } = options;
      if (idempotencyKey !== undefined) {
        const earlier = await repository.findLogByKey(userId, idempotencyKey);
        if (earlier) {
          if (earlier.card_id !== request.card_id) {
            throw new AppError('conflict', 'This Idempotency-Key was used for another card');
          }
          return currentCard(userId, earlier.card_id);
        }
      }
      const card = await repository.findCard(userId, request.card_id);
      if (!card) throw new AppError('notFound', 'This card is not in your reviews');
      const now = clock.now();
      const last = await repository.lastLogOf(card.id);
      if (last && last.rating === request.rating && now - last.reviewed_at < REPEAT_ANSWER_WINDOW_MS) {
        // As the first answer left the card: `card` may have been read before that answer committed.
        return currentCard(userId, card.id);
      }
      const settings = await settingsFor(userId, options.timeZone);
      const next = answer(card, request.rating, now);
      try {
        await repository.transaction(async (trx) => {
          const logged = await trx.insertLog({
            id: newId(),
            user_id: userId,
            card_id: card.id,
            vocab_id: card.vocab_id,
            ...next.log,
            duration_ms: request.duration_ms,
            source: 'review',
            review_day: reviewDay(now, settings.time_zone),
            idempotency_key: idempotencyKey ?? null,
            reviewed_at: now,
          });
          if (!logged || !(await trx.updateSchedule(card.id, card.reps, next.schedule))) {
            throw new AlreadyAnswered();
          }
        });
      } catch (error) {
        if (!(error instanceof AlreadyAnswered)) throw error;
        return currentCard(userId, card.id);
      }
      return toWireCard({ ...card, ...next.schedule });
    },

    /** Adds a new card of a catalogue item; a card the learner already has is answered as it is. */
    async add(userId: string, vocabId: string): Promise<ReviewCard> {
      requireItem(vocabId);
      const now = clock.now();
      const card: CardRow = {
        id: newId(),
        user_id: userId,
        vocab_id: vocabId,
        source: 'manual',
        context_sentence: null,
        context_correction: null,
        ...newSchedule(now),
        created_at: now,
      };
      if (await repository.insertCard(card)) return toWireCard(card);
      const existing = await repository.findCardOfVocab(userId, vocabId);
      if (!existing) throw new AppError('notFound', 'This card was just removed');
      return toWireCard(existing);
    },

    /** False when there was no card of the item. Its answers stay in the review log. */
    remove: (userId: string, vocabId: string) => repository.deleteCardOfVocab(userId, vocabId),

    vocabIds: (userId: string) => repository.vocabIdsOf(userId),

    /**
     * An Anki package of the learner's cards, or of every item of `level`: word, reading, meaning, pitch
     * accent, an example sentence (the written explanation's, else the learner's own sentence) and the audio
     * of the reading and the example. The package comes at once with the clips already made; the missing
     * ones are queued (`pending`), and a later export, which Anki merges into the same notes, has them.
     */
    async ankiPackage(
      userId: string,
      level: JlptLevel | undefined,
    ): Promise<{ apkg: Uint8Array; pendingAudio: number }> {
      const entries = level
        ? catalogue.itemsOfLevel(level).map((item) => ({ item, context: null as string | null }))
        : (await repository.cardsOf(userId)).flatMap((card) => {
            const item = catalogue.getItem(card.vocab_id);
            return item ? [{ item, context: card.context_sentence }] : [];
          });
      const explanations = await repository.explanationsOf(entries.map(({ item }) => item.vocab_id));
      const notes = entries.map(({ item, context }) => {
        const example = parseStored(explanations.get(item.vocab_id))?.example_sentences[0];
        return {
          spelling: item.vocabType === 'kanji' ? item.kanji : item.word,
          word: item.kanji ?? item.pronunciation,
          reading: item.pronunciation,
          meaning: item.english,
          pitchAccent: pitchAccentOf(item)
            .map((accent) => `${accent.reading} [${accent.downstep}]`)
            .join(', '),
          example: example?.sentence ?? context ?? '',
          exampleTranslation: example?.sentence_translation ?? '',
          tags: ['kaiwa', item.level, item.vocabType],
        } satisfies AnkiNote;
      });
      // A kanji's reading field lists its readings; a word's is what its audio button says too.
      const spoken = new Set(notes.filter((_, index) => entries[index]?.item.vocabType === 'vocabulary'));
      const texts = [...[...spoken].map((note) => note.reading), ...[...spoken].map((note) => note.example)];
      const { clips, pending } = await audio.storedClips(
        userId,
        texts.slice(0, APKG_AUDIO_MAX),
        APKG_AUDIO_QUEUE_MAX,
      );
      const apkg = buildAnkiPackage(
        level ? `Kaiwa JLPT ${level}` : 'Kaiwa reviews',
        notes.map((note) =>
          spoken.has(note)
            ? {
                ...note,
                readingAudio: ankiSound(clips.get(note.reading)),
                exampleAudio: ankiSound(clips.get(note.example)),
              }
            : note,
        ),
        clock.now(),
      );
      return { apkg, pendingAudio: pending };
    },

    async settings(userId: string): Promise<ReviewSettings> {
      const { new_cards_per_day } = await repository.settingsOf(userId);
      return { new_cards_per_day };
    },

    async saveSettings(userId: string, settings: ReviewSettings): Promise<void> {
      await repository.saveSettings(userId, settings);
    },

    async stats(
      userId: string,
      options: ReviewCallOptions = {},
    ): Promise<Omit<ReviewStatsResponse, 'success'>> {
      const now = clock.now();
      const { day, newRemaining, dueCount } = await queueState(userId, options.timeZone, now);
      const counts = await repository.counts(userId, now);
      const history = await repository.history(userId, shiftDay(day, -(STATS_DAYS - 1)));
      return {
        due_count: dueCount,
        total_cards: counts.total,
        new_cards: counts.newCards,
        new_remaining_today: newRemaining,
        leeches: counts.leeches,
        reviewed_today: history.perDay.find((entry) => entry.day === day)?.count ?? 0,
        retention: history.answers === 0 ? null : history.recalled / history.answers,
        next_due: counts.nextDue,
        review_day: day,
        reviews_per_day: history.perDay,
      };
    },

    /**
     * Turns the rated uses of one analysed learner message into reviews, on the analysis's own transaction
     * (`db`) so that a retried analysis job never applies them twice. A slip on an item without a card makes
     * one with the learner's sentence; on a card in review it is one "Again" per review day. A good use of a
     * word whose card is due is its "Good" for the day.
     */
    async recordUses(db: Db, input: { userId: string; sentence: string; uses: RatedUse[] }): Promise<void> {
      const rated = input.uses.filter((use) => use.quality >= 0);
      if (rated.length === 0) return;
      const reviews = createReviewsRepository(db);
      const now = clock.now();
      const { time_zone } = await reviews.settingsOf(input.userId);
      const day = reviewDay(now, time_zone);
      const applyFromChat = async (card: CardRow, rating: ReviewRating) => {
        const next = answer(card, rating, now);
        await reviews.updateSchedule(card.id, card.reps, next.schedule);
        await reviews.insertLog({
          id: newId(),
          user_id: input.userId,
          card_id: card.id,
          vocab_id: card.vocab_id,
          ...next.log,
          duration_ms: null,
          source: 'chat',
          review_day: day,
          idempotency_key: null,
          reviewed_at: now,
        });
      };
      const cards = await reviews.cardsOfVocabs(
        input.userId,
        rated.map((use) => use.vocab_id),
      );
      for (const use of rated) {
        const card = cards.get(use.vocab_id);
        if (!isSlip(use.quality)) {
          if (card && goodUseCounts(card, now, await reviews.chatAnswerOn(card.id, day))) {
            await applyFromChat(card, GOOD);
          }
          continue;
        }
        const action = slipAction(card, card ? await reviews.chatAnswerOn(card.id, day, AGAIN) : false);
        if (action === 'create') {
          await reviews.insertCard({
            id: newId(),
            user_id: input.userId,
            vocab_id: use.vocab_id,
            source: 'chat',
            context_sentence: input.sentence,
            context_correction: use.correction,
            ...newSchedule(now),
            created_at: now,
          });
          continue;
        }
        if (!card) continue;
        // The latest slip is the most telling context for the next review.
        await reviews.setContext(card.id, input.sentence, use.correction);
        if (action === 'again') await applyFromChat(card, AGAIN);
      }
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
