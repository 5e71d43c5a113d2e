import type { AiEngine } from './ai/ai-engine';
import type { Config } from './config';
import type { DatabaseEngine, Db } from './db/database';
import { createJobQueue } from './jobs/job-queue';
import type { Clock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limiter';
import type { Mailer } from './mail/mailer';
import { createMetrics } from './metrics';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createAnalysisJobs } from './modules/analysis/analysis.jobs';
import { createAnalysisRepository } from './modules/analysis/analysis.repository';
import { createAnalysisService } from './modules/analysis/analysis.service';
import { createAudioCleanupHandler } from './modules/audio/audio.cleanup';
import { createAudioJobHandler } from './modules/audio/audio.jobs';
import { createAudioRepository } from './modules/audio/audio.repository';
import { createAudioService } from './modules/audio/audio.service';
import { createAudioSources } from './modules/audio/audio.sources';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createConversationEvents } from './modules/conversations/conversation-events';
import { createConversationJobs } from './modules/conversations/conversations.jobs';
import { createConversationsRepository } from './modules/conversations/conversations.repository';
import { createConversationsService } from './modules/conversations/conversations.service';
import { createDataExportRepository } from './modules/data-export/data-export.repository';
import { createDataExportService } from './modules/data-export/data-export.service';
import { createFriendsRepository } from './modules/friends/friends.repository';
import { createFriendsService } from './modules/friends/friends.service';
import { createPicturesRepository } from './modules/pictures/pictures.repository';
import { createPicturesService } from './modules/pictures/pictures.service';
import { createProgressService } from './modules/progress/progress.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSessionEvents } from './modules/sessions/session-events';
import { createSessionRepository } from './modules/sessions/sessions.repository';
import { createSessionService } from './modules/sessions/sessions.service';
import { createTranslationRepository } from './modules/translation/translation.repository';
import { createTranslationService } from './modules/translation/translation.service';
import { createUserRepository } from './modules/users/users.repository';
import {
  createExplanationWriter,
  createVocabularyExplainHandler,
} from './modules/vocabulary/explanation-writer';
import { createVocabularyRepository } from './modules/vocabulary/vocabulary.repository';
import { createVocabularyService } from './modules/vocabulary/vocabulary.service';
import type { Notifier } from './realtime/notifier';
import type { BlobStore } from './storage/blob-store';
import { createTtsEngine } from './tts/create-tts-engine';
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
  /** The speech engine; built from the config when absent (tests pass their own). */
  tts?: TtsEngine;
};

export function createServices(deps: AppDeps) {
  const { config, db, engine, clock, mailer, blobStore, notifier, ai } = deps;
  const tts = deps.tts ?? createTtsEngine(config);
  const users = createUserRepository(db);
  const sessions = createSessionService({
    sessions: createSessionRepository(db),
    events: createSessionEvents(notifier),
    clock,
    config,
  });
  const rateLimiter = createRateLimiter({ db, clock });
  const jobQueue = createJobQueue({ db, engine, clock, notifier });
  const metrics = createMetrics(jobQueue);
  const auth = createAuthService({
    users,
    sessions,
    passwordResets: createPasswordResetRepository(db),
    rateLimiter,
    mailer,
    clock,
    config,
    aiEngineLabel: deps.ai.label,
  });
  const friendsRepository = createFriendsRepository(db);
  const friends = createFriendsService({ users, friends: friendsRepository, rateLimiter, clock });
  const pictures = createPicturesService({
    pictures: createPicturesRepository(db),
    friends,
    blobStore,
    clock,
  });
  const conversationsRepository = createConversationsRepository(db);
  const account = createAccountService({
    users,
    account: createAccountRepository(db),
    sessions,
    pictures,
    conversations: conversationsRepository,
    friendRequests: friendsRepository,
    rateLimiter,
    tts,
  });
  const conversationEvents = createConversationEvents(notifier, db);
  const conversationJobs = createConversationJobs({
    repository: conversationsRepository,
    events: conversationEvents,
    queue: jobQueue,
    ai,
    clock,
    config,
    translationLanguageOf: async (userId) => (await account.getSettings(userId)).translationLanguage,
  });
  const reviews = createReviewsService({ repository: createReviewsRepository(db), clock });
  const dataExport = createDataExportService({ repository: createDataExportRepository(db), clock });
  const analysisRepository = createAnalysisRepository(db);
  const analysisJobs = createAnalysisJobs({
    repository: analysisRepository,
    messages: conversationsRepository,
    queue: jobQueue,
    ai,
    config,
    clock,
    reviews,
  });
  const conversations = createConversationsService({
    repository: conversationsRepository,
    jobs: conversationJobs,
    analysis: analysisJobs,
    events: conversationEvents,
    friends,
    account,
    rateLimiter,
    ai,
    clock,
    config,
  });
  const analysis = createAnalysisService({ repository: analysisRepository, conversations });
  const progress = createProgressService({ analysis: analysisRepository });
  const vocabularyRepository = createVocabularyRepository(db);
  const vocabulary = createVocabularyService({
    repository: vocabularyRepository,
    account,
    explanations: createExplanationWriter({
      ai,
      queue: jobQueue,
      repository: vocabularyRepository,
      rateLimiter,
      config,
    }),
    clock,
  });
  const translation = createTranslationService({
    translations: createTranslationRepository(db),
    queue: jobQueue,
    ai,
    rateLimiter,
    clock,
    config,
  });
  const audioRepository = createAudioRepository(db);
  const audio = createAudioService({
    tts,
    repository: audioRepository,
    blobStore,
    queue: jobQueue,
    account,
    rateLimiter,
    clock,
  });
  const audioSources = createAudioSources({ conversations, translations: translation, vocabulary });
  const audioJob = createAudioJobHandler({ tts, repository: audioRepository, blobStore, clock });
  const audioCleanupJob = createAudioCleanupHandler({ repository: audioRepository, blobStore, clock });
  const vocabularyExplainJob = createVocabularyExplainHandler({
    ai,
    repository: vocabularyRepository,
    clock,
    config,
  });
  return {
    metrics,
    users,
    sessions,
    rateLimiter,
    auth,
    friends,
    pictures,
    account,
    jobQueue,
    conversations,
    conversationEvents,
    conversationJobs,
    analysisJobs,
    analysis,
    progress,
    reviews,
    dataExport,
    vocabulary,
    /** `recordUsage` is how usage analysis adds to a learner's vocabulary statistics. */
    vocabularyRepository,
    vocabularyExplainJob,
    translation,
    tts,
    audio,
    audioSources,
    audioJob,
    audioCleanupJob,
  };
}
export type Services = ReturnType<typeof createServices>;
