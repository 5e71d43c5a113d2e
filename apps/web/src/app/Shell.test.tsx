import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  storedUser,
  testUser,
} from '../test/render';
import { activeMenuPath, Shell } from './Shell';

const page = (title: string) => <h1>{title}</h1>;
const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/dashboard', element: page('Dashboard page') },
      { path: '/friends', element: page('Friends page') },
      { path: '/vocabulary', element: page('Vocabulary page') },
      { path: '/conversation/:conversationId', element: page('Conversation page') },
    ],
  },
  { path: '/login', element: page('Login page') },
];

/** jsdom reports touch support, so the device class follows the window area. */
function setWindowSize(width: number, height: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
}

function renderShell(path: string) {
  signIn();
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'POST /auth/logout': () => json({ valid: true }),
    'GET /review/stats': () => json({ success: true, due_count: 0 }),
  });
  return { ...api, ...renderRoutes(routes, path) };
}

const menu = () => screen.queryByRole('navigation', { name: 'Main menu' });

afterEach(resetTestEnvironment);

describe('activeMenuPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/vocabulary', '/vocabulary'],
    ['/conversation_history', '/conversation_history'],
    ['/conversation/42', undefined],
    ['/configure_conversation', undefined],
    ['/friendship', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(activeMenuPath(pathname)).toBe(expected);
  });
});

describe('Shell on a desktop', () => {
  beforeEach(() => setWindowSize(1920, 1080));

  it('shows the menu entries in order and marks the current one', async () => {
    renderShell('/vocabulary');
    await screen.findByRole('heading', { name: 'Vocabulary page' });
    const nav = menu()!;
    const entries = within(nav)
      .getAllByRole('listitem')
      // Each entry's text starts with its decorative glyph.
      .map((item) => item.textContent?.slice(1));
    expect(entries).toEqual([
      'Dashboard',
      'Translation',
      'Progress',
      'JLPT Vocabulary',
      'Reviews',
      'Conversation History',
      'Friends',
      'Settings',
      'About',
      'Hide Sidebar',
      'Logout',
    ]);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['語JLPT Vocabulary']);
    expect(within(nav).getByRole('link', { name: 'JLPT Vocabulary' }).getAttribute('href')).toBe(
      '/vocabulary',
    );
    expect(screen.getByRole('main').textContent).toBe('Vocabulary page');
  });

  it('shows the number of reviews due beside the Reviews entry', async () => {
    signIn();
    mockApi({
      'POST /auth/verify-token': () => json({ valid: true }),
      'GET /review/stats': () => json({ success: true, due_count: 7 }),
    });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const count = await within(menu()!).findByText('7');
    expect(count.closest('a')?.getAttribute('href')).toBe('/review');
    expect(count.closest('a')?.textContent).toBe('復Reviews, 7 due');
  });

  it('marks no entry on a page outside the menu', async () => {
    renderShell('/conversation/42');
    await screen.findByRole('heading', { name: 'Conversation page' });
    expect(menu()!.querySelector('[aria-current]')).toBeNull();
  });

  it('hides the sidebar behind a top bar with a hamburger and the logo', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Hide Sidebar' }));
    expect(menu()).toBeNull();
    const showButton = screen.getByRole('button', { name: 'Show sidebar' });
    expect(document.activeElement).toBe(showButton);
    expect(within(screen.getByRole('banner')).getByText('Kaiwa')).toBeTruthy();

    await user.click(showButton);
    expect(menu()!.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show sidebar' })).toBeNull();
  });

  it('keeps the sidebar open when an entry is chosen', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Friends' }));
    expect(await screen.findByRole('heading', { name: 'Friends page' })).toBeTruthy();
    expect(menu()).not.toBeNull();
  });

  it('logs out and goes to /login', async () => {
    const { user, bodiesOf } = renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(bodiesOf('POST /auth/logout')).toEqual([{ token: testUser.auth_token }]);
    expect(storedUser()).toBeNull();
  });

  it('closes the sidebar when the window shrinks to a phone size', async () => {
    renderShell('/dashboard');
    expect(menu()).not.toBeNull();
    setWindowSize(390, 844);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(menu()).toBeNull();
  });
});

describe('Shell on a phone', () => {
  beforeEach(() => setWindowSize(390, 844));

  const backdrop = () => document.querySelector('[class*="backdrop"]');

  it('starts with the sidebar closed', async () => {
    renderShell('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(menu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show sidebar' })).toBeTruthy();
  });

  it('overlays the sidebar and closes it when an entry is chosen', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Show sidebar' }));
    expect(menu()).not.toBeNull();
    expect(backdrop()).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Friends' }));
    expect(await screen.findByRole('heading', { name: 'Friends page' })).toBeTruthy();
    expect(menu()).toBeNull();
  });

  it('closes the sidebar on a tap on the overlay or on Escape', async () => {
    const { user } = renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Show sidebar' }));
    await user.click(backdrop()!);
    expect(menu()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show sidebar' }));
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
  });
});
