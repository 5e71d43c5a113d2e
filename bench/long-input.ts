// Long, repetitive input against the built server (SQLite, one process, offline engine): the five inputs an
// outside review found stalling the server, processed three at a time, while a prober measures how long
// `GET /api/health` waits. Also the memory of the server and its helper processes (the speech workers) when
// idle, after the first analysis and at its peak. Prints figures; asserts nothing.
import {
  api as calls,
  type LoginResponse,
  type MessagesResponse,
  type PostMessageResponse,
  type StartConversationResponse,
  type SubmitTranslationResponse,
  type TranslationResponse,
} from '@kaiwa/contract';
import { percentile, postJson, startBuiltServer, treeRssMiB } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 3;
const PROBE_EVERY_MS = 10;
// Ten times as often as the web client polls, so a result is seen soon after it is ready.
const POLL_EVERY_MS = 100;

type Task = { name: string; run: () => Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const server = await startBuiltServer({ AI_JOBS_PER_MINUTE: '1000' });
  const pid = server.process.pid!;
  const api = `${server.baseUrl}/api`;
  try {
    const idleRss = treeRssMiB(pid);
    const { user } = await postJson<LoginResponse>(`${api}${calls.registerNative.path}`, {
      email: 'long-input-bench@example.com',
      alias: 'ベンチ',
      password: 'a long bench password',
    });
    const headers = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${api}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as T;
    };

    const translate = async (text: string) => {
      const { translation_id } = await postJson<SubmitTranslationResponse>(
        `${api}${calls.submitTranslationTask.path}`,
        { input_text: text, source_language: 'Japanese', target_language: 'English', context: '' },
        headers,
      );
      for (;;) {
        const { status, translation } = await get<TranslationResponse>(
          `${calls.getTranslation.path}?translation_id=${encodeURIComponent(translation_id)}`,
        );
        if (status === 'Completed') return;
        if (status === 'Failed') throw new Error(`translation failed: ${translation.error}`);
        await sleep(POLL_EVERY_MS);
      }
    };

    const { characters } = await get<{ characters: { character_id: string }[] }>(calls.getCharacters.path);
    /** Posts to a new conversation and waits until the message is analysed and the character's reply is too. */
    const chat = async (text: string) => {
      const { conversation_id } = await postJson<StartConversationResponse>(
        `${api}${calls.startConversation.path}`,
        { character_ids: [characters[0]!.character_id], user_ids: [user.user_id] },
        headers,
      );
      const { message } = await postJson<PostMessageResponse>(
        `${api}${calls.postMessage.path}`,
        { conversation_id, content: text },
        headers,
      );
      for (;;) {
        const { messages } = await get<MessagesResponse>(
          `${calls.getMessages.path}?conversation_id=${conversation_id}`,
        );
        const own = messages.find((m) => m.message_id === message.message_id);
        const reply = messages.find((m) => m.role === 'assistant' && m.created_at >= message.created_at);
        if (own?.enhancement_status === 'failed')
          throw new Error(`analysis failed: ${own.enhancement_error}`);
        if (own?.enhancement_status === 'completed' && reply && reply.enhancement_status !== 'pending')
          return;
        await sleep(POLL_EVERY_MS);
      }
    };

    // The first analysis starts the tokenizer and loads the catalogue.
    const coldStart = performance.now();
    await translate('猫が好きです。');
    const cold = performance.now() - coldStart;
    const warmRss = treeRssMiB(pid);

    const inputs: Task[] = [
      { name: 'translation "ｱ" × 5,000', run: () => translate('ｱ'.repeat(5000)) },
      { name: 'translation "A" × 5,000', run: () => translate('A'.repeat(5000)) },
      { name: 'translation "1" × 5,000', run: () => translate('1'.repeat(5000)) },
      { name: 'translation "!" × 5,000', run: () => translate('!'.repeat(5000)) },
      { name: 'chat message "ア" × 2,000', run: () => chat('ア'.repeat(2000)) },
    ];
    const queue = Array.from({ length: ROUNDS }, () => inputs).flat();

    let running = true;
    const healthWaits: number[] = [];
    let peakRss = warmRss;
    let healthFailures = 0;
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        // A stalled server can drop the kept-alive connection: that is a failed health check, not a bench error.
        await fetch(`${api}${calls.health.path}`).catch(() => healthFailures++);
        healthWaits.push(performance.now() - started);
        peakRss = Math.max(peakRss, treeRssMiB(pid));
        await sleep(PROBE_EVERY_MS);
      }
    })();

    const durations = new Map<string, number[]>(inputs.map((input) => [input.name, []]));
    const failures: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let task = queue.shift(); task; task = queue.shift()) {
          const taskStart = performance.now();
          try {
            await task.run();
            durations.get(task.name)!.push(performance.now() - taskStart);
          } catch (error) {
            failures.push(`${task.name}: ${(error as Error).message.slice(0, 160)}`);
          }
        }
      }),
    );
    const wall = performance.now() - started;
    running = false;
    await prober;

    console.log(
      `\nLong input, ${CONCURRENCY} at a time, ${ROUNDS} rounds (built server, SQLite, offline engine)`,
    );
    for (const failure of failures) console.log(`  FAILED ${failure}`);
    for (const [name, times] of durations) {
      if (times.length === 0) continue;
      console.log(
        `  ${name.padEnd(28)} median ${percentile(times, 50).toFixed(0).padStart(5)} ms   max ${Math.max(
          ...times,
        )
          .toFixed(0)
          .padStart(5)} ms`,
      );
    }
    console.log(
      `  GET /api/health while busy  p50 ${percentile(healthWaits, 50).toFixed(1)} ms   p99 ${percentile(healthWaits, 99).toFixed(1)} ms   max ${Math.max(...healthWaits).toFixed(1)} ms   (n=${healthWaits.length}, ${healthFailures} failed, ${(wall / 1000).toFixed(1)} s)`,
    );
    console.log(`  first analysis (cold)       ${cold.toFixed(0)} ms`);
    console.log(
      `  RSS (server + its helper processes): idle ${idleRss.toFixed(0)} MiB, after the first analysis ${warmRss.toFixed(0)} MiB, peak ${peakRss.toFixed(0)} MiB`,
    );
  } finally {
    await server.stop();
  }
}

await main();
