import { API_BASE, api, ConversationEvent, type Message, type MessagesResponse } from '@kaiwa/contract';
import type { AiEngine, CharacterReplyInput, TranslateInput } from '../../src/ai/ai-engine';
import type { TestApp } from '../support/test-app';

type Headers = Record<string, string>;

export const SCRIPTED_REPLY = 'いい天気ですね。げんきですか。';

/**
 * An AI engine with fixed outputs that records every call. `reply` and `translate` may be replaced per test
 * (to fail, or to write text above the learner's level).
 */
export function scriptedEngine(
  script: {
    reply?: (input: CharacterReplyInput, call: number) => string;
    translate?: (input: TranslateInput) => string;
  } = {},
) {
  const replyCalls: CharacterReplyInput[] = [];
  const translateCalls: TranslateInput[] = [];
  const engine: AiEngine = {
    label: 'Scripted engine',
    kind: 'provider',
    async characterReply(input) {
      replyCalls.push(input);
      return { reply: script.reply ? script.reply(input, replyCalls.length) : SCRIPTED_REPLY };
    },
    async translateMessage(input) {
      translateCalls.push(input);
      if (script.translate) return { translation: script.translate(input) };
      return { translation: input.to === 'English' ? `EN: ${input.text}` : 'こんにちは' };
    },
    async translateText() {
      throw new Error('not scripted');
    },
    async explainVocabulary() {
      throw new Error('not scripted');
    },
    async judgeUsage() {
      throw new Error('not scripted');
    },
  };
  return { engine, replyCalls, translateCalls };
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST',
  route: string,
  headers: Headers | undefined,
  data?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `${API_BASE}${route}`,
    headers,
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data ?? {} }),
  });
}

export async function befriend(
  t: TestApp,
  a: { headers: Headers; email: string },
  b: { headers: Headers; email: string },
) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const response = await call(t, 'POST', api.addFriend.path, from.headers, { email: to.email });
    if (response.statusCode !== 200) throw new Error(`addFriend failed: ${response.body}`);
  }
}

export async function startConversation(
  t: TestApp,
  headers: Headers,
  body: { character_ids?: string[]; user_ids?: string[] },
): Promise<string> {
  const response = await call(t, 'POST', api.startConversation.path, headers, body);
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
  return (response.json() as { conversation_id: string }).conversation_id;
}

export async function postMessage(
  t: TestApp,
  headers: Headers,
  conversationId: string,
  content: string,
  idempotencyKey?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.postMessage.path}`,
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    payload: { conversation_id: conversationId, content },
  });
}

export async function messagesOf(t: TestApp, headers: Headers, conversationId: string): Promise<Message[]> {
  const response = await call(t, 'GET', api.getMessages.path, headers, {
    conversation_id: conversationId,
  });
  if (response.statusCode !== 200) throw new Error(`getMessages failed: ${response.body}`);
  return (response.json() as MessagesResponse).messages;
}

export type EventStream = {
  response: Response;
  events: ConversationEvent[];
  /** The SSE id of each event of `events` (undefined for events sent without one). */
  ids: (number | undefined)[];
  /** Everything received so far, comments included. */
  text(): string;
  /** Resolves once `condition` holds, checked whenever data arrives (fails after 10 s). */
  waitFor(what: string, condition: () => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens a conversation's event stream with fetch, as the web client does, and collects its events. */
export async function openEventStream(
  baseUrl: string,
  headers: Headers,
  conversationId: string,
  lastEventId?: number,
): Promise<EventStream> {
  const controller = new AbortController();
  const url = `${baseUrl}${API_BASE}${api.conversationEvents.path}?conversation_id=${encodeURIComponent(conversationId)}`;
  const response = await fetch(url, {
    headers: lastEventId === undefined ? headers : { ...headers, 'last-event-id': String(lastEventId) },
    signal: controller.signal,
  });
  const events: ConversationEvent[] = [];
  const ids: (number | undefined)[] = [];
  let text = '';
  const changed = new Set<() => void>();
  const notify = () => {
    for (const listener of changed) listener();
  };
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += value;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          const id = lines.find((line) => line.startsWith('id: '));
          if (data) {
            events.push(ConversationEvent.parse(JSON.parse(data)));
            ids.push(id === undefined ? undefined : Number(id.slice('id: '.length)));
          }
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  })();
  return {
    response,
    events,
    ids,
    text: () => text,
    ended,
    close: () => controller.abort(),
    waitFor(what, condition) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          cleanUp();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`Timed out waiting for ${what}; received: ${text}`));
        }, 10_000);
        const cleanUp = () => {
          clearTimeout(timer);
          changed.delete(check);
        };
        changed.add(check);
        check();
      });
    },
  };
}
