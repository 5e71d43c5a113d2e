import {
  api,
  type CompleteTourRequest,
  DEFAULT_SETTINGS,
  type JlptLevel,
  type OtherLanguage,
  type ReviewSettings,
  type Speed,
  type ToggleSettingKey,
  type ToggleSettings,
} from '@kaiwa/contract';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { audioPlayer } from '../lib/audioPlayer';
import { logged } from '../lib/logged';
import { useSession } from './session';

/**
 * The account's server-side settings, one query each, shared by every screen. Each setting has exactly one
 * key; data the server derives from a setting (the dashboard's words of the day come from the training
 * level) is keyed under that setting's key, so saving the setting refreshes it too and nothing else.
 */
export const settingKeys = {
  jlptTrainLevel: ['account', 'jlptTrainLevel'],
  alias: ['account', 'alias'],
  voice: ['account', 'voice'],
  speed: ['account', 'speed'],
  translationLanguage: ['account', 'translationLanguage'],
  toggles: ['account', 'toggles'],
  reviewSettings: ['account', 'reviewSettings'],
  tourDone: ['account', 'tourDone'],
  /** Not a setting, but read-only account data of the same kind: the voices one can choose. */
  voices: ['account', 'voices'],
  /** The server's public configuration (no account needed): it never changes while the app runs. */
  publicConfig: ['publicConfig'],
} as const;

export const settingQueries = {
  jlptTrainLevel: queryOptions({
    queryKey: settingKeys.jlptTrainLevel,
    queryFn: () =>
      logged(
        'JLPT training level',
        call(api.getJlptTrainLevel).then((data) => data.jlptTrainLevel),
      ),
  }),
  alias: queryOptions({
    queryKey: settingKeys.alias,
    queryFn: () =>
      logged(
        'alias',
        call(api.getAlias).then((data) => data.alias),
      ),
  }),
  voice: queryOptions({
    queryKey: settingKeys.voice,
    // The server stores no voice until one is chosen; guard against it sending null for that.
    queryFn: () =>
      logged(
        'voice',
        call(api.getVoice).then((data) => data.voice ?? ''),
      ),
  }),
  speed: queryOptions({
    queryKey: settingKeys.speed,
    queryFn: () =>
      logged(
        'speed',
        call(api.getSpeed).then((data) => data.speed),
      ),
  }),
  translationLanguage: queryOptions({
    queryKey: settingKeys.translationLanguage,
    queryFn: () =>
      logged(
        'translation language',
        call(api.getTranslationLanguage).then((data) => data.translationLanguage),
      ),
  }),
  toggles: queryOptions({
    queryKey: settingKeys.toggles,
    queryFn: () =>
      logged(
        'toggle settings',
        call(api.getToggleSettings).then((data) => data.settings),
      ),
  }),
  reviewSettings: queryOptions({
    queryKey: settingKeys.reviewSettings,
    queryFn: () =>
      call(api.getReviewSettings).then(({ new_cards_per_day }): ReviewSettings => ({ new_cards_per_day })),
  }),
  tourDone: queryOptions({
    queryKey: settingKeys.tourDone,
    queryFn: () => call(api.tourDone).then((data) => data.tour_done),
  }),
  voices: queryOptions({
    queryKey: settingKeys.voices,
    queryFn: () =>
      logged(
        'voices',
        call(api.getVoices).then((data) => data.voices),
      ),
  }),
  publicConfig: queryOptions({
    queryKey: settingKeys.publicConfig,
    queryFn: () => call(api.publicConfig),
    staleTime: Number.POSITIVE_INFINITY,
  }),
};

/** The settings of the preferences form, each saved by its own call. */
export type PreferenceValues = {
  jlptTrainLevel: JlptLevel;
  alias: string;
  voice: string;
  speed: Speed;
  translationLanguage: OtherLanguage;
};
type PreferenceName = keyof PreferenceValues;

const savePreferenceCalls: { [K in PreferenceName]: (value: PreferenceValues[K]) => Promise<unknown> } = {
  jlptTrainLevel: (jlptTrainLevel) => call(api.setJlptTrainLevel, { body: { jlptTrainLevel } }),
  alias: (alias) => call(api.setAlias, { body: { alias } }),
  voice: (voice) => call(api.setVoice, { body: { voice } }),
  speed: (speed) => call(api.setSpeed, { body: { speed } }),
  translationLanguage: (translationLanguage) =>
    call(api.setTranslationLanguage, { body: { translationLanguage } }),
};

/** After the server stored a setting: its own query holds the new value, data derived from it is refetched. */
function storeSetting(queryClient: QueryClient, key: readonly string[], value: unknown) {
  queryClient.setQueryData(key, value);
  void queryClient.invalidateQueries({
    queryKey: key,
    predicate: (query) => query.queryKey.length > key.length,
  });
}

function storePreference<K extends PreferenceName>(
  queryClient: QueryClient,
  name: K,
  value: PreferenceValues[K],
) {
  storeSetting(queryClient, settingKeys[name], value);
  // Clips fetched so far were read in the old voice or speed.
  if (name === 'voice' || name === 'speed') audioPlayer.clearCache();
}

/**
 * Saves the given preferences (one call each, in parallel) and rejects if any call failed; each one that
 * succeeded is stored in its own query whatever the others did. A new alias also goes to the session.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return async (changes: Partial<PreferenceValues>): Promise<void> => {
    const save = async <K extends PreferenceName>(name: K, value: PreferenceValues[K]) => {
      await savePreferenceCalls[name](value);
      storePreference(queryClient, name, value);
      if (name === 'alias') updateUser({ alias: value as string });
    };
    const names = Object.keys(changes) as PreferenceName[];
    await Promise.all(names.map((name) => save(name, changes[name]!)));
  };
}

/** The first-run tour's answers: the tour is done, and its level and alias are saved. */
export function useCompleteTour() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return async (answers: CompleteTourRequest): Promise<void> => {
    await call(api.completeTour, { body: answers });
    storeSetting(queryClient, settingKeys.tourDone, true);
    storePreference(queryClient, 'jlptTrainLevel', answers.jlptTrainLevel);
    storePreference(queryClient, 'alias', answers.alias);
    updateUser({ tour_done: true, alias: answers.alias });
  };
}

/** Saves the daily new-card limit of reviews (the due count, keyed under it, follows). */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newCardsPerDay: number) =>
      call(api.setReviewSettings, { body: { new_cards_per_day: newCardsPerDay } }),
    onSuccess: (_answer, newCardsPerDay) =>
      storeSetting(queryClient, settingKeys.reviewSettings, { new_cards_per_day: newCardsPerDay }),
  });
}

/**
 * Switches one display toggle (kana, translation, recommended words). The switch moves at once; if the
 * server refuses, that toggle goes back and the failure is logged.
 */
export function useSaveToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: ToggleSettingKey; value: boolean }) =>
      call(api.setToggleSetting, { body: { [key]: value } }),
    onMutate: async ({ key, value }) => {
      // A read still on its way would overwrite the switch with the old value.
      await queryClient.cancelQueries({ queryKey: settingKeys.toggles });
      queryClient.setQueryData<ToggleSettings>(settingKeys.toggles, (current) => ({
        ...(current ?? DEFAULT_SETTINGS.toggles),
        [key]: value,
      }));
    },
    onError: (error, { key, value }) => {
      console.error('Could not save the toggle setting', error);
      queryClient.setQueryData<ToggleSettings>(settingKeys.toggles, (current) =>
        current ? { ...current, [key]: !value } : current,
      );
    },
  });
}
