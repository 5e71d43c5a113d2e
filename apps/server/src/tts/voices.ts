import type { Voice } from '@kaiwa/contract';
import { AppError } from '../lib/app-error';
import type { TtsEngine } from './tts-engine';

/**
 * Voices of the built-in engine (`TTS_ENGINE=builtin`): the HTS voice "Mei" read by Open JTalk, as recorded
 * and shifted four semitones down. Other languages are read by espeak-ng's female variant in both.
 */
export const BUILTIN_VOICES: readonly Voice[] = [
  { id: 'open-jtalk:mei', name: 'Mei — standard' },
  { id: 'open-jtalk:mei-low', name: 'Mei — lower pitch' },
];

/**
 * Voices of espeak-ng (`TTS_ENGINE=espeak`, and the built-in engine on a host without Open JTalk): its
 * standard voice and two of its variants (the part after `+`). Always available, no account or network needed.
 */
export const EMBEDDED_VOICES: readonly Voice[] = [
  { id: 'espeak-ng:ja', name: 'espeak-ng — standard' },
  { id: 'espeak-ng:ja+f1', name: 'espeak-ng — female' },
  { id: 'espeak-ng:ja+m1', name: 'espeak-ng — low male' },
];

/** The engine's voices, the first being the default; a speech server that cannot list them is a 502. */
export async function offeredVoices(engine: Pick<TtsEngine, 'voices'>): Promise<Voice[]> {
  let voices: Voice[];
  try {
    voices = await engine.voices();
  } catch (error) {
    throw new AppError('audioFailed', (error as Error).message);
  }
  if (voices.length === 0) throw new AppError('audioFailed', 'The voice engine offers no voices');
  return voices;
}

/**
 * The voice a user hears: their saved voice while the engine offers it, else the engine's default. While a
 * speech server cannot list its voices the saved one stands, so settings still load.
 */
export async function userVoice(engine: Pick<TtsEngine, 'voices'>, saved: string | null): Promise<string> {
  let voices: Voice[];
  try {
    voices = await engine.voices();
  } catch {
    return saved ?? '';
  }
  if (saved && voices.some((voice) => voice.id === saved)) return saved;
  return voices[0]?.id ?? '';
}
