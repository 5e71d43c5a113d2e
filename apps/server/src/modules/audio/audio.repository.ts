import type { Db } from '../../db/database';
import type { AudioClipsTable } from '../../db/schema';

export type AudioClipRow = AudioClipsTable;

/** What a clip is made for: a message or a translation (it goes with them), or shared by everyone. */
export type ClipOwner = { message_id: string } | { translation_id: string } | 'shared';

/** A clip's last use is recorded at most this often, so a clip played again and again costs no writes. */
export const TOUCH_INTERVAL_MS = 10 * 60_000;

export function createAudioRepository(db: Db) {
  const find = (cacheKey: string): Promise<AudioClipRow | undefined> =>
    db.selectFrom('audio_clips').selectAll().where('cache_key', '=', cacheKey).executeTakeFirst();

  return {
    find,

    /**
     * Records that clips were sent for `owner`: its reference to each (kept until the owner is deleted) and,
     * at most every `TOUCH_INTERVAL_MS`, the time of use.
     */
    async recordUse(cacheKeys: string[], owner: ClipOwner, at: number): Promise<void> {
      const refs = cacheKeys.map((cacheKey) => ({
        cache_key: cacheKey,
        owner:
          owner === 'shared'
            ? owner
            : 'message_id' in owner
              ? `message:${owner.message_id}`
              : `translation:${owner.translation_id}`,
        message_id: owner !== 'shared' && 'message_id' in owner ? owner.message_id : null,
        translation_id: owner !== 'shared' && 'translation_id' in owner ? owner.translation_id : null,
        created_at: at,
      }));
      await db
        .insertInto('audio_clip_refs')
        .values(refs)
        .onConflict((conflict) => conflict.columns(['cache_key', 'owner']).doNothing())
        .execute();
      await db
        .updateTable('audio_clips')
        .set({ last_fetched_at: at })
        .where('cache_key', 'in', cacheKeys)
        .where('last_fetched_at', '<', at - TOUCH_INTERVAL_MS)
        .execute();
    },

    /**
     * Clips to remove, at most `limit`: those not sent since `unusedBefore`, and those no message, translation
     * or shared text refers to any more (not sent since `orphanedBefore`, so that a clip being requested for
     * a new owner right now is safe).
     */
    async removable(
      cutoffs: { unusedBefore: number; orphanedBefore: number },
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .selectFrom('audio_clips')
        .select('cache_key')
        .where(({ or, and, eb, not, exists, selectFrom }) =>
          or([
            eb('last_fetched_at', '<', cutoffs.unusedBefore),
            and([
              eb('last_fetched_at', '<', cutoffs.orphanedBefore),
              not(
                exists(
                  selectFrom('audio_clip_refs')
                    .select('audio_clip_refs.cache_key')
                    .whereRef('audio_clip_refs.cache_key', '=', 'audio_clips.cache_key'),
                ),
              ),
            ]),
          ]),
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.cache_key);
    },

    /** Deletes clips (their references go with them) unless they were sent again since `usedBefore`. */
    async remove(cacheKeys: string[], usedBefore: number): Promise<void> {
      if (cacheKeys.length === 0) return;
      await db
        .deleteFrom('audio_clips')
        .where('cache_key', 'in', cacheKeys)
        .where('last_fetched_at', '<', usedBefore)
        .execute();
    },

    /** The clip of `cacheKey`, created as 'generating' (generation 1) when there is none yet. */
    async findOrCreate(cacheKey: string, at: number): Promise<{ clip: AudioClipRow; created: boolean }> {
      const inserted = await db
        .insertInto('audio_clips')
        .values({
          cache_key: cacheKey,
          status: 'generating',
          generation: 1,
          content_type: null,
          byte_length: null,
          error_code: null,
          error: null,
          created_at: at,
          updated_at: at,
          last_fetched_at: at,
        })
        .onConflict((conflict) => conflict.column('cache_key').doNothing())
        .executeTakeFirst();
      const clip = await find(cacheKey);
      // Only the clean-up could take it away between the two statements, and it leaves recent clips alone.
      if (!clip) throw new Error(`Audio clip ${cacheKey} vanished`);
      return { clip, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },

    /**
     * Starts the next generation of a failed (or lost) clip. Only one of several concurrent callers wins,
     * so one new job starts; every caller gets the row as it now is.
     */
    async restart(clip: AudioClipRow, at: number): Promise<{ clip: AudioClipRow; restarted: boolean }> {
      const updated = await db
        .updateTable('audio_clips')
        .set({
          status: 'generating',
          generation: clip.generation + 1,
          content_type: null,
          byte_length: null,
          error_code: null,
          error: null,
          updated_at: at,
        })
        .where('cache_key', '=', clip.cache_key)
        .where('generation', '=', clip.generation)
        .executeTakeFirst();
      const current = (await find(clip.cache_key)) ?? clip;
      return { clip: current, restarted: Number(updated.numUpdatedRows) > 0 };
    },

    async markReady(cacheKey: string, contentType: string, byteLength: number, at: number): Promise<void> {
      await db
        .updateTable('audio_clips')
        .set({
          status: 'ready',
          content_type: contentType,
          byte_length: byteLength,
          error_code: null,
          error: null,
          updated_at: at,
        })
        .where('cache_key', '=', cacheKey)
        .execute();
    },

    /** Records why a generation failed; a later generation that already started is left alone. */
    async markFailed(
      cacheKey: string,
      generation: number,
      failure: { code: string; message: string },
      at: number,
    ): Promise<void> {
      await db
        .updateTable('audio_clips')
        .set({ status: 'failed', error_code: failure.code, error: failure.message, updated_at: at })
        .where('cache_key', '=', cacheKey)
        .where('generation', '=', generation)
        .where('status', '=', 'generating')
        .execute();
    },
  };
}
export type AudioRepository = ReturnType<typeof createAudioRepository>;
