import { API_BASE } from '@kaiwa/contract';
import type { AiEngine } from '../../src/ai/ai-engine';
import { loadConfig } from '../../src/config';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import type { SynthesisRequest, SynthesizedAudio, TtsEngine } from '../../src/tts/tts-engine';
import type { TestApp } from '../support/test-app';

export type Headers = Record<string, string>;

/**
 * The default engine (Open JTalk and espeak-ng, MP3), or `synthesize` when given, with every synthesis
 * recorded, so tests can tell a cached answer from a new synthesis.
 */
export function countingTts(synthesize?: (request: SynthesisRequest) => Promise<SynthesizedAudio>) {
  const builtin = createTtsEngine(loadConfig({ NODE_ENV: 'test' }));
  const calls: Omit<SynthesisRequest, 'signal'>[] = [];
  const engine: TtsEngine = {
    ...builtin,
    async synthesize(request) {
      const { signal: _signal, ...recorded } = request;
      calls.push(recorded);
      return synthesize ? synthesize(request) : builtin.synthesize(request);
    },
  };
  return { engine, calls };
}

export const EXPLANATION = '会うは人と顔を合わせることです。';
export const EXAMPLES = ['友達に会います。', '駅で先生に会いました。'];
export const JAPANESE_TRANSLATION = 'みなさん、こんばんは';

/** Every AI task answered with fixed text: Japanese messages become 'Good morning', others `JAPANESE_TRANSLATION`. */
export const scriptedAi: AiEngine = {
  label: 'Scripted engine',
  kind: 'provider',
  async characterReply() {
    return { reply: 'こんにちは。' };
  },
  async translateMessage(input) {
    return { translation: input.to === 'English' ? 'Good morning' : JAPANESE_TRANSLATION };
  },
  async translateText(input) {
    return { translation: input.to === 'Japanese' ? 'お茶が好きです' : 'Me gusta el té' };
  },
  async explainVocabulary() {
    return {
      explanation: EXPLANATION,
      explanation_translation: 'To meet means to see someone face to face.',
      example_sentences: EXAMPLES.map((sentence) => ({ sentence, sentence_translation: 'An example.' })),
    };
  },
  async judgeUsage() {
    return { judgements: [] };
  },
};

export const getAudio = (
  t: TestApp,
  path: string,
  headers: Headers | undefined,
  query: Record<string, string>,
) => t.app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers, query });

/** Asks, runs the queued jobs, asks again: the audio as a ready clip is served. */
export async function fetchAudio(t: TestApp, path: string, headers: Headers, query: Record<string, string>) {
  const first = await getAudio(t, path, headers, query);
  if (first.statusCode === 200) return first;
  if (first.statusCode !== 201) throw new Error(`${path} answered ${first.statusCode}: ${first.body}`);
  await t.worker.runUntilIdle();
  return getAudio(t, path, headers, query);
}
