import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SessionsTable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { Notifier } from '../../realtime/notifier';
import { createSessionEvents, type SessionEnded } from './session-events';
import { createSessionRepository } from './sessions.repository';

/** Writing last_seen_at on every call would make each read a write; a minute's precision is plenty. */
const TOUCH_INTERVAL_MS = 60_000;

/** A live session: who it signs in, and its id (what an event stream holds on to, never the token). */
export type LiveSession = { id: string; userId: string };

/**
 * Bearer sessions. A token is 256 random bits, stored only as its SHA-256 hash. It dies after
 * `idleMs` without use or `maxMs` after sign-in, whichever comes first, and on logout,
 * password change or reset, and account deletion. Every ending is announced to all processes.
 */
export function createSessionService(deps: { db: Db; notifier: Notifier; clock: Clock; config: Config }) {
  const { clock, config } = deps;
  const sessions = createSessionRepository(deps.db);
  const events = createSessionEvents(deps.notifier);

  /** Milliseconds until the session expires if nobody uses it; negative once it has. */
  const lifeLeft = (session: SessionsTable) =>
    Math.min(session.last_seen_at + config.session.idleMs, session.created_at + config.session.maxMs) -
    clock.now();

  /** The session when it is still live; an expired one is deleted (and its ending announced). */
  async function live(session: SessionsTable | undefined) {
    if (!session) return undefined;
    const left = lifeLeft(session);
    if (left < 0) {
      await sessions.deleteById(session.id);
      await events.ended({ user_id: session.user_id, session_id: session.id });
      return undefined;
    }
    return { session, left };
  }

  return {
    /** Starts a session and returns its token: shown once to the client, never stored in clear. */
    async start(userId: string): Promise<string> {
      const token = newSecretToken();
      await sessions.insert({
        id: newId(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: clock.now(),
      });
      return token;
    },

    /** The session when `token` is live (and belongs to `userId`, when given). Counts as a use. */
    async authenticate(token: string, userId?: string): Promise<LiveSession | undefined> {
      const found = await live(await sessions.findByTokenHash(hashToken(token)));
      if (!found || (userId !== undefined && found.session.user_id !== userId)) return undefined;
      const { session } = found;
      const now = clock.now();
      // The caller does not wait for this write: a burst of requests, such as every stream of a crashed process
      // reconnecting at once, would otherwise queue behind it. A write that fails is made by the next use.
      if (now - session.last_seen_at > TOUCH_INTERVAL_MS) sessions.touch(session.id, now).catch(() => {});
      return { id: session.id, userId: session.user_id };
    },

    /**
     * How long the session has left if nobody uses it (ms), or undefined when it is over. Not a use: an open
     * event stream asking keeps nothing alive.
     */
    async lifeLeft(sessionId: string): Promise<number | undefined> {
      return (await live(await sessions.findById(sessionId)))?.left;
    },

    /** Ends the session of `token`; false when there was none. */
    async revoke(token: string): Promise<boolean> {
      const ended = await sessions.deleteByTokenHash(hashToken(token));
      if (!ended) return false;
      await events.ended({ user_id: ended.user_id, session_id: ended.id });
      return true;
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await sessions.deleteForUser(userId);
      await events.ended({ user_id: userId });
    },

    /** Resolves once every use recorded so far is written (a process stopping waits for it). */
    usesWritten: () => sessions.touchesWritten(),

    /** Calls `listener` whenever a session ends in any process; returns the unsubscribe function. */
    onEnded(listener: (ended: SessionEnded) => void): () => void {
      return events.subscribe(listener);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
