import type { Language, Speed } from '@kaiwa/contract';
import { hiraganaOf, tokenize } from '@kaiwa/japanese';
import { espeakRuntime, type Pcm } from './espeak-runtime';
import {
  SPEED_SCALES,
  type TtsEngine,
  TtsFailedError,
  TtsUnavailableError,
  unavailableLanguageMessage,
} from './tts-engine';
import { EMBEDDED_VOICES } from './voices';
import { encodeWav, WAV_CONTENT_TYPE } from './wav';

/** espeak-ng's voice per language. Filipino and Mongolian have none. */
export const ESPEAK_LANGUAGE_VOICES: Partial<Record<Language, string>> = {
  Japanese: 'ja',
  Chinese: 'cmn',
  English: 'en-us',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Korean: 'ko',
  Polish: 'pl',
  Portuguese: 'pt-br',
  Russian: 'ru',
  Spanish: 'es',
  Thai: 'th',
  Vietnamese: 'vi',
};

const ESPEAK_DEFAULT_WORDS_PER_MINUTE = 175;
/** Words per minute: slow 123, normal 158, fast 201. */
export const ESPEAK_RATES = Object.fromEntries(
  Object.entries(SPEED_SCALES).map(([speed, scale]) => [
    speed,
    Math.round(ESPEAK_DEFAULT_WORDS_PER_MINUTE * scale),
  ]),
) as Record<Speed, number>;

/**
 * What espeak-ng should read for Japanese text. Its Japanese voice reads kana only (kanji come out as
 * "Chinese letter" in English), so the text becomes its hiragana reading, with the particles は and へ
 * written as they sound.
 */
export async function japaneseSpeechText(text: string): Promise<string> {
  const tokens = (await tokenize(text)).map((token) => {
    if (token.pos !== '助詞') return token;
    if (token.surface === 'は') return { ...token, surface: 'わ' };
    if (token.surface === 'へ') return { ...token, surface: 'え' };
    return token;
  });
  return hiraganaOf(tokens);
}

// Kana, kanji and Japanese punctuation (including the long-vowel mark and half-width katakana).
const JAPANESE_RUN = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+/g;

export type Part = { text: string; language: Language };

/**
 * The parts of a text each voice reads. A text in a language written without kanji can quote Japanese (a
 * dictionary explanation, a learner's mixed message), which that language's voice would read as "Japanese
 * letter" for every character: those runs go to the Japanese voice. Chinese keeps its characters.
 */
export function speechParts(text: string, language: Language): Part[] {
  if (language === 'Japanese' || language === 'Chinese') return [{ text, language }];
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(JAPANESE_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), language });
    parts.push({ text: match[0], language: 'Japanese' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), language });
  return parts.filter((part) => part.text.trim());
}

/**
 * PCM of one part read by espeak-ng in the voice of its language and `variant` (`+f1`, or `` for the
 * standard voice); Japanese is read from its kana.
 */
export async function espeakPart(
  part: Part,
  variant: string,
  speed: Speed,
  signal?: AbortSignal,
): Promise<Pcm> {
  const spoken = part.language === 'Japanese' ? await japaneseSpeechText(part.text) : part.text;
  const voice = `${ESPEAK_LANGUAGE_VOICES[part.language]}${variant}`;
  try {
    return await espeakRuntime().synthesize(spoken, voice, ESPEAK_RATES[speed], signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TtsFailedError(`The built-in voice failed: ${(error as Error).message}`);
  }
}

/** The espeak-ng variant of a voice id: `espeak-ng:ja+f1` → `+f1`, `espeak-ng:ja` → ``. */
function variantOf(voice: string): string {
  if (!EMBEDDED_VOICES.some((known) => known.id === voice)) {
    throw new TtsUnavailableError('Unknown voice');
  }
  const plus = voice.indexOf('+');
  return plus < 0 ? '' : voice.slice(plus);
}

/** espeak-ng compiled to WebAssembly: bundled, offline, no account, every language but two. */
export function createEspeakEngine(): TtsEngine {
  const engine: TtsEngine = {
    id: 'espeak',
    label: 'the built-in voice',
    languages: new Set(Object.keys(ESPEAK_LANGUAGE_VOICES) as Language[]),

    async voices() {
      return [...EMBEDDED_VOICES];
    },

    async synthesize({ text, language, voice, speed, signal }) {
      const languageVoice = ESPEAK_LANGUAGE_VOICES[language];
      if (!languageVoice) throw new TtsUnavailableError(unavailableLanguageMessage(language, engine));
      const variant = variantOf(voice);
      const pieces: Pcm[] = [];
      for (const part of speechParts(text, language))
        pieces.push(await espeakPart(part, variant, speed, signal));
      const length = pieces.reduce((sum, piece) => sum + piece.samples.length, 0);
      if (length === 0) throw new TtsFailedError('The built-in voice produced no audio');
      const samples = new Int16Array(length);
      let offset = 0;
      for (const piece of pieces) {
        samples.set(piece.samples, offset);
        offset += piece.samples.length;
      }
      return { audio: encodeWav(samples, pieces[0]!.sampleRate), contentType: WAV_CONTENT_TYPE };
    },
  };
  return engine;
}
