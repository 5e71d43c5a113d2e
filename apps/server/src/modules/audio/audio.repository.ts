import type { Db } from '../../db/database';
import type { AudioClipsTable } from '../../db/schema';

export type AudioClipRow = AudioClipsTable;

export function createAudioRepository(db: Db) {
  const find = (cacheKey: string): Promise<AudioClipRow | undefined> =>
    db.selectFrom('audio_clips').selectAll().where('cache_key', '=', cacheKey).executeTakeFirst();

  return {
    find,

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
        })
        .onConflict((conflict) => conflict.column('cache_key').doNothing())
        .executeTakeFirst();
      const clip = await find(cacheKey);
      // Only a concurrent delete could take it away between the two statements; no code deletes clips.
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
