// Conversation latencies against the built server (SQLite, one process, offline engine, in-process worker):
// post → character reply visible (over the event stream), and post → delivery to a second participant over
// Server-Sent Events vs over 1 s polling of getMessages (the spec's client rule). Prints figures; asserts nothing.

import {
  API_BASE,
  ConversationEvent,
  api as calls,
  type LoginResponse,
  type Message,
  type MessagesResponse,
  type StartConversationResponse,
} from '@kaiwa/contract';
import { percentile, postJson, startBuiltServer } from './support';

const POSTS = Number(process.env.BENCH_POSTS ?? 50);
const POLL_INTERVAL_MS = 1000;

type Session = { headers: Record<string, string> };

const row = (name: string, values: number[]) =>
  `${name.padEnd(44)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99)
    .toFixed(1)
    .padStart(7)} ms   (n=${values.length})`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows a conversation's event stream and calls `onEvent` with the time each event arrived. */
async function follow(
  baseUrl: string,
  session: Session,
  conversationId: string,
  onEvent: (event: ConversationEvent, at: number) => void,
) {
  const controller = new AbortController();
  const response = await fetch(
    `${baseUrl}${API_BASE}${calls.conversationEvents.path}?conversation_id=${conversationId}`,
    { headers: session.headers, signal: controller.signal },
  );
  if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data)
            onEvent(ConversationEvent.parse(JSON.parse(data.slice('data: '.length))), performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

async function main() {
  const server = await startBuiltServer({ AI_JOBS_PER_MINUTE: '100000' });
  const api = `${server.baseUrl}${API_BASE}`;
  try {
    const signUp = async (name: string): Promise<Session & { email: string }> => {
      const email = `${name}@example.com`;
      const { user } = await postJson<LoginResponse>(`${api}${calls.registerNative.path}`, {
        email,
        alias: name,
        password: 'a long bench password',
      });
      return { email, headers: { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id } };
    };
    const a = await signUp('alice');
    const b = await signUp('bob');
    await postJson(`${api}${calls.addFriend.path}`, { email: b.email }, a.headers);
    await postJson(`${api}${calls.addFriend.path}`, { email: a.email }, b.headers);
    const post = (session: Session, conversationId: string, content: string) =>
      postJson<{ message: Message }>(
        `${api}${calls.postMessage.path}`,
        { conversation_id: conversationId, content },
        session.headers,
      );

    // 1. Post → the character's reply visible to the learner.
    const { conversation_id: withTutor } = await postJson<StartConversationResponse>(
      `${api}${calls.startConversation.path}`,
      { character_ids: ['tanaka'] },
      a.headers,
    );
    let replyArrived: ((at: number) => void) | undefined;
    const stopTutorStream = await follow(server.baseUrl, a, withTutor, (event, at) => {
      if (
        event.type === 'message' &&
        event.message.role === 'assistant' &&
        event.message.enhancement_status === 'pending'
      ) {
        replyArrived?.(at);
      }
    });
    const replyLatencies: number[] = [];
    const postLatencies: number[] = [];
    // The first post loads the tokenizer's dictionary: not measured.
    for (let i = -1; i < POSTS; i += 1) {
      const arrived = new Promise<number>((resolve) => {
        replyArrived = resolve;
      });
      const started = performance.now();
      await post(a, withTutor, `わたしはまいにちにほんごをべんきょうします。${i}`);
      const answered = performance.now();
      const replied = await arrived;
      if (i < 0) continue;
      postLatencies.push(answered - started);
      replyLatencies.push(replied - started);
    }
    stopTutorStream();

    // 2. Post by A → delivery to B, over the event stream and over 1 s polling, for the same posts.
    const { conversation_id: withFriend } = await postJson<StartConversationResponse>(
      `${api}${calls.startConversation.path}`,
      { user_ids: [a.headers['x-user-id'], b.headers['x-user-id']] },
      a.headers,
    );
    const postedAt = new Map<string, number>();
    const viaStream = new Map<string, number>();
    const viaPolling = new Map<string, number>();
    const stopFriendStream = await follow(server.baseUrl, b, withFriend, (event, at) => {
      if (event.type === 'message' && !viaStream.has(event.message.content))
        viaStream.set(event.message.content, at);
    });
    let polling = true;
    const poller = (async () => {
      await sleep(Math.random() * POLL_INTERVAL_MS);
      while (polling) {
        const next = performance.now() + POLL_INTERVAL_MS;
        const response = await fetch(`${api}${calls.getMessages.path}?conversation_id=${withFriend}`, {
          headers: b.headers,
        });
        const at = performance.now();
        for (const message of ((await response.json()) as MessagesResponse).messages) {
          if (!viaPolling.has(message.content)) viaPolling.set(message.content, at);
        }
        await sleep(Math.max(0, next - performance.now()));
      }
    })();
    for (let i = 0; i < POSTS; i += 1) {
      const content = `こんにちは ${i}`;
      postedAt.set(content, performance.now());
      await post(a, withFriend, content);
      await sleep(200 + Math.random() * 1000);
    }
    while (viaPolling.size < POSTS || viaStream.size < POSTS) await sleep(100);
    polling = false;
    await poller;
    stopFriendStream();

    const delays = (received: Map<string, number>) =>
      [...postedAt].map(([content, at]) => received.get(content)! - at);
    console.log(`\nConversation benchmark (${POSTS} posts each, built server on SQLite, offline engine)`);
    console.log(row('POST postMessage round trip', postLatencies));
    console.log(row('post → character reply visible (stream)', replyLatencies));
    console.log(row('post → second user, Server-Sent Events', delays(viaStream)));
    console.log(row(`post → second user, polling every ${POLL_INTERVAL_MS} ms`, delays(viaPolling)));
  } finally {
    await server.stop();
  }
}

await main();
