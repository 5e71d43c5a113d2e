import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type Handler, json, mockApi, renderRoutes, resetTestEnvironment } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const validToken = { 'POST /validate-reset-token': () => json({ valid: true }) };

function renderReset(path: string, handlers: Record<string, Handler> = {}) {
  return {
    ...mockApi(handlers),
    ...renderRoutes([{ path: '/reset_password', element: <ResetPasswordPage /> }], path),
  };
}

const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Reset(ting)? Password|Resetting/ });

async function expectInvalidLink() {
  expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset link');
  expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
}

afterEach(resetTestEnvironment);

describe('ResetPasswordPage', () => {
  it('says the link is invalid when it has no token, without asking the server', async () => {
    const { bodiesOf } = renderReset('/reset_password');
    await expectInvalidLink();
    expect(bodiesOf('POST /validate-reset-token')).toEqual([]);
  });

  it('validates the token, then says when it is invalid', async () => {
    let respond: (response: Response) => void = () => {};
    const { bodiesOf } = renderReset('/reset_password?token=abc', {
      'POST /validate-reset-token': () => new Promise<Response>((resolve) => (respond = resolve)),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Checking your reset link...');
    expect(bodiesOf('POST /validate-reset-token')).toEqual([{ reset_token: 'abc' }]);
    respond(json({ valid: false }));
    await expectInvalidLink();
  });

  it('treats a failed validation call as an invalid link', async () => {
    renderReset('/reset_password?token=abc', {
      'POST /validate-reset-token': () => apiError(500, 'boom'),
    });
    await expectInvalidLink();
  });

  it('enables the submit button only when both fields are filled and equal', async () => {
    const { user } = renderReset('/reset_password?token=abc', validToken);
    const password = await screen.findByLabelText('New Password');
    const confirmation = screen.getByLabelText('Confirm New Password');
    expect(submitButton().disabled).toBe(true);

    await user.type(password, 'newpass1');
    expect(submitButton().disabled).toBe(true);
    await user.type(confirmation, 'newpass');
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.type(confirmation, '1');
    expect(submitButton().disabled).toBe(false);
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('asks for at least 6 characters', async () => {
    const { user, bodiesOf } = renderReset('/reset_password?token=abc', validToken);
    await user.type(await screen.findByLabelText('New Password'), '12345');
    await user.type(screen.getByLabelText('Confirm New Password'), '12345');
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
    expect(bodiesOf('POST /reset-password')).toEqual([]);
  });

  it('resets the password and offers the way to sign in', async () => {
    const { user, bodiesOf } = renderReset('/reset_password?token=abc', {
      ...validToken,
      'POST /reset-password': () => json({ success: true }),
    });
    await user.type(await screen.findByLabelText('New Password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass12');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeTruthy();
    expect(bodiesOf('POST /reset-password')).toEqual([{ reset_token: 'abc', new_password: 'newpass12' }]);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    [
      'the server error',
      () => apiError(400, 'Password must be at least 8 characters long', 'weak_password'),
      'Password must be at least 8 characters long',
    ],
    [
      'a generic message on a server failure',
      () => apiError(500, 'boom'),
      'An error occurred while resetting your password',
    ],
  ])('shows %s', async (_case, handler: Handler, message) => {
    const { user } = renderReset('/reset_password?token=abc', {
      ...validToken,
      'POST /reset-password': handler,
    });
    await user.type(await screen.findByLabelText('New Password'), 'newpass');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(submitButton().textContent).toBe('Reset Password');
  });
});
