import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  storedUser,
  stubDialog,
  testUser,
} from '../../test/render';
import { LoginPage } from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

const noGoogle = { 'GET /public-config': () => json({ googleClientId: null, aiEngine: 'mock' }) };

function renderLogin(handlers: Record<string, Handler> = {}) {
  const api = mockApi({ ...noGoogle, ...handlers });
  return { ...api, ...renderRoutes(routes, '/login') };
}

const signInButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Sign(ing)? In/ });

afterEach(resetTestEnvironment);

describe('LoginPage', () => {
  it('welcomes in Japanese and English and states what the product is', () => {
    renderLogin();
    expect(screen.getByText('ようこそ！')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kaiwa' })).toBeTruthy();
    expect(
      screen.getByText(/in beta and free to use.*desktop.*not affiliated with the official JLPT/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register here' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('disables Sign In until both fields have a value', async () => {
    const { user } = renderLogin();
    expect(signInButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'tanaka@example.com');
    expect(signInButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(signInButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Email'));
    expect(signInButton().disabled).toBe(true);
  });

  it('treats an e-mail of only blanks as empty', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(signInButton().disabled).toBe(true);
  });

  it('shows Signing In... while the request runs, then stores the user and opens the dashboard', async () => {
    let respond: (response: Response) => void = () => {};
    const { user, bodiesOf } = renderLogin({
      'POST /native-login': () => new Promise<Response>((resolve) => (respond = resolve)),
    });
    await user.type(screen.getByLabelText('Email'), '  tanaka@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signInButton());

    expect(signInButton().textContent).toBe('Signing In...');
    expect(signInButton().disabled).toBe(true);
    expect(bodiesOf('POST /native-login')).toEqual([{ email: 'tanaka@example.com', password: 'secret' }]);

    await act(async () => respond(json({ success: true, user: testUser })));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(storedUser()).toEqual(testUser);
  });

  it("shows the server's error text", async () => {
    const { user } = renderLogin({
      'POST /native-login': () => apiError(401, 'Invalid email or password', 'invalid_credentials'),
    });
    await user.type(screen.getByLabelText('Email'), 'tanaka@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(signInButton().textContent).toBe('Sign In');
    expect(storedUser()).toBeNull();
  });

  it.each([
    ['a server failure', () => apiError(500, 'Internal details', 'internal_error')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the generic message on %s', async (_case, handler: Handler) => {
    const { user } = renderLogin({ 'POST /native-login': handler });
    await user.type(screen.getByLabelText('Email'), 'tanaka@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
  });

  it('opens the data protection declaration', async () => {
    stubDialog();
    const { user } = renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Data Protection Declaration' }));
    const dialog = screen.getByRole('dialog', { name: 'Data Protection Declaration' });
    expect(dialog.textContent).toContain('Version 1.0, effective 2025-07-11');
    expect(dialog.textContent).toContain('Settings → Danger Zone');
    expect(dialog.textContent).toContain('name, e-mail address and profile picture');
  });

  describe('Google sign-in', () => {
    const initialize = vi.fn();
    const renderButton = vi.fn();
    const withGoogle = {
      'GET /public-config': () => json({ googleClientId: 'client-123', aiEngine: 'mock' }),
    };

    beforeEach(() => {
      initialize.mockReset();
      renderButton.mockReset();
      // Stands in for the provider's script, which the page then does not need to load.
      vi.stubGlobal('google', { accounts: { id: { initialize, renderButton } } });
    });

    /** The callback the page handed to Google, once the button has been set up. */
    async function googleCallback(): Promise<(response: { credential?: string }) => void> {
      await waitFor(() => expect(renderButton).toHaveBeenCalled());
      return initialize.mock.calls[0]![0].callback;
    }

    it('is not offered when the server has no Google client id', async () => {
      const { bodiesOf } = renderLogin();
      await waitFor(() => expect(bodiesOf('GET /public-config')).toHaveLength(1));
      expect(screen.queryByText('or')).toBeNull();
      expect(initialize).not.toHaveBeenCalled();
    });

    it('signs in with the credential Google returns', async () => {
      const { bodiesOf } = renderLogin({
        ...withGoogle,
        'POST /google-login': () => json({ success: true, user: testUser }),
      });
      const callback = await googleCallback();
      expect(initialize.mock.calls[0]![0].client_id).toBe('client-123');

      await act(async () => callback({ credential: 'google-jwt' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
      expect(bodiesOf('POST /google-login')).toEqual([{ token: 'google-jwt' }]);
      expect(storedUser()).toEqual(testUser);
    });

    it('reports a missing credential', async () => {
      renderLogin(withGoogle);
      const callback = await googleCallback();
      await act(async () => callback({}));
      expect(screen.getByRole('alert').textContent).toBe('Google sign-in failed. Please try again.');
    });

    it('reports a refused credential and clears the user', async () => {
      signIn();
      renderLogin({
        ...withGoogle,
        'POST /auth/verify-token': () => json({ valid: true }),
        'POST /google-login': () =>
          apiError(401, 'Google sign-in could not be verified', 'external_login_failed'),
      });
      const callback = await googleCallback();
      await act(async () => callback({ credential: 'bad-jwt' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Google sign-in failed. Please try again.');
      expect(storedUser()).toBeNull();
    });
  });
});
