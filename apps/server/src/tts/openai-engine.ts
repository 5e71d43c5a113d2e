import { Language, type Voice } from '@kaiwa/contract';
import { fetchSpeechServer } from './http-speech';
import { SPEED_SCALES, type TtsEngine, TtsFailedError, TtsUnavailableError } from './tts-engine';

const VOICE_PREFIX = 'openai:';
/** OpenAI's limit on `input`; compatible servers accept at least as much. */
export const OPENAI_TTS_MAX_INPUT = 4096;

const AUDIO_TYPES: Record<string, string> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/wav': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
};

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * OpenAI's speech API or any server with the same `POST {url}/audio/speech` (Kokoro-FastAPI, openedai-speech,
 * LocalAI…): every language, the configured voice names as voices (`openai:<name>`), MP3 audio. Speed is the
 * request's `speed` (slow 0.7, normal 0.9, fast 1.15).
 */
export function createOpenAiEngine(options: {
  url: string;
  apiKey: string | undefined;
  model: string;
  voices: string[];
  timeoutMs: number;
}): TtsEngine {
  const { url, apiKey, model, timeoutMs } = options;
  const voices: Voice[] = options.voices.map((name) => ({
    id: `${VOICE_PREFIX}${name}`,
    name: capitalized(name),
  }));

  return {
    id: `openai:${model}`,
    label: 'the speech server',
    languages: new Set(Language.options),

    async voices() {
      return voices;
    },

    async synthesize({ text, voice, speed, signal }) {
      if (!voices.some((offered) => offered.id === voice)) throw new TtsUnavailableError('Unknown voice');
      if (text.length > OPENAI_TTS_MAX_INPUT) {
        throw new TtsUnavailableError(
          `This text is too long to read aloud (at most ${OPENAI_TTS_MAX_INPUT} characters)`,
        );
      }
      const response = await fetchSpeechServer('The speech server', `${url}/audio/speech`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          input: text,
          voice: voice.slice(VOICE_PREFIX.length),
          response_format: 'mp3',
          speed: SPEED_SCALES[speed],
        }),
        timeoutMs,
        signal,
      });
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new TtsFailedError('The speech server sent no audio');
      const declared = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      return { audio, contentType: AUDIO_TYPES[declared] ?? 'audio/mpeg' };
    },
  };
}
