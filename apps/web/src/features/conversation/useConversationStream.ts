import { api, ConversationEvent } from '@kaiwa/contract';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { readServerSentEvents } from './eventStream';

/**
 * Reconnection delays after the stream fails or closes: up to 1 s, doubling, at most 30 s, each a random time
 * up to itself ("full jitter"): the clients of a process that crashed come back spread over the first second,
 * not all at once, and after half of it on average.
 */
export const STREAM_RETRY_FIRST_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;

/** The server asks its clients to reconnect when it shuts down; spread over this, they do not all at once. */
export const RECONNECT_SPREAD_MS = 500;
const RECONNECT_EVENT = 'reconnect';

const streamRetryDelay = (failures: number) =>
  Math.min(STREAM_RETRY_FIRST_MS * 2 ** failures, STREAM_RETRY_MAX_MS) * Math.random();

type StreamHandlers = {
  onEvent: (event: ConversationEvent) => void;
  /** Called on every (re)connection: events sent while disconnected were missed. */
  onOpen: () => void;
};

function parseEvent(data: string): ConversationEvent | null {
  try {
    const parsed = ConversationEvent.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
    console.error('Ignoring an unexpected conversation event', parsed.error);
  } catch (error) {
    console.error('Ignoring a conversation event that is not JSON', error);
  }
  return null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows the conversation's event stream (fetch, not EventSource, which cannot send the session
 * headers). `live` is true while the stream is open; the page polls instead while it is not.
 * A failed or closed stream is reopened with a growing delay, at once when the server asks (it is shutting
 * down), and with Last-Event-ID, so that the server sends what was missed meanwhile.
 */
export function useConversationStream(conversationId: string, handlers: StreamHandlers): { live: boolean } {
  const [live, setLive] = useState(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;

    const follow = async () => {
      let failures = 0;
      let lastEventId: string | undefined;
      while (!signal.aborted) {
        let askedToReconnect = false;
        try {
          const response = await apiFetch(api.conversationEvents.path, {
            query: { conversation_id: conversationId },
            headers: {
              Accept: 'text/event-stream',
              ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
            },
            signal,
          });
          // The session is gone: the app is on its way to the login page.
          if (response.status === 401) return;
          if (!response.ok || !response.body) {
            throw new Error(`Conversation stream answered ${response.status}`);
          }
          failures = 0;
          setLive(true);
          handlersRef.current.onOpen();
          await readServerSentEvents(response.body, (data, fields) => {
            lastEventId = fields.lastEventId ?? lastEventId;
            if (fields.event === RECONNECT_EVENT) {
              askedToReconnect = true;
              return;
            }
            const event = parseEvent(data);
            if (event && !signal.aborted) handlersRef.current.onEvent(event);
          });
        } catch (error) {
          if (signal.aborted) return;
          console.error('Conversation stream failed', error);
        }
        setLive(false);
        if (askedToReconnect) {
          await wait(Math.random() * RECONNECT_SPREAD_MS, signal);
          continue;
        }
        await wait(streamRetryDelay(failures), signal);
        failures += 1;
      }
    };
    void follow();

    return () => {
      controller.abort();
      setLive(false);
    };
  }, [conversationId]);

  return { live };
}
