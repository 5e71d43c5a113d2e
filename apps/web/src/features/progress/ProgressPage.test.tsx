import type { JlptLevel, LevelProgress } from '@kaiwa/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment } from '../../test/render';
import { ProgressPage } from './ProgressPage';

// Chart.js needs a canvas; the test looks at the lines the page hands to the chart instead.
vi.mock('react-chartjs-2', () => ({
  Line: ({
    data,
  }: {
    data: { labels: string[]; datasets: { label: string; data: number[]; borderDash?: number[] }[] };
  }) => <pre data-testid="chart">{JSON.stringify(data)}</pre>,
}));

function levelProgress(overrides: Partial<LevelProgress> = {}): LevelProgress {
  return {
    cumulative_progress: {
      vocab: { '2026-03-10': 4, '2026-03-11': 12 },
      kanji: { '2026-03-10': 1, '2026-03-11': 3 },
    },
    vocabs_amount: 400,
    kanji_amount: 60,
    used_vocabs_amount: 12,
    used_kanji_amount: 3,
    avg_vocab_usage_quality: 7.46,
    avg_kanji_usage_quality: 5,
    ...overrides,
  };
}

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A fake API: the training level and per-level progress; every progress request is recorded. */
function fakeApi(options: {
  trainLevel: () => Promise<Response>;
  progress?: (level: JlptLevel) => Promise<Response>;
}) {
  const api = mockApi({
    'GET /account/getJLPTtrainLevel': () => options.trainLevel(),
    'GET /account/getLevelProgress': ({ query }) => {
      const level = query.get('level') as JlptLevel;
      return options.progress ? options.progress(level) : json({ level_progress: levelProgress() });
    },
  });
  return {
    get progressCalls() {
      return api.callsTo('GET /account/getLevelProgress').map((call) => call.query.get('level'));
    },
  };
}

function renderPage() {
  const { user } = renderRoutes([{ path: '/progress', element: <ProgressPage /> }], '/progress');
  return { user, select: screen.getByLabelText('Display Level') as HTMLSelectElement };
}

describe('ProgressPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(resetTestEnvironment);

  it('shows N5 until the training level arrives, then loads and shows that level', async () => {
    const trainLevel = deferred<Response>();
    const api = fakeApi({ trainLevel: () => trainLevel.promise });
    const { select } = renderPage();

    expect(screen.getByRole('heading', { name: 'Your Learning Progress' })).toBeTruthy();
    expect(select.value).toBe('N5');
    expect([...select.options].map((option) => option.text)).toEqual([
      'N5 - Beginner',
      'N4 - Elementary',
      'N3 - Intermediate',
      'N2 - Advanced',
      'N1 - Expert',
    ]);
    expect(screen.getByText('Loading N5 progress...')).toBeTruthy();

    trainLevel.resolve(json({ jlptTrainLevel: 'N3' }));
    const vocabulary = await screen.findByRole('region', { name: 'Vocabulary' });
    expect(select.value).toBe('N3');
    // The level shown before the training level arrived was never fetched.
    expect(api.progressCalls).toEqual(['N3']);

    expect(within(vocabulary).getByText('Used: 12 / 400')).toBeTruthy();
    expect(within(vocabulary).getByText('3.0%')).toBeTruthy();
    expect(within(vocabulary).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    const kanji = screen.getByRole('region', { name: 'Kanji' });
    expect(within(kanji).getByText('Used: 3 / 60')).toBeTruthy();
    expect(within(kanji).getByText('5.0%')).toBeTruthy();
    const quality = screen.getByRole('region', { name: 'Usage Quality' });
    expect(within(quality).getByText('7.5/10')).toBeTruthy();
    expect(within(quality).getByText('5.0/10')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Progress Over Time - Count & Percentage' })).toBeTruthy();
    const chart = JSON.parse(screen.getByTestId('chart').textContent ?? '');
    expect(chart.labels).toEqual(['Mar 10', 'Mar 11']);
    expect(chart.datasets.map((set: { label: string }) => set.label)).toEqual([
      'Vocabulary Count',
      'Kanji Count',
      'Vocabulary %',
      'Kanji %',
    ]);
    expect(chart.datasets[0].data).toEqual([4, 12]);
    expect(chart.datasets[3].data).toEqual([(1 / 60) * 100, 5]);
    expect(chart.datasets.map((set: { borderDash?: number[] }) => Boolean(set.borderDash))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('fetches each level once: going back to a loaded level asks the server nothing', async () => {
    const api = fakeApi({
      trainLevel: async () => json({ jlptTrainLevel: 'N5' }),
      progress: async (level) =>
        json({
          level_progress:
            level === 'N5'
              ? levelProgress({ used_vocabs_amount: 5 })
              : levelProgress({ used_vocabs_amount: 9, cumulative_progress: { vocab: {}, kanji: {} } }),
        }),
    });
    const { user, select } = renderPage();
    await screen.findByText('Used: 5 / 400');

    expect(screen.queryByText(/to see your progress here/)).toBeNull();
    await user.selectOptions(select, 'N4');
    await screen.findByText('Used: 9 / 400');
    // Nothing of the level used over time yet: the chart says how to fill it.
    expect(
      screen.getByText('Use N4 words and kanji in a conversation to see your progress here.'),
    ).toBeTruthy();
    await user.selectOptions(select, 'N5');
    expect(screen.getByText('Used: 5 / 400')).toBeTruthy();
    await user.selectOptions(select, 'N4');
    expect(screen.getByText('Used: 9 / 400')).toBeTruthy();
    await user.selectOptions(select, 'N5');
    expect(api.progressCalls).toEqual(['N5', 'N4']);
  });

  it('says which level is loading while its progress is on the way', async () => {
    const n2 = deferred<Response>();
    fakeApi({
      trainLevel: async () => json({ jlptTrainLevel: 'N5' }),
      progress: (level) =>
        level === 'N2' ? n2.promise : Promise.resolve(json({ level_progress: levelProgress() })),
    });
    const { user, select } = renderPage();
    await screen.findByRole('region', { name: 'Vocabulary' });
    await user.selectOptions(select, 'N2');
    expect(screen.getByText('Loading N2 progress...')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vocabulary' })).toBeNull();
    n2.resolve(json({ level_progress: levelProgress({ used_kanji_amount: 30 }) }));
    expect(await screen.findByText('Used: 30 / 60')).toBeTruthy();
    expect(screen.getByText('50.0%')).toBeTruthy();
  });

  it('stays on N5 when the training level cannot be loaded, and logs the failure', async () => {
    const api = fakeApi({
      trainLevel: async () => json({ success: false, error: 'down', code: 'internal' }, 500),
    });
    const { select } = renderPage();
    await screen.findByRole('region', { name: 'Vocabulary' });
    expect(select.value).toBe('N5');
    expect(api.progressCalls).toEqual(['N5']);
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the loading text (and only logs) when a level cannot be loaded', async () => {
    fakeApi({
      trainLevel: async () => json({ jlptTrainLevel: 'N1' }),
      progress: async () => json({ success: false, error: 'down', code: 'internal' }, 500),
    });
    renderPage();
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Could not load the N1 progress', expect.anything()),
    );
    expect(screen.getByText('Loading N1 progress...')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
