import { createHash } from 'node:crypto';
import {
  AudioErrorCode,
  type AudioOptions,
  DEFAULT_SETTINGS,
  ErrorCode,
  Language,
  Speed,
} from '@kaiwa/contract';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter';
import type { BlobStore } from '../../storage/blob-store';
import { type TtsEngine, unavailableLanguageMessage } from '../../tts/tts-engine';
import { offeredVoices } from '../../tts/voices';
import type { AccountService } from '../account/account.service';
import type { AudioClipRow, AudioRepository } from './audio.repository';
import type { SpeechSource } from './audio.sources';

export const AUDIO_JOB = 'audio.synthesize';

export const AudioJobPayload = z.object({
  cache_key: z.string().min(1),
  generation: z.number().int().positive(),
  text: z.string().min(1),
  language: Language,
  voice: z.string().min(1),
  speed: Speed,
});
export type AudioJobPayload = z.infer<typeof AudioJobPayload>;

/** Long texts take espeak-ng seconds and a speech server longer; a retry helps with a server's hiccup. */
export const audioJobType: JobType<AudioJobPayload> = {
  type: AUDIO_JOB,
  payload: AudioJobPayload,
  timeoutMs: 120_000,
  maxAttempts: 3,
};

/** Each generation of a clip gets its own job; concurrent requests for the same one share it. */
export const audioJobKey = (clip: Pick<AudioClipRow, 'cache_key' | 'generation'>) =>
  `${AUDIO_JOB}:${clip.cache_key}:${clip.generation}`;
export const audioBlobKey = (cacheKey: string) => `audio/${cacheKey.slice(0, 2)}/${cacheKey}`;

/** The longest text read aloud: a translation's limit. */
export const AUDIO_TEXT_MAX_LENGTH = 5000;
/**
 * New clips one user may have synthesized per minute. Clips already made cost nothing and do not count;
 * without a limit one client could make the server read the whole catalogue in every voice.
 */
export const AUDIO_SYNTHESIS_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
/** How long a browser may reuse a clip whose voice is in its URL; other clips follow the user's voice setting. */
export const PINNED_VOICE_MAX_AGE_S = 24 * 60 * 60;

export type AudioAnswer =
  | { status: 'generating' }
  | { status: 'ready'; data: Buffer; contentType: string; etag: string; cacheControl: string };

const FAILURE_STATUS: Record<string, number> = {
  [AudioErrorCode.unavailable]: 422,
  [AudioErrorCode.failed]: 502,
};
const ENGINE_FAILED = 'The voice engine failed';

/** Same text, language, voice, speed and engine: the same clip, whoever asks. */
function cacheKeyOf(engineId: string, voice: string, speed: Speed, language: Language, text: string): string {
  return createHash('sha256')
    .update(JSON.stringify([engineId, voice, speed, language, text]))
    .digest('hex');
}

/**
 * Audio for every kind of text: a clip is synthesized once per cache key by a job, stored in the blob store
 * and served to everyone who asks for the same thing. Until it is ready the answer is 'generating'; a
 * failed synthesis is reported to the next request, which also starts a new attempt.
 */
export function createAudioService(deps: {
  tts: TtsEngine;
  repository: AudioRepository;
  blobStore: BlobStore;
  queue: JobQueue;
  account: Pick<AccountService, 'getSettings'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { tts, repository, blobStore, queue, account, rateLimiter, clock } = deps;

  /** The voice asked for, which must exist, or else the user's own voice while it exists, or the default. */
  async function chooseVoice(requested: string | undefined, saved: string | undefined): Promise<string> {
    const voices = await offeredVoices(tts);
    const offers = (voice: string | undefined) => voices.some((offered) => offered.id === voice);
    if (requested !== undefined) {
      if (!offers(requested)) throw new AppError(400, ErrorCode.validationFailed, 'Unknown voice');
      return requested;
    }
    return saved !== undefined && offers(saved) ? saved : voices[0]!.id;
  }

  async function enqueue(clip: AudioClipRow, job: Omit<AudioJobPayload, 'cache_key' | 'generation'>) {
    await queue.enqueue(
      audioJobType,
      { ...job, cache_key: clip.cache_key, generation: clip.generation },
      { idempotencyKey: audioJobKey(clip) },
    );
  }

  function failureOf(clip: AudioClipRow): AppError {
    const code = clip.error_code ?? AudioErrorCode.failed;
    return new AppError(FAILURE_STATUS[code] ?? 502, code, clip.error ?? ENGINE_FAILED);
  }

  return {
    async answer(userId: string, source: SpeechSource, options: AudioOptions): Promise<AudioAnswer> {
      if (source === 'pending') return { status: 'generating' };
      const settings =
        options.voice === undefined || options.speed === undefined
          ? await account.getSettings(userId)
          : undefined;
      const voice = await chooseVoice(options.voice, settings?.voice);
      const speed = options.speed ?? settings?.speed ?? DEFAULT_SETTINGS.speed;
      const { language } = source;
      if (!tts.languages.has(language)) {
        throw new AppError(422, AudioErrorCode.unavailable, unavailableLanguageMessage(language, tts));
      }
      const text = source.text.replace(/\s+/g, ' ').trim();
      if (!text) throw new AppError(409, AudioErrorCode.noText, 'There is no text to read');
      if (text.length > AUDIO_TEXT_MAX_LENGTH) {
        throw new AppError(
          422,
          AudioErrorCode.unavailable,
          `This text is too long to read aloud (at most ${AUDIO_TEXT_MAX_LENGTH} characters)`,
        );
      }
      const job = { text, language, voice, speed };
      const cacheKey = cacheKeyOf(tts.id, voice, speed, language, text);

      let clip = await repository.find(cacheKey);
      if (!clip) {
        await rateLimiter.consume(`audio:${userId}`, AUDIO_SYNTHESIS_LIMIT);
        const found = await repository.findOrCreate(cacheKey, clock.now());
        clip = found.clip;
        if (found.created) {
          await enqueue(clip, job);
          return { status: 'generating' };
        }
      }

      if (clip.status === 'ready') {
        const blob = await blobStore.get(audioBlobKey(cacheKey));
        if (blob) {
          return {
            status: 'ready',
            data: blob.data,
            contentType: blob.contentType,
            etag: `"${cacheKey}"`,
            cacheControl:
              options.voice === undefined
                ? 'private, max-age=0, must-revalidate'
                : `private, max-age=${PINNED_VOICE_MAX_AGE_S}`,
          };
        }
        // The file is gone (a cleaned data directory): make it again.
        await enqueue((await repository.restart(clip, clock.now())).clip, job);
        return { status: 'generating' };
      }

      if (clip.status === 'generating') {
        const queued = await queue.getByKey(audioJobKey(clip));
        // No job: the process stopped between storing the clip and queueing its job.
        if (!queued) await enqueue(clip, job);
        if (queued?.status !== 'failed') return { status: 'generating' };
        // The job failed without recording why (it timed out, or its handler never ran).
      }

      const failure = failureOf(clip);
      await enqueue((await repository.restart(clip, clock.now())).clip, job);
      throw failure;
    },
  };
}
export type AudioService = ReturnType<typeof createAudioService>;
