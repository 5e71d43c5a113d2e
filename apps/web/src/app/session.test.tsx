import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  storedUser,
  testUser,
} from '../test/render';
import { useSession } from './session';

function WhoIsSignedIn() {
  const { user, checking } = useSession();
  if (checking) return <p>Checking</p>;
  return <p>{user ? `Signed in as ${user.alias}` : 'Signed out'}</p>;
}

function renderWithStoredUser(verifyToken: Handler) {
  signIn();
  const api = mockApi({ 'POST /auth/verify-token': verifyToken });
  renderRoutes([{ path: '/', element: <WhoIsSignedIn /> }], '/');
  return api;
}

afterEach(resetTestEnvironment);

describe('the stored session check on load', () => {
  it('keeps a user whose token is valid', async () => {
    const { bodiesOf } = renderWithStoredUser(() => json({ valid: true }));
    expect(await screen.findByText(`Signed in as ${testUser.alias}`)).toBeTruthy();
    expect(bodiesOf('POST /auth/verify-token')).toEqual([{ token: testUser.auth_token }]);
  });

  it.each([
    ['an invalid token', () => json({ valid: false })],
    ['a failed check', () => apiError(500, 'boom')],
  ])('signs out on %s', async (_case, handler: Handler) => {
    renderWithStoredUser(handler);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(storedUser()).toBeNull();
  });

  it('keeps the user when the server refuses to check now (429)', async () => {
    renderWithStoredUser(() =>
      apiError(429, 'Too many attempts. Please try again in 30 seconds.', 'rate_limited'),
    );
    expect(await screen.findByText(`Signed in as ${testUser.alias}`)).toBeTruthy();
    expect(storedUser()).toEqual(testUser);
  });
});
