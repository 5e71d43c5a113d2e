import { ErrorCode, type ErrorResponse } from '@kaiwa/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';

/** A failure the caller can act on: its status, stable code and readable message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError(401, ErrorCode.unauthorized, 'Please sign in again');
export const notFound = (what = 'Not found') => new AppError(404, ErrorCode.notFound, what);

/** Parses untrusted input; a failure becomes a 400 with one message per field. */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw result.error;
  return result.data;
}

function zodErrorBody(error: ZodError): ErrorResponse {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  return {
    success: false,
    error: first ? first.message : 'Invalid request',
    code: ErrorCode.validationFailed,
    fields,
  };
}

/**
 * Fastify answers a path it cannot route (bad percent-encoding, an over-long path parameter) before any error
 * handler runs; this gives those answers the API's one error body too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({
    success: false,
    error: 'The address of this request is not valid',
    code: ErrorCode.validationFailed,
  } satisfies ErrorResponse);
}

/**
 * PostgreSQL refuses text holding a NUL character, even in a lookup (SQLite just finds nothing). Free text is
 * refused earlier by the contract; this covers ids and any other value that reaches a query with one.
 */
function isNulInDatabaseText(error: unknown): boolean {
  // 22021 character_not_in_repertoire ("invalid byte sequence … 0x00"), 22P05 untranslatable_character (\u0000 in JSON).
  return error instanceof Error && 'code' in error && (error.code === '22021' || error.code === '22P05');
}

/** One error handler for the whole API: every failure is `{success:false, error, code}`; 5xx text never leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, error: error.message, code: error.code } satisfies ErrorResponse);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(zodErrorBody(error));
    }
    if (isNulInDatabaseText(error)) {
      return reply.status(400).send({
        success: false,
        error: 'Text cannot contain control characters',
        code: ErrorCode.validationFailed,
      } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code =
        status === 413
          ? ErrorCode.payloadTooLarge
          : status === 415
            ? ErrorCode.unsupportedMedia
            : status === 429
              ? ErrorCode.rateLimited
              : status === 404
                ? ErrorCode.notFound
                : ErrorCode.validationFailed;
      return reply
        .status(status)
        .send({ success: false, error: error.message, code } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      code: ErrorCode.internal,
    } satisfies ErrorResponse);
  });
}
