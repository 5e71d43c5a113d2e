import fs from 'node:fs';
import path from 'node:path';
import { api, Errors, type LoginResponse } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { FORGOT_PASSWORD_MESSAGE } from '../../src/modules/auth/auth.service';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { mailText, post, resetTokenFrom, startSmtpServer } from './auth-helpers';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by e-mail over SMTP', () => {
  let t: TestApp;
  let clock: ManualClock;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    clock = new ManualClock();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Kaiwa <kaiwa@example.org>' } });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => post(t, api.forgotPassword.path, { email });
  const validate = (token: unknown) => post(t, api.validateResetToken.path, { reset_token: token });
  const reset = (token: unknown, password: unknown) =>
    post(t, api.resetPassword.path, { reset_token: token, new_password: password });
  const login = (email: string, password: string) => post(t, api.nativeLogin.path, { email, password });

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const { user, email, password } = await signUp(t);

    const unknown = await forgot('nobody@example.com');
    const known = await forgot(email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toBe(known.body);

    const [mail] = await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('kaiwa@example.org');
    const { headers, text } = mailText(mail!.raw);
    expect(headers).toMatch(/^Subject: Reset your Kaiwa password$/m);
    expect(text).toContain('60 minutes');
    const token = resetTokenFrom(mail!.raw, 'http://kaiwa.test');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.expires_at).toBe(clock.now() + 60 * MINUTE);

    expect((await validate(token)).json()).toEqual({ valid: true });

    const weak = await reset(token, 'Password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ success: false, code: Errors.weakPassword.code });
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: Errors.validationFailed.code,
      error: 'Password must be at least 8 characters long',
    });
    // Refused passwords do not use the link up.
    expect((await validate(token)).json()).toEqual({ valid: true });

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });

    expect((await validate(token)).json()).toEqual({ valid: false });
    const reused = await reset(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      success: false,
      code: Errors.invalidResetToken.code,
      error: 'Invalid or expired reset link',
    });

    expect((await post(t, api.verifyToken.path, { token: user.auth_token })).json()).toEqual({
      valid: false,
    });
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
    expect((await login(email, password)).statusCode).toBe(401);
    const fresh = await login(email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((fresh.json() as LoginResponse).user.user_id).toBe(user.user_id);
  });

  it('expires the link after 60 minutes', async () => {
    const { email } = await signUp(t);
    await forgot(email);
    const [mail] = await smtp.waitFor(1);
    const token = resetTokenFrom(mail!.raw, 'http://kaiwa.test');

    clock.advance(60 * MINUTE - 1);
    expect((await validate(token)).json()).toEqual({ valid: true });
    clock.advance(1);
    expect((await validate(token)).json()).toEqual({ valid: false });
    const late = await reset(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: Errors.invalidResetToken.code });
  });

  it('kills the other links sent to the same account once one has been used', async () => {
    const { email } = await signUp(t);
    await forgot(email);
    await smtp.waitFor(1);
    await forgot(email);
    const [first, second] = await smtp.waitFor(2);
    const firstToken = resetTokenFrom(first!.raw, 'http://kaiwa.test');
    const secondToken = resetTokenFrom(second!.raw, 'http://kaiwa.test');
    expect(firstToken).not.toBe(secondToken);

    expect((await reset(secondToken, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await validate(firstToken)).json()).toEqual({ valid: false });
    expect((await reset(firstToken, 'yet another passphrase')).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a Google account that it has no password instead of sending a link', async () => {
    await t.db
      .insertInto('users')
      .values({
        id: newId(),
        email: 'google-user@example.com',
        alias: 'グーグル',
        password_hash: null,
        is_native_account: 0,
        external_issuer: 'https://accounts.google.com',
        external_subject: '42',
        tour_done: 0,
        created_at: clock.now(),
      })
      .execute();
    const response = await forgot('google-user@example.com');
    expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    const [mail] = await smtp.waitFor(1);
    const { headers, text } = mailText(mail!.raw);
    expect(headers).toMatch(/^Subject: Your Kaiwa account signs in with Google$/m);
    expect(text).toContain('http://kaiwa.test/login');
    expect(text).not.toContain('reset_password');
    expect(await t.db.selectFrom('password_resets').select('token_hash').execute()).toHaveLength(0);
  });

  it('answers validate-reset-token and reset-password for tokens never issued', async () => {
    for (const token of ['', 'never-issued', 'x'.repeat(256)]) {
      expect((await validate(token)).json()).toEqual({ valid: false });
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.invalidResetToken.code });
    }
  });

  it.each([
    [api.forgotPassword.path, {}, 'Please enter your email address'],
    [api.forgotPassword.path, { email: '  ' }, 'Please enter your email address'],
    [api.forgotPassword.path, { email: 'not-an-email' }, 'Please enter a valid email address'],
    [api.validateResetToken.path, {}, undefined],
    [api.validateResetToken.path, { reset_token: 'x'.repeat(257) }, undefined],
    [api.resetPassword.path, { new_password: NEW_PASSWORD }, undefined],
    [api.resetPassword.path, { reset_token: 'abc' }, 'Please enter a password'],
    [
      api.resetPassword.path,
      { reset_token: 'abc', new_password: 'seven77' },
      'Password must be at least 8 characters long',
    ],
    [
      api.resetPassword.path,
      { reset_token: 'abc', new_password: 'x'.repeat(1025) },
      'Password must be at most 1024 characters long',
    ],
  ])('%s refuses %j with 400', async (route, payload, message) => {
    const response = await post(t, route, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    if (message) expect(response.json().error).toBe(message);
  });
});

describe('password reset when the mail server is down', () => {
  it('still answers the same: delivery happens after the response', async () => {
    const smtp = await startSmtpServer();
    const deadUrl = smtp.url;
    await smtp.close();
    const t = await createTestApp({ env: { SMTP_URL: deadUrl } });
    try {
      const { email } = await signUp(t);
      const response = await post(t, api.forgotPassword.path, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    } finally {
      await t.close();
    }
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('writes the mail as an .eml file to DATA_DIR/outbox', async () => {
    const { email } = await signUp(t);
    const response = await post(t, api.forgotPassword.path, { email });
    expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });

    const outbox = path.join(t.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while (!fs.existsSync(outbox) || fs.readdirSync(outbox).length === 0) {
      if (Date.now() > deadline) throw new Error('no mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain('\r\n');
    const { headers } = mailText(raw);
    expect(headers).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(headers).toMatch(/^Subject: Reset your Kaiwa password$/m);
    const token = resetTokenFrom(raw, 'http://kaiwa.test');
    expect((await post(t, api.validateResetToken.path, { reset_token: token })).json()).toEqual({
      valid: true,
    });
  });
});
