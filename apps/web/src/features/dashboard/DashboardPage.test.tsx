import type { User } from '@kaiwa/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  testUser,
} from '../../test/render';
import { DashboardPage } from './DashboardPage';

const JAN_5_2025_NOON_UTC = Date.UTC(2025, 0, 5, 12) / 1000;
const vocabulary = {
  vocab_id: 'v-1',
  level: 'N4',
  kanji: 'nan',
  pronunciation: 'ありがとう',
  english: 'thank you',
  pitch_accent: [{ reading: 'ありがとう', downstep: 2, morae: 5 }],
};
const kanji = {
  vocab_id: 'k-1',
  level: 'N3',
  kanji: '語',
  pronunciation: 'ご',
  english: 'word, language',
  pitch_accent: [],
};

let api: ReturnType<typeof mockApi>;

function serve(overrides: Record<string, Handler> = {}) {
  api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /vocabulary/vocabulary_of_the_day': () => json({ success: true, vocabulary_of_the_day: vocabulary }),
    'GET /vocabulary/kanji_of_the_day': () => json({ success: true, kanji_of_the_day: kanji }),
    'GET /conversation/getLastConversation': () => apiError(404, 'Not found', 'not_found'),
    'GET /review/stats': () => json({ success: true, due_count: 3 }),
    'GET /review/vocab_ids': () => json({ success: true, vocab_ids: ['v-1'] }),
    ...overrides,
  });
}

const lastConversation = (aliases: string[]) => () =>
  json({
    success: true,
    conversation_id: 'c-42',
    last_activity: JAN_5_2025_NOON_UTC,
    participants: aliases.map((alias) => ({ alias })),
  });

beforeEach(() => {
  serve();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(resetTestEnvironment);

function renderPage(signedIn: User = testUser) {
  signIn(signedIn);
  return renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
}

describe('DashboardPage', () => {
  it('welcomes the user with the logo name and links the fixed cards', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Kaiwa, タロウ!');
    expect(screen.getByRole('link', { name: /Start Conversation/ }).getAttribute('href')).toBe(
      '/configure_conversation',
    );
    expect(screen.getByRole('link', { name: /Access Vocabulary/ }).getAttribute('href')).toBe('/vocabulary');
    expect(screen.getByRole('link', { name: /Translate text between languages/ }).getAttribute('href')).toBe(
      '/translation',
    );
    await screen.findByText('thank you');
  });

  it('links the reviews with the number due, and marks a day item already in reviews', async () => {
    renderPage();
    const reviews = await screen.findByRole('link', { name: /Reviews: 3 due/ });
    expect(reviews.getAttribute('href')).toBe('/review');
    const day = screen.getByRole('article', { name: /Vocabulary of the Day/ });
    expect(await within(day).findByText('✓ In reviews')).toBeTruthy();
    const kanjiCard = screen.getByRole('article', { name: /Kanji of the Day/ });
    expect(within(kanjiCard).getByRole('button', { name: 'Add 語 to reviews' })).toBeTruthy();
  });

  it.each([
    [['ユキ'], 'Continue conversation with ユキ from Jan 5, 2025'],
    [['ユキ', 'Ken'], 'Continue conversation with ユキ and Ken from Jan 5, 2025'],
    [['ユキ', 'Ken', 'ハナ'], 'Continue conversation with ユキ, Ken and ハナ from Jan 5, 2025'],
  ])('links to the last conversation with %j', async (aliases, text) => {
    serve({ 'GET /conversation/getLastConversation': lastConversation(aliases) });
    renderPage();
    const link = (await screen.findByText(text)).closest('a');
    expect(link?.getAttribute('href')).toBe('/conversation/c-42');
  });

  it('says "No previous conversations" when there is none or the call fails', async () => {
    renderPage();
    expect(await screen.findByText('No previous conversations')).toBeTruthy();
    cleanup();

    serve({
      'GET /conversation/getLastConversation': () =>
        json({ success: true, conversation_id: null, last_activity: null, participants: [] }),
    });
    renderPage();
    expect(await screen.findByText('No previous conversations')).toBeTruthy();
  });

  it('shows the day items with level, a blank kanji for "nan" and the dictionary and explanation links', async () => {
    renderPage();
    const vocabCard = (await screen.findByRole('heading', { name: 'N4 Vocabulary of the Day' })).closest(
      'article',
    )!;
    const card = within(vocabCard);
    expect(card.getByText('ありがとう')).toBeTruthy();
    expect(card.getByRole('img', { name: 'ありがとう: nakadaka, falls after mora 2 (り)' })).toBeTruthy();
    expect(card.getByText('thank you')).toBeTruthy();
    expect(card.queryByText('nan')).toBeNull();
    const jisho = card.getByRole('link', { name: /Jisho/ });
    expect(jisho.getAttribute('href')).toBe(`https://jisho.org/search/${encodeURIComponent('ありがとう')}`);
    expect(jisho.getAttribute('target')).toBe('_blank');
    expect(jisho.getAttribute('rel')).toContain('noopener');
    expect(card.getByRole('link', { name: 'View explanation' }).getAttribute('href')).toBe(
      '/vocabulary?explain=v-1',
    );
    expect(card.getByRole('button', { name: 'Play pronunciation of ありがとう' })).toBeTruthy();

    const kanjiCard = within(
      screen.getByRole('heading', { name: 'N3 Kanji of the Day' }).closest('article')!,
    );
    expect(kanjiCard.getByText('語')).toBeTruthy();
    expect(kanjiCard.queryByRole('img')).toBeNull();
    expect(kanjiCard.getByRole('button', { name: 'Play pronunciation of 語' })).toBeTruthy();
    expect(kanjiCard.getByRole('link', { name: /Jisho/ }).getAttribute('href')).toBe(
      `https://jisho.org/search/${encodeURIComponent('語')}`,
    );
  });

  it('keeps a day card on "Loading..." when its call fails, and logs the failure', async () => {
    serve({
      'GET /vocabulary/kanji_of_the_day': () => json({ success: false, error: 'x', code: 'internal' }, 500),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'N4 Vocabulary of the Day' });
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    const kanjiCard = within(screen.getByRole('heading', { name: 'Kanji of the Day' }).closest('article')!);
    expect(kanjiCard.getByText('Loading...')).toBeTruthy();
  });

  it('loads nothing without a user id and token', async () => {
    renderPage({ ...testUser, auth_token: '' });
    expect(screen.getByText('No previous conversations')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const paths = api.calls.map((call) => call.url.pathname);
    expect(
      paths.filter((path) => path.startsWith('/api/vocabulary') || path.startsWith('/api/conversation')),
    ).toEqual([]);
  });
});
