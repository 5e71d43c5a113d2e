import type { Config } from '../config';
import { createEspeakEngine } from './espeak-engine';
import { createOpenAiEngine } from './openai-engine';
import type { TtsEngine } from './tts-engine';
import { createVoicevoxEngine } from './voicevox-engine';

/** The engine TTS_ENGINE names: espeak-ng (embedded, the default), a VOICEVOX server or an OpenAI-style speech API. */
export function createTtsEngine(config: Pick<Config, 'tts'>): TtsEngine {
  const { tts } = config;
  switch (tts.engine) {
    case 'espeak':
      return createEspeakEngine();
    case 'voicevox':
      return createVoicevoxEngine({ url: tts.voicevoxUrl, timeoutMs: tts.timeoutMs });
    case 'openai':
      return createOpenAiEngine({ ...tts.openai, timeoutMs: tts.timeoutMs });
  }
}
