/**
 * Fault tests against the built server process: it is killed with SIGKILL (no shutdown code runs) while it
 * acknowledges writes and while jobs run, restarted on the same SQLite data, and must have lost nothing and
 * done nothing twice. AI and speech come from a fake OpenAI-compatible provider on loopback, which answers at
 * once or holds a call so that its job is mid-run when the server dies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  type CharactersResponse,
  api as calls,
  IDEMPOTENCY_KEY_HEADER,
  type LoginResponse,
  type MessagesResponse,
  type TranslationResponse,
} from '@kaiwa/contract';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeJob } from '../../src/modules/audio/audio.jobs';
import { FAKE_REPLY, FAKE_TRANSLATION, type FakeProviders, startFakeProviders } from './fake-providers';
import { freePort, killHard, type ServerProcess, startServer } from './server-process';

const WRITES = 1_000;
const WRITERS = 16;
/** The writes are spread over this many accounts, each with its own conversation. */
const LEARNERS = 8;
/** The server is killed when this many writes have been acknowledged. */
const KILL_AFTER = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let providers: FakeProviders;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  providers = await startFakeProviders();
});
afterAll(() => providers.close());
afterEach(async () => {
  if (server) await killHard(server);
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server's settings in these tests: its AI and speech come from the fake provider. */
function serverEnv(): Record<string, string> {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: providers.url,
    AI_MODEL: 'fake',
    TTS_ENGINE: 'openai',
    TTS_OPENAI_URL: providers.url,
    // Each learner writes WRITES / LEARNERS messages within a minute; the per-user AI limit is not tested here.
    AI_JOBS_PER_MINUTE: '300',
  };
}

/** Starts a server on a new, empty DATA_DIR; returns how to start it again on the same data and port. */
async function serveOnFreshData() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-fault-'));
  const port = await freePort();
  const start = () => startServer({ dataDir, port, env: serverEnv() });
  server = await start();
  return start;
}

type JobRow = { type: string; status: string; attempts: number };
type Learner = { headers: Record<string, string>; conversationId: string };

async function api<T>(
  method: 'GET' | 'POST',
  route: string,
  options: { headers?: Record<string, string>; body?: object; query?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  if (!server) throw new Error('no server');
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await fetch(`${server.baseUrl}${API_BASE}${route}${query}`, {
    method,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
  };
}

let learners = 0;
/** A new account with a conversation with the first character. */
async function newLearner(): Promise<Learner> {
  learners += 1;
  const registered = await api<LoginResponse>('POST', calls.registerNative.path, {
    body: {
      email: `fault${learners}@example.com`,
      alias: `学習者${learners}`,
      password: 'correct horse battery staple',
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const { auth_token, user_id } = registered.body.user;
  const headers = { authorization: `Bearer ${auth_token}`, 'x-user-id': user_id };
  const characters = await api<CharactersResponse>('GET', calls.getCharacters.path, { headers });
  const started = await api<{ conversation_id: string }>('POST', calls.startConversation.path, {
    headers,
    body: { character_ids: [characters.body.characters[0]?.character_id] },
  });
  expect(started.status).toBe(200);
  return { headers, conversationId: started.body.conversation_id };
}

async function messagesOf(learner: Learner) {
  const answer = await api<MessagesResponse>('GET', calls.getMessages.path, {
    headers: learner.headers,
    query: { conversation_id: learner.conversationId },
  });
  expect(answer.status).toBe(200);
  return answer.body.messages;
}

/** Polls `check` until it holds (fails after `ms`). */
async function eventually(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms\n${server?.output()}`);
    await sleep(250);
  }
}

describe('the built server killed with SIGKILL', () => {
  it(`loses none of ${WRITES} acknowledged messages and stores each once`, async () => {
    const start = await serveOnFreshData();
    const writers = await Promise.all(Array.from({ length: LEARNERS }, newLearner));

    /** Message id of each acknowledged write, by its number. */
    const acknowledged = new Map<number, string>();
    let retries = 0;
    let restart: Promise<void> | undefined;
    const crash = async () => {
      if (server) await killHard(server);
      server = await start();
    };
    const started = performance.now();
    let next = 0;
    // A client that retries until acknowledged, with the same Idempotency-Key, as the web app does.
    const writer = async () => {
      for (let index = next++; index < WRITES; index = next++) {
        const learner = writers[index % writers.length] as Learner;
        for (;;) {
          const answer = await api<{ message: { message_id: string } }>('POST', calls.postMessage.path, {
            headers: { ...learner.headers, [IDEMPOTENCY_KEY_HEADER]: `write-${index}` },
            body: { conversation_id: learner.conversationId, content: `メッセージ ${index}` },
          }).catch(() => undefined);
          if (answer?.status === 200) {
            acknowledged.set(index, answer.body.message.message_id);
            if (acknowledged.size === KILL_AFTER) restart = crash();
            break;
          }
          // Only a server that is down or dying may fail a write.
          if (answer && answer.status < 500)
            throw new Error(`write ${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
          retries += 1;
          await sleep(50);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await restart;
    const seconds = (performance.now() - started) / 1000;
    expect(acknowledged.size).toBe(WRITES);
    expect(retries).toBeGreaterThan(0);

    // Once more from the start, so that everything read comes from the file.
    await crash();
    const stored = new Map<string, string[]>();
    for (const learner of writers) {
      for (const message of await messagesOf(learner)) {
        if (message.role === 'user')
          stored.set(message.content, [...(stored.get(message.content) ?? []), message.message_id]);
      }
    }
    const lost = [...acknowledged].filter(
      ([index, messageId]) => !stored.get(`メッセージ ${index}`)?.includes(messageId),
    );
    const doubled = [...stored].filter(([, ids]) => ids.length > 1);
    console.log(
      `${WRITES} acknowledged writes in ${seconds.toFixed(1)} s with a SIGKILL after ${KILL_AFTER}: ` +
        `${retries} retries, ${lost.length} lost, ${doubled.length} stored twice`,
    );
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    expect(stored.size).toBe(WRITES);
  });

  it('finishes a reply, a translation and a speech job it was running exactly once after a restart', async () => {
    const start = await serveOnFreshData();
    const learner = await newLearner();

    // Each job's call to its provider is held, so each is running when the server dies.
    providers.hold('reply', 'textTranslation', 'speech');
    const arrived = Promise.all([
      providers.arrival('reply'),
      providers.arrival('textTranslation'),
      providers.arrival('speech'),
    ]);
    const posted = await api('POST', calls.postMessage.path, {
      headers: learner.headers,
      body: { conversation_id: learner.conversationId, content: 'ねこがすきです。' },
    });
    expect(posted.status).toBe(200);
    const submitted = await api<{ translation_id: string }>('POST', calls.submitTranslationTask.path, {
      headers: learner.headers,
      body: { input_text: '猫が好きです。', source_language: 'Japanese', target_language: 'English' },
    });
    expect(submitted.status).toBe(200);
    const sample = () =>
      api<unknown>('GET', calls.getAudioSample.path, {
        headers: learner.headers,
        query: { voice: 'openai:alloy' },
      });
    expect((await sample()).status).toBe(201);
    await arrived;

    if (server) await killHard(server);
    // What the dead process asked for; each call after the restart is the work done again.
    const before = {
      reply: providers.count('reply'),
      text: providers.count('textTranslation'),
      speech: providers.count('speech'),
    };
    providers.release();
    const restartedAt = performance.now();
    server = await start();

    const translation = () =>
      api<TranslationResponse>('GET', calls.getTranslation.path, {
        headers: learner.headers,
        query: { translation_id: submitted.body.translation_id },
      });
    await eventually('the reply, the translation and the clip', 110_000, async () => {
      const replies = (await messagesOf(learner)).filter((message) => message.role === 'assistant');
      return (
        replies.length > 0 &&
        (await translation()).body.translation.status === 'Completed' &&
        (await sample()).status === 200
      );
    });
    const recoverySeconds = (performance.now() - restartedAt) / 1000;

    // Stopped, so that the file holds everything the jobs did.
    await killHard(server);
    server = undefined;
    const db = new Database(path.join(dataDir, 'kaiwa.sqlite'), { readonly: true });
    try {
      const replies = db
        .prepare("SELECT content FROM messages WHERE conversation_id = ? AND role = 'assistant'")
        .all(learner.conversationId) as { content: string }[];
      expect(replies).toEqual([{ content: FAKE_REPLY }]);
      const translations = db.prepare('SELECT status, other_language_text FROM translations').all();
      expect(translations).toEqual([{ status: 'Completed', other_language_text: FAKE_TRANSLATION }]);
      const clips = db.prepare('SELECT status FROM audio_clips').all() as { status: string }[];
      expect(clips.length).toBeGreaterThan(0);
      expect(clips.every((clip) => clip.status === 'ready')).toBe(true);
      const blobs = fs.readdirSync(path.join(dataDir, 'blobs', 'audio'), {
        recursive: true,
        withFileTypes: true,
      });
      expect(blobs.filter((entry) => entry.isFile()).map((entry) => entry.name).length).toBe(clips.length);
      // Each interrupted job ran once more (its second attempt), to completion.
      const jobs = db
        .prepare('SELECT type, status, attempts FROM jobs WHERE type IN (?, ?, ?)')
        .all(synthesizeJob.type, 'conversation.reply', 'translation.translate') as JobRow[];
      const ofType = (type: string) => jobs.filter((job) => job.type === type);
      expect(ofType('conversation.reply')).toEqual([
        { type: 'conversation.reply', status: 'completed', attempts: 2 },
      ]);
      expect(ofType('translation.translate')).toEqual([
        { type: 'translation.translate', status: 'completed', attempts: 2 },
      ]);
      expect(ofType(synthesizeJob.type).length).toBe(clips.length);
      expect(ofType(synthesizeJob.type).every((job) => job.status === 'completed')).toBe(true);
      expect(ofType(synthesizeJob.type).some((job) => job.attempts === 2)).toBe(true);
      expect(providers.count('reply') - before.reply).toBe(1);
      expect(providers.count('textTranslation') - before.text).toBe(1);
      expect(providers.count('speech') - before.speech).toBe(clips.length);
      console.log(
        `jobs interrupted by SIGKILL finished ${recoverySeconds.toFixed(1)} s after the restart began`,
      );
    } finally {
      db.close();
    }
  });
});
