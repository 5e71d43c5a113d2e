import type { JlptLevel, User, VocabularyItem } from '@kaiwa/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioPlayer } from '../../lib/audioPlayer';
import { FakeAudio } from '../../lib/audioTesting';
import {
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  stubDialog,
  testUser,
} from '../../test/render';
import { saveFilters } from './filterStorage';
import { DEFAULT_FILTERS, type FilterState } from './filters';
import { VocabularyPage } from './VocabularyPage';

const word = (
  vocab_id: string,
  level: JlptLevel,
  overrides: Partial<VocabularyItem> = {},
): VocabularyItem => ({
  vocab_id,
  level,
  vocabType: 'vocabulary',
  kanji: `字${vocab_id}`,
  pronunciation: `よみ${vocab_id}`,
  english: `meaning ${vocab_id}`,
  timesUsed: 0,
  lastUsed: null,
  avgUsageQuality: -1,
  pitch_accent: [],
  ...overrides,
});

/** Two words per level; the N4 answer repeats an N5 word to check the merge. */
const CATALOGUE: Record<JlptLevel, VocabularyItem[]> = {
  N5: [word('a5', 'N5'), word('b5', 'N5', { vocabType: 'kanji', kanji: '水', english: 'water' })],
  N4: [word('a4', 'N4'), word('b4', 'N4')],
  N3: [word('a3', 'N3'), word('b3', 'N3')],
  N2: [word('a2', 'N2'), word('b2', 'N2')],
  N1: [word('a1', 'N1'), word('b1', 'N1')],
};

type Flags = Record<'n1' | 'n2' | 'n3' | 'n4' | 'n5', boolean>;
const levelsOf = (flags: Flags): JlptLevel[] =>
  (['N5', 'N4', 'N3', 'N2', 'N1'] as const).filter((level) => flags[level.toLowerCase() as keyof Flags]);

const answerFromCatalogue: Handler = ({ body }) => {
  const levels = levelsOf(body as Flags);
  const elements = levels.flatMap((level) => CATALOGUE[level]);
  if (levels.includes('N4')) elements.push(CATALOGUE.N5[0] as VocabularyItem);
  return json({ success: true, query_result: { elements } });
};

let handlers: Record<string, Handler>;
let api: ReturnType<typeof mockApi>;
const fetchBodies = () => api.bodiesOf('POST /vocabulary/fetchCategories') as Flags[];

beforeEach(() => {
  handlers = {
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /account/getSpeed': () => json({ success: true, speed: 'fast' }),
    'POST /vocabulary/fetchCategories': answerFromCatalogue,
  };
  api = mockApi(handlers);
  // jsdom has no layout: the grid sees zero width (one column) and the window's height.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('scrollTo', () => undefined);
  stubDialog();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(resetTestEnvironment);

function renderPage(options: { user?: User; path?: string } = {}) {
  signIn(options.user ?? testUser);
  return renderRoutes([{ path: '/vocabulary', element: <VocabularyPage /> }], options.path ?? '/vocabulary');
}

const counter = () => screen.getByText(/^(Loading\.\.\.|Showing \d+ items)$/);
const levelBox = (level: JlptLevel) => screen.getByRole('checkbox', { name: level });
const storedFilters = (userId: string): FilterState =>
  JSON.parse(localStorage.getItem(`kaiwa.vocabularyFilters.${userId}`) ?? 'null');

describe('VocabularyPage', () => {
  it('loads every level at once by default and counts the merged items', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Vocabulary' })).toBeTruthy();
    expect(counter().textContent).toContain('Loading...');
    await screen.findByText('Showing 10 items');
    expect(fetchBodies()).toEqual([{ n1: true, n2: true, n3: true, n4: true, n5: true }]);
    for (const level of ['N1', 'N2', 'N3', 'N4', 'N5'] as const)
      expect((levelBox(level) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Kanji' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Vocabulary' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort By' }) as HTMLInputElement).value).toBe('level');
  });

  it('fetches only newly checked levels, once each, and merges them without duplicates', async () => {
    saveFilters('me', {
      ...DEFAULT_FILTERS,
      jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: true },
    });
    const { user } = renderPage();
    await screen.findByText('Showing 2 items');
    expect(fetchBodies()).toEqual([{ n1: false, n2: false, n3: false, n4: false, n5: true }]);

    await user.click(levelBox('N4'));
    // The N4 answer repeats an N5 word: it is counted once.
    await screen.findByText('Showing 4 items');
    expect(fetchBodies()).toHaveLength(2);
    expect(fetchBodies()[1]).toEqual({ n1: false, n2: false, n3: false, n4: true, n5: false });

    await user.click(levelBox('N4'));
    expect(counter().textContent).toContain('Showing 2 items');
    await user.click(levelBox('N4'));
    expect(counter().textContent).toContain('Showing 4 items');
    expect(fetchBodies()).toHaveLength(2);
  });

  it('makes no request when no level is left to fetch', async () => {
    saveFilters('me', {
      ...DEFAULT_FILTERS,
      jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: false },
    });
    renderPage();
    expect(counter().textContent).toContain('Showing 0 items');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Pronunciation speed/ }) as HTMLSelectElement).value).toBe(
        'fast',
      ),
    );
    expect(fetchBodies()).toEqual([]);
  });

  it('restores the saved filters of the signed-in user only', async () => {
    const { user, unmount } = renderPage();
    await screen.findByText('Showing 10 items');
    await user.click(levelBox('N1'));
    await user.click(screen.getByRole('checkbox', { name: 'Vocabulary' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'times');
    await user.click(screen.getByRole('button', { name: /Ascending/ }));
    expect(storedFilters('me')).toMatchObject({
      jlptLevels: { N1: false, N5: true },
      includeTypes: { kanji: true, vocabulary: false },
      sortBy: 'times',
      sortOrder: 'desc',
    });
    unmount();

    renderPage();
    await screen.findByText('Showing 1 items');
    expect((levelBox('N1') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Vocabulary' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Sort By' }) as HTMLInputElement).value).toBe('times');
    expect(screen.getByRole('button', { name: /Descending/ })).toBeTruthy();
    cleanup();

    renderPage({ user: { ...testUser, user_id: 'someone-else', auth_token: 'token-2' } });
    await screen.findByText('Showing 10 items');
    expect((levelBox('N1') as HTMLInputElement).checked).toBe(true);
  });

  it('applies the search on Enter or the search button, not while typing', async () => {
    const { user } = renderPage();
    await screen.findByText('Showing 10 items');
    const box = screen.getByPlaceholderText('Search...');
    await user.type(box, 'WATER');
    expect(counter().textContent).toContain('Showing 10 items');
    await user.keyboard('{Enter}');
    expect(counter().textContent).toContain('Showing 1 items');
    await user.clear(box);
    await user.type(box, 'よみa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(counter().textContent).toContain('Showing 5 items');
  });

  it('Clear Filters resets everything to the defaults, and is off while they are the defaults', async () => {
    const { user } = renderPage();
    await screen.findByText('Showing 10 items');
    const clear = screen.getByRole('button', { name: 'Clear Filters' });
    expect((clear as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByPlaceholderText('Search...'), 'water{Enter}');
    await user.click(levelBox('N2'));
    await user.click(screen.getByRole('button', { name: /Ascending/ }));
    expect((clear as HTMLButtonElement).disabled).toBe(false);

    await user.click(clear);
    expect(counter().textContent).toContain('Showing 10 items');
    expect((screen.getByPlaceholderText('Search...') as HTMLInputElement).value).toBe('');
    expect((levelBox('N2') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /Ascending/ })).toBeTruthy();
    expect(storedFilters('me')).toEqual(DEFAULT_FILTERS);
    expect((clear as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows cards with badges, kanji, reading, meaning, usage and actions', async () => {
    CATALOGUE.N5[0] = word('a5', 'N5', {
      timesUsed: 3,
      lastUsed: 1_700_000_000,
      avgUsageQuality: 7.25,
      pitch_accent: [{ reading: 'よみa5', downstep: 1, morae: 4 }],
    });
    CATALOGUE.N5[1] = word('b5', 'N5', {
      vocabType: 'kanji',
      kanji: 'nan',
      pronunciation: 'ああ',
      english: 'ah',
    });
    saveFilters('me', {
      ...DEFAULT_FILTERS,
      jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: true },
    });
    renderPage();
    const used = await screen.findByRole('article', { name: '字a5 meaning a5' });
    expect(within(used).getByText('N5')).toBeTruthy();
    expect(within(used).getByText('Vocabulary')).toBeTruthy();
    expect(within(used).getByText('字a5')).toBeTruthy();
    expect(within(used).getByText('よみa5')).toBeTruthy();
    expect(
      within(used).getByRole('img', { name: 'よみa5: atamadaka, falls after mora 1 (よ)' }),
    ).toBeTruthy();
    expect(within(used).getByText('3')).toBeTruthy();
    expect(within(used).getByText('7.3')).toBeTruthy();
    expect(within(used).getByText(new Date(1_700_000_000_000).toLocaleDateString())).toBeTruthy();
    const jisho = within(used).getByRole('link', { name: /Look up 字a5 on Jisho/ });
    expect(jisho.getAttribute('href')).toBe(`https://jisho.org/search/${encodeURIComponent('字a5')}`);
    expect(jisho.getAttribute('target')).toBe('_blank');
    expect(jisho.getAttribute('rel')).toContain('noopener');

    const kanaOnly = screen.getByRole('article', { name: 'ああ ah' });
    expect(within(kanaOnly).getByText('Kanji')).toBeTruthy();
    expect(within(kanaOnly).queryByText('nan')).toBeNull();
    expect(within(kanaOnly).queryByText('Times Used')).toBeNull();
    expect(within(kanaOnly).queryByRole('img')).toBeNull();
    expect(
      within(kanaOnly)
        .getByRole('link', { name: /Look up ああ/ })
        .getAttribute('href'),
    ).toBe(`https://jisho.org/search/${encodeURIComponent('ああ')}`);
    CATALOGUE.N5 = [
      word('a5', 'N5'),
      word('b5', 'N5', { vocabType: 'kanji', kanji: '水', english: 'water' }),
    ];
  });

  it('says the fetch failed when the server answers success false', async () => {
    handlers['POST /vocabulary/fetchCategories'] = () =>
      json({ success: false, error: 'Database unavailable', code: 'internal_error' }, 500);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch vocabulary items');
  });

  it('says there was an error when the call does not get through', async () => {
    handlers['POST /vocabulary/fetchCategories'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching vocabulary items');
  });

  it('opens the explanation of ?explain= in a dialog and closes it', async () => {
    handlers['GET /vocabulary/getVocab'] = ({ url }) =>
      json({ success: true, vocab: word(url.searchParams.get('vocab_id') ?? '', 'N3') });
    handlers['GET /vocabulary/getVocabExplanation'] = () =>
      json({ success: false, error: 'No vocabulary item x', code: 'not_found' }, 404);
    const { user, router } = renderPage({ path: '/vocabulary?explain=a3' });
    const dialog = await screen.findByRole('dialog', { name: /字a3/ });
    expect(await within(dialog).findByText('Error fetching explanation: No vocabulary item x')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a card’s explanation from its button', async () => {
    handlers['GET /vocabulary/getVocab'] = () => json({ success: true, vocab: word('a5', 'N5') });
    handlers['GET /vocabulary/getVocabExplanation'] = () =>
      json({ success: true, status: 'generating' }, 201);
    saveFilters('me', {
      ...DEFAULT_FILTERS,
      jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: true },
    });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View explanation of 字a5' }));
    expect(router.state.location.search).toBe('?explain=a5');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Generating explanation...')).toBeTruthy();
  });

  it('plays a card’s pronunciation at the speed chosen on the page', async () => {
    const audioQueries: Record<string, string>[] = [];
    handlers['GET /vocabulary/getVocabAudio'] = ({ url }) => {
      audioQueries.push(Object.fromEntries(url.searchParams));
      return new Response(new Blob(['RIFF']), { status: 200, headers: { 'Content-Type': 'audio/wav' } });
    };
    vi.stubGlobal('Audio', FakeAudio);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:clip');
    saveFilters('me', {
      ...DEFAULT_FILTERS,
      jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: true },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: '字a5 meaning a5' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Pronunciation speed/ }), 'slow');
    await user.click(within(card).getByRole('button', { name: 'Play pronunciation of 字a5' }));
    expect(await within(card).findByRole('button', { name: 'Pause pronunciation of 字a5' })).toBeTruthy();
    expect(audioQueries).toEqual([{ vocab_id: 'a5', speed: 'slow' }]);
    audioPlayer.clearCache();
  });
});
