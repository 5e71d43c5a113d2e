/**
 * A simulated learner's side of the API, behaving as the web client does where it matters when processes go
 * down: a conversation's event stream is followed and reopened with Last-Event-ID (at once, spread, when the
 * server asks; after a second when it failed), and a post is sent again with the same Idempotency-Key until
 * acknowledged. Shared by the multi-process fault test and the load benchmark (`bench/load.ts`).
 */
import {
  API_BASE,
  api,
  type CallDefinition,
  ConversationEvent,
  IDEMPOTENCY_KEY_HEADER,
  type Message,
} from '@kaiwa/contract';
import { UPSTREAM_HEADER } from './round-robin-proxy';

/** As the web client: at once (spread) when asked, within 1 s (spread over all of it) when the stream failed. */
export const RECONNECT_SPREAD_MS = 500;
export const RETRY_AFTER_FAILURE_MS = 1_000;
/** A post is sent again this long after a 5xx or a network error. */
const POST_RETRY_AFTER_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API call through `baseUrl`; a GET's body becomes its query. Network errors and timeouts reject. */
export async function send<T>(
  baseUrl: string,
  { method, path: route }: CallDefinition,
  headers: Record<string, string>,
  body?: object,
  timeoutMs = 15_000,
): Promise<{ status: number; body: T }> {
  const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const response = await fetch(`${baseUrl}${API_BASE}${route}${query}`, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as T };
  } catch {
    // Not JSON: the proxy's own 502, say. Kept as text so that a failure says what answered.
    return { status: response.status, body: text as T };
  }
}

/** The text of a failed call, with the cause fetch hides behind "fetch failed". */
export const failureText = (error: unknown) => {
  const { message, cause } = error as Error & { cause?: Error };
  return cause?.message ? `${message} (${cause.message})` : message;
};

/**
 * Posts `content` until acknowledged, every attempt with the one Idempotency-Key `key`, retrying after a 5xx or
 * a network error. Rejects on a 4xx, or when not acknowledged within `withinMs`. `retries` counts the attempts
 * after the first; `ms` is the acknowledged attempt's own latency.
 */
export async function postUntilAcknowledged(
  baseUrl: string,
  headers: Record<string, string>,
  conversationId: string,
  content: string,
  key: string,
  { withinMs = 20_000, timeoutMs = 15_000 } = {},
): Promise<{ message: Message; retries: number; ms: number }> {
  let lastFailure = 'no attempt';
  for (let retries = 0, deadline = Date.now() + withinMs; Date.now() < deadline; retries += 1) {
    const started = performance.now();
    const answer = await send<{ message: Message }>(
      baseUrl,
      api.postMessage,
      { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
      { conversation_id: conversationId, content },
      timeoutMs,
    ).catch((error: unknown) => {
      lastFailure = failureText(error);
      return undefined;
    });
    if (answer?.status === 200)
      return { message: answer.body.message, retries, ms: performance.now() - started };
    if (answer) {
      lastFailure = `post answered ${answer.status}: ${JSON.stringify(answer.body)}`;
      if (answer.status < 500) throw new Error(lastFailure);
    }
    await sleep(POST_RETRY_AFTER_MS);
  }
  throw new Error(`not acknowledged within ${withinMs} ms, last: ${lastFailure}`);
}

/** A conversation's event stream followed as the web client does: reconnecting, with Last-Event-ID. */
export type FollowedStream = {
  /** The last version of each message received. */
  messages: Map<string, Message>;
  /** The process the current connection is on (as the proxy names it), if connected. */
  upstream(): string | undefined;
  /** When each connection was opened (Date.now()). */
  connectedAt: number[];
  /** Closes the stream; resolves once it is closed. */
  stop(): Promise<void>;
};

/** Follows a stream through the proxy at `baseUrl`; `onMessage` hears each message event as it arrives. */
export function followStream(
  baseUrl: string,
  headers: Record<string, string>,
  conversationId: string,
  onMessage?: (message: Message) => void,
): FollowedStream {
  const messages = new Map<string, Message>();
  const connectedAt: number[] = [];
  const controller = new AbortController();
  let upstream: string | undefined;
  // The first connection asks for every kept event, as if it had seen none: it stands in for the web client's
  // reload of the conversation when its stream opens (a new stream starts after the latest event), so that
  // messages stored before it connected (the greeting) are known too.
  let lastEventId = '0';
  const url = `${baseUrl}${API_BASE}${api.conversationEvents.path}?conversation_id=${conversationId}`;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const follow = async () => {
    while (!controller.signal.aborted) {
      let asked = false;
      try {
        const response = await fetch(url, {
          headers: { ...headers, 'last-event-id': lastEventId },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        upstream = response.headers.get(UPSTREAM_HEADER) ?? undefined;
        connectedAt.push(Date.now());
        let buffer = '';
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
            lastEventId = field('id') ?? lastEventId;
            if (field('event') === 'reconnect') asked = true;
            const data = field('data');
            if (!data) continue;
            const event = ConversationEvent.parse(JSON.parse(data));
            if (event.type !== 'message') continue;
            messages.set(event.message.message_id, event.message);
            onMessage?.(event.message);
          }
        }
      } catch {
        // Cut off, refused or aborted: reconnect below unless stopped.
      }
      upstream = undefined;
      await wait(asked ? Math.random() * RECONNECT_SPREAD_MS : RETRY_AFTER_FAILURE_MS * Math.random());
    }
  };
  const following = follow();
  return {
    messages,
    upstream: () => upstream,
    connectedAt,
    stop: () => {
      controller.abort();
      return following;
    },
  };
}
