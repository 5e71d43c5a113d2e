import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { api, Errors, PICTURE_USER_ID_HEADER, PROFILE_PICTURE_MAX_BYTES } from '@kaiwa/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROCESSING_STALE_MS } from '../../src/modules/pictures/pictures.service';
import {
  badAuthHeaders,
  type Learner,
  sharedTestApp,
  signUpPastIpLimit,
  storedBlobKeys,
} from '../support/test-app';

const t = sharedTestApp();
const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A width×height image, its top half `top` and bottom half `bottom`, as raw pixels ready for encoding. */
function twoTone(width: number, height: number, top = RED, bottom = BLUE) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const colour = y < height / 2 ? top : bottom;
    for (let x = 0; x < width; x += 1) pixels.set([colour.r, colour.g, colour.b], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A tiny PNG whose header claims `width`×`height` pixels (its data is a few empty bytes): a decompression
 * bomb's signature, too big for sharp to make for real.
 */
function pngClaiming(width: number, height: number): Buffer {
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipartBody(parts: { field: string; filename?: string; contentType?: string; data: Buffer }[]) {
  const boundary = `----kaiwa-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      part.data,
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(learner: Learner, data: Buffer, filename = 'me.png', contentType = 'image/png') {
  const body = multipartBody([{ field: 'profile_picture', filename, contentType, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api${api.uploadProfilePicture.path}`,
    headers: { ...learner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const fetchPicture = (viewer: Learner, ownerId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api${api.getUserPicture.path}`,
    headers: { ...viewer.headers, [PICTURE_USER_ID_HEADER]: ownerId },
  });

async function befriend(a: Learner, b: Learner) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${api.addFriend.path}`,
      headers: from.headers,
      payload: { email: to.email },
    });
    expect(response.statusCode).toBe(200);
  }
}

const blobFiles = () => storedBlobKeys(t);

const pictureRow = (userId: string) =>
  t.db.selectFrom('profile_pictures').selectAll().where('user_id', '=', userId).executeTakeFirst();

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

function expectColour(
  actual: { r: number; g: number; b: number },
  expected: { r: number; g: number; b: number },
) {
  for (const channel of ['r', 'g', 'b'] as const)
    expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(40);
}

describe('pictures: upload and fetch', () => {
  it('answers 204 before any upload', async () => {
    const a = await signUpPastIpLimit(t);
    const response = await fetchPicture(a, a.user.user_id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('re-encodes a PNG to a 256×256 WebP that the owner can fetch', async () => {
    const a = await signUpPastIpLimit(t);
    const png = await twoTone(400, 300).png().toBuffer();
    const response = await upload(a, png);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const picture = await fetchPicture(a, a.user.user_id);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, no-cache');
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // Cover crop keeps the middle: red on top, blue below, nothing squashed away.
    expectColour(await pixel(picture.rawPayload, 128, 20), RED);
    expectColour(await pixel(picture.rawPayload, 128, 235), BLUE);
    expect(await pictureRow(a.user.user_id)).toMatchObject({ status: 'ready' });
  });

  it('applies the EXIF orientation of a JPEG and strips its metadata', async () => {
    const a = await signUpPastIpLimit(t);
    // Stored landscape, red on top; orientation 6 means "display turned 90° clockwise": blue left, red right.
    const jpeg = await twoTone(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner-name', ImageDescription: 'taken at home' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect((await upload(a, jpeg, 'photo.jpg', 'image/jpeg')).statusCode).toBe(200);

    const picture = (await fetchPicture(a, a.user.user_id)).rawPayload;
    const metadata = await sharp(picture).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(picture.includes('secret-owner-name')).toBe(false);
    expectColour(await pixel(picture, 20, 128), BLUE);
    expectColour(await pixel(picture, 235, 128), RED);
  });

  it.each([
    ['WebP', (image: sharp.Sharp) => image.webp()],
    ['GIF', (image: sharp.Sharp) => image.gif()],
    ['AVIF', (image: sharp.Sharp) => image.avif()],
  ])('accepts %s', async (_name, encode) => {
    const a = await signUpPastIpLimit(t);
    expect((await upload(a, await encode(twoTone(64, 64)).toBuffer())).statusCode).toBe(200);
    const picture = await fetchPicture(a, a.user.user_id);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('replaces the previous picture and its blob on re-upload', async () => {
    const a = await signUpPastIpLimit(t);
    const others = await blobFiles();
    await upload(a, await twoTone(100, 100, RED, RED).png().toBuffer());
    const first = (await blobFiles()).filter((file) => !others.includes(file));
    expect(first).toHaveLength(1);

    expect((await upload(a, await twoTone(100, 100, BLUE, BLUE).png().toBuffer())).statusCode).toBe(200);
    const second = (await blobFiles()).filter((file) => !others.includes(file));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    expectColour(await pixel((await fetchPicture(a, a.user.user_id)).rawPayload, 128, 128), BLUE);
  });

  it('answers 201 while the picture is processing, and gives up waiting on a stale upload', async () => {
    const a = await signUpPastIpLimit(t);
    await upload(a, await twoTone(100, 100, RED, RED).png().toBuffer());
    await t.db
      .updateTable('profile_pictures')
      .set({ status: 'processing', updated_at: t.clock.now() })
      .where('user_id', '=', a.user.user_id)
      .execute();
    const pending = await fetchPicture(a, a.user.user_id);
    expect(pending.statusCode).toBe(201);
    expect(pending.body).toBe('');

    t.clock.advance(PROCESSING_STALE_MS + 1);
    const previous = await fetchPicture(a, a.user.user_id);
    expect(previous.statusCode).toBe(200);
    expectColour(await pixel(previous.rawPayload, 128, 128), RED);

    const b = await signUpPastIpLimit(t);
    await t.db
      .insertInto('profile_pictures')
      .values({ user_id: b.user.user_id, status: 'processing', blob_key: null, updated_at: t.clock.now() })
      .execute();
    expect((await fetchPicture(b, b.user.user_id)).statusCode).toBe(201);
    t.clock.advance(PROCESSING_STALE_MS + 1);
    expect((await fetchPicture(b, b.user.user_id)).statusCode).toBe(204);
  });
});

describe('pictures: refused uploads', () => {
  async function expectNothingStored(learner: Learner, filesBefore: string[]) {
    expect(await pictureRow(learner.user.user_id)).toBeUndefined();
    expect(await blobFiles()).toEqual(filesBefore);
    expect((await fetchPicture(learner, learner.user.user_id)).statusCode).toBe(204);
  }

  it('refuses a text file named .png with 415', async () => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const response = await upload(
      a,
      Buffer.from('definitely not a picture\n'.repeat(50)),
      'cat.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: 'Please upload an image (JPEG, PNG, WebP, GIF or AVIF)',
      code: Errors.unsupportedMedia.code,
    });
    await expectNothingStored(a, before);
  });

  it.each([
    [
      'SVG',
      () =>
        Promise.resolve(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
          ),
        ),
    ],
    ['TIFF', () => twoTone(20, 20).tiff().toBuffer()],
  ])('refuses an image format outside the list (%s) with 415', async (_name, make) => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const response = await upload(a, await make(), 'me.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(Errors.unsupportedMedia.code);
    await expectNothingStored(a, before);
  });

  it('refuses a truncated image with 415 and keeps the previous picture', async () => {
    const a = await signUpPastIpLimit(t);
    await upload(a, await twoTone(100, 100, RED, RED).png().toBuffer());
    const before = await blobFiles();
    const png = await twoTone(400, 300).png().toBuffer();
    const response = await upload(a, png.subarray(0, Math.floor(png.length / 2)));
    expect(response.statusCode).toBe(415);
    expect(await pictureRow(a.user.user_id)).toMatchObject({ status: 'ready' });
    expect(await blobFiles()).toEqual(before);
    expectColour(await pixel((await fetchPicture(a, a.user.user_id)).rawPayload, 128, 128), RED);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const response = await upload(a, randomBytes(PROFILE_PICTURE_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'Profile picture must be at most 5 MB',
      code: Errors.payloadTooLarge.code,
    });
    await expectNothingStored(a, before);
  });

  it('refuses an image of enormous dimensions with 413', async () => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: RED } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(PROFILE_PICTURE_MAX_BYTES);
    const response = await upload(a, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(Errors.payloadTooLarge.code);
    await expectNothingStored(a, before);
  });

  it('refuses an image claiming more pixels than the decoder accepts with 413, not as "not an image"', async () => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const response = await upload(a, bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'Profile picture must be at most 64 megapixels',
      code: Errors.payloadTooLarge.code,
    });
    await expectNothingStored(a, before);
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, JSON.stringify({ profile_picture: 'x' })],
    ['no body', {}, undefined],
    ['only a text field', ...textFieldOnly()],
    ['a file under another field name', ...otherFieldName()],
    ['an empty file', ...emptyFile()],
  ])('refuses %s with 400', async (_name, headers, payload) => {
    const a = await signUpPastIpLimit(t);
    const before = await blobFiles();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${api.uploadProfilePicture.path}`,
      headers: { ...a.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Please choose a picture to upload',
      code: Errors.validationFailed.code,
    });
    await expectNothingStored(a, before);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'no boundary anywhere'],
    [
      'a body cut short',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\n\r\nabc',
    ],
  ])('refuses broken multipart framing (%s) with 400', async (_name, contentType, payload) => {
    const a = await signUpPastIpLimit(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${api.uploadProfilePicture.path}`,
      headers: { ...a.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The upload is not valid multipart form data',
      code: Errors.validationFailed.code,
    });
  });
});

function textFieldOnly(): [Record<string, string>, Buffer] {
  const body = multipartBody([{ field: 'profile_picture', data: Buffer.from('hello') }]);
  return [{ 'content-type': body.contentType }, body.payload];
}
function otherFieldName(): [Record<string, string>, Buffer] {
  const body = multipartBody([
    { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') },
  ]);
  return [{ 'content-type': body.contentType }, body.payload];
}
function emptyFile(): [Record<string, string>, Buffer] {
  const body = multipartBody([
    { field: 'profile_picture', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) },
  ]);
  return [{ 'content-type': body.contentType }, body.payload];
}

describe('pictures: who may see a picture', () => {
  it('a friend may fetch it; a stranger, someone with only a pending request or an ex-friend gets 404', async () => {
    const owner = await signUpPastIpLimit(t);
    const friend = await signUpPastIpLimit(t);
    const stranger = await signUpPastIpLimit(t);
    const requester = await signUpPastIpLimit(t);
    await upload(owner, await twoTone(50, 50).png().toBuffer());
    await befriend(owner, friend);
    await t.app.inject({
      method: 'POST',
      url: `/api${api.addFriend.path}`,
      headers: requester.headers,
      payload: { email: owner.email },
    });

    const byFriend = await fetchPicture(friend, owner.user.user_id);
    expect(byFriend.statusCode).toBe(200);
    expect(byFriend.headers['content-type']).toBe('image/webp');

    const unknownUser = await fetchPicture(stranger, 'no-such-user');
    expect(unknownUser.statusCode).toBe(404);
    for (const viewer of [stranger, requester]) {
      const response = await fetchPicture(viewer, owner.user.user_id);
      expect(response.statusCode).toBe(404);
      // Indistinguishable from a user who does not exist.
      expect(response.json()).toEqual(unknownUser.json());
      expect(response.headers['content-type']).not.toBe('image/webp');
    }

    await t.app.inject({
      method: 'POST',
      url: `/api${api.removeFriend.path}`,
      headers: owner.headers,
      payload: { friend_id: friend.user.user_id },
    });
    expect((await fetchPicture(friend, owner.user.user_id)).statusCode).toBe(404);
  });

  it("a friend without a picture is 204, not the viewer's own picture", async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    await befriend(a, b);
    await upload(a, await twoTone(50, 50).png().toBuffer());
    expect((await fetchPicture(a, b.user.user_id)).statusCode).toBe(204);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['too long', 'x'.repeat(65)],
  ])('answers 400 when the Picture-User-ID header is %s', async (_name, value) => {
    const a = await signUpPastIpLimit(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${api.getUserPicture.path}`,
      headers: value === undefined ? a.headers : { ...a.headers, [PICTURE_USER_ID_HEADER]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
  });
});

describe('pictures: authentication', () => {
  it('both calls answer 401 without a token, with a wrong token and with a token of another user', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    await upload(b, await twoTone(50, 50).png().toBuffer());
    const before = await blobFiles();
    const png = await twoTone(50, 50).png().toBuffer();
    for (const headers of badAuthHeaders(a, b)) {
      const body = multipartBody([
        { field: 'profile_picture', filename: 'a.png', contentType: 'image/png', data: png },
      ]);
      const uploadResponse = await t.app.inject({
        method: 'POST',
        url: `/api${api.uploadProfilePicture.path}`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(uploadResponse.statusCode).toBe(401);
      expect(uploadResponse.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });

      const fetchResponse = await t.app.inject({
        method: 'GET',
        url: `/api${api.getUserPicture.path}`,
        headers: { ...headers, [PICTURE_USER_ID_HEADER]: b.user.user_id },
      });
      expect(fetchResponse.statusCode).toBe(401);
      expect(fetchResponse.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
    }
    expect(await pictureRow(a.user.user_id)).toBeUndefined();
    expect(await blobFiles()).toEqual(before);
  });
});
