import { Readable } from 'node:stream';
import {
  type AccountExport,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  DEFAULT_NEW_CARDS_PER_DAY,
  DEFAULT_SETTINGS,
  type ExportedConversation,
} from '@kaiwa/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { DEFAULT_TIME_ZONE } from '../reviews/reviews.repository';
import { createDataExportRepository } from './data-export.repository';

/** Conversations (with their messages) read and written per step, so memory stays flat however many there are. */
const CONVERSATIONS_PER_PAGE = 25;
const REVIEW_LOG_PER_PAGE = 2000;

const group = <T, K extends keyof T>(rows: readonly T[], key: K) => {
  const groups = new Map<T[K], T[]>();
  for (const row of rows) {
    const list = groups.get(row[key]);
    if (list) list.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
};

type Head = Omit<AccountExport, 'conversations' | 'translations' | 'review_cards' | 'review_log'>;

/**
 * The account export as a stream of JSON text: the small parts at once, then conversations and the review
 * log page by page, so the server never holds a whole history in memory. The document is `AccountExport`.
 */
export function createDataExportService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  const repository = createDataExportRepository(deps.db);

  async function head(userId: string): Promise<Head | null> {
    const user = await repository.findUser(userId);
    if (!user) return null;
    const settings = await repository.settingsOf(userId);
    const review = await repository.reviewSettingsOf(userId);
    return {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exported_at: clock.now(),
      account: {
        user_id: user.id,
        email: user.email,
        alias: user.alias,
        sign_in: user.is_native_account ? 'password' : (user.external_issuer ?? 'external'),
        tour_done: user.tour_done === 1,
        created_at: user.created_at,
      },
      settings: {
        jlpt_level: settings?.jlpt_level ?? DEFAULT_SETTINGS.jlptTrainLevel,
        speed: settings?.speed ?? DEFAULT_SETTINGS.speed,
        translation_language: settings?.translation_language ?? DEFAULT_SETTINGS.translationLanguage,
        voice: settings?.voice ?? null,
        show_hiragana: (settings?.show_hiragana ?? 1) === 1,
        show_translations: (settings?.show_translations ?? 1) === 1,
        show_recommended_words: (settings?.show_recommended_words ?? 1) === 1,
        new_cards_per_day: review?.new_cards_per_day ?? DEFAULT_NEW_CARDS_PER_DAY,
        time_zone: review?.time_zone ?? DEFAULT_TIME_ZONE,
      },
      friends: await repository.friendsOf(userId),
      friend_requests_sent: await repository.friendRequestsFrom(userId),
      vocabulary_usage: (await repository.vocabularyUsageOf(userId)).map((usage) => ({
        vocab_id: usage.vocab_id,
        times_used: usage.times_used,
        first_used_at: usage.first_used_at,
        last_used_at: usage.last_used_at,
        average_quality: usage.quality_count > 0 ? usage.quality_sum / usage.quality_count : null,
      })),
    };
  }

  async function* conversations(userId: string): AsyncGenerator<ExportedConversation> {
    for (let offset = 0; ; offset += CONVERSATIONS_PER_PAGE) {
      const page = await repository.conversationsPage(userId, offset, CONVERSATIONS_PER_PAGE);
      if (page.length === 0) return;
      const ids = page.map((conversation) => conversation.id);
      const participants = group(await repository.participantsOf(ids), 'conversation_id');
      const messages = group(await repository.messagesOf(ids), 'conversation_id');
      const analyses = new Map(
        (await repository.analysesOf(userId, ids)).map((analysis) => [analysis.message_id, analysis]),
      );
      const usage = group(await repository.usageOf(userId, ids), 'message_id');
      for (const conversation of page) {
        yield {
          conversation_id: conversation.id,
          topic: conversation.topic,
          jlpt_level: conversation.jlpt_level,
          created_at: conversation.created_at,
          last_activity_at: conversation.last_activity_at,
          participants: (participants.get(conversation.id) ?? []).map(({ participant_id, type }) => ({
            participant_id,
            type,
          })),
          messages: (messages.get(conversation.id) ?? []).map(({ id, conversation_id: _, ...message }) => {
            const analysis = analyses.get(id);
            return {
              message_id: id,
              ...message,
              analysis: analysis
                ? {
                    status: analysis.status,
                    error: analysis.error,
                    usage: (usage.get(id) ?? []).map(({ message_id: __, ...item }) => item),
                  }
                : null,
            };
          }),
        };
      }
      if (page.length < CONVERSATIONS_PER_PAGE) return;
    }
  }

  async function* reviewLog(userId: string) {
    for (let offset = 0; ; offset += REVIEW_LOG_PER_PAGE) {
      const page = await repository.reviewLogPage(userId, offset, REVIEW_LOG_PER_PAGE);
      yield* page;
      if (page.length < REVIEW_LOG_PER_PAGE) return;
    }
  }

  async function* jsonArray(items: AsyncIterable<unknown> | Iterable<unknown>) {
    let first = true;
    yield '[';
    for await (const item of items) {
      yield (first ? '' : ',') + JSON.stringify(item);
      first = false;
    }
    yield ']';
  }

  async function* document(start: Head, userId: string) {
    yield JSON.stringify(start).slice(0, -1);
    yield ',"conversations":';
    yield* jsonArray(conversations(userId));
    yield ',"translations":';
    const translations = await repository.translationsOf(userId);
    yield* jsonArray(translations.map(({ id, ...translation }) => ({ translation_id: id, ...translation })));
    yield ',"review_cards":';
    const cards = await repository.reviewCardsOf(userId);
    yield* jsonArray(
      cards.map((card) => ({
        card_id: card.id,
        vocab_id: card.vocab_id,
        source: card.source,
        context_sentence: card.context_sentence,
        context_correction: card.context_correction,
        state: card.state,
        due: card.due,
        stability: card.stability,
        difficulty: card.difficulty,
        reps: card.reps,
        lapses: card.lapses,
        last_review: card.last_review,
        created_at: card.created_at,
      })),
    );
    yield ',"review_log":';
    yield* jsonArray(reviewLog(userId));
    yield '}';
  }

  return {
    /** The export of the user's data as a readable stream of JSON (its first part read before answering). */
    async open(userId: string): Promise<Readable> {
      const start = await head(userId);
      if (!start) throw new AppError('notFound', 'No such account');
      return Readable.from(document(start, userId), { objectMode: false });
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
