import type { ConversationEvent, ConversationInfo, Message, User } from '@kaiwa/contract';
import { type Handler, json, mockApi, renderRoutes, signIn, testUser } from '../../test/render';
import { ConversationPage } from './ConversationPage';

export const info: ConversationInfo = {
  participants: [
    { id: 'me', type: 'user', alias: 'タロウ', picture: null },
    {
      id: 'char-aiko',
      type: 'assistant',
      alias: 'Aiko',
      picture: '/api/conversation/characterPicture/aiko.svg',
    },
    {
      id: 'char-ken',
      type: 'assistant',
      alias: 'Ken',
      picture: '/api/conversation/characterPicture/ken.svg',
    },
  ],
  topic: '天気',
  jlpt_level: 'N5',
  explanation_vocab_id: null,
  ai_engine: 'Offline tutor',
};

let clock = 1_700_000_000_000;
/** A message from Aiko; its furigana is the whole content as one segment unless given. */
export function message(overrides: Partial<Message> = {}): Message {
  clock += 1000;
  const content = overrides.content ?? 'こんにちは';
  return {
    message_id: `m-${clock}`,
    sender_id: 'char-aiko',
    role: 'assistant',
    content,
    content_language: 'Japanese',
    hiragana: content,
    furigana: [{ text: content }],
    translation_english: 'Hello',
    translation_japanese: null,
    recommended_words: [],
    created_at: clock,
    enhancement_status: 'completed',
    enhancement_error: null,
    ...overrides,
  };
}

/** A server-sent event stream the test writes to. */
export type TestStream = {
  send: (event: ConversationEvent) => void;
  /** Writes raw Server-Sent Events text (ids, event types). */
  write: (text: string) => void;
  close: () => void;
};

export function openStream(streams: TestStream[], signal?: AbortSignal | null): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(current) {
      controller = current;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  streams.push({
    send: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    write: (text) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** A fake API for the conversation page: its usual answers, with `overrides` by "METHOD /path" (without /api). */
export function fakeApi(options: { messages?: Message[]; overrides?: Record<string, Handler> } = {}) {
  const streams: TestStream[] = [];
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /getUserPicture': () => new Response(null, { status: 204 }),
    'GET /conversation/getInformation': () => json({ success: true, conversation_info: info }),
    'GET /conversation/getMessages': () => json({ success: true, messages: options.messages ?? [] }),
    'GET /account/getToggleSettings': () =>
      json({
        success: true,
        settings: { showHiragana: true, showTranslations: true, showRecommendedWords: true },
      }),
    'GET /account/getSpeed': () => json({ success: true, speed: 'normal' }),
    'POST /account/setToggleSetting': () => json({ success: true }),
    'GET /conversation/events': (call) => openStream(streams, call.signal),
    'POST /conversation/postMessage': (call) => {
      const { content } = call.body as { content: string };
      return json({
        success: true,
        message: message({
          sender_id: 'me',
          role: 'user',
          content,
          furigana: null,
          hiragana: null,
          translation_english: null,
          enhancement_status: 'pending',
        }),
      });
    },
    ...options.overrides,
  });
  return { ...api, streams };
}

export function renderConversation(user: Partial<User> = testUser, conversationId = 'c-1') {
  signIn(user);
  return renderRoutes(
    [
      { path: '/conversation/:conversationId', element: <ConversationPage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/conversation/${conversationId}`,
  );
}
