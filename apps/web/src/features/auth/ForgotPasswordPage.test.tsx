import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type Handler, json, mockApi, renderRoutes, resetTestEnvironment } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderForgot(handlers: Record<string, Handler> = {}) {
  return {
    ...mockApi(handlers),
    ...renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password'),
  };
}

const SENT = 'If an account exists for that address, we sent a reset link.';

afterEach(resetTestEnvironment);

describe('ForgotPasswordPage', () => {
  it('asks for an e-mail address', async () => {
    const { user, bodiesOf } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(bodiesOf('POST /forgot-password')).toEqual([]);
  });

  it("confirms with the server's message and can send another e-mail", async () => {
    const { user, bodiesOf } = renderForgot({
      'POST /forgot-password': () => json({ success: true, message: SENT }),
    });
    await user.type(screen.getByLabelText('Email'), 'tanaka@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(SENT);
    expect(bodiesOf('POST /forgot-password')).toEqual([{ email: 'tanaka@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it.each([
    [
      'the server error',
      () => apiError(429, 'Too many requests, try again later', 'rate_limited'),
      'Too many requests, try again later',
    ],
    [
      'a generic message on a network failure',
      () => Promise.reject(new TypeError('offline')),
      'An error occurred while processing your request',
    ],
  ])('shows %s', async (_case, handler: Handler, message) => {
    const { user } = renderForgot({ 'POST /forgot-password': handler });
    await user.type(screen.getByLabelText('Email'), 'tanaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
