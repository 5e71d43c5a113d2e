import http from 'node:http';
import { listenOnLoopback } from '../support/fake-speech-server';
import { silentWav } from '../support/wav';

/** What the server asks its providers for, told apart by the JSON schema the answer must follow. */
export type ProviderCall =
  | 'reply'
  | 'messageTranslation'
  | 'textTranslation'
  | 'judgement'
  | 'other'
  | 'speech';

// Words at N5 in the JLPT lists (こんにちは is N3 there), so a learner at N5 keeps it as the first answer.
export const FAKE_REPLY = 'いい天気ですね。げんきですか。';
export const FAKE_TRANSLATION = 'I like cats.';

type ChatRequest = {
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: { json_schema?: { schema?: { required?: string[] } } };
};

function kindOf(path: string, body: ChatRequest): ProviderCall {
  if (path.endsWith('/audio/speech')) return 'speech';
  const required = body.response_format?.json_schema?.schema?.required ?? [];
  if (required.includes('reply')) return 'reply';
  if (required.includes('translation')) return body.stream ? 'textTranslation' : 'messageTranslation';
  if (required.includes('judgements')) return 'judgement';
  return 'other';
}

/** The JSON object a task's schema asks for; a usage judgement needs one entry per listed item. */
function answerOf(kind: ProviderCall, body: ChatRequest): object {
  if (kind === 'reply') return { reply: FAKE_REPLY };
  if (kind === 'messageTranslation' || kind === 'textTranslation') return { translation: FAKE_TRANSLATION };
  if (kind === 'judgement') {
    const prompt = String(body.messages?.at(-1)?.content ?? '');
    const items = prompt.match(/^\d+: /gm)?.length ?? 0;
    return { judgements: Array.from({ length: items }, (_, index) => ({ index, quality: 7 })) };
  }
  return {};
}

function sendChat(response: http.ServerResponse, body: ChatRequest, content: string) {
  const base = { id: 'chatcmpl-fake', created: 0, model: 'fake' };
  if (!body.stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  const chunk = (choice: object) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, ...choice }] })}\n\n`;
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end(
    chunk({ delta: { role: 'assistant', content }, finish_reason: null }) +
      chunk({ delta: {}, finish_reason: 'stop' }) +
      'data: [DONE]\n\n',
  );
}

/**
 * An OpenAI-compatible AI provider (`/v1/chat/completions`, JSON or streamed) and speech server
 * (`/v1/audio/speech`) on 127.0.0.1, answering every task with fixed, valid output. Calls of a `hold`-en kind
 * are kept waiting until `release`, so a test knows a job is mid-run (and can kill the server then).
 */
export async function startFakeProviders() {
  const calls: ProviderCall[] = [];
  const held = new Set<ProviderCall>();
  const waiting: (() => void)[] = [];
  const arrivals = new Map<ProviderCall, () => void>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatRequest;
      const kind = kindOf(path, body);
      calls.push(kind);
      arrivals.get(kind)?.();
      const answer = () => {
        if (response.destroyed) return;
        if (kind === 'speech') {
          response.writeHead(200, { 'content-type': 'audio/wav' });
          response.end(silentWav(0.3));
        } else {
          sendChat(response, body, JSON.stringify(answerOf(kind, body)));
        }
      };
      if (held.has(kind)) waiting.push(answer);
      else answer();
    });
  });
  const { url, close } = await listenOnLoopback(server);

  return {
    url: `${url}/v1`,
    close,
    count: (kind: ProviderCall) => calls.filter((call) => call === kind).length,
    hold(...kinds: ProviderCall[]) {
      for (const kind of kinds) held.add(kind);
    },
    /** Resolves when the next call of `kind` arrives. */
    arrival(kind: ProviderCall): Promise<void> {
      return new Promise((resolve) => arrivals.set(kind, resolve));
    },
    /** Answers every held call (those whose caller is gone are dropped) and holds nothing from now on. */
    release() {
      held.clear();
      for (const answer of waiting.splice(0)) answer();
    },
  };
}
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
