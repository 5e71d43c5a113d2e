import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AudioOptions,
  DEFAULT_SETTINGS,
  Errors,
  errorNameOf,
  formatCount,
  type Language,
  type Speed,
  textLength,
} from '@kaiwa/contract';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter';
import type { BlobStore, ByteRange, OpenedBlob } from '../../storage/blob-store';
import { splitForSpeech } from '../../tts/speech-text';
import { type TtsEngine, unavailableLanguageMessage } from '../../tts/tts-engine';
import { offeredVoices } from '../../tts/voices';
import { readWavLayout, WAV_CONTENT_TYPE, type WavLayout } from '../../tts/wav';
import type { AccountService } from '../account/account.service';
import { type AudioJobPayload, audioBlobKey, audioJobKey, synthesizeJob } from './audio.jobs';
import { type AudioClipRow, createAudioRepository } from './audio.repository';
import type { SpeechSource } from './audio.sources';
import { bodySize, bodyStream, discardSegments, joinedWav, type Segment } from './audio-body';

/** The longest text read aloud: a translation's limit (code points, as the API counts). */
export const AUDIO_TEXT_MAX_LENGTH = 5000;
/**
 * The longest text one clip reads. A longer text is read by sentence: it is cut into parts of whole sentences
 * that fit, each part a clip of its own (made by its own job, cached and shared like any clip), and the audio
 * call answers with the parts joined once all are ready.
 */
export const AUDIO_CLIP_MAX_LENGTH = 1000;
/**
 * New clips one user may have synthesized per minute (each part of a long text counts). Clips already made
 * cost nothing and do not count; without a limit one client could make the server read the whole catalogue
 * in every voice.
 */
export const AUDIO_SYNTHESIS_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
/** How long a browser may reuse a clip whose voice is in its URL; other clips follow the user's voice setting. */
export const PINNED_VOICE_MAX_AGE_S = 24 * 60 * 60;

export type ReadyAudio = {
  status: 'ready';
  contentType: string;
  /** Bytes of the whole audio. */
  size: number;
  etag: string;
  cacheControl: string;
  /** The audio (the bytes of `range` only, when given), read from storage as it is sent. */
  body(range?: ByteRange): Readable;
  /** Lets go of the stored audio when no body is sent (304, 416). */
  discard(): void;
};
export type AudioAnswer = { status: 'generating' } | ReadyAudio;

/** A stored clip for a download, with its cache key: the same text in the same voice has the same key. */
export type StoredClip = { cacheKey: string; contentType: string; data: Buffer };

/**
 * Same text, language, voice, speed and engine: the same clip, whoever asks. A part of a longer text has a
 * key of its own kind, so a part is never a clip made in another format before (WAV, before MP3).
 */
function cacheKeyOf(
  engineId: string,
  voice: string,
  speed: Speed,
  language: Language,
  text: string,
  isPart: boolean,
): string {
  const fields = [engineId, voice, speed, language, text, ...(isPart ? ['part'] : [])];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Changes whenever a part is made again (a new generation), so a browser never keeps stale bytes. */
const etagOf = (clips: AudioClipRow[]) =>
  `"${createHash('sha256')
    .update(clips.map((clip) => `${clip.cache_key}:${clip.generation}`).join(','))
    .digest('hex')}"`;

/**
 * Audio for every kind of text: a clip is synthesized once per cache key by a job, stored in the blob store
 * and served to everyone who asks for the same thing, streamed from storage. Until it is ready the answer is
 * 'generating'; a failed synthesis is reported to the next request, which also starts a new attempt.
 */
export function createAudioService(deps: {
  db: Db;
  tts: TtsEngine;
  blobStore: BlobStore;
  queue: JobQueue;
  account: Pick<AccountService, 'getSettings'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { db, tts, blobStore, queue, account, rateLimiter, clock } = deps;
  const repository = createAudioRepository(db);

  /** The voice asked for, which must exist, or else the user's own voice while it exists, or the default. */
  async function chooseVoice(requested: string | undefined, saved: string | undefined): Promise<string> {
    const voices = await offeredVoices(tts);
    const offers = (voice: string | undefined) => voices.some((offered) => offered.id === voice);
    if (requested !== undefined) {
      if (!offers(requested)) throw new AppError('validationFailed', 'Unknown voice');
      return requested;
    }
    return saved !== undefined && offers(saved) ? saved : voices[0]!.id;
  }

  type Job = Omit<AudioJobPayload, 'cache_key' | 'generation'>;

  async function enqueue(clip: AudioClipRow, job: Job) {
    await queue.enqueue(
      synthesizeJob,
      { ...job, cache_key: clip.cache_key, generation: clip.generation },
      { idempotencyKey: audioJobKey(clip) },
    );
  }

  function failureOf(clip: AudioClipRow): AppError {
    return new AppError(
      (clip.error_code && errorNameOf(clip.error_code)) || 'audioFailed',
      clip.error ?? Errors.audioFailed.message,
    );
  }

  /** The clip of `cacheKey`, created (and its job queued) when there is none: each new one counts against the user's limit. */
  async function clipFor(userId: string, cacheKey: string, job: Job): Promise<AudioClipRow> {
    const clip = await repository.find(cacheKey);
    if (clip) return clip;
    await rateLimiter.consume(`audio:${userId}`, AUDIO_SYNTHESIS_LIMIT);
    const found = await repository.findOrCreate(cacheKey, clock.now());
    if (found.created) await enqueue(found.clip, job);
    return found.clip;
  }

  /** Whether a clip is ready; a failed one throws its failure (and starts again), a lost job is queued again. */
  async function isReady(clip: AudioClipRow, job: Job): Promise<boolean> {
    if (clip.status === 'ready') return true;
    if (clip.status === 'generating') {
      const queued = await queue.getByKey(audioJobKey(clip));
      // No job: the process stopped between storing the clip and queueing its job.
      if (!queued) await enqueue(clip, job);
      if (queued?.status !== 'failed') return false;
      // The job failed without recording why (it timed out, or its handler never ran).
    }
    const failure = failureOf(clip);
    await enqueue((await repository.restart(clip, clock.now())).clip, job);
    throw failure;
  }

  /**
   * The stored parts as segments of one body: MP3 (and other compressed) parts end to end, WAV parts as one
   * WAV (one header for all their samples). Undefined when a part's file is gone, which is then made again.
   */
  async function segmentsOf(
    clips: AudioClipRow[],
    jobs: Job[],
  ): Promise<{ segments: Segment[]; contentType: string } | undefined> {
    // Parts stored in two formats (an MP3 encoder installed or removed since some were made) cannot be
    // joined: the older ones are made again, in the format of the newest.
    const newest = clips.reduce((latest, clip) => (clip.updated_at > latest.updated_at ? clip : latest));
    const stale = clips.flatMap((clip, index) => (clip.content_type === newest.content_type ? [] : [index]));
    for (const index of stale) {
      await enqueue((await repository.restart(clips[index]!, clock.now())).clip, jobs[index]!);
    }
    if (stale.length > 0) return undefined;
    const layouts: Array<WavLayout | undefined> = [];
    const opened: OpenedBlob[] = [];
    for (const [index, clip] of clips.entries()) {
      const key = audioBlobKey(clip.cache_key);
      const joinsWav = clips.length > 1 && clip.content_type === WAV_CONTENT_TYPE;
      const layout = joinsWav ? await wavLayoutOf(key) : undefined;
      const blob = joinsWav && !layout ? undefined : await blobStore.open(key);
      if (!blob) {
        for (const other of opened) void other.close();
        // The file is gone (a cleaned data directory, or removed while unused): make it again.
        await enqueue((await repository.restart(clip, clock.now())).clip, jobs[index]!);
        return undefined;
      }
      layouts.push(layout);
      opened.push(blob);
    }
    const contentType = opened[0]!.contentType;
    const segments =
      contentType === WAV_CONTENT_TYPE && opened.length > 1
        ? joinedWav(opened.map((blob, index) => ({ blob, layout: layouts[index]! })))
        : opened.map((blob) => ({ blob, start: 0, end: blob.size - 1 }));
    return { contentType, segments };
  }

  async function wavLayoutOf(key: string): Promise<WavLayout | undefined> {
    const blob = await blobStore.open(key);
    if (!blob) return undefined;
    const head = Buffer.concat(await blob.stream({ start: 0, end: Math.min(blob.size, 256) - 1 }).toArray());
    return readWavLayout(head);
  }

  return {
    /**
     * Clips of short Japanese texts (words, example sentences) in the user's voice for a download: those
     * already made, read from storage, and how many are still being made. Missing ones are queued, at most
     * `queueAtMost` per call and outside the per-minute limit (one download, not a stream of clicks), so that
     * the next download has them; synthesis runs in the job worker, never in the request.
     */
    async storedClips(
      userId: string,
      texts: readonly string[],
      queueAtMost: number,
    ): Promise<{ clips: Map<string, StoredClip>; pending: number }> {
      const clips = new Map<string, StoredClip>();
      const language = 'Japanese';
      if (!tts.languages.has(language)) return { clips, pending: 0 };
      const settings = await account.getSettings(userId);
      const voice = await chooseVoice(undefined, settings.voice);
      const { speed } = settings;
      const used: string[] = [];
      let queued = 0;
      let pending = 0;
      for (const text of new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()))) {
        if (!text || textLength(text) > AUDIO_CLIP_MAX_LENGTH) continue;
        const cacheKey = cacheKeyOf(tts.id, voice, speed, language, text, false);
        const clip = await repository.find(cacheKey);
        const stored = clip?.status === 'ready' ? await blobStore.get(audioBlobKey(cacheKey)) : undefined;
        if (stored) {
          clips.set(text, { cacheKey, contentType: stored.contentType, data: stored.data });
          used.push(cacheKey);
          continue;
        }
        if (clip?.status === 'generating') {
          pending += 1;
          continue;
        }
        if (queued >= queueAtMost) continue;
        queued += 1;
        pending += 1;
        used.push(cacheKey);
        const job = { text, language, voice, speed } as const;
        // Failed, or its file is gone: its next generation. Never made: its first.
        if (clip) await enqueue((await repository.restart(clip, clock.now())).clip, job);
        else {
          const found = await repository.findOrCreate(cacheKey, clock.now());
          if (found.created) await enqueue(found.clip, job);
        }
      }
      if (used.length > 0) await repository.recordUse(used, 'shared', clock.now());
      return { clips, pending };
    },

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
        throw new AppError('audioUnavailable', unavailableLanguageMessage(language, tts));
      }
      const text = source.text.replace(/\s+/g, ' ').trim();
      if (!text) throw new AppError('audioNoText', 'There is no text to read');
      if (textLength(text) > AUDIO_TEXT_MAX_LENGTH) {
        throw new AppError(
          'audioUnavailable',
          `This text is too long to read aloud (at most ${formatCount(AUDIO_TEXT_MAX_LENGTH)} characters)`,
        );
      }

      const parts = splitForSpeech(text, AUDIO_CLIP_MAX_LENGTH);
      const jobs = parts.map((part) => ({ text: part, language, voice, speed }));
      const clips: AudioClipRow[] = [];
      for (const job of jobs) {
        clips.push(
          await clipFor(userId, cacheKeyOf(tts.id, voice, speed, language, job.text, parts.length > 1), job),
        );
      }
      await repository.recordUse(
        [...new Set(clips.map((clip) => clip.cache_key))],
        source.owner ?? 'shared',
        clock.now(),
      );
      let ready = true;
      for (const [index, clip] of clips.entries()) {
        if (!(await isReady(clip, jobs[index]!))) ready = false;
      }
      if (!ready) return { status: 'generating' };

      const body = await segmentsOf(clips, jobs);
      if (!body) return { status: 'generating' };
      const { segments, contentType } = body;
      return {
        status: 'ready',
        contentType,
        size: bodySize(segments),
        etag: etagOf(clips),
        cacheControl:
          options.voice === undefined
            ? 'private, max-age=0, must-revalidate'
            : `private, max-age=${PINNED_VOICE_MAX_AGE_S}`,
        body: (range) => bodyStream(segments, range),
        discard: () => discardSegments(segments),
      };
    },
  };
}
export type AudioService = ReturnType<typeof createAudioService>;
