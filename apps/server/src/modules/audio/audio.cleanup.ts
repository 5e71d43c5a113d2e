import { z } from 'zod';
import type { JobHandler } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import type { AudioRepository } from './audio.repository';
import { audioBlobKey } from './audio.service';

export const AUDIO_CLEANUP_JOB = 'audio.cleanup';
const DAY_MS = 24 * 60 * 60_000;
/** A clip nobody fetched for this long is removed; it is made again if anyone asks for it. */
export const AUDIO_UNUSED_MS = 30 * DAY_MS;
/**
 * A clip no message, translation or shared text refers to any more is removed once it has not been fetched
 * for this long: long enough that a clip being asked for by a new owner at this very moment is never taken.
 */
export const AUDIO_ORPHAN_GRACE_MS = 60 * 60_000;
export const AUDIO_CLEANUP_EVERY_MS = 60 * 60_000;
const BATCH = 200;

const CleanupPayload = z.object({});

/**
 * `audio.cleanup`, run every hour through the job queue: removes clips not fetched for 30 days, and clips of
 * deleted messages, translations and accounts that nothing else uses (their references go with what they
 * were made for).
 */
export function createAudioCleanupHandler(deps: {
  repository: AudioRepository;
  blobStore: BlobStore;
  clock: Clock;
}): JobHandler<z.infer<typeof CleanupPayload>> {
  const { repository, blobStore, clock } = deps;
  return {
    type: AUDIO_CLEANUP_JOB,
    payload: CleanupPayload,
    timeoutMs: 10 * 60_000,
    maxAttempts: 3,
    everyMs: AUDIO_CLEANUP_EVERY_MS,
    async handle(_payload, { signal, log }) {
      const now = clock.now();
      const cutoffs = { unusedBefore: now - AUDIO_UNUSED_MS, orphanedBefore: now - AUDIO_ORPHAN_GRACE_MS };
      let removed = 0;
      for (;;) {
        const keys = await repository.removable(cutoffs, BATCH);
        // Files first: a crash in between leaves rows without files, which are made again when asked for,
        // and never files that no row knows of.
        for (const key of keys) await blobStore.delete(audioBlobKey(key));
        await repository.remove(keys, cutoffs.orphanedBefore);
        removed += keys.length;
        if (keys.length < BATCH || signal.aborted) break;
      }
      if (removed > 0) log.info({ removed }, 'removed unused audio clips');
    },
  };
}
