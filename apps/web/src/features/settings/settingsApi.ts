import {
  type AliasResponse,
  DEFAULT_SETTINGS,
  type JlptLevel,
  type JlptTrainLevelResponse,
  type OtherLanguage,
  Routes,
  type Speed,
  type SpeedResponse,
  type TranslationLanguageResponse,
  type Voice,
  type VoiceResponse,
  type VoicesResponse,
} from '@kaiwa/contract';
import { api } from '../../lib/api';

export type SettingsValues = {
  jlptTrainLevel: JlptLevel;
  alias: string;
  voice: string;
  speed: Speed;
  translationLanguage: OtherLanguage;
};

export type LoadedSettings = {
  values: SettingsValues;
  voices: Voice[];
  /** Some value could not be read; its default (or the session's alias) stands in. */
  failed: boolean;
};

/**
 * Reads every setting at once. A failing call does not block the others, so the user can still change
 * what did load; the page reports the failure.
 */
export async function loadSettings(fallbackAlias: string): Promise<LoadedSettings> {
  const [level, alias, voice, speed, language, voices] = await Promise.allSettled([
    api<JlptTrainLevelResponse>(Routes.getJlptTrainLevel),
    api<AliasResponse>(Routes.getAlias),
    api<VoiceResponse>(Routes.getVoice),
    api<SpeedResponse>(Routes.getSpeed),
    api<TranslationLanguageResponse>(Routes.getTranslationLanguage),
    api<VoicesResponse>(Routes.getVoices),
  ]);
  const results = [level, alias, voice, speed, language, voices];
  for (const result of results) {
    if (result.status === 'rejected') console.error('Could not load a setting', result.reason);
  }
  const value = <T, R>(result: PromiseSettledResult<T>, pick: (data: T) => R, fallback: R): R =>
    result.status === 'fulfilled' ? pick(result.value) : fallback;
  return {
    values: {
      jlptTrainLevel: value(level, (data) => data.jlptTrainLevel, DEFAULT_SETTINGS.jlptTrainLevel),
      alias: value(alias, (data) => data.alias, fallbackAlias),
      // The server stores no voice until one is chosen; guard against it sending null for that.
      voice: value(voice, (data) => data.voice ?? '', ''),
      speed: value(speed, (data) => data.speed, DEFAULT_SETTINGS.speed),
      translationLanguage: value(
        language,
        (data) => data.translationLanguage,
        DEFAULT_SETTINGS.translationLanguage,
      ),
    },
    voices: value(voices, (data) => data.voices, []),
    failed: results.some((result) => result.status === 'rejected'),
  };
}

/** Calls the setter of every value that differs from what was loaded; the alias is sent trimmed. */
export async function saveChangedSettings(before: SettingsValues, after: SettingsValues): Promise<void> {
  const calls: Promise<unknown>[] = [];
  if (after.jlptTrainLevel !== before.jlptTrainLevel) {
    calls.push(api(Routes.setJlptTrainLevel, { body: { jlptTrainLevel: after.jlptTrainLevel } }));
  }
  if (after.alias !== before.alias) calls.push(api(Routes.setAlias, { body: { alias: after.alias } }));
  if (after.voice !== before.voice) calls.push(api(Routes.setVoice, { body: { voice: after.voice } }));
  if (after.speed !== before.speed) calls.push(api(Routes.setSpeed, { body: { speed: after.speed } }));
  if (after.translationLanguage !== before.translationLanguage) {
    calls.push(
      api(Routes.setTranslationLanguage, { body: { translationLanguage: after.translationLanguage } }),
    );
  }
  await Promise.all(calls);
}
