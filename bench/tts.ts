// Text-to-speech costs, before (espeak-ng reading Japanese, stored as WAV) and after (Open JTalk with the voice
// Mei for Japanese, stored as MP3 through lame): synthesis time per sentence, bytes per second of speech, and
// how fast the built server answers a clip it already made. Prints figures; asserts nothing. Needs the built
// server (npm run build -w @kaiwa/server), the generated catalogue and Debian's open-jtalk and lame.
import fs, { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUDIO_SAMPLE_TEXT, api, type LoginResponse } from '@kaiwa/contract';
import { getTokenizer } from '@kaiwa/japanese';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config';
import { createTtsEngine } from '../apps/server/src/tts/create-tts-engine';
import { createEspeakEngine } from '../apps/server/src/tts/espeak-engine';
import { commandExists } from '../apps/server/src/tts/process-pool';
import type { TtsEngine } from '../apps/server/src/tts/tts-engine';
import { readWavLayout } from '../apps/server/src/tts/wav';
import { decodeMp3 } from '../apps/server/test/support/mp3';
import { percentile, postJson, rssMiB, startBuiltServer } from './support';

const SENTENCES = 30;
const WARM_UP = 5;
/** Chat-sized sentences, not single words. */
const MIN_CHARS = 15;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

const ms = (start: number) => performance.now() - start;
function sentences(): string[] {
  const tsv = new URL('../packages/japanese/test/reading-accuracy.tsv', import.meta.url);
  return readFileSync(tsv, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]!)
    .filter((sentence) => sentence.length >= MIN_CHARS)
    .slice(0, WARM_UP + SENTENCES);
}

/** Seconds of speech in a clip: from the WAV header, or the MP3 decoded. */
function secondsOf(audio: Buffer, contentType: string): number {
  if (contentType === 'audio/mpeg') return decodeMp3(audio).durationSeconds;
  const layout = readWavLayout(audio);
  return layout.dataBytes / (layout.channels * (layout.bitsPerSample / 8)) / layout.sampleRate;
}

async function engineFigures(label: string, engine: TtsEngine, voice: string) {
  const texts = sentences();
  const speak = (text: string) => engine.synthesize({ text, language: 'Japanese', voice, speed: 'normal' });
  let start = performance.now();
  await speak('はい');
  const coldMs = ms(start);
  for (const text of texts.slice(0, WARM_UP)) await speak(text);
  const times: number[] = [];
  let chars = 0;
  let bytes = 0;
  let seconds = 0;
  for (const text of texts.slice(WARM_UP)) {
    start = performance.now();
    const { audio, contentType } = await speak(text);
    times.push(ms(start));
    chars += text.length;
    bytes += audio.length;
    seconds += secondsOf(audio, contentType);
  }
  const total = times.reduce((sum, time) => sum + time, 0);
  console.log(`\n${label}: ${SENTENCES} Japanese sentences (avg ${(chars / SENTENCES).toFixed(0)} chars)`);
  console.log(
    `first synthesis ${coldMs.toFixed(0)} ms; per sentence p50 ${percentile(times, 50).toFixed(0)} ms   ` +
      `p99 ${percentile(times, 99).toFixed(0)} ms   (${(seconds / (total / 1000)).toFixed(0)}× real time)`,
  );
  console.log(
    `${(seconds / SENTENCES).toFixed(1)} s of speech per sentence, ${(bytes / seconds / 1000).toFixed(1)} KB per second of speech`,
  );
}

/**
 * A PATH with only MeCab on it (the tokenizer needs it): the server then finds neither open_jtalk nor lame and
 * reads Japanese with espeak-ng into WAV, as Kaiwa did before.
 */
function pathWithoutSpeechPrograms(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-bench-path-'));
  const mecabDir = (process.env.PATH ?? '')
    .split(path.delimiter)
    .find((entry) => commandExists('mecab', entry));
  if (mecabDir) fs.symlinkSync(path.join(mecabDir, 'mecab'), path.join(dir, 'mecab'));
  return dir;
}

async function cachedClipFigures(label: string, env: Record<string, string>, voice: string) {
  const server = await startBuiltServer(env);
  try {
    const { user } = await postJson<LoginResponse>(`${server.baseUrl}/api${api.registerNative.path}`, {
      email: 'tts-bench@example.com',
      alias: 'ベンチ',
      password: 'a long bench password',
    });
    const headers = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };
    const url = `${server.baseUrl}/api${api.getAudioSample.path}?voice=${encodeURIComponent(voice)}&speed=normal`;
    const start = performance.now();
    let response = await fetch(url, { headers });
    while (response.status === 201) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await fetch(url, { headers });
    }
    if (response.status !== 200) throw new Error(`sample answered ${response.status}`);
    const firstMs = ms(start);
    const contentType = response.headers.get('content-type') ?? '';
    const clip = Buffer.from(await response.arrayBuffer());
    const seconds = secondsOf(clip, contentType);

    const cached = await autocannon({ url, connections: 8, duration: DURATION_S, headers });
    console.log(
      `\n${label}: the cached sample clip through the built server (SQLite, ${DURATION_S}s, 8 connections)`,
    );
    console.log(
      `first request until ready (${AUDIO_SAMPLE_TEXT.length}-char sample, cold server): ${firstMs.toFixed(0)} ms; ` +
        `${(clip.length / 1024).toFixed(0)} KiB ${contentType} for ${seconds.toFixed(1)} s of speech ` +
        `(${(clip.length / seconds / 1000).toFixed(1)} KB/s)`,
    );
    console.log(
      `GET ${api.getAudioSample.path}: ${cached.requests.average.toFixed(0)} req/s   p50 ${cached.latency.p50} ms   ` +
        `p99 ${cached.latency.p99} ms   non-2xx ${cached.non2xx}; server RSS after load ${rssMiB(server.process.pid ?? 0).toFixed(0)} MiB`,
    );
  } finally {
    await server.stop();
  }
}

await getTokenizer();
await engineFigures(
  'Before: espeak-ng (WebAssembly, worker thread), WAV',
  createEspeakEngine(),
  'espeak-ng:ja',
);
await engineFigures(
  'After: Open JTalk + lame in the process pool, MP3',
  createTtsEngine(loadConfig({})),
  'open-jtalk:mei',
);
const hidden = pathWithoutSpeechPrograms();
try {
  await cachedClipFigures('Before: espeak-ng WAV', { TTS_ENGINE: 'espeak', PATH: hidden }, 'espeak-ng:ja');
} finally {
  fs.rmSync(hidden, { recursive: true, force: true });
}
await cachedClipFigures('After: Open JTalk MP3', {}, 'open-jtalk:mei');
process.exit(0);
