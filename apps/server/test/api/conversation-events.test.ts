import type { AddressInfo } from 'node:net';
import { api, type ConversationEvent, type Message } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConversationEvents } from '../../src/modules/conversations/conversation-events';
import { HEARTBEAT_MS } from '../../src/modules/conversations/conversation-stream';
import { createTestApp, signUp, type TestApp } from '../support/test-app';
import {
  befriend,
  type EventStream,
  messagesOf,
  openEventStream,
  postMessage,
  SCRIPTED_REPLY,
  scriptedEngine,
  startConversation,
} from './conversation-helpers';

const messageEvents = (events: ConversationEvent[]) =>
  events.flatMap((event) => (event.type === 'message' ? [event.message] : []));

describe('conversation event stream (Server-Sent Events)', () => {
  let t: TestApp;
  let baseUrl: string;
  const streams: EventStream[] = [];

  beforeEach(async () => {
    t = await createTestApp({ ai: scriptedEngine().engine });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const stream of streams.splice(0)) stream.close();
    await t.close();
  });

  const open = async (headers: Record<string, string>, conversationId: string, lastEventId?: number) => {
    const stream = await openEventStream(baseUrl, headers, conversationId, lastEventId);
    streams.push(stream);
    return stream;
  };

  it('delivers a friend’s new message, the character typing, its reply and the enhancements', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const id = await startConversation(t, a.headers, {
      character_ids: ['tanaka'],
      user_ids: [a.user.user_id, b.user.user_id],
    });
    const stream = await open(b.headers, id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');

    const posted = (await postMessage(t, a.headers, id, 'こんにちは、Bさん。')).json().message as Message;
    await stream.waitFor('the posted message', () => messageEvents(stream.events).length > 0);
    expect(stream.events[0]).toEqual({ type: 'message', message: posted });

    await t.worker.runUntilIdle();
    await stream.waitFor('the enhanced reply', () =>
      messageEvents(stream.events).some(
        (m) => m.sender_id === 'tanaka' && m.enhancement_status === 'completed',
      ),
    );
    await stream.waitFor('the enhanced post', () =>
      messageEvents(stream.events).some(
        (m) => m.message_id === posted.message_id && m.enhancement_status === 'completed',
      ),
    );
    const typing = stream.events.filter((event) => event.type === 'typing');
    expect(typing).toEqual([
      { type: 'typing', sender_id: 'tanaka', typing: true },
      { type: 'typing', sender_id: 'tanaka', typing: false },
    ]);
    // Typing starts before the reply arrives and ends before it.
    const order = stream.events.map((event) =>
      event.type === 'typing'
        ? `typing:${event.typing}`
        : `${event.message.sender_id}:${event.message.enhancement_status}`,
    );
    expect(order.indexOf('typing:true')).toBeLessThan(order.indexOf('tanaka:pending'));
    expect(order.indexOf('typing:false')).toBeLessThan(order.indexOf('tanaka:pending'));
    const reply = messageEvents(stream.events).find(
      (m) => m.sender_id === 'tanaka' && m.enhancement_status === 'completed',
    );
    expect(reply).toEqual((await messagesOf(t, b.headers, id)).find((m) => m.sender_id === 'tanaka'));
    expect(reply?.content).toBe(SCRIPTED_REPLY);
  });

  it('sends only the subscribed conversation’s events', async () => {
    const { headers } = await signUp(t);
    const watched = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const other = await startConversation(t, headers, { character_ids: ['yui'] });
    const stream = await open(headers, watched);
    await postMessage(t, headers, other, 'べつのかいわ');
    await postMessage(t, headers, watched, 'このかいわ');
    await stream.waitFor('the watched conversation’s message', () => messageEvents(stream.events).length > 0);
    expect(messageEvents(stream.events).map((m) => m.content)).toEqual(['このかいわ']);
  });

  it('refuses non-participants (404) and requests without a session (401)', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await startConversation(t, owner.headers, { character_ids: ['tanaka'] });
    const refused = await open(stranger.headers, id);
    expect(refused.response.status).toBe(404);
    expect(await refused.response.json()).toMatchObject({ success: false, code: 'not_found' });
    expect((await open({}, id)).response.status).toBe(401);
  });

  it('sends a heartbeat comment every 15 seconds', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await open(headers, id);
    await stream.waitFor('the opening comment', () => stream.text().length > 0);
    expect(stream.text()).not.toContain(': heartbeat');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await stream.waitFor('a heartbeat', () => stream.text().includes(': heartbeat\n\n'));
  });

  it('stops listening to the conversation when the client goes away', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    let listening = 0;
    const subscribe = t.notifier.subscribe.bind(t.notifier);
    vi.spyOn(t.notifier, 'subscribe').mockImplementation((channel, listener) => {
      const unsubscribe = subscribe(channel, listener);
      if (channel !== `conversation:${id}`) return unsubscribe;
      listening += 1;
      return () => {
        listening -= 1;
        unsubscribe();
      };
    });
    const stream = await open(headers, id);
    await stream.waitFor('the opening comment', () => stream.text().length > 0);
    expect(listening).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(listening).toBe(0));
  });

  it('asks its clients to reconnect, then ends their streams, when the server shuts down', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const stream = await open(headers, id);
    await stream.waitFor('the opening comment', () => stream.text().length > 0);
    await t.app.close();
    await stream.ended;
    expect(stream.text()).toMatch(/\nretry: \d+\nevent: reconnect\ndata: \n\n$/);
  });

  it('sends away a stream whose request was still being checked when the shutdown began, and closes', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    // The request is past authentication, its participant check still running, when the server starts closing.
    let checked!: () => void;
    const check = t.services.conversations.assertParticipant.bind(t.services.conversations);
    vi.spyOn(t.services.conversations, 'assertParticipant').mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => {
        checked = resolve;
      });
      return check(...args);
    });
    const opening = open(headers, id);
    await vi.waitFor(() => expect(checked).toBeTypeOf('function'));
    const closed = t.app.close();
    // Stopped listening: the streams open until then were already sent away.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    checked();
    const stream = await opening;
    await stream.ended;
    expect(stream.text()).toMatch(/^retry: \d+\nevent: reconnect\ndata: \n\n$/);
    await closed;
  });

  it('numbers message events and sends a reconnecting client what it missed after Last-Event-ID', async () => {
    const a = await signUp(t);
    const id = await startConversation(t, a.headers, { character_ids: ['tanaka'] });
    const first = await open(a.headers, id);
    await postMessage(t, a.headers, id, 'ひとつめ');
    await first.waitFor('the first post', () => messageEvents(first.events).length === 1);
    const seen = first.ids[0]!;
    expect(seen).toBeGreaterThan(0);
    first.close();

    // While the client is away: a second post, the reply and both enhancements.
    const second = (await postMessage(t, a.headers, id, 'ふたつめ')).json().message as Message;
    await t.worker.runUntilIdle();
    const now = await messagesOf(t, a.headers, id);
    expect(now.every((m) => m.enhancement_status === 'completed')).toBe(true);

    const again = await open(a.headers, id, seen);
    await again.waitFor('what was missed', () => messageEvents(again.events).length === now.length);
    // Each changed message once, as it is now, in the order of its last change, with rising ids.
    expect(
      messageEvents(again.events)
        .map((m) => m.message_id)
        .sort(),
    ).toEqual(now.map((m) => m.message_id).sort());
    expect(messageEvents(again.events)).toEqual(expect.arrayContaining(now));
    expect(again.ids).toEqual([...again.ids].sort((x, y) => x! - y!));
    expect(again.ids[0]).toBeGreaterThan(seen);
    expect(messageEvents(again.events).some((m) => m.message_id === second.message_id)).toBe(true);

    // Live events follow, numbered after the caught-up ones; a client that saw everything gets nothing again.
    const upToDate = await open(a.headers, id, again.ids.at(-1)!);
    await postMessage(t, a.headers, id, 'みっつめ');
    await again.waitFor('the live post', () => messageEvents(again.events).length === now.length + 1);
    expect(again.ids.at(-1)).toBeGreaterThan(again.ids.at(-2)!);
    await upToDate.waitFor('the live post', () => messageEvents(upToDate.events).length > 0);
    expect(messageEvents(upToDate.events).map((m) => m.content)).toEqual(['みっつめ']);
  });

  it('sends every event when announcements arrive out of order or are lost', async () => {
    const a = await signUp(t);
    const id = await startConversation(t, a.headers, { character_ids: ['tanaka'] });
    const stream = await open(a.headers, id);
    await stream.waitFor('the opening comment', () => stream.text().length > 0);
    const first = (await postMessage(t, a.headers, id, 'ひとつめ')).json().message as Message;
    const second = (await postMessage(t, a.headers, id, 'ふたつめ')).json().message as Message;
    await stream.waitFor('both posts', () => messageEvents(stream.events).length === 2);

    // Two processes announce numbers n + 1 and n + 2: the second announcement arrives first.
    const publish = t.notifier.publish.bind(t.notifier);
    let firstNumbered!: () => void;
    const numbered = new Promise<void>((resolve) => {
      firstNumbered = resolve;
    });
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    vi.spyOn(t.notifier, 'publish').mockImplementationOnce(async (channel, message) => {
      firstNumbered();
      await firstHeld;
      return publish(channel, message);
    });
    const announcingFirst = t.services.conversationEvents.messageChanged(id, first.message_id);
    // Numbered before the second starts: numbered at once, on PostgreSQL the second could take n + 1.
    await numbered;
    await t.services.conversationEvents.messageChanged(id, second.message_id);
    await stream.waitFor('both changes', () => messageEvents(stream.events).length === 4);
    releaseFirst();
    await announcingFirst;
    expect(messageEvents(stream.events).map((m) => m.message_id)).toEqual([
      first.message_id,
      second.message_id,
      first.message_id,
      second.message_id,
    ]);
    expect(stream.ids).toEqual([...stream.ids].sort((x, y) => x! - y!));

    // An announcement lost altogether (the notification connection was away): the next one fills the gap.
    vi.spyOn(t.notifier, 'publish').mockImplementationOnce(async () => undefined);
    await t.services.conversationEvents.messageChanged(id, first.message_id);
    await t.services.conversationEvents.messageChanged(id, second.message_id);
    await stream.waitFor('the lost change', () => messageEvents(stream.events).length === 6);
    expect(
      messageEvents(stream.events)
        .slice(4)
        .map((m) => m.message_id),
    ).toEqual([first.message_id, second.message_id]);
  });

  it('connects a new stream only once it knows where it starts, and sends what was stored meanwhile', async () => {
    const a = await signUp(t);
    const id = await startConversation(t, a.headers, { character_ids: ['tanaka'] });
    const events = t.services.conversationEvents;
    const latest = events.latestEventId.bind(events);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let meanwhile: Message | undefined;
    vi.spyOn(events, 'latestEventId').mockImplementationOnce(async (conversationId) => {
      const start = await latest(conversationId);
      await held;
      // Stored and announced after the stream read where it starts, before it listens.
      meanwhile = (await postMessage(t, a.headers, id, 'そのあいだに')).json().message as Message;
      return start;
    });
    let connected = false;
    const opening = open(a.headers, id).then((stream) => {
      connected = true;
      return stream;
    });
    await vi.waitFor(() => expect(events.latestEventId).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The client reloads the conversation when connected: not before the stream knows where it starts.
    expect(connected).toBe(false);
    release();
    const stream = await opening;
    await stream.waitFor('the message stored meanwhile', () => messageEvents(stream.events).length === 1);
    expect(messageEvents(stream.events)[0]?.message_id).toBe(meanwhile?.message_id);
  });

  it('answers many reconnecting streams at once, each with the events its conversation had since its id', async () => {
    const { headers } = await signUp(t);
    const events = createConversationEvents(t.notifier, t.db);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push(await startConversation(t, headers, { character_ids: ['tanaka'] }));
    // Conversation i has i + 2 events, for messages m<i>-1, m<i>-2 …
    for (const [i, id] of ids.entries()) {
      for (let n = 1; n <= i + 2; n += 1) await events.messageChanged(id, `m${i}-${n}`);
    }
    const asked = ids.flatMap((id, i) => [0, 1, i + 2].map((after) => ({ id, i, after })));
    const answers = await Promise.all(asked.map(({ id, after }) => events.eventsAfter(id, after)));
    answers.forEach((answer, index) => {
      const { i, after } = asked[index]!;
      const expected = [];
      for (let n = after + 1; n <= i + 2; n += 1) expected.push({ event_id: n, message_id: `m${i}-${n}` });
      expect(answer).toEqual(expected);
    });
  });

  it('refuses a Last-Event-ID that is not an event id (400)', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    for (const bad of ['abc', '-1', '1.5']) {
      const response = await fetch(`${baseUrl}/api${api.conversationEvents.path}?conversation_id=${id}`, {
        headers: { ...headers, 'last-event-id': bad },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
        'last-event-id',
      );
    }
  });
});
