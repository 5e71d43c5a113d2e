import type { AiEngine } from './ai/ai-engine';
import type { Config } from './config';
import type { DatabaseEngine, Db } from './db/database';
import type { JapaneseCore } from './japanese-core';
import { createJobQueue } from './jobs/job-queue';
import type { Clock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limiter';
import type { Mailer } from './mail/mailer';
import { createMetrics } from './metrics';
import { createAccountService } from './modules/account/account.service';
import { createAnalysisService } from './modules/analysis/analysis.service';
import { createAudioService } from './modules/audio/audio.service';
import { createAudioSources } from './modules/audio/audio.sources';
import { createAuthService } from './modules/auth/auth.service';
import { createConversationEvents } from './modules/conversations/conversation-events';
import { createConversationsService } from './modules/conversations/conversations.service';
import { createDataExportService } from './modules/data-export/data-export.service';
import { createFriendsService } from './modules/friends/friends.service';
import { createPicturesService } from './modules/pictures/pictures.service';
import { createProgressService } from './modules/progress/progress.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSessionService } from './modules/sessions/sessions.service';
import { createTranslationService } from './modules/translation/translation.service';
import { createVocabularyService } from './modules/vocabulary/vocabulary.service';
import type { Notifier } from './realtime/notifier';
import type { BlobStore } from './storage/blob-store';
import type { TtsEngine } from './tts/tts-engine';

/** What the composition root needs from outside: everything else is built from these. */
export type AppDeps = {
  config: Config;
  db: Db;
  engine: DatabaseEngine;
  clock: Clock;
  mailer: Mailer;
  blobStore: BlobStore;
  /** Job wake-ups and conversation events; must reach every process of the installation. */
  notifier: Notifier;
  ai: AiEngine;
  tts: TtsEngine;
  /** The Japanese core on its catalogue, created once per process. */
  japanese: JapaneseCore;
};

/**
 * The composition root: builds every service from the deps and returns what the routes and the job worker
 * use. Each module's factory builds its own repository from the database; a service another one needs is
 * passed to it, which is why they are built in this order.
 */
export function createServices(deps: AppDeps) {
  const { config, db, engine, clock, mailer, blobStore, notifier, ai, tts, japanese } = deps;
  const rateLimiter = createRateLimiter({ db, clock });
  const jobQueue = createJobQueue({ db, engine, clock, notifier });
  const metrics = createMetrics(jobQueue);
  const sessions = createSessionService({ db, notifier, clock, config });
  const auth = createAuthService({
    db,
    sessions,
    rateLimiter,
    mailer,
    clock,
    config,
    aiEngineLabel: ai.label,
  });
  const friends = createFriendsService({ db, rateLimiter, clock });
  const pictures = createPicturesService({ db, friends, blobStore, clock });
  const account = createAccountService({ db, sessions, pictures, rateLimiter, tts });
  const conversationEvents = createConversationEvents(notifier, db);
  const conversations = createConversationsService({
    db,
    japanese,
    queue: jobQueue,
    events: conversationEvents,
    friends,
    account,
    rateLimiter,
    ai,
    clock,
    config,
  });
  const audio = createAudioService({ db, tts, blobStore, queue: jobQueue, account, rateLimiter, clock });
  const reviews = createReviewsService({ db, japanese, clock, audio });
  const vocabulary = createVocabularyService({
    db,
    japanese,
    account,
    ai,
    queue: jobQueue,
    rateLimiter,
    clock,
    config,
  });
  const translation = createTranslationService({ db, queue: jobQueue, rateLimiter, clock, config });
  return {
    metrics,
    rateLimiter,
    sessions,
    auth,
    friends,
    pictures,
    account,
    conversations,
    conversationEvents,
    analysis: createAnalysisService({ db, japanese, conversations }),
    progress: createProgressService({ db, japanese }),
    reviews,
    dataExport: createDataExportService({ db, clock }),
    vocabulary,
    translation,
    audio,
    audioSources: createAudioSources({ conversations, translations: translation, vocabulary, japanese }),
    /** The queue every job goes through; the worker runs them with the handlers of `jobs/registry.ts`. */
    jobQueue,
  };
}
export type Services = ReturnType<typeof createServices>;
