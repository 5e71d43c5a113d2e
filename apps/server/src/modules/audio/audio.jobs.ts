import { Errors, Language, Speed } from '@kaiwa/contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-definition';
import { jobFailureText } from '../../jobs/job-failure';
import { type JobContext, PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { type TtsEngine, TtsUnavailableError } from '../../tts/tts-engine';
import { type AudioClipRow, createAudioRepository } from './audio.repository';

export const AudioJobPayload = z.object({
  cache_key: z.string().min(1),
  generation: z.number().int().positive(),
  text: z.string().min(1),
  language: Language,
  voice: z.string().min(1),
  speed: Speed,
});
export type AudioJobPayload = z.infer<typeof AudioJobPayload>;

export const audioBlobKey = (cacheKey: string) => `audio/${cacheKey.slice(0, 2)}/${cacheKey}`;

/** What users are told about a failed synthesis: the engine's explanation when it wrote one for them. */
function failureOf(error: unknown, context: JobContext): { code: string; message: string } {
  if (error instanceof TtsUnavailableError)
    return { code: Errors.audioUnavailable.code, message: error.message };
  if (context.signal.aborted)
    return { code: Errors.audioFailed.code, message: 'The voice engine took too long' };
  return { code: Errors.audioFailed.code, message: jobFailureText('speech', error, context.log) };
}

/**
 * `audio.synthesize`: reads one clip's text aloud, stores the audio under the clip's cache key and marks the
 * clip ready. Idempotent: a clip already made, or superseded by a later generation, is left as it is. What
 * retrying cannot fix fails at once; anything else fails the clip only after the last attempt.
 */
export const synthesizeJob: JobDefinition<
  AudioJobPayload,
  { db: Db; tts: TtsEngine; blobStore: BlobStore; clock: Clock }
> = {
  type: 'audio.synthesize',
  payload: AudioJobPayload,
  maxAttempts: 3,
  // Long texts take espeak-ng seconds and a speech server longer; a retry helps with a server's hiccup.
  timeoutMs: () => 120_000,
  handler({ db, tts, blobStore, clock }) {
    const repository = createAudioRepository(db);
    return async (payload, context) => {
      const { signal, attempt } = context;
      const { cache_key: cacheKey, generation } = payload;
      const clip = await repository.find(cacheKey);
      if (clip?.status !== 'generating' || clip.generation !== generation) return;
      try {
        const { text, language, voice, speed } = payload;
        const { audio, contentType } = await tts.synthesize({ text, language, voice, speed, signal });
        await blobStore.put(audioBlobKey(cacheKey), audio, contentType);
        await repository.markReady(cacheKey, contentType, audio.length, clock.now());
      } catch (error) {
        const permanent = error instanceof TtsUnavailableError;
        if (permanent || attempt >= synthesizeJob.maxAttempts) {
          await repository.markFailed(cacheKey, generation, failureOf(error, context), clock.now());
        }
        if (permanent) throw new PermanentJobError((error as Error).message);
        throw error;
      }
    };
  },
};

/** Each generation of a clip gets its own job; concurrent requests for the same one share it. */
export const audioJobKey = (clip: Pick<AudioClipRow, 'cache_key' | 'generation'>) =>
  `${synthesizeJob.type}:${clip.cache_key}:${clip.generation}`;

const DAY_MS = 24 * 60 * 60_000;
/** A clip nobody fetched for this long is removed; it is made again if anyone asks for it. */
export const AUDIO_UNUSED_MS = 30 * DAY_MS;
/**
 * A clip no message, translation or shared text refers to any more is removed once it has not been fetched
 * for this long: long enough that a clip being asked for by a new owner at this very moment is never taken.
 */
export const AUDIO_ORPHAN_GRACE_MS = 60 * 60_000;
export const AUDIO_CLEANUP_EVERY_MS = 60 * 60_000;
const CLEANUP_BATCH = 200;

const CleanupPayload = z.object({});

/**
 * `audio.cleanup`, run every hour through the job queue: removes clips not fetched for 30 days, and clips of
 * deleted messages, translations and accounts that nothing else uses (their references go with what they
 * were made for).
 */
export const cleanupJob: JobDefinition<
  z.infer<typeof CleanupPayload>,
  { db: Db; blobStore: BlobStore; clock: Clock }
> = {
  type: 'audio.cleanup',
  payload: CleanupPayload,
  maxAttempts: 3,
  timeoutMs: () => 10 * 60_000,
  everyMs: AUDIO_CLEANUP_EVERY_MS,
  handler({ db, blobStore, clock }) {
    const repository = createAudioRepository(db);
    return async (_payload, { signal, log }) => {
      const now = clock.now();
      const cutoffs = { unusedBefore: now - AUDIO_UNUSED_MS, orphanedBefore: now - AUDIO_ORPHAN_GRACE_MS };
      let removed = 0;
      for (;;) {
        const keys = await repository.removable(cutoffs, CLEANUP_BATCH);
        // Files first: a crash in between leaves rows without files, which are made again when asked for,
        // and never files that no row knows of.
        for (const key of keys) await blobStore.delete(audioBlobKey(key));
        await repository.remove(keys, cutoffs.orphanedBefore);
        removed += keys.length;
        if (keys.length < CLEANUP_BATCH || signal.aborted) break;
      }
      if (removed > 0) log.info({ removed }, 'removed unused audio clips');
    };
  },
};
