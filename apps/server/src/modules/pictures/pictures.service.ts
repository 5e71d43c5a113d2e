import sharp from 'sharp';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { BlobStore } from '../../storage/blob-store';
import type { FriendsService } from '../friends/friends.service';
import { createPicturesRepository } from './pictures.repository';

export const PICTURE_SIZE_PX = 256;
export const PICTURE_CONTENT_TYPE = 'image/webp';
/** Past this a 'processing' row is a crashed upload, not one still running: stop telling clients to wait. */
export const PROCESSING_STALE_MS = 2 * 60_000;
// A 5 MB file can still declare enormous dimensions (a decompression bomb); 64 MP covers any camera photo.
const MAX_INPUT_PIXELS = 64_000_000;

const UNSUPPORTED_IMAGE = 'Please upload an image (JPEG, PNG, WebP, GIF or AVIF)';
const unsupportedImage = () => new AppError('unsupportedMedia', UNSUPPORTED_IMAGE);

/** Formats as sharp reports them; AVIF is a HEIF container with AV1 compression (HEIC uses HEVC). */
function isAcceptedFormat(metadata: sharp.Metadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      return metadata.compression === 'av1';
    default:
      return false;
  }
}

export type PictureLookup =
  | { status: 'none' }
  | { status: 'processing' }
  | { status: 'ready'; data: Buffer; contentType: string };

/**
 * Profile pictures: every upload is re-encoded to a square WebP (which also drops EXIF and other
 * metadata, GPS positions included) and only the user and their friends may see it.
 */
export function createPicturesService(deps: {
  db: Db;
  friends: Pick<FriendsService, 'areFriends'>;
  blobStore: BlobStore;
  clock: Clock;
}) {
  const { friends, blobStore, clock } = deps;
  const pictures = createPicturesRepository(deps.db);

  async function checkImage(data: Buffer): Promise<void> {
    let metadata: sharp.Metadata;
    try {
      // Reading the header decodes no pixels, so no limit here: sharp's own would call a picture of over
      // 268 MP "not an image" instead of too large. The limit is checked below and again when decoding.
      metadata = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupportedImage();
    }
    if (!isAcceptedFormat(metadata)) throw unsupportedImage();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new AppError('payloadTooLarge', 'Profile picture must be at most 64 megapixels');
    }
  }

  async function encode(data: Buffer): Promise<Buffer> {
    try {
      return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // The header was readable but the image data is not (e.g. a truncated file).
      throw unsupportedImage();
    }
  }

  return {
    /** Replaces the user's picture with `data` (the uploaded file's bytes, whatever it claims to be). */
    async upload(userId: string, data: Buffer): Promise<void> {
      await checkImage(data);
      await pictures.markProcessing(userId, clock.now());
      const blobKey = `profile-pictures/${newId()}`;
      try {
        await blobStore.put(blobKey, await encode(data), PICTURE_CONTENT_TYPE);
      } catch (error) {
        await pictures.revertProcessing(userId);
        throw error;
      }
      const replaced = await pictures.markReady(userId, blobKey, clock.now());
      if (!replaced) {
        await blobStore.delete(blobKey);
        return;
      }
      if (replaced.previousKey) await blobStore.delete(replaced.previousKey);
    },

    /** What `viewerId` may see of `ownerId`'s picture. A stranger learns nothing, not even that the user exists. */
    async lookup(viewerId: string, ownerId: string): Promise<PictureLookup | undefined> {
      if (viewerId !== ownerId && !(await friends.areFriends(viewerId, ownerId))) return undefined;
      const row = await pictures.find(ownerId);
      if (!row) return { status: 'none' };
      const stale = clock.now() - row.updated_at > PROCESSING_STALE_MS;
      if (row.status === 'processing' && !stale) return { status: 'processing' };
      const blob = row.blob_key ? await blobStore.get(row.blob_key) : undefined;
      return blob ? { status: 'ready', ...blob } : { status: 'none' };
    },

    async deleteForUser(userId: string): Promise<void> {
      const blobKey = await pictures.delete(userId);
      if (blobKey) await blobStore.delete(blobKey);
    },
  };
}
export type PicturesService = ReturnType<typeof createPicturesService>;
