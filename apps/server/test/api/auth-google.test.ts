import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, Errors, type LoginResponse } from '@kaiwa/contract';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { post } from './auth-helpers';

const CLIENT_ID = 'kaiwa-test.apps.googleusercontent.com';
const KID = 'test-key-1';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKeys: KeyPair;
let strangerKeys: KeyPair;
let jwksServer: http.Server;
let jwksUrl: string;

beforeAll(async () => {
  googleKeys = await generateKeyPair('RS256', { extractable: true });
  strangerKeys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(googleKeys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
});
afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve));
});

let t: TestApp;
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
});
afterEach(async () => {
  await t.close();
});

/** A Google-shaped ID token, issued now by the test clock and valid for an hour. */
function idToken(
  overrides: JWTPayload = {},
  options: { keys?: KeyPair; issuedAt?: number; lifetimeSeconds?: number } = {},
) {
  const issuedAt = options.issuedAt ?? Math.floor(clock.now() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'Yuki.Tanaka@gmail.com',
    email_verified: true,
    name: 'Yuki Tanaka',
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? 3600))
    .sign((options.keys ?? googleKeys).privateKey);
}

const googleLogin = async (token: string) => post(t, api.googleLogin.path, { token });

function expectLoginFailed(response: Awaited<ReturnType<typeof googleLogin>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, code: Errors.externalLoginFailed.code });
}

describe('POST /api/google-login', () => {
  it('creates an external account on first sign-in and signs it in', async () => {
    const response = await googleLogin(await idToken());
    expect(response.statusCode).toBe(200);
    const { user } = response.json() as LoginResponse;
    expect(user).toMatchObject({
      email: 'yuki.tanaka@gmail.com',
      alias: 'Yuki Tanaka',
      is_native_account: false,
      tour_done: false,
    });
    expect((await post(t, api.verifyToken.path, { token: user.auth_token })).json()).toEqual({ valid: true });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      password_hash: null,
      is_native_account: 0,
      external_issuer: 'https://accounts.google.com',
      external_subject: '110169484474386276334',
    });
  });

  it('finds the same account again by subject, whichever spelling of the issuer, with a new token', async () => {
    const first = ((await googleLogin(await idToken())).json() as LoginResponse).user;
    clock.advance(10 * 60_000);
    const again = await googleLogin(
      await idToken({ iss: 'accounts.google.com', email: 'renamed@gmail.com', name: 'Someone Else' }),
    );
    expect(again.statusCode).toBe(200);
    const second = (again.json() as LoginResponse).user;
    expect(second.user_id).toBe(first.user_id);
    expect(second.alias).toBe('Yuki Tanaka');
    expect(second.auth_token).not.toBe(first.auth_token);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('gives two simultaneous first sign-ins the same new account', async () => {
    const token = await idToken();
    const responses = await Promise.all([googleLogin(token), googleLogin(token)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = responses.map((response) => (response.json() as LoginResponse).user);
    expect(first!.user_id).toBe(second!.user_id);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('takes the alias from the e-mail address when the token has no name', async () => {
    const response = await googleLogin(
      await idToken({ name: undefined, sub: '2', email: 'kenji@example.org' }),
    );
    expect((response.json() as LoginResponse).user.alias).toBe('kenji');
  });

  it('refuses a token for another audience', async () => {
    expectLoginFailed(
      await googleLogin(await idToken({ aud: 'someone-elses-client.apps.googleusercontent.com' })),
    );
  });

  it('refuses an expired token', async () => {
    const token = await idToken({}, { lifetimeSeconds: 3600 });
    clock.advance(3600 * 1000 + 1000);
    expectLoginFailed(await googleLogin(token));
  });

  it('refuses a token from another issuer', async () => {
    expectLoginFailed(await googleLogin(await idToken({ iss: 'https://evil.example.com' })));
  });

  it('refuses a token with a bad signature', async () => {
    expectLoginFailed(await googleLogin(await idToken({}, { keys: strangerKeys })));
    const genuine = await idToken();
    const [header, , signature] = genuine.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', aud: CLIENT_ID })).toString('base64url');
    expectLoginFailed(await googleLogin(`${header}.${forgedPayload}.${signature}`));
  });

  it('refuses something that is not a JWT', async () => {
    expectLoginFailed(await googleLogin('definitely-not-a-jwt'));
  });

  it('refuses an account whose e-mail Google has not verified', async () => {
    const response = await googleLogin(await idToken({ email_verified: false }));
    expectLoginFailed(response);
    expect(response.json().error).toMatch(/verified email/);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('does not link to an existing native account with the same e-mail', async () => {
    const native = await signUp(t, { email: 'yuki.tanaka@gmail.com' });
    const response = await googleLogin(await idToken());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: Errors.emailTaken.code });
    expect(response.json().error).toMatch(/sign in with your email and password/);
    const rows = await t.db.selectFrom('users').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: native.user.user_id, external_subject: null });
  });

  it('does not let a Google account sign in with a password', async () => {
    await googleLogin(await idToken());
    const response = await post(t, api.nativeLogin.path, {
      email: 'yuki.tanaka@gmail.com',
      password: 'anything-at-all',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: Errors.invalidCredentials.code });
  });

  it.each([[{}], [{ token: '' }], [{ token: 42 }], [{ token: 'x'.repeat(8193) }]])(
    'refuses %j with 400',
    async (payload) => {
      const response = await post(t, api.googleLogin.path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    },
  );
});

describe('Google sign-in when the keys cannot be fetched', () => {
  it('answers 503 rather than blaming the token', async () => {
    const unreachable = await createTestApp({
      clock,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
    });
    try {
      const response = await post(unreachable, api.googleLogin.path, { token: await idToken() });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: Errors.externalLoginUnavailable.code });
    } finally {
      await unreachable.close();
    }
  });
});

describe('Google sign-in not configured', () => {
  it('answers external_login_disabled', async () => {
    const plain = await createTestApp({ clock });
    try {
      const response = await post(plain, api.googleLogin.path, { token: await idToken() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: Errors.externalLoginDisabled.code,
        error: 'Google sign-in is not enabled on this server',
      });
    } finally {
      await plain.close();
    }
  });
});
