import type { Language, Speed, Voice } from '@kaiwa/contract';
import { UserFacingError } from '../lib/user-facing-error';

export type SynthesisRequest = {
  text: string;
  language: Language;
  /** A voice id from the same engine's `voices()`. */
  voice: string;
  speed: Speed;
  signal?: AbortSignal;
};

/** Encoded audio, ready to send: `contentType` is audio/wav, audio/mpeg or audio/ogg. */
export type SynthesizedAudio = { audio: Buffer; contentType: string };

/** A text-to-speech engine. Voice ids carry the engine's name, so a voice saved under another engine is never taken for one of this engine's. */
export type TtsEngine = {
  /** Which engine and model this is, e.g. `espeak` or `openai:tts-1`; part of every audio cache key. */
  readonly id: string;
  /** How messages name the engine: "Audio in Thai is not available with {label}". */
  readonly label: string;
  readonly languages: ReadonlySet<Language>;
  /** The voices to choose from; the first is the default. */
  voices(): Promise<Voice[]>;
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>;
};

/**
 * The engine cannot do what was asked (a language without a voice, an unknown voice): retrying will not help.
 * The message is written for users.
 */
export class TtsUnavailableError extends UserFacingError {}

/**
 * The engine failed (unreachable, answered an error, produced nothing). The message is for the host's log:
 * users are told only that the voice engine failed.
 */
export class TtsFailedError extends Error {}

/**
 * Speaking rate per speed setting, as a multiple of each engine's own default pace. Normal is a little
 * slower than the engines' default, which is brisk for learners.
 */
export const SPEED_SCALES: Record<Speed, number> = { slow: 0.7, normal: 0.9, fast: 1.15 };

export const unavailableLanguageMessage = (language: Language, engine: Pick<TtsEngine, 'label'>) =>
  `Audio in ${language} is not available with ${engine.label}`;

/** `signal` aborted by the caller, or after `timeoutMs`, whichever comes first. */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
