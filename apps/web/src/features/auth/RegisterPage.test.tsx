import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiError,
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  storedUser,
  testUser,
} from '../../test/render';
import { RegisterPage } from './RegisterPage';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

function renderRegister(handlers: Record<string, Handler> = {}) {
  return { ...mockApi(handlers), ...renderRoutes(routes, '/register') };
}

const fields = () => ({
  email: screen.getByLabelText('Email'),
  alias: screen.getByLabelText('Alias (preferably in Katakana)'),
  password: screen.getByLabelText('Password'),
  confirmPassword: screen.getByLabelText('Confirm Password'),
});

async function fill(user: UserEvent, values: Partial<Record<keyof ReturnType<typeof fields>, string>>) {
  const inputs = fields();
  for (const [name, value] of Object.entries(values)) {
    const input = inputs[name as keyof typeof inputs];
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

afterEach(resetTestEnvironment);

describe('RegisterPage', () => {
  it('reports the first failing rule, in the order of the spec', async () => {
    const { user, bodiesOf } = renderRegister();
    const expectError = async (message: string) => {
      await submit(user);
      expect(screen.getByRole('alert').textContent).toBe(message);
    };

    await expectError('Please enter your email address');
    await fill(user, { email: 'not-an-email' });
    await expectError('Please enter an alias, preferably in Katakana');
    await fill(user, { alias: 'タナカ' });
    await expectError('Please enter a password');
    await fill(user, { password: 'short' });
    await expectError('Password must be at least 8 characters long');
    await fill(user, { password: 'password1', confirmPassword: 'password2' });
    await expectError('Passwords do not match');
    await fill(user, { confirmPassword: 'password1' });
    await expectError('Please enter a valid email address');

    expect(bodiesOf('POST /register_native')).toEqual([]);
  });

  it('sends trimmed values, stores the user and goes to /login', async () => {
    const { user, bodiesOf } = renderRegister({
      'POST /register_native': () => json({ success: true, user: testUser }, 201),
    });
    await fill(user, {
      email: ' tanaka@example.com ',
      alias: ' タナカ ',
      password: ' password1 ',
      confirmPassword: 'password1',
    });
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(bodiesOf('POST /register_native')).toEqual([
      { email: 'tanaka@example.com', alias: 'タナカ', password: 'password1' },
    ]);
    expect(storedUser()).toEqual(testUser);
  });

  it.each([
    [
      'the server error',
      () => apiError(409, 'An account with this email already exists', 'email_taken'),
      'An account with this email already exists',
    ],
    [
      'the sign-up limit',
      () =>
        apiError(
          429,
          'Too many new accounts from your network. Please try again in 42 minutes.',
          'rate_limited',
        ),
      'Too many new accounts from your network. Please try again in 42 minutes.',
    ],
    [
      'a generic message on a server failure',
      () => apiError(500, 'boom'),
      'An error occurred during signup. Please try again.',
    ],
  ])('shows %s', async (_case, handler: Handler, message) => {
    const { user } = renderRegister({ 'POST /register_native': handler });
    await fill(user, {
      email: 'tanaka@example.com',
      alias: 'タナカ',
      password: 'password1',
      confirmPassword: 'password1',
    });
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(storedUser()).toBeNull();
  });

  it('links back to sign-in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');
  });
});
