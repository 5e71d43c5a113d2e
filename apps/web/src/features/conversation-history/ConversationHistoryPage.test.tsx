import type { ConversationSummary, User } from '@kaiwa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, signIn, testUser } from '../../test/render';
import { ConversationHistoryPage, formatConversationDate } from './ConversationHistoryPage';

const JAN_5_2025_0930_UTC = Date.UTC(2025, 0, 5, 9, 30) / 1000;
const summary: ConversationSummary = {
  conversation_id: 'c-1',
  date: JAN_5_2025_0930_UTC,
  jlpt_level: 'N4',
  topic: '週末の予定',
  participants: [
    { id: 'me', type: 'user', alias: 'タロウ', picture: null },
    {
      id: 'char-aiko',
      type: 'assistant',
      alias: 'Aiko',
      picture: '/api/conversation/characterPicture/aiko.svg',
    },
    { id: 'friend-1', type: 'user', alias: 'ハナ', picture: null },
  ],
};

let summaries: () => Response | Promise<Response>;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  summaries = () => json({ success: true, conversation_infos: [summary] });
  api = mockApi({
    'GET /conversation/getSummaries': () => summaries(),
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /getUserPicture': () => new Response(null, { status: 204 }),
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Pin the time zone so the formatted time is the same on every machine.
  process.env.TZ = 'UTC';
});

afterEach(resetTestEnvironment);

function renderPage(user: Partial<User> = testUser) {
  signIn(user);
  return renderRoutes(
    [
      { path: '/conversation_history', element: <ConversationHistoryPage /> },
      { path: '/configure_conversation', element: <p>Configure page</p> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
      { path: '/conversation_analysis/:id', element: <p>Analysis page</p> },
    ],
    '/conversation_history',
  );
}

describe('formatConversationDate', () => {
  it('shows year, short month, day, hour and minute in US English', () => {
    expect(formatConversationDate(JAN_5_2025_0930_UTC)).toBe('Jan 5, 2025, 9:30 AM');
    expect(formatConversationDate(Date.UTC(2024, 11, 31, 23, 5) / 1000)).toBe('Dec 31, 2024, 11:05 PM');
  });
});

describe('ConversationHistoryPage', () => {
  it('shows a spinner while loading', async () => {
    summaries = () => new Promise(() => undefined);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Your Conversation History' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading conversations' })).toBeTruthy();
  });

  it('shows a card per conversation with the others’ pictures, date, level and topic', async () => {
    renderPage();
    const topic = await screen.findByRole('heading', { name: '週末の予定' });
    const card = topic.closest('li')!;
    expect(within(card).getByText('N4')).toBeTruthy();
    expect(within(card).getByText('Jan 5, 2025, 9:30 AM')).toBeTruthy();
    expect(within(card).getByText('Aiko, ハナ')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/api/conversation/characterPicture/aiko.svg',
    );
    // The friend's picture comes from their profile picture; the user's own is not shown.
    expect(api.callsTo('GET /getUserPicture')).toHaveLength(1);
  });

  it('continues the conversation or opens its analysis', async () => {
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/conversation/c-1');
    await router.navigate('/conversation_history');
    await userEvent.click(await screen.findByRole('link', { name: 'View' }));
    expect(router.state.location.pathname).toBe('/conversation_analysis/c-1');
  });

  it('offers to start a conversation when there is none', async () => {
    summaries = () => json({ success: true, conversation_infos: [] });
    const { router } = renderPage();
    expect(
      await screen.findByText('No conversations yet. Start a new conversation to practice!'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Conversation' }));
    expect(router.state.location.pathname).toBe('/configure_conversation');
  });

  it('shows the generic error with Try Again, which loads again', async () => {
    summaries = () => json({ success: false, error: 'Database is down', code: 'internal_error' }, 500);
    renderPage();
    expect(await screen.findByText('Failed to load conversations. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('Database is down')).toBeNull();
    summaries = () => json({ success: true, conversation_infos: [summary] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '週末の予定' })).toBeTruthy();
  });

  it('treats success false as a failure', async () => {
    summaries = () => json({ success: false, error: 'Nope' });
    renderPage();
    expect(await screen.findByText('Failed to load conversations. Please try again later.')).toBeTruthy();
  });

  it('renders nothing without a user id and a token', async () => {
    const { container } = renderPage({ ...testUser, auth_token: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(api.calls.map((call) => call.url.pathname)).not.toContain('/api/conversation/getSummaries');
  });
});
