import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioPlayer } from '../lib/audioPlayer';
import { apiError, json, mockApi, resetTestEnvironment, signIn, storedUser } from '../test/render';
import {
  settingKeys,
  settingQueries,
  useCompleteTour,
  useSavePreferences,
  useSaveReviewSettings,
  useSaveToggle,
} from './accountSettings';
import { SessionProvider } from './session';

const ok = () => json({ success: true });
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'POST /account/setSpeed': ok,
    'POST /account/setAlias': ok,
    'POST /account/setJLPTtrainLevel': ok,
    'POST /account/complete_tour': ok,
    'POST /review/settings': ok,
    'GET /account/getSpeed': () => json({ success: true, speed: 'slow' }),
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetTestEnvironment);

/** A query client holding a value for every setting, plus the words of the day derived from the level. */
function seededClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const seed: Record<keyof typeof settingKeys, unknown> = {
    jlptTrainLevel: 'N4',
    alias: 'タロウ',
    voice: 'v1',
    speed: 'normal',
    translationLanguage: 'English',
    toggles: { showHiragana: true, showTranslations: true, showRecommendedWords: true },
    reviewSettings: { new_cards_per_day: 20 },
    tourDone: false,
    voices: [{ id: 'v1', name: 'Nanami' }],
    publicConfig: { googleClientId: null },
  };
  for (const [name, value] of Object.entries(seed)) {
    queryClient.setQueryData(settingKeys[name as keyof typeof settingKeys], value);
  }
  queryClient.setQueryData([...settingKeys.jlptTrainLevel, 'vocabularyOfTheDay'], { vocab_id: 'v-1' });
  return queryClient;
}

function renderWith<T>(hook: () => T, queryClient = seededClient()) {
  signIn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

/** Every query whose state changed (new data or marked stale) since `before`. */
function touchedKeys(queryClient: QueryClient, before: Map<string, unknown>) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale() || before.get(query.queryHash) !== query.state.data)
    .map((query) => query.queryKey);
}
const snapshot = (queryClient: QueryClient) =>
  new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.data]),
  );

describe('account settings', () => {
  it('has one key per setting, none inside another, and each query reads under its own key', () => {
    const keys = Object.values(settingKeys).map((key) => key.join('/'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(keys.filter((other) => other !== key && other.startsWith(`${key}/`))).toEqual([]);
    }
    for (const [name, query] of Object.entries(settingQueries)) {
      expect(query.queryKey).toBe(settingKeys[name as keyof typeof settingKeys]);
    }
  });

  it('shares one request between every screen that reads a setting', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderWith(
      () => [useQuery(settingQueries.speed).data, useQuery(settingQueries.speed).data],
      queryClient,
    );
    await waitFor(() => expect(result.current).toEqual(['slow', 'slow']));
    expect(api.callsTo('GET /account/getSpeed')).toHaveLength(1);
  });

  it('a saved speed updates only the speed, without asking the server again, and drops cached clips', async () => {
    const clearCache = vi.spyOn(audioPlayer, 'clearCache');
    const { result, queryClient } = renderWith(useSavePreferences);
    const before = snapshot(queryClient);
    await act(() => result.current({ speed: 'fast' }));
    expect(api.bodiesOf('POST /account/setSpeed')).toEqual([{ speed: 'fast' }]);
    expect(queryClient.getQueryData(settingKeys.speed)).toBe('fast');
    expect(touchedKeys(queryClient, before)).toEqual([settingKeys.speed]);
    expect(api.callsTo('GET /account/getSpeed')).toHaveLength(0);
    expect(clearCache).toHaveBeenCalledOnce();
  });

  it('a saved level also refreshes what the server derives from it, and a saved alias reaches the session', async () => {
    const { result, queryClient } = renderWith(useSavePreferences);
    const before = snapshot(queryClient);
    await act(() => result.current({ jlptTrainLevel: 'N2', alias: 'ハナコ' }));
    expect(queryClient.getQueryData(settingKeys.jlptTrainLevel)).toBe('N2');
    expect(queryClient.getQueryData(settingKeys.alias)).toBe('ハナコ');
    expect(touchedKeys(queryClient, before)).toEqual([
      settingKeys.jlptTrainLevel,
      settingKeys.alias,
      [...settingKeys.jlptTrainLevel, 'vocabularyOfTheDay'],
    ]);
    expect(storedUser()?.alias).toBe('ハナコ');
  });

  it('keeps the settings that were saved when another one fails, and rejects', async () => {
    api.handlers['POST /account/setAlias'] = () => apiError(500, 'boom');
    const { result, queryClient } = renderWith(useSavePreferences);
    await expect(result.current({ speed: 'slow', alias: 'ハナコ' })).rejects.toThrow('boom');
    expect(queryClient.getQueryData(settingKeys.speed)).toBe('slow');
    expect(queryClient.getQueryData(settingKeys.alias)).toBe('タロウ');
  });

  it('completing the tour stores its level, alias and done flag', async () => {
    const { result, queryClient } = renderWith(useCompleteTour);
    const before = snapshot(queryClient);
    await act(() => result.current({ jlptTrainLevel: 'N3', alias: 'ジロウ' }));
    expect(api.bodiesOf('POST /account/complete_tour')).toEqual([{ jlptTrainLevel: 'N3', alias: 'ジロウ' }]);
    expect(queryClient.getQueryData(settingKeys.tourDone)).toBe(true);
    expect(touchedKeys(queryClient, before)).toHaveLength(4);
    expect(storedUser()).toMatchObject({ tour_done: true, alias: 'ジロウ' });
  });

  it('a saved review limit updates only the review settings', async () => {
    const { result, queryClient } = renderWith(useSaveReviewSettings);
    const before = snapshot(queryClient);
    await act(() => result.current.mutateAsync(5));
    expect(queryClient.getQueryData(settingKeys.reviewSettings)).toEqual({ new_cards_per_day: 5 });
    expect(touchedKeys(queryClient, before)).toEqual([settingKeys.reviewSettings]);
  });

  it('moves a toggle at once and keeps it when the server agrees', async () => {
    let answer!: (response: Response) => void;
    api.handlers['POST /account/setToggleSetting'] = () => new Promise((resolve) => (answer = resolve));
    const { result, queryClient } = renderWith(useSaveToggle);
    act(() => result.current.mutate({ key: 'showHiragana', value: false }));
    await waitFor(() =>
      expect(queryClient.getQueryData(settingKeys.toggles)).toMatchObject({ showHiragana: false }),
    );
    await act(async () => answer(ok()));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(settingKeys.toggles)).toEqual({
      showHiragana: false,
      showTranslations: true,
      showRecommendedWords: true,
    });
    expect(api.bodiesOf('POST /account/setToggleSetting')).toEqual([{ showHiragana: false }]);
  });

  it('puts a toggle back, and only that one, when the server refuses it', async () => {
    let answer!: (response: Response) => void;
    api.handlers['POST /account/setToggleSetting'] = () => new Promise((resolve) => (answer = resolve));
    const { result, queryClient } = renderWith(useSaveToggle);
    act(() => result.current.mutate({ key: 'showTranslations', value: false }));
    await waitFor(() =>
      expect(queryClient.getQueryData(settingKeys.toggles)).toMatchObject({ showTranslations: false }),
    );
    // Another toggle changes meanwhile (e.g. from the other switch); the rollback must not undo it.
    queryClient.setQueryData(settingKeys.toggles, (current: object) => ({
      ...current,
      showRecommendedWords: false,
    }));
    await act(async () => answer(apiError(500, 'boom')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(settingKeys.toggles)).toEqual({
      showHiragana: true,
      showTranslations: true,
      showRecommendedWords: false,
    });
    expect(console.error).toHaveBeenCalledWith('Could not save the toggle setting', expect.anything());
  });
});
