import type { ConversationEvent, Message } from '@kaiwa/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { newId } from '../../lib/ids';
import type { Metrics } from '../../metrics';
import type { SessionService } from '../sessions/sessions.service';
import type { ConversationEvents, StreamSignal } from './conversation-events';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** Open streams one user may hold across all processes; opening one more closes their oldest. */
export const MAX_STREAMS_PER_USER = 10;
/**
 * A session expiring before the next heartbeat is checked again when it expires, but never more often than
 * this (a clock standing still in tests would otherwise make that a busy loop).
 */
const EXPIRY_RECHECK_MIN_MS = 250;
/** How soon a client told to reconnect (the process is shutting down) should do so. */
export const RECONNECT_RETRY_MS = 500;
/** The SSE event that asks clients to reconnect at once, to another process. */
export const RECONNECT_EVENT = 'reconnect';

export type StreamSource = {
  events: Pick<
    ConversationEvents,
    'subscribe' | 'eventsAfter' | 'latestEventId' | 'announceStream' | 'subscribeStreams'
  >;
  sessions: Pick<SessionService, 'lifeLeft' | 'onEnded'>;
  messageOf(conversationId: string, messageId: string): Promise<Message | undefined>;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'streamOpened' | 'streamClosed'>;
};

type OpenStream = { userId: string; sessionId: string; end(): void; askToReconnect(): void };

/**
 * Server-Sent Events of conversations. Each stream listens to the notifier, so it hears what any process
 * publishes, and reads each announced message from the database. Events are written in the order they were
 * announced.
 *
 * A stream lives only as long as the session that opened it: it ends as soon as any process announces the
 * session's end (logout, password reset, account deletion, expiry found by a request), when its own check
 * at every heartbeat finds the session gone, and when the session expires while the stream is open.
 *
 * At most MAX_STREAMS_PER_USER streams per user, counted across processes: every process announces the
 * streams it opens and closes, and every process keeps, per user, the announced open streams in the order
 * the notifier delivered the announcements (the same order everywhere), trimmed to the newest
 * MAX_STREAMS_PER_USER. A process ends its own streams that fall off the front. It knows every stream opened
 * after its own (it was listening by then), so that decision is exact; and a stream left behind by a crashed
 * process falls off the front like any other.
 *
 * Each message event carries the conversation's event number as its SSE id. A client that reconnects with
 * Last-Event-ID is first sent the messages changed since (each once, as it is now), then the live events,
 * without those the catching up already covered: it misses nothing, whichever process it reconnects to.
 *
 * `closeAll` tells every client of this process to reconnect, then ends their streams (the server is shutting
 * down, and the clients reconnect through the load balancer to another process).
 */
export function createConversationStreams(source: StreamSource) {
  const { events, sessions, log } = source;
  const open = new Map<string, OpenStream>();
  /** Per user: ids of open streams in any process, oldest first, never more than MAX_STREAMS_PER_USER. */
  const announced = new Map<string, string[]>();
  /** Set by `closeAll`: a stream whose request was already past authentication is sent away at once. */
  let closing = false;

  // The notifier sends publishes in the order they were made, so "closed" never overtakes the "opened" of the
  // same stream; announcements made together (a crashed process's clients all reconnecting here) share one
  // notification instead of one round trip each. The last one settles after every earlier one.
  let announcing = Promise.resolve();
  const announce = (signal: StreamSignal) => {
    announcing = events
      .announceStream(signal)
      .catch((error: unknown) => log.warn({ err: error }, 'event stream announcement lost'));
  };

  const stopFollowingStreams = events.subscribeStreams((signal) => {
    const streams = announced.get(signal.user_id) ?? [];
    if (signal.type === 'opened') streams.push(signal.stream_id);
    else {
      const index = streams.indexOf(signal.stream_id);
      if (index >= 0) streams.splice(index, 1);
    }
    const pushedOut = streams.splice(0, Math.max(0, streams.length - MAX_STREAMS_PER_USER));
    if (streams.length > 0) announced.set(signal.user_id, streams);
    else announced.delete(signal.user_id);
    for (const id of pushedOut) open.get(id)?.end();
  });

  const stopFollowingSessions = sessions.onEnded((ended) => {
    for (const stream of open.values()) {
      if (stream.userId !== ended.user_id) continue;
      if (ended.session_id === undefined || ended.session_id === stream.sessionId) stream.end();
    }
  });

  return {
    /** Serves the stream of `conversationId` to the caller, whose session `authenticate` has checked. */
    serve(
      request: FastifyRequest,
      reply: FastifyReply,
      conversationId: string,
      lastEventId: number | undefined,
    ): void {
      const { userId, sessionId } = request;
      reply.hijack();
      const response = reply.raw;
      /** The first write sends the headers: the client takes them as "connected" and reloads the conversation. */
      const write = (text: string) => {
        if (response.destroyed || response.writableEnded) return;
        if (!response.headersSent) {
          response.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            // Once shutting down, the connection must not be kept for another request: the server waits for it.
            connection: closing ? 'close' : 'keep-alive',
            // Stops nginx from buffering the stream.
            'x-accel-buffering': 'no',
          });
        }
        response.write(text);
      };
      const askToReconnect = () =>
        write(`retry: ${RECONNECT_RETRY_MS}\nevent: ${RECONNECT_EVENT}\ndata: \n\n`);
      if (closing) {
        // Opened after `closeAll` ran, it would be kept open and the server would never finish closing.
        askToReconnect();
        response.end();
        return;
      }
      const send = (event: ConversationEvent, id?: number) =>
        write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);

      /** Every event up to this number has been sent, or was known to the client (Last-Event-ID). */
      let sentUpTo = lastEventId ?? 0;
      const sendMessage = async (eventId: number, messageId: string) => {
        const message = await source.messageOf(conversationId, messageId);
        if (message) send({ type: 'message', message }, eventId);
      };
      /** Sends the messages changed after `sentUpTo`, each once as it is now, in the order of their last change. */
      const catchUp = async () => {
        const missed = await events.eventsAfter(conversationId, sentUpTo);
        const lastChange = new Map(missed.map((event) => [event.message_id, event.event_id]));
        for (const [messageId, eventId] of [...lastChange].sort((a, b) => a[1] - b[1])) {
          await sendMessage(eventId, messageId);
        }
        sentUpTo = Math.max(sentUpTo, ...missed.map((event) => event.event_id));
      };
      /**
       * Announcements from different processes may arrive out of their numbers' order (event 6 before 5), and
       * some may be lost (the notification connection reconnecting); an event's number is only taken once every
       * lower one is committed. So the next number is sent as announced, and a gap is filled from the database.
       */
      const messageChanged = async (eventId: number, messageId: string) => {
        if (eventId <= sentUpTo) return;
        if (eventId > sentUpTo + 1) return catchUp();
        await sendMessage(eventId, messageId);
        sentUpTo = eventId;
      };
      const logLost = (error: unknown) => request.log.warn({ err: error }, 'conversation event lost');

      let unsubscribe = () => {};
      /** Live events wait for the catch-up, and each for the one before. */
      let pending = Promise.resolve();
      /**
       * A new stream starts after the conversation's latest event, read before subscribing: the catch-up sends
       * what came between, and the client, which reloads the conversation once the stream is connected (its
       * first bytes, written last), has everything before. A reconnecting stream starts after Last-Event-ID.
       */
      const follow = async () => {
        if (lastEventId === undefined) sentUpTo = await events.latestEventId(conversationId);
        if (!open.has(id)) return;
        // Subscribed before catching up, so that no event falls between the two.
        unsubscribe = events.subscribe(conversationId, (signal) => {
          pending = pending
            .then(() =>
              signal.type === 'typing'
                ? send({ type: 'typing', sender_id: signal.sender_id, typing: signal.typing })
                : messageChanged(signal.event_id, signal.message_id),
            )
            .catch(logLost);
        });
        write(': connected\n\n');
        pending = catchUp().catch(logLost);
      };

      let expiryCheck: NodeJS.Timeout | undefined;
      /** Ends the stream unless its session is still live; looks again when that ends before the next heartbeat. */
      const checkSession = async () => {
        let left: number | undefined;
        try {
          left = await sessions.lifeLeft(sessionId);
        } catch (error) {
          // A stream whose session cannot be checked is not kept: the client reconnects or polls.
          request.log.warn({ err: error }, 'could not check the session of an event stream');
        }
        if (left === undefined) return end();
        clearTimeout(expiryCheck);
        if (left < HEARTBEAT_MS) {
          expiryCheck = setTimeout(() => void checkSession(), Math.max(left + 1, EXPIRY_RECHECK_MIN_MS));
        }
      };
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        void checkSession();
      }, HEARTBEAT_MS);

      const id = newId();
      const end = () => {
        if (!open.delete(id)) return;
        source.metrics.streamClosed();
        clearInterval(heartbeat);
        clearTimeout(expiryCheck);
        unsubscribe();
        if (!response.writableEnded) response.end();
        announce({ type: 'closed', stream_id: id, user_id: userId });
      };
      open.set(id, { userId, sessionId, end, askToReconnect });
      source.metrics.streamOpened();
      announce({ type: 'opened', stream_id: id, user_id: userId });
      // The client went away (or the stream was ended here).
      response.on('close', end);
      void follow().catch((error: unknown) => {
        logLost(error);
        end();
      });
      // The session may have ended between the request's authentication and the subscriptions above.
      void checkSession();
    },

    /**
     * Asks every client of this process to reconnect, ends their streams and stops listening; resolves once
     * their ends are announced.
     */
    async closeAll(): Promise<void> {
      closing = true;
      for (const stream of [...open.values()]) {
        stream.askToReconnect();
        stream.end();
      }
      stopFollowingStreams();
      stopFollowingSessions();
      await announcing;
    },
  };
}
