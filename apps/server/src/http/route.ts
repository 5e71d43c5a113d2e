import { type Api, api, type CallDefinition, type CallName } from '@kaiwa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import type { SessionService } from '../modules/sessions/sessions.service';
import { authenticate } from './authenticate';
import { parseInput } from './errors';

type Parsed<Schema> = Schema extends ZodType ? z.output<Schema> : undefined;

/** What a route's handler is given: the call's parsed input, and the caller for a session call. */
export type CallInput<Call extends CallDefinition> = {
  body: Parsed<Call['body']>;
  query: Parsed<Call['query']>;
  params: Parsed<Call['params']>;
  headers: Parsed<Call['headers']>;
  userId: Call['auth'] extends 'session' ? string : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

type PendingBody<Call extends CallDefinition> = Call['pending'] extends { body: infer Body }
  ? Body extends ZodType
    ? z.input<Body>
    : never
  : never;

/**
 * What a handler returns: the JSON answer the call's schema describes (or its 201 "not ready" body, after
 * `reply.status(201)`), or, for a call answering with bytes or a stream, the reply it sent them with.
 */
export type CallResult<Call extends CallDefinition> = Call['response'] extends ZodType
  ? z.input<Call['response']> | PendingBody<Call>
  : FastifyReply | undefined;

/** Handlers of calls of the table, by call name. */
export type Handlers = {
  [Name in CallName]?: (input: CallInput<Api[Name]>) => Promise<CallResult<Api[Name]>>;
};

/**
 * Registers routes from the contract's table, one per named handler: the call's method and path, the session
 * check for `session` calls (401 before anything else is looked at), and its params, query, headers and body
 * parsed with the call's schemas (400 with one message per field through the app's error handler) before the
 * handler runs. Handlers are given by name in one object so that TypeScript checks each answer against its
 * call's response schema (a generic `route(call, handler)` would widen `success: true` to boolean).
 */
export function registerRoutes(app: FastifyInstance, sessions: SessionService, handlers: Handlers): void {
  const checkSession = authenticate(sessions);
  const parse = (schema: ZodType | undefined, value: unknown) =>
    schema ? parseInput(schema, value) : undefined;
  for (const [name, handler] of Object.entries(handlers)) {
    const call: CallDefinition = api[name as CallName];
    const run = handler as (input: Record<keyof CallInput<CallDefinition>, unknown>) => Promise<unknown>;
    app.route({
      method: call.method,
      url: call.path,
      preHandler: call.auth === 'session' ? checkSession : undefined,
      handler: (request, reply) =>
        run({
          params: parse(call.params, request.params),
          query: parse(call.query, request.query),
          headers: parse(call.headers, request.headers),
          body: parse(call.body, request.body),
          userId: call.auth === 'session' ? request.userId : undefined,
          request,
          reply,
        }),
    });
  }
}
