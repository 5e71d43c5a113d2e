import type { AddressInfo } from 'node:net';
import type { ConversationEvent, Message } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  const open = async (headers: Record<string, string>, conversationId: string) => {
    const stream = await openEventStream(baseUrl, headers, conversationId);
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

  it('ends open streams when the server shuts down', async () => {
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const stream = await open(headers, id);
    await stream.waitFor('the opening comment', () => stream.text().length > 0);
    await t.app.close();
    await stream.ended;
  });
});
