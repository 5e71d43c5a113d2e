// The Japanese package's costs: catalogue load, MeCab's tokenizing next to the whole analysis on the same
// text, the analysis's time on this thread (what it costs the event loop), latency per chat-sized message and
// memory. The messages' latency is measured in fresh processes, as a server meets them: right after loading,
// and after the start-up warm-up the server runs (`warmUpAnalysis`), alternately, RUNS times each. Next to it,
// what makes its tail: each message's fastest of several passes (its own cost), MeCab's part alone, the
// garbage collections during the pass and how often the system took the CPU from the process. Prints
// figures; asserts nothing. Needs the generated data (npm run build -w @kaiwa/japanese).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { analyze, getTokenizer, loadCatalogue, loadReadingTables, warmUpAnalysis } from '@kaiwa/japanese';
import { percentile } from './support';

const TARGET_BYTES = 50 * 1024;
const MESSAGE_CHARS = 200;
const ROUNDS = 20;
const MESSAGE_PASSES = 5;
const RUNS = 3;

// A fixed text: the reading test's sentences in a seeded order, repeated to ~50 KB of UTF-8.
function benchText(): string {
  const tsv = new URL('../packages/japanese/test/reading-accuracy.tsv', import.meta.url);
  const sentences = readFileSync(tsv, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]!);
  let seed = 42;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  let text = '';
  while (Buffer.byteLength(text) < TARGET_BYTES) text += sentences[next() % sentences.length];
  return text;
}

const ms = (start: number) => performance.now() - start;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

const spread = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms  p99 ${percentile(values, 99).toFixed(2)} ms`;
const median = (values: number[]) => percentile(values, 50);

async function main() {
  let start = performance.now();
  const catalogue = loadCatalogue();
  const catalogueMs = ms(start);
  // Read on the first text that needs them, unless loaded first (as the server does before it serves).
  start = performance.now();
  loadReadingTables();
  const tablesMs = ms(start);
  const tokenizer = getTokenizer();
  start = performance.now();
  await tokenizer.morphemes('猫');
  const tokenizerMs = ms(start);
  const rss = process.memoryUsage().rss;

  const text = benchText();
  // Warm both paths up, then alternate them so machine noise hits both alike. The analysis's second figure is
  // this thread's CPU time (MeCab's included: it runs in this thread), which other processes on a busy machine
  // do not inflate.
  await tokenizer.morphemes(text);
  await analyze(text, catalogue);
  let raw = Number.POSITIVE_INFINITY;
  let ours = Number.POSITIVE_INFINITY;
  let onThread = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    start = performance.now();
    await tokenizer.morphemes(text);
    raw = Math.min(raw, ms(start));
    const cpu = process.cpuUsage();
    start = performance.now();
    await analyze(text, catalogue);
    ours = Math.min(ours, ms(start));
    onThread = Math.min(onThread, cpuMs(cpu));
  }

  const kb = Buffer.byteLength(text) / 1024;
  const perSecond = (duration: number) => `${((kb / duration) * 1000).toFixed(0)} KB/s`;
  console.log('Japanese package');
  console.log(
    `  catalogue load            ${catalogueMs.toFixed(0)} ms (${catalogue.vocabulary.length} words, ${catalogue.kanji.length} kanji)`,
  );
  console.log(`  reading tables load       ${tablesMs.toFixed(0)} ms`);
  console.log(`  MeCab open + first call   ${tokenizerMs.toFixed(0)} ms`);
  console.log(`  RSS after load            ${mib(rss)}`);
  console.log(`  text                      ${kb.toFixed(0)} KB, ${text.length} characters`);
  console.log(`  MeCab tokenize            ${raw.toFixed(0)} ms  ${perSecond(raw)}`);
  console.log(
    `  analyze (tokens, readings, furigana, detection)  ${ours.toFixed(0)} ms  ${perSecond(ours)}, of which ${onThread.toFixed(0)} ms CPU on this thread`,
  );

  // Each run in a process of its own: what V8 has compiled is per process.
  const runs: Record<MessageRunMode, MessageRun[]> = { 'after load': [], 'after warm-up': [] };
  for (let run = 0; run < RUNS; run++) {
    for (const mode of Object.keys(runs) as MessageRunMode[]) {
      const output = execFileSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), MESSAGES_ARG, mode],
        { encoding: 'utf8' },
      );
      runs[mode].push(JSON.parse(output) as MessageRun);
    }
  }
  for (const [mode, results] of Object.entries(runs)) {
    const p99s = results.map((result) => percentile(result.latencies, 99));
    const warmUp =
      mode === 'after warm-up' ? ` (warm-up ${median(results.map((r) => r.warmUpMs)).toFixed(0)} ms)` : '';
    console.log(
      `  per ${MESSAGE_CHARS}-character message, ${mode}${warmUp}: p99 ${p99s.map((p) => p.toFixed(2)).join(', ')} ms, median ${median(p99s).toFixed(2)} ms`,
    );
    const last = results.at(-1)!;
    console.log(`    last run  ${spread(last.latencies)}  (${last.latencies.length} messages)`);
    console.log(`    each message's fastest of ${MESSAGE_PASSES} passes  ${spread(last.fastest)}`);
    console.log(
      `    MeCab's tokens alone    ${spread(last.mecabFirst)}; fastest of ${MESSAGE_PASSES}: ${spread(last.mecab)}`,
    );
    console.log(
      `    during the first pass: ${last.gcPauses.length} garbage collections (${last.gcPauses.reduce((sum, pause) => sum + pause, 0).toFixed(1)} ms, longest ` +
        `${Math.max(0, ...last.gcPauses).toFixed(1)} ms); preempted by the system ${last.preempted} times`,
    );
  }
}

const MESSAGES_ARG = '--messages';
type MessageRunMode = 'after load' | 'after warm-up';
interface MessageRun {
  warmUpMs: number;
  latencies: number[];
  fastest: number[];
  mecab: number[];
  mecabFirst: number[];
  gcPauses: number[];
  preempted: number;
}

/** One process's messages: loaded as the server loads (and warmed up as it does, in that mode), then timed. */
async function messageRun(mode: MessageRunMode): Promise<MessageRun> {
  const catalogue = loadCatalogue();
  loadReadingTables();
  const tokenizer = getTokenizer();
  await tokenizer.morphemes('猫');
  let start = performance.now();
  if (mode === 'after warm-up') await warmUpAnalysis(catalogue);
  const warmUpMs = ms(start);
  const text = benchText();
  // Messages cut from the text at three offsets, for a few hundred samples.
  const messages: string[] = [];
  for (const offset of [0, 67, 133]) {
    for (let at = offset; at + MESSAGE_CHARS <= text.length; at += MESSAGE_CHARS) {
      messages.push(text.slice(at, at + MESSAGE_CHARS));
    }
  }
  const gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const switches = process.resourceUsage().involuntaryContextSwitches;
  const latencies: number[] = [];
  for (const message of messages) {
    start = performance.now();
    await analyze(message, catalogue);
    latencies.push(ms(start));
  }
  const preempted = process.resourceUsage().involuntaryContextSwitches - switches;
  // GC entries reach the observer late: not by the next setImmediate, nor through takeRecords().
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc.disconnect();
  // The same messages again: a message's fastest pass is its own cost, without what happened to fall on it.
  const fastest = [...latencies];
  const mecab = messages.map(() => Number.POSITIVE_INFINITY);
  const mecabFirst: number[] = [];
  for (let pass = 0; pass < MESSAGE_PASSES; pass++) {
    for (const [index, message] of messages.entries()) {
      start = performance.now();
      await tokenizer.morphemes(message);
      const tokenizing = ms(start);
      mecab[index] = Math.min(mecab[index]!, tokenizing);
      if (pass === 0) mecabFirst.push(tokenizing);
      if (pass === MESSAGE_PASSES - 1) continue;
      start = performance.now();
      await analyze(message, catalogue);
      fastest[index] = Math.min(fastest[index]!, ms(start));
    }
  }
  return { warmUpMs, latencies, fastest, mecab, mecabFirst, gcPauses, preempted };
}

if (process.argv[2] === MESSAGES_ARG) {
  console.log(JSON.stringify(await messageRun(process.argv[3] as MessageRunMode)));
} else {
  await main();
}
