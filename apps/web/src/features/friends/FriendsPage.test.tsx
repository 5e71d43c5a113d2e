import type { User } from '@kaiwa/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session';
import { FriendsPage } from './FriendsPage';

const user: User = {
  auth_token: 'token-1',
  user_id: 'me',
  alias: 'タロウ',
  email: 'taro@example.com',
  is_native_account: true,
  tour_done: true,
};

type Handler = (body: unknown) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let handlers: Record<string, Handler>;
const calls: { path: string; body: unknown }[] = [];

function serve(overrides: Record<string, Handler>) {
  handlers = {
    '/api/auth/verify-token': () => json({ valid: true }),
    '/api/getUserPicture': () => new Response(null, { status: 204 }),
    '/api/account/getFriends': () =>
      json({ success: true, friends: [{ user_id: 'f1', alias: 'ハナ', email: 'hana@example.com' }] }),
    '/api/account/getFriendRequests': () =>
      json({ success: true, friend_requests: [{ user_id: 'r1', alias: 'ケン', email: 'ken@example.com' }] }),
    '/api/account/getSentFriendRequests': () => json({ sent_friend_requests: [] }),
    ...overrides,
  };
}

beforeEach(() => {
  calls.length = 0;
  serve({});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: url.pathname, body });
      const handler = handlers[url.pathname];
      return handler ? handler(body) : json({ success: false, error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  localStorage.setItem('kaiwa.user', JSON.stringify(user));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <FriendsPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const posts = (path: string) => calls.filter((call) => call.path === path && call.body !== undefined);

describe('FriendsPage', () => {
  it('lists friends and incoming requests and hides the sent section when empty', async () => {
    renderPage();
    expect(await screen.findByText('ハナ')).toBeTruthy();
    expect(screen.getByText('hana@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove ハナ' })).toBeTruthy();
    expect(await screen.findByText('ケン')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Friends' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add Friend' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sent Friend Requests' })).toBeNull();
  });

  it('shows the empty text and the sent requests when there are some', async () => {
    serve({
      '/api/account/getFriends': () => json({ success: true, friends: [] }),
      '/api/account/getSentFriendRequests': () =>
        json({ sent_friend_requests: [{ user_id: 's1', alias: 'ユキ' }] }),
    });
    renderPage();
    expect(await screen.findByText('No friends yet. Add some friends to start chatting!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sent Friend Requests' })).toBeTruthy();
    expect(screen.getByText('ユキ')).toBeTruthy();
  });

  it('adds a friend: the server message in a green toast and the input cleared', async () => {
    serve({ '/api/account/addFriend': () => json({ success: true, message: 'Friend request sent' }) });
    renderPage();
    const input = screen.getByLabelText("Your friend's e-mail address") as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add Friend' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(input, 'Yuki@Example.com');
    await userEvent.click(add);
    const toast = await screen.findByText('Friend request sent');
    expect(toast.dataset.tone).toBe('success');
    expect(input.value).toBe('');
    expect(posts('/api/account/addFriend')).toEqual([
      { path: '/api/account/addFriend', body: { email: 'Yuki@Example.com' } },
    ]);
  });

  it('shows the server message in a red toast when adding fails', async () => {
    serve({
      '/api/account/addFriend': () =>
        json({ success: false, error: 'No user with that e-mail', code: 'friend_unknown_email' }, 404),
    });
    renderPage();
    const input = screen.getByLabelText("Your friend's e-mail address") as HTMLInputElement;
    await userEvent.type(input, 'nobody@example.com{Enter}');
    const toast = await screen.findByText('No user with that e-mail');
    expect(toast.dataset.tone).toBe('error');
    expect(input.value).toBe('nobody@example.com');
  });

  it('shows a generic red toast when the call fails', async () => {
    serve({ '/api/account/addFriend': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await userEvent.type(screen.getByLabelText("Your friend's e-mail address"), 'x@example.com{Enter}');
    const toast = await screen.findByText('Failed to add friend. Please try again.');
    expect(toast.dataset.tone).toBe('error');
  });

  it('accepts a request by re-sending addFriend with the requester e-mail', async () => {
    serve({ '/api/account/addFriend': () => json({ success: true, message: 'You are now friends' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept friend request from ケン' }));
    expect(await screen.findByText('You are now friends')).toBeTruthy();
    expect(posts('/api/account/addFriend').map((call) => call.body)).toEqual([{ email: 'ken@example.com' }]);
  });

  it('rejects a request and removes a friend with their toasts', async () => {
    serve({
      '/api/account/rejectFriendRequest': () => json({ success: true }),
      '/api/account/removeFriend': () => json({ success: false, error: 'boom', code: 'internal_error' }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject friend request from ケン' }));
    expect(await screen.findByText('Friend request rejected')).toBeTruthy();
    expect(posts('/api/account/rejectFriendRequest').map((call) => call.body)).toEqual([
      { from_user_id: 'r1' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove ハナ' }));
    const failure = await screen.findByText('Failed to remove friend');
    expect(within(screen.getByRole('alert')).getByText('Failed to remove friend')).toBe(failure);
    expect(posts('/api/account/removeFriend').map((call) => call.body)).toEqual([{ friend_id: 'f1' }]);
  });

  it('refreshes the three lists every 2000 ms', async () => {
    renderPage();
    await screen.findByText('ハナ');
    const count = () => calls.filter((call) => call.path === '/api/account/getFriends').length;
    const before = count();
    await waitFor(() => expect(count()).toBeGreaterThan(before), { timeout: 3000 });
  });
});
