import { USER_ID_HEADER } from '@kaiwa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { SessionService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every authenticated route. */
    userId: string;
    /** The session the call was made with (set with `userId`). */
    sessionId: string;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * preHandler for authenticated routes: the bearer token must be live and belong to the user named in
 * X-User-Id. Anything else is 401, which the client treats as "signed out".
 */
export function authenticate(sessions: SessionService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claimedUserId = request.headers[USER_ID_HEADER];
    if (!token || typeof claimedUserId !== 'string' || !claimedUserId) throw new AppError('unauthorized');
    const session = await sessions.authenticate(token, claimedUserId);
    if (!session) throw new AppError('unauthorized');
    request.userId = session.userId;
    request.sessionId = session.id;
  };
}
