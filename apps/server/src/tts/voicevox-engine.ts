import type { Language, Voice } from '@kaiwa/contract';
import { z } from 'zod';
import { cachedVoiceList, fetchSpeechServer } from './http-speech';
import {
  SPEED_SCALES,
  type TtsEngine,
  TtsFailedError,
  TtsUnavailableError,
  unavailableLanguageMessage,
} from './tts-engine';
import { WAV_CONTENT_TYPE } from './wav';

const VOICE_PREFIX = 'voicevox:';
const VOICE_LIST_TTL_MS = 5 * 60_000;

const Speakers = z.array(
  z.object({
    name: z.string(),
    styles: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        // Newer engines also list singing styles, which /audio_query cannot use.
        type: z.string().optional(),
      }),
    ),
  }),
);

/**
 * A VOICEVOX engine (or one with the same HTTP API, such as AivisSpeech) at `url`: Japanese only, every
 * speaker style is a voice (`voicevox:<style id>`). Speed is the query's `speedScale` (slow 0.7, normal 0.9,
 * fast 1.15).
 */
export function createVoicevoxEngine(options: { url: string; timeoutMs: number }): TtsEngine {
  const { url, timeoutMs } = options;

  const voices = cachedVoiceList(async (): Promise<Voice[]> => {
    const response = await fetchSpeechServer('VOICEVOX', `${url}/speakers`, { timeoutMs });
    const parsed = Speakers.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new TtsFailedError('VOICEVOX sent a speaker list this server does not understand');
    return parsed.data.flatMap((speaker) =>
      speaker.styles
        .filter((style) => style.type === undefined || style.type === 'talk')
        .map((style) => ({ id: `${VOICE_PREFIX}${style.id}`, name: `${speaker.name} (${style.name})` })),
    );
  }, VOICE_LIST_TTL_MS);

  const engine: TtsEngine = {
    id: 'voicevox',
    label: 'VOICEVOX',
    languages: new Set<Language>(['Japanese']),
    voices,

    async synthesize({ text, language, voice, speed, signal }) {
      if (language !== 'Japanese')
        throw new TtsUnavailableError(unavailableLanguageMessage(language, engine));
      const speaker = voice.startsWith(VOICE_PREFIX) ? voice.slice(VOICE_PREFIX.length) : '';
      if (!/^\d+$/.test(speaker)) throw new TtsUnavailableError('Unknown voice');

      const query = new URLSearchParams({ text, speaker });
      const queryResponse = await fetchSpeechServer('VOICEVOX', `${url}/audio_query?${query}`, {
        method: 'POST',
        timeoutMs,
        signal,
      });
      const audioQuery = (await queryResponse.json()) as Record<string, unknown>;
      const synthesis = await fetchSpeechServer('VOICEVOX', `${url}/synthesis?speaker=${speaker}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: WAV_CONTENT_TYPE },
        body: JSON.stringify({ ...audioQuery, speedScale: SPEED_SCALES[speed] }),
        timeoutMs,
        signal,
      });
      const audio = Buffer.from(await synthesis.arrayBuffer());
      if (audio.length === 0) throw new TtsFailedError('VOICEVOX sent no audio');
      return { audio, contentType: WAV_CONTENT_TYPE };
    },
  };
  return engine;
}
