import { ErrorCode, Routes } from '@kaiwa/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE } from '../../src/modules/auth/auth.service';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { post } from './auth-helpers';

const MINUTE = 60_000;

let t: TestApp;
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  // Configured so google-login reaches the IP limit; its key URL is never fetched in these tests.
  t = await createTestApp({
    clock,
    env: { GOOGLE_CLIENT_ID: 'kaiwa-test-client', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
  });
});
afterEach(async () => {
  await t.close();
});

function expectRateLimited(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json()).toMatchObject({ success: false, code: ErrorCode.rateLimited });
  expect(response.json().error).toMatch(/^Too many attempts\. Please try again in \d+ (minute|second)s?\.$/);
}

describe('sign-in attempts per IP (25 per 5 minutes, native and Google together)', () => {
  const ip = '203.0.113.7';
  const attempt = (n: number, remoteAddress = ip) =>
    post(
      t,
      Routes.nativeLogin,
      { email: `guess${n}@example.com`, password: 'not-a-password' },
      { remoteAddress },
    );

  it('refuses the 26th attempt from one address until the window has passed', async () => {
    for (let n = 0; n < 20; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    clock.advance(2 * MINUTE);
    for (let n = 20; n < 24; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    const googleAttempt = await post(t, Routes.googleLogin, { token: 'not.a.jwt' }, { remoteAddress: ip });
    expect(googleAttempt.statusCode).toBe(401);

    expectRateLimited(await attempt(25), 3 * 60);
    expectRateLimited(
      await post(t, Routes.googleLogin, { token: 'not.a.jwt' }, { remoteAddress: ip }),
      3 * 60,
    );
    expect((await attempt(26, '203.0.113.8')).statusCode).toBe(401);

    // The 20 oldest attempts leave the window together; the 5 later ones still count.
    clock.advance(3 * MINUTE - 1000);
    expectRateLimited(await attempt(27), 1);
    clock.advance(1000);
    for (let n = 28; n < 48; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    expectRateLimited(await attempt(48), 2 * 60);
  });

  it('counts successful sign-ins too', async () => {
    const { email, password } = await signUp(t);
    for (let n = 0; n < 25; n += 1) {
      const ok = await post(t, Routes.nativeLogin, { email, password }, { remoteAddress: ip });
      expect(ok.statusCode).toBe(200);
    }
    expectRateLimited(await post(t, Routes.nativeLogin, { email, password }, { remoteAddress: ip }), 5 * 60);
  });
});

describe('failed sign-ins per account (10 per 15 minutes)', () => {
  it('locks the e-mail address for every client, then lets the owner in after the window', async () => {
    const { email, password } = await signUp(t);
    const other = await signUp(t);
    const wrong = (n: number) =>
      post(t, Routes.nativeLogin, { email, password: `wrong-${n}` }, { remoteAddress: `198.51.100.${n}` });
    for (let n = 0; n < 10; n += 1) expect((await wrong(n)).statusCode).toBe(401);

    expectRateLimited(
      await post(t, Routes.nativeLogin, { email, password }, { remoteAddress: '192.0.2.1' }),
      15 * 60,
    );
    expectRateLimited(await wrong(11), 15 * 60);
    const otherLogin = await post(t, Routes.nativeLogin, { email: other.email, password: other.password });
    expect(otherLogin.statusCode).toBe(200);

    clock.advance(15 * MINUTE);
    expect((await post(t, Routes.nativeLogin, { email, password })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await signUp(t);
    const wrong = () => post(t, Routes.nativeLogin, { email, password: 'wrong-password' });
    for (let n = 0; n < 9; n += 1) expect((await wrong()).statusCode).toBe(401);
    expect((await post(t, Routes.nativeLogin, { email, password })).statusCode).toBe(200);
    expect((await wrong()).statusCode).toBe(401);
    expectRateLimited(await wrong(), 15 * 60);
  });

  it('applies to unknown e-mail addresses the same way', async () => {
    const guess = () => post(t, Routes.nativeLogin, { email: 'nobody@example.com', password: 'guess-guess' });
    for (let n = 0; n < 10; n += 1) expect((await guess()).statusCode).toBe(401);
    expectRateLimited(await guess(), 15 * 60);
  });
});

describe('forgot-password', () => {
  const forgot = (email: string, remoteAddress?: string) =>
    post(t, Routes.forgotPassword, { email }, remoteAddress ? { remoteAddress } : {});

  it('allows 5 requests per e-mail per 30 minutes', async () => {
    for (let n = 0; n < 5; n += 1) {
      const response = await forgot('nobody@example.com', `198.51.100.${n}`);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    expectRateLimited(await forgot('NOBODY@example.com', '198.51.100.99'), 30 * 60);
    expect((await forgot('somebody-else@example.com')).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    expect((await forgot('nobody@example.com')).statusCode).toBe(200);
  });

  it('allows 25 requests per IP per 5 minutes', async () => {
    const ip = '203.0.113.50';
    for (let n = 0; n < 25; n += 1) expect((await forgot(`nobody${n}@example.com`, ip)).statusCode).toBe(200);
    expectRateLimited(await forgot('nobody-more@example.com', ip), 5 * 60);
    expect((await forgot('nobody-more@example.com', '203.0.113.51')).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await forgot('nobody-again@example.com', ip)).statusCode).toBe(200);
  });
});
