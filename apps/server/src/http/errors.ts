import { type ErrorName, type ErrorResponse, Errors } from '@kaiwa/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import { AppError } from '../lib/app-error';

/** The API's error body for a registry error, with its default message unless another is given. */
export const errorBody = (name: ErrorName, message: string = Errors[name].message): ErrorResponse => ({
  success: false,
  error: message,
  code: Errors[name].code,
});

/** Framework errors (body too large, unsupported content type…) carry only a status: the registry names it. */
const FRAMEWORK_ERRORS: Partial<Record<number, ErrorName>> = {
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMedia',
  429: 'rateLimited',
};

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
    code: Errors.validationFailed.code,
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
  reply.status(status).send(errorBody('validationFailed', 'The address of this request is not valid'));
}

/**
 * PostgreSQL refuses text holding a NUL character, even in a lookup (SQLite just finds nothing). The contract
 * refuses control characters in free text and ids; this is the net for any value that still reaches a query
 * with one (an e-mail address, a session header), answered as the bad input it is.
 */
function isNulInDatabaseText(error: unknown): boolean {
  // 22021 character_not_in_repertoire ("invalid byte sequence … 0x00"), 22P05 untranslatable_character (\u0000 in JSON).
  return error instanceof Error && 'code' in error && (error.code === '22021' || error.code === '22P05');
}

/** One error handler for the whole API: every failure is `{success:false, error, code}`; 5xx text never leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(Errors[error.errorName].status).send(errorBody(error.errorName, error.message));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(zodErrorBody(error));
    }
    if (isNulInDatabaseText(error)) {
      return reply.status(400).send(errorBody('validationFailed', 'Text cannot contain control characters'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send(errorBody(FRAMEWORK_ERRORS[status] ?? 'validationFailed', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal'));
  });
}
