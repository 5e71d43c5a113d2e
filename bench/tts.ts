// Text-to-speech costs of the embedded engine (espeak-ng as WebAssembly): cold start, synthesis time per
// sentence, memory, and how fast the built server answers a clip it already made. Prints figures; asserts
// nothing. Needs the built server (npm run build -w @kaiwa/server) and the generated catalogue.
import { readFileSync } from 'node:fs';
import { AUDIO_SAMPLE_TEXT, AudioRoutes, type LoginResponse, Routes } from '@kaiwa/contract';
import { getTokenizer } from '@kaiwa/japanese';
import autocannon from 'autocannon';
import { createEspeakEngine } from '../apps/server/src/tts/espeak-engine';
import { postJson, rssMiB, startBuiltServer } from './support';

const SENTENCES = 30;
const WARM_UP = 5;
/** Chat-sized sentences, not single words. */
const MIN_CHARS = 15;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

const ms = (start: number) => performance.now() - start;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function sentences(): string[] {
  const tsv = new URL('../packages/japanese/test/reading-accuracy.tsv', import.meta.url);
  return readFileSync(tsv, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]!)
    .filter((sentence) => sentence.length >= MIN_CHARS)
    .slice(0, WARM_UP + SENTENCES);
}

async function engineFigures() {
  const texts = sentences();
  const engine = createEspeakEngine();
  const speak = (text: string) =>
    engine.synthesize({ text, language: 'Japanese', voice: 'espeak-ng:ja', speed: 'normal' });

  const rssBefore = process.memoryUsage().rss;
  let start = performance.now();
  await getTokenizer();
  const tokenizerMs = ms(start);
  const rssTokenizer = process.memoryUsage().rss;
  start = performance.now();
  await speak('はい');
  const coldMs = ms(start);
  const rssLoaded = process.memoryUsage().rss;

  for (const text of texts.slice(0, WARM_UP)) await speak(text);
  const times: number[] = [];
  let chars = 0;
  let audioSeconds = 0;
  for (const text of texts.slice(WARM_UP)) {
    start = performance.now();
    const { audio } = await speak(text);
    times.push(ms(start));
    chars += text.length;
    audioSeconds += (audio.length - 44) / 2 / 22050;
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0);

  console.log(`\nEmbedded TTS (espeak-ng WebAssembly in a worker thread), ${SENTENCES} Japanese sentences`);
  console.log(
    `cold start: tokenizer ${tokenizerMs.toFixed(0)} ms, then first synthesis ${coldMs.toFixed(0)} ms`,
  );
  console.log(
    `per sentence (avg ${(chars / SENTENCES).toFixed(0)} chars): p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms   ` +
      `(${(audioSeconds / (total / 1000)).toFixed(0)}× real time)`,
  );
  console.log(
    `RSS: ${mib(rssBefore)} MiB at start, ${mib(rssTokenizer)} MiB with the tokenizer, ${mib(rssLoaded)} MiB with the engine too ` +
      `(engine +${mib(rssLoaded - rssTokenizer)} MiB)`,
  );
}

async function cachedResponseFigures() {
  const server = await startBuiltServer();
  try {
    const { user } = await postJson<LoginResponse>(`${server.baseUrl}/api${Routes.registerNative}`, {
      email: 'tts-bench@example.com',
      alias: 'ベンチ',
      password: 'a long bench password',
    });
    const headers = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };
    const url = `${server.baseUrl}/api${AudioRoutes.sample}?voice=espeak-ng%3Aja&speed=normal`;
    const start = performance.now();
    let response = await fetch(url, { headers });
    while (response.status === 201) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await fetch(url, { headers });
    }
    if (response.status !== 200) throw new Error(`sample answered ${response.status}`);
    const firstMs = ms(start);
    const bytes = (await response.arrayBuffer()).byteLength;

    const cached = await autocannon({ url, connections: 8, duration: DURATION_S, headers });
    console.log(
      `\nCached clip through the built server (SQLite, one process; ${DURATION_S}s, 8 connections)`,
    );
    console.log(
      `first request until ready (${AUDIO_SAMPLE_TEXT.length}-char sample, cold server): ${firstMs.toFixed(0)} ms`,
    );
    console.log(
      `GET ${AudioRoutes.sample} (${(bytes / 1024).toFixed(0)} KiB WAV): ${cached.requests.average.toFixed(0)} req/s   ` +
        `p50 ${cached.latency.p50} ms   p99 ${cached.latency.p99} ms   non-2xx ${cached.non2xx}`,
    );
    console.log(`server RSS after load: ${rssMiB(server.process.pid ?? 0).toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
}

await engineFigures();
await cachedResponseFigures();
