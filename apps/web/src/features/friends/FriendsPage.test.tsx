import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Handler, json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { FriendsPage } from './FriendsPage';

let api: ReturnType<typeof mockApi>;

function serve(overrides: Record<string, Handler>) {
  api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /getUserPicture': () => new Response(null, { status: 204 }),
    'GET /account/getFriends': () =>
      json({ success: true, friends: [{ user_id: 'f1', alias: 'ハナ', email: 'hana@example.com' }] }),
    'GET /account/getFriendRequests': () =>
      json({ success: true, friend_requests: [{ user_id: 'r1', alias: 'ケン', email: 'ken@example.com' }] }),
    'GET /account/getSentFriendRequests': () => json({ sent_friend_requests: [] }),
    ...overrides,
  });
}

beforeEach(() => {
  serve({});
  signIn();
});

afterEach(resetTestEnvironment);

const renderPage = () => renderRoutes([{ path: '/', element: <FriendsPage /> }], '/');

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
      'GET /account/getFriends': () => json({ success: true, friends: [] }),
      'GET /account/getSentFriendRequests': () =>
        json({ sent_friend_requests: [{ user_id: 's1', alias: 'ユキ' }] }),
    });
    renderPage();
    expect(await screen.findByText('No friends yet. Add some friends to start chatting!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sent Friend Requests' })).toBeTruthy();
    expect(screen.getByText('ユキ')).toBeTruthy();
  });

  it('adds a friend: the server message in a green toast and the input cleared', async () => {
    serve({ 'POST /account/addFriend': () => json({ success: true, message: 'Friend request sent' }) });
    renderPage();
    const input = screen.getByLabelText("Your friend's e-mail address") as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add Friend' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await userEvent.type(input, 'Yuki@Example.com');
    await userEvent.click(add);
    const toast = await screen.findByText('Friend request sent');
    expect(toast.dataset.tone).toBe('success');
    expect(input.value).toBe('');
    expect(api.bodiesOf('POST /account/addFriend')).toEqual([{ email: 'Yuki@Example.com' }]);
  });

  it('shows the server message in a red toast when adding fails', async () => {
    const tooMany = 'Too many friend requests. Please try again in 12 minutes.';
    serve({
      'POST /account/addFriend': () => json({ success: false, error: tooMany, code: 'rate_limited' }, 429),
    });
    renderPage();
    const input = screen.getByLabelText("Your friend's e-mail address") as HTMLInputElement;
    await userEvent.type(input, 'nobody@example.com{Enter}');
    const toast = await screen.findByText(tooMany);
    expect(toast.dataset.tone).toBe('error');
    expect(input.value).toBe('nobody@example.com');
  });

  it('shows a generic red toast when the call fails', async () => {
    serve({ 'POST /account/addFriend': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await userEvent.type(screen.getByLabelText("Your friend's e-mail address"), 'x@example.com{Enter}');
    const toast = await screen.findByText('Failed to add friend. Please try again.');
    expect(toast.dataset.tone).toBe('error');
  });

  it('accepts a request by re-sending addFriend with the requester e-mail', async () => {
    serve({ 'POST /account/addFriend': () => json({ success: true, message: 'You are now friends' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept friend request from ケン' }));
    expect(await screen.findByText('You are now friends')).toBeTruthy();
    expect(api.bodiesOf('POST /account/addFriend')).toEqual([{ email: 'ken@example.com' }]);
  });

  it('rejects a request and removes a friend with their toasts', async () => {
    serve({
      'POST /account/rejectFriendRequest': () => json({ success: true }),
      'POST /account/removeFriend': () =>
        json({ success: false, error: 'boom', code: 'internal_error' }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject friend request from ケン' }));
    expect(await screen.findByText('Friend request rejected')).toBeTruthy();
    expect(api.bodiesOf('POST /account/rejectFriendRequest')).toEqual([{ from_user_id: 'r1' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove ハナ' }));
    const failure = await screen.findByText('Failed to remove friend');
    expect(within(screen.getByRole('alert')).getByText('Failed to remove friend')).toBe(failure);
    expect(api.bodiesOf('POST /account/removeFriend')).toEqual([{ friend_id: 'f1' }]);
  });

  it('refreshes the three lists every 2000 ms', async () => {
    renderPage();
    await screen.findByText('ハナ');
    const count = () => api.callsTo('GET /account/getFriends').length;
    const before = count();
    await waitFor(() => expect(count()).toBeGreaterThan(before), { timeout: 3000 });
  });
});
