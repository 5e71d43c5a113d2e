import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type Pcm = { samples: Int16Array; sampleRate: number };

// Synthesis is synchronous WebAssembly taking up to seconds for long texts, so it runs on a worker thread
// where it cannot stall HTTP requests. The worker is plain JavaScript evaluated from this string, so the
// same code runs from the TypeScript sources (tests, dev) and from the bundled server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const synthesizer = import(workerData.moduleUrl)
  .then((loaded) => loaded.default())
  .then((espeak) => new espeak.eSpeakNGWorker());
parentPort.on('message', async ({ id, text, voice, rate }) => {
  try {
    const engine = await synthesizer;
    if (engine.set_voice(voice) !== 0) throw new Error('espeak-ng has no voice ' + voice);
    engine.set_rate(rate);
    const chunks = [];
    let length = 0;
    engine.synthesize(text, (samples) => {
      chunks.push(samples);
      length += samples.length;
      return false;
    });
    const samples = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage({ id, samples, sampleRate: engine.get_samplerate() }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number; samples: Int16Array; sampleRate: number } | { id: number; error: string };

type Pending = {
  id: number;
  text: string;
  voice: string;
  rate: number;
  signal: AbortSignal | undefined;
  resolve: (pcm: Pcm) => void;
  reject: (error: Error) => void;
};

/**
 * The espeak-ng WebAssembly module, loaded once per process on first use (about a quarter of a second and
 * 60 MB). Requests run one at a time in arrival order; a request aborted while waiting never reaches the
 * synthesizer, one aborted while running is answered at once and its audio dropped.
 */
function createEspeakRuntime() {
  const moduleUrl = pathToFileURL(
    createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten'),
  ).href;
  const waiting: Pending[] = [];
  let running: Pending | undefined;
  let worker: Worker | undefined;
  let nextId = 1;

  function startWorker(): Worker {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl } });
    // An idle synthesizer must not keep the process alive.
    started.unref();
    started.on('message', (reply: Reply) => {
      const current = running;
      if (!current || current.id !== reply.id) return;
      running = undefined;
      if ('error' in reply) current.reject(new Error(reply.error));
      else current.resolve({ samples: reply.samples, sampleRate: reply.sampleRate });
      runNext();
    });
    const crashed = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      const current = running;
      running = undefined;
      current?.reject(error);
      runNext();
    };
    started.on('error', crashed);
    started.on('exit', (code) => crashed(new Error(`espeak-ng worker stopped (exit code ${code})`)));
    return started;
  }

  function runNext(): void {
    if (running) return;
    let next = waiting.shift();
    while (next?.signal?.aborted) next = waiting.shift();
    if (!next) return;
    running = next;
    worker ??= startWorker();
    worker.postMessage({ id: next.id, text: next.text, voice: next.voice, rate: next.rate });
  }

  return {
    /** PCM of `text` read by the espeak-ng voice `voice` (e.g. `ja`, `en-us+f1`) at `rate` words per minute. */
    synthesize(text: string, voice: string, rate: number, signal?: AbortSignal): Promise<Pcm> {
      return new Promise<Pcm>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          if (running === request) running = undefined;
          reject(signal?.reason);
          runNext();
        };
        const request: Pending = {
          id: nextId++,
          text,
          voice,
          rate,
          signal,
          resolve: (pcm) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(pcm);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(request);
        runNext();
      });
    },
  };
}

let runtime: ReturnType<typeof createEspeakRuntime> | undefined;

export function espeakRuntime() {
  runtime ??= createEspeakRuntime();
  return runtime;
}
