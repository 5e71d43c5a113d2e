import { z } from 'zod';
import type { Notifier } from '../../realtime/notifier';
import { typedMessages } from '../../realtime/typed-messages';

/** A session ended: `session_id` names it, or is absent when every session of the user ended. */
const SessionEnded = z.object({ user_id: z.string(), session_id: z.string().optional() });
export type SessionEnded = z.infer<typeof SessionEnded>;

const CHANNEL = 'sessions:ended';

/**
 * "This session is over", told to every process of the installation, so each one can end what the session
 * still holds open there (event streams) instead of waiting for its next check.
 */
export function createSessionEvents(notifier: Notifier) {
  const messages = typedMessages(notifier, SessionEnded);
  return {
    ended: (ended: SessionEnded) => messages.publish(CHANNEL, ended),
    subscribe: (listener: (ended: SessionEnded) => void) => messages.subscribe(CHANNEL, listener),
  };
}
export type SessionEvents = ReturnType<typeof createSessionEvents>;
