import { Errors } from '@kaiwa/contract';
import { jobFailureText } from '../../jobs/job-failure';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { type TtsEngine, TtsUnavailableError } from '../../tts/tts-engine';
import type { AudioRepository } from './audio.repository';
import { type AudioJobPayload, audioBlobKey, audioJobType } from './audio.service';

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
export function createAudioJobHandler(deps: {
  tts: TtsEngine;
  repository: AudioRepository;
  blobStore: BlobStore;
  clock: Clock;
}): JobHandler<AudioJobPayload> {
  const { tts, repository, blobStore, clock } = deps;
  return {
    ...audioJobType,
    async handle(payload, context) {
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
        if (permanent || attempt >= audioJobType.maxAttempts) {
          await repository.markFailed(cacheKey, generation, failureOf(error, context), clock.now());
        }
        if (permanent) throw new PermanentJobError((error as Error).message);
        throw error;
      }
    },
  };
}
