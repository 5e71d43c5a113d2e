import type { Character } from '@kaiwa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { ConfigureConversationPage } from './ConfigureConversationPage';

const character = (
  id: string,
  alias: string,
  level: Character['jlpt_level'],
  polite: Character['polite_level'],
) => ({
  character_id: id,
  alias,
  picture: `/api/conversation/characterPicture/${id}.svg`,
  jlpt_level: level,
  polite_level: polite,
  description: `${alias} likes tea.`,
});

/** In the server's order: N5 to N1, then 敬語, 丁寧語, 砕けた. */
const characters: Character[] = [
  character('n5-a', 'Aiko', 'N5', '丁寧語'),
  character('n5-b', 'Ken', 'N5', '砕けた'),
  character('n4-a', 'Mei', 'N4', '敬語'),
  character('n3-a', 'Sora', 'N3', '丁寧語'),
];

let handlers: Record<string, Handler>;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  handlers = {
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /getUserPicture': () => new Response(null, { status: 204 }),
    'GET /conversation/getCharacters': () => json({ characters }),
    'GET /account/getJLPTtrainLevel': () => json({ jlptTrainLevel: 'N5' }),
    'GET /account/getFriends': () =>
      json({ success: true, friends: [{ user_id: 'friend-1', alias: 'ハナ', email: 'hana@example.com' }] }),
    'POST /conversation/start': () => json({ success: true, conversation_id: 'conv-9' }),
  };
  api = mockApi(handlers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn();
});

afterEach(resetTestEnvironment);

function renderPage() {
  return renderRoutes(
    [
      { path: '/configure_conversation', element: <ConfigureConversationPage /> },
      { path: '/conversation/:conversationId', element: <p>Conversation page</p> },
    ],
    '/configure_conversation',
  ).router;
}

const characterCards = () =>
  within(screen.getByRole('region', { name: /Characters/ }))
    .getAllByRole('button')
    .map((card) => card.querySelector('[class*="characterName"]')?.textContent);

const startButton = () => screen.getByRole('button', { name: 'Start Conversation' }) as HTMLButtonElement;

describe('ConfigureConversationPage', () => {
  it("shows only the characters of the user's level, in the server's order, with their details", async () => {
    renderPage();
    await screen.findByText('Ken');
    await waitFor(() => expect(characterCards()).toEqual(['Aiko', 'Ken']));
    const aiko = screen.getByRole('button', { name: /Aiko/ });
    expect(within(aiko).getByText('N5')).toBeTruthy();
    expect(within(aiko).getByText('丁寧語')).toBeTruthy();
    expect(aiko.textContent).toContain('formal');
    expect(within(aiko).getByText('Aiko likes tea.')).toBeTruthy();
    expect(aiko.querySelector('img')?.getAttribute('src')).toBe(
      '/api/conversation/characterPicture/n5-a.svg',
    );
  });

  it('filters by the saved level, and shows every level with Show All', async () => {
    handlers['GET /account/getJLPTtrainLevel'] = () => json({ jlptTrainLevel: 'N4' });
    renderPage();
    await waitFor(() => expect(characterCards()).toEqual(['Mei']));
    const showAll = screen.getByRole('switch', { name: 'Show All' });
    await userEvent.click(showAll);
    expect(characterCards()).toEqual(['Aiko', 'Ken', 'Mei', 'Sora']);
    await userEvent.click(showAll);
    expect(characterCards()).toEqual(['Mei']);
  });

  it('keeps Start Conversation disabled until a character or friend is selected', async () => {
    renderPage();
    const aiko = await screen.findByRole('button', { name: /Aiko/ });
    expect(startButton().disabled).toBe(true);
    await userEvent.click(aiko);
    expect(aiko.getAttribute('aria-pressed')).toBe('true');
    expect(startButton().disabled).toBe(false);
    await userEvent.click(aiko);
    expect(startButton().disabled).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: /ハナ/ }));
    expect(startButton().disabled).toBe(false);
  });

  it('starts with the chosen characters and friends plus the user, then opens the conversation', async () => {
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Aiko/ }));
    await userEvent.click(screen.getByRole('button', { name: /Ken/ }));
    await userEvent.click(await screen.findByRole('button', { name: /ハナ/ }));
    await userEvent.click(startButton());
    expect(await screen.findByText('Conversation page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/conversation/conv-9');
    expect(api.bodiesOf('POST /conversation/start')).toEqual([
      { character_ids: ['n5-a', 'n5-b'], user_ids: ['me', 'friend-1'] },
    ]);
  });

  it('shows why a start failed and stays on the page', async () => {
    handlers['POST /conversation/start'] = () =>
      json({ success: false, error: 'ハナ is not your friend', code: 'validation_failed' }, 400);
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /ハナ/ }));
    await userEvent.click(startButton());
    expect((await screen.findByRole('alert')).textContent).toBe('ハナ is not your friend');
    expect(router.state.location.pathname).toBe('/configure_conversation');
  });

  it('falls back to N5 when the level cannot be read, and says when there are no friends', async () => {
    handlers['GET /account/getJLPTtrainLevel'] = () =>
      json({ success: false, error: 'x', code: 'internal_error' }, 500);
    handlers['GET /account/getFriends'] = () => json({ success: true, friends: [] });
    renderPage();
    await waitFor(() => expect(characterCards()).toEqual(['Aiko', 'Ken']));
    expect(await screen.findByText(/No friends yet/)).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
  });

  it('lets at most five characters join', async () => {
    handlers['GET /conversation/getCharacters'] = () =>
      json({
        characters: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => character(id, `Char ${id}`, 'N5', '丁寧語')),
      });
    renderPage();
    await screen.findByRole('button', { name: /Char a/ });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      await userEvent.click(screen.getByRole('button', { name: new RegExp(`Char ${id}`) }));
    }
    expect((screen.getByRole('button', { name: /Char f/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Up to 5 characters can join one conversation.')).toBeTruthy();
  });
});
