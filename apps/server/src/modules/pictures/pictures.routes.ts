import { PICTURE_USER_ID_HEADER, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '@kaiwa/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoutes } from '../../http/route';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';

const noFile = () => new AppError('validationFailed', 'Please choose a picture to upload');
const tooLarge = () =>
  new AppError(
    'payloadTooLarge',
    `Profile picture must be at most ${PROFILE_PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  );

/** Busboy reports broken multipart framing (no boundary, a body cut short) as plain errors: the client's fault. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) return error;
  return new AppError('validationFailed', 'The upload is not valid multipart form data');
}

/** The bytes of the `profile_picture` file part; the size limit is enforced while streaming. */
async function readPictureUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file().catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part || part.fieldname !== PROFILE_PICTURE_FIELD) {
    part?.file.resume();
    throw noFile();
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    throw error instanceof app.multipartErrors.RequestFileTooLargeError ? tooLarge() : asUploadError(error);
  }
  if (data.length === 0) throw noFile();
  return data;
}

export const picturesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { pictures } = services;
  registerRoutes(app, services.sessions, {
    uploadProfilePicture: async ({ userId, request }) => {
      await pictures.upload(userId, await readPictureUpload(app, request));
      return { success: true };
    },

    // 201: still being processed (the client retries); 204: no picture; 200: the image.
    getUserPicture: async ({ userId, headers, reply }) => {
      const picture = await pictures.lookup(userId, headers[PICTURE_USER_ID_HEADER]);
      if (!picture) throw new AppError('notFound', 'No picture found for that user');
      reply.header('cache-control', 'private, no-cache');
      if (picture.status === 'none') return reply.status(204).send();
      if (picture.status === 'processing') return reply.status(201).send();
      return reply
        .header('content-type', picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(picture.data);
    },
  });
};
