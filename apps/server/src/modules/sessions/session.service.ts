import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { SessionRepository } from './session.repository';

/** Writing last_seen_at on every call would make each read a write; a minute's precision is plenty. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Bearer sessions. A token is 256 random bits, stored only as its SHA-256 hash. It dies after
 * `idleMs` without use or `maxMs` after sign-in, whichever comes first, and on logout,
 * password change or reset, and account deletion.
 */
export function createSessionService(deps: { sessions: SessionRepository; clock: Clock; config: Config }) {
  const { sessions, clock, config } = deps;

  async function findLive(token: string) {
    const session = await sessions.findByTokenHash(hashToken(token));
    if (!session) return undefined;
    const now = clock.now();
    if (
      now - session.last_seen_at > config.session.idleMs ||
      now - session.created_at > config.session.maxMs
    ) {
      await sessions.deleteById(session.id);
      return undefined;
    }
    return session;
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

    /** The session's user id when `token` is live (and belongs to `userId`, when given). */
    async authenticate(token: string, userId?: string): Promise<string | undefined> {
      const session = await findLive(token);
      if (!session || (userId !== undefined && session.user_id !== userId)) return undefined;
      const now = clock.now();
      if (now - session.last_seen_at > TOUCH_INTERVAL_MS) await sessions.touch(session.id, now);
      return session.user_id;
    },

    async revoke(token: string): Promise<boolean> {
      const result = await sessions.deleteByTokenHash(hashToken(token));
      return result.some((row) => Number(row.numDeletedRows) > 0);
    },

    revokeAllForUser(userId: string) {
      return sessions.deleteForUser(userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
