import { api, Errors } from '@kaiwa/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newSecretToken } from '../../src/lib/tokens';
import {
  ACCOUNT_WAIT,
  AUTH_LIMITS,
  accountWaitMs,
  FORGOT_PASSWORD_MESSAGE,
} from '../../src/modules/auth/auth.service';
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
  expect(response.json()).toMatchObject({ success: false, code: Errors.rateLimited.code });
  expect(response.json().error).toMatch(/^Too many [^.]+\. Please try again in \d+ (minute|second)s?\.$/);
}

describe('sign-in attempts per IP (25 per 5 minutes, native and Google together)', () => {
  const ip = '203.0.113.7';
  const attempt = (n: number, remoteAddress = ip) =>
    post(
      t,
      api.nativeLogin.path,
      { email: `guess${n}@example.com`, password: 'not-a-password' },
      { remoteAddress },
    );

  it('refuses the 26th attempt from one address until the window has passed', async () => {
    for (let n = 0; n < 20; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    clock.advance(2 * MINUTE);
    for (let n = 20; n < 24; n += 1) expect((await attempt(n)).statusCode).toBe(401);
    const googleAttempt = await post(t, api.googleLogin.path, { token: 'not.a.jwt' }, { remoteAddress: ip });
    expect(googleAttempt.statusCode).toBe(401);

    expectRateLimited(await attempt(25), 3 * 60);
    expectRateLimited(
      await post(t, api.googleLogin.path, { token: 'not.a.jwt' }, { remoteAddress: ip }),
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
      const ok = await post(t, api.nativeLogin.path, { email, password }, { remoteAddress: ip });
      expect(ok.statusCode).toBe(200);
    }
    expectRateLimited(
      await post(t, api.nativeLogin.path, { email, password }, { remoteAddress: ip }),
      5 * 60,
    );
  });
});

describe('failed sign-ins per account and client address (10 per 15 minutes)', () => {
  const ip = '203.0.113.9';
  const wrong = (email: string, remoteAddress: string, n = 0) =>
    post(t, api.nativeLogin.path, { email, password: `wrong-${n}` }, { remoteAddress });

  it('a stranger failing from many addresses never locks the owner out', async () => {
    const { email, password } = await signUp(t);
    // Nineteen wrong passwords from ten addresses within a minute, ten of them from one.
    for (let address = 0; address < 10; address += 1) {
      for (let n = 0; n < (address === 0 ? 10 : 1); n += 1) {
        expect((await wrong(email, `198.51.100.${address}`, n)).statusCode).toBe(401);
      }
    }
    expectRateLimited(await wrong(email, '198.51.100.0', 11), 15 * 60);
    const owner = await post(t, api.nativeLogin.path, { email, password }, { remoteAddress: '192.0.2.1' });
    expect(owner.statusCode).toBe(200);
  });

  it('the address that failed waits, even with the right password; other addresses do not', async () => {
    const { email, password } = await signUp(t);
    const other = await signUp(t);
    for (let n = 0; n < 10; n += 1) expect((await wrong(email, ip, n)).statusCode).toBe(401);

    const right = (remoteAddress: string) =>
      post(t, api.nativeLogin.path, { email, password }, { remoteAddress });
    expectRateLimited(await right(ip), 15 * 60);
    expect((await right('192.0.2.1')).statusCode).toBe(200);
    // Another account from the same address is not affected.
    const otherLogin = await post(
      t,
      api.nativeLogin.path,
      { email: other.email, password: other.password },
      { remoteAddress: ip },
    );
    expect(otherLogin.statusCode).toBe(200);

    clock.advance(15 * MINUTE);
    expect((await right(ip)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await signUp(t);
    for (let n = 0; n < 9; n += 1) expect((await wrong(email, ip, n)).statusCode).toBe(401);
    expect((await post(t, api.nativeLogin.path, { email, password }, { remoteAddress: ip })).statusCode).toBe(
      200,
    );
    expect((await wrong(email, ip)).statusCode).toBe(401);
    expectRateLimited(await wrong(email, ip), 15 * 60);
  });

  it('applies to unknown e-mail addresses the same way', async () => {
    for (let n = 0; n < 10; n += 1) expect((await wrong('nobody@example.com', ip, n)).statusCode).toBe(401);
    expectRateLimited(await wrong('nobody@example.com', ip), 15 * 60);
  });
});

describe(`failed sign-ins per account from every address (a growing wait after ${ACCOUNT_WAIT.afterFailures}, at most ${AUTH_LIMITS.failedLoginPerEmail.max} in a row)`, () => {
  const wrong = (email: string, remoteAddress: string) =>
    post(t, api.nativeLogin.path, { email, password: 'not the password' }, { remoteAddress });
  /** `count` wrong passwords for `email`, ten from each address, as a spread-out attack would. */
  async function failures(email: string, count: number) {
    for (let n = 0; n < count; n += 1) {
      expect((await wrong(email, `198.51.${Math.floor(n / 10)}.${n % 10}`)).statusCode).toBe(401);
    }
  }

  it('the wait grows from 30 seconds to an hour at the ceiling and stays there: no hard lock', () => {
    expect(accountWaitMs(ACCOUNT_WAIT.afterFailures - 1)).toBe(0);
    expect(accountWaitMs(ACCOUNT_WAIT.afterFailures)).toBe(30_000);
    expect(accountWaitMs(60)).toBeGreaterThan(accountWaitMs(40));
    expect(accountWaitMs(AUTH_LIMITS.failedLoginPerEmail.max)).toBe(60 * MINUTE);
    expect(accountWaitMs(10_000)).toBe(60 * MINUTE);
    expect(AUTH_LIMITS.failedLoginPerEmail.max).toBeLessThanOrEqual(100);
  });

  it('makes every address wait once the failures pile up, then lets the right password in', async () => {
    const { email, password } = await signUp(t);
    await failures(email, ACCOUNT_WAIT.afterFailures);
    const fresh = (remoteAddress: string) =>
      post(t, api.nativeLogin.path, { email, password }, { remoteAddress });

    const waiting = await fresh('192.0.2.1');
    expectRateLimited(waiting, 30);
    expect(waiting.json().error).toBe(
      'Too many failed sign-ins for this account. Please try again in 30 seconds.',
    );
    expectRateLimited(await wrong(email, '192.0.2.2'), 30);

    clock.advance(30_000);
    expect((await wrong(email, '192.0.2.3')).statusCode).toBe(401);
    // One more failure: a longer wait.
    const longer = Math.ceil(accountWaitMs(ACCOUNT_WAIT.afterFailures + 1) / 1000);
    expect(longer).toBeGreaterThan(30);
    expectRateLimited(await fresh('192.0.2.4'), longer);

    clock.advance(longer * 1000);
    expect((await fresh('192.0.2.5')).statusCode).toBe(200);
    // A success starts the count over.
    expect((await wrong(email, '192.0.2.6')).statusCode).toBe(401);
    expect((await fresh('192.0.2.7')).statusCode).toBe(200);
  });

  it('gives each turn to one attempt only, however many arrive at once', async () => {
    const { email } = await signUp(t);
    await failures(email, ACCOUNT_WAIT.afterFailures);
    clock.advance(30_000);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) => wrong(email, `192.0.2.${10 + n}`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('a password reset starts the count over', async () => {
    const { user, email } = await signUp(t);
    await failures(email, ACCOUNT_WAIT.afterFailures);
    const token = newSecretToken();
    await t.db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: user.user_id,
        expires_at: clock.now() + MINUTE,
        used_at: null,
      })
      .execute();
    const newPassword = 'a brand new passphrase';
    const reset = await post(t, api.resetPassword.path, { reset_token: token, new_password: newPassword });
    expect(reset.statusCode).toBe(200);
    const login = await post(
      t,
      api.nativeLogin.path,
      { email, password: newPassword },
      { remoteAddress: '192.0.2.1' },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe(`sign-ups per client address (SIGNUPS_PER_HOUR, default 10)`, () => {
  const ip = '203.0.113.20';
  const register = (n: number, remoteAddress = ip, email = `new${n}@example.com`) =>
    post(
      t,
      api.registerNative.path,
      { email, alias: 'アタラシイ', password: 'kiri-no-naka-de' },
      { remoteAddress },
    );

  it('refuses the 11th sign-up from one address within an hour with 429, and says so', async () => {
    expect(t.config.signupsPerHour).toBe(10);
    for (let n = 0; n < 9; n += 1) expect((await register(n)).statusCode).toBe(200);
    clock.advance(20 * MINUTE);
    expect((await register(9)).statusCode).toBe(200);

    const refused = await register(10);
    expectRateLimited(refused, 40 * 60);
    expect(refused.json().error).toBe(
      'Too many new accounts from your network. Please try again in 40 minutes.',
    );
    expect((await register(11, '203.0.113.21')).statusCode).toBe(200);

    clock.advance(40 * MINUTE);
    expect((await register(12)).statusCode).toBe(200);
  });

  it('answers "already exists" only within the limit', async () => {
    for (let n = 0; n < 10; n += 1) expect((await register(n)).statusCode).toBe(200);
    expectRateLimited(await register(99, ip, 'new0@example.com'), 60 * 60);
    const elsewhere = await register(99, '203.0.113.21', 'new0@example.com');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe(Errors.emailTaken.code);
  });

  it('does not count a refused password', async () => {
    for (let n = 0; n < 12; n += 1) {
      const weak = await post(
        t,
        api.registerNative.path,
        { email: `weak${n}@example.com`, alias: 'ヨワイ', password: 'password1' },
        { remoteAddress: ip },
      );
      expect(weak.statusCode).toBe(400);
    }
    expect((await register(0)).statusCode).toBe(200);
  });

  it('a host can allow more (a classroom behind one router)', async () => {
    const roomy = await createTestApp({ clock, env: { SIGNUPS_PER_HOUR: '12' } });
    try {
      for (let n = 0; n < 12; n += 1) {
        const response = await post(
          roomy,
          api.registerNative.path,
          { email: `pupil${n}@example.com`, alias: 'セイト', password: 'kiri-no-naka-de' },
          { remoteAddress: ip },
        );
        expect(response.statusCode).toBe(200);
      }
      const refused = await post(
        roomy,
        api.registerNative.path,
        { email: 'pupil12@example.com', alias: 'セイト', password: 'kiri-no-naka-de' },
        { remoteAddress: ip },
      );
      expectRateLimited(refused, 60 * 60);
    } finally {
      await roomy.close();
    }
  });
});

describe(`verify-token per client address (${AUTH_LIMITS.verifyTokenPerIp.max} per minute)`, () => {
  it('refuses more checks from one address until the minute has passed', async () => {
    const { user } = await signUp(t);
    const ip = '203.0.113.30';
    const verify = (token: string, remoteAddress = ip) =>
      post(t, api.verifyToken.path, { token }, { remoteAddress });
    for (let n = 0; n < AUTH_LIMITS.verifyTokenPerIp.max; n += 1) {
      const response = await verify(n % 2 === 0 ? user.auth_token : `guess-${n}`);
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(await verify(user.auth_token), 60);
    expect((await verify(user.auth_token, '203.0.113.31')).json()).toEqual({ valid: true });
    clock.advance(MINUTE);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
  });
});

describe('forgot-password', () => {
  const forgot = (email: string, remoteAddress?: string) =>
    post(t, api.forgotPassword.path, { email }, remoteAddress ? { remoteAddress } : {});

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
