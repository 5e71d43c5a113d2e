import type { Language } from '@kaiwa/contract';
import { ESPEAK_LANGUAGE_VOICES, espeakPart, speechParts } from './espeak-engine';
import { MP3_CONTENT_TYPE, type Mp3Encoder } from './mp3';
import { type OpenJtalk, openJtalkText } from './open-jtalk';
import { SPEED_SCALES, type TtsEngine, TtsUnavailableError, unavailableLanguageMessage } from './tts-engine';
import { BUILTIN_VOICES } from './voices';
import { encodeWav } from './wav';

/** Pitch shift of each built-in voice, in semitones. */
const HALF_TONES: Record<string, number> = { 'open-jtalk:mei': 0, 'open-jtalk:mei-low': -4 };
/** espeak-ng's variant for the other languages: female, like Mei. */
const ESPEAK_VARIANT = '+f1';

/**
 * The built-in engine: Japanese read by Open JTalk with the voice "Mei" (dictionary readings and pitch
 * accents), every other language espeak-ng knows by espeak-ng, and Japanese quoted in those languages by Open
 * JTalk again. Speeds set Open JTalk's speaking rate (slow 0.7, normal 0.9, fast 1.15) and espeak-ng's words
 * per minute. Every piece is encoded to MP3 as it is made and the pieces are joined: they share one format
 * whatever their source's sample rate.
 */
export function createBuiltinEngine(deps: { openJtalk: OpenJtalk; encoder: Mp3Encoder }): TtsEngine {
  const { openJtalk, encoder } = deps;
  const engine: TtsEngine = {
    id: 'builtin',
    label: 'the built-in voice',
    languages: new Set(Object.keys(ESPEAK_LANGUAGE_VOICES) as Language[]),

    async voices() {
      return [...BUILTIN_VOICES];
    },

    async synthesize({ text, language, voice, speed, signal }) {
      if (!engine.languages.has(language)) {
        throw new TtsUnavailableError(unavailableLanguageMessage(language, engine));
      }
      const halfTones = HALF_TONES[voice];
      if (halfTones === undefined) throw new TtsUnavailableError('Unknown voice');
      const pieces: Buffer[] = [];
      for (const part of speechParts(text, language)) {
        if (part.language === 'Japanese') {
          const style = { rate: SPEED_SCALES[speed], halfTones };
          for await (const wav of openJtalk.synthesize(await openJtalkText(part.text), style, signal)) {
            pieces.push(await encoder.encode(wav, signal));
          }
        } else {
          const pcm = await espeakPart(part, ESPEAK_VARIANT, speed, signal);
          if (pcm.samples.length > 0) {
            pieces.push(await encoder.encode(encodeWav(pcm.samples, pcm.sampleRate), signal));
          }
        }
      }
      if (pieces.length === 0) throw new TtsUnavailableError('This text has nothing to read aloud');
      return { audio: Buffer.concat(pieces), contentType: MP3_CONTENT_TYPE };
    },
  };
  return engine;
}
