import { API_BASE, api, Errors, type LoginResponse } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { authHeaders, createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { post } from './auth-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
});
afterEach(async () => {
  await t.close();
});

const register = (payload: unknown) => post(t, api.registerNative.path, payload);
const login = (payload: unknown) => post(t, api.nativeLogin.path, payload);
const verify = (token: unknown) => post(t, api.verifyToken.path, { token });

describe('POST /api/register_native', () => {
  it('creates a native account and signs it in', async () => {
    const response = await register({
      email: '  Hanako@Example.COM ',
      alias: ' ハナコ ',
      password: 'kiri-no-naka-de',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as LoginResponse;
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      email: 'hanako@example.com',
      alias: 'ハナコ',
      is_native_account: true,
      tour_done: false,
    });
    expect(body.user.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await verify(body.user.auth_token)).json()).toEqual({ valid: true });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.user_id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.is_native_account).toBe(1);
    const session = await t.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(body.user.auth_token);
  });

  it.each([
    [{ alias: 'ハナコ', password: 'kiri-no-naka-de' }, 'email', 'Please enter your email address'],
    [
      { email: '   ', alias: 'ハナコ', password: 'kiri-no-naka-de' },
      'email',
      'Please enter your email address',
    ],
    [
      { email: 'not-an-email', alias: 'ハナコ', password: 'kiri-no-naka-de' },
      'email',
      'Please enter a valid email address',
    ],
    [
      { email: 'a@example.com', password: 'kiri-no-naka-de' },
      'alias',
      'Please enter an alias, preferably in Katakana',
    ],
    [
      { email: 'a@example.com', alias: '  ', password: 'kiri-no-naka-de' },
      'alias',
      'Please enter an alias, preferably in Katakana',
    ],
    [
      { email: 'a@example.com', alias: 'ア'.repeat(41), password: 'kiri-no-naka-de' },
      'alias',
      'Alias must be at most 40 characters long',
    ],
    [{ email: 'a@example.com', alias: 'ハナコ' }, 'password', 'Please enter a password'],
    [{ email: 'a@example.com', alias: 'ハナコ', password: '' }, 'password', 'Please enter a password'],
    [
      { email: 'a@example.com', alias: 'ハナコ', password: 'seven77' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      { email: 'a@example.com', alias: 'ハナコ', password: 'x'.repeat(1025) },
      'password',
      'Password must be at most 1024 characters long',
    ],
    [{ email: 'a@example.com', alias: 'ハナコ', password: 12345678 }, 'password', 'Please enter a password'],
  ])('refuses %j', async (payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: Errors.validationFailed.code,
      error: message,
    });
    expect(response.json().fields[field]).toBe(message);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const send = (contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}${api.registerNative.path}`,
        headers: { 'content-type': contentType },
        payload: 'email=a@example.com',
      });
    const text = await send('text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    const xml = await send('application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, code: Errors.unsupportedMedia.code });
  });

  it('refuses a password from the common-password list, whatever its case', async () => {
    for (const password of ['password1', 'PassWord1', 'iloveyou']) {
      const response = await register({ email: 'a@example.com', alias: 'ハナコ', password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.weakPassword.code });
      expect(response.json().error).toMatch(/common/);
    }
  });

  it('keeps the whole password: a longer one with the same start is a different password', async () => {
    const long = `${'a1b2c3d4'.repeat(20)}-end`;
    await register({ email: 'long@example.com', alias: 'ナガイ', password: long });
    expect((await login({ email: 'long@example.com', password: long })).statusCode).toBe(200);
    expect((await login({ email: 'long@example.com', password: long.slice(0, -1) })).statusCode).toBe(401);
  });

  it('refuses an e-mail that is taken, in any case, with 409', async () => {
    await register({ email: 'taken@example.com', alias: 'イチ', password: 'kiri-no-naka-de' });
    const response = await register({
      email: 'TAKEN@example.com',
      alias: 'ニ',
      password: 'other-password-9',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: Errors.emailTaken.code,
      error: 'An account with this email already exists',
    });
  });

  it('gives one of two simultaneous sign-ups with the same e-mail a 409, not a 500', async () => {
    const responses = await Promise.all(
      ['イチ', 'ニ'].map((alias) =>
        register({ email: 'race@example.com', alias, password: 'kiri-no-naka-de' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: Errors.emailTaken.code,
    });
  });
});

describe('POST /api/native-login', () => {
  it('signs in with a new token at every login, and e-mail case does not matter', async () => {
    const { user, email, password } = await signUp(t);
    const again = await login({ email: email.toUpperCase(), password });
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const second = (again.json() as LoginResponse).user;
    expect(second).toMatchObject({ user_id: user.user_id, email, is_native_account: true, tour_done: false });
    expect(second.auth_token).not.toBe(user.auth_token);
    expect((await verify(second.auth_token)).json()).toEqual({ valid: true });
  });

  it('answers the same for an unknown e-mail, a wrong password and an account without password', async () => {
    const { email } = await signUp(t);
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').execute();
    await t.db
      .insertInto('users')
      .values({
        id: newId(),
        email: 'google-only@example.com',
        alias: 'グーグル',
        password_hash: null,
        is_native_account: 0,
        external_issuer: 'https://accounts.google.com',
        external_subject: '1234',
        tour_done: 0,
        created_at: clock.now(),
      })
      .execute();
    const expected = {
      success: false,
      code: Errors.invalidCredentials.code,
      error: 'Invalid email or password',
    };
    for (const payload of [
      { email: 'nobody@example.com', password: 'whatever-you-like' },
      { email, password: 'not the password' },
      { email: 'google-only@example.com', password: 'whatever-you-like' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expected);
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { email } = await signUp(t);
    const timed = async (payload: object) => {
      const started = performance.now();
      expect((await login(payload)).statusCode).toBe(401);
      return performance.now() - started;
    };
    await timed({ email: 'warm-up@example.com', password: 'whatever-you-like' });
    let unknown = 0;
    let wrong = 0;
    for (let round = 0; round < 3; round += 1) {
      unknown += await timed({ email: `nobody${round}@example.com`, password: 'whatever-you-like' });
      wrong += await timed({ email, password: `not the password ${round}` });
    }
    // Without a password hash to check, the miss would be a single indexed lookup: many times faster.
    expect(unknown).toBeGreaterThan(wrong * 0.3);
  });

  it.each([
    [{ password: 'x' }, 'Please enter your email address'],
    [{ email: '', password: 'x' }, 'Please enter your email address'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com' }, 'Please enter a password'],
    [{ email: 'a@example.com', password: '' }, 'Please enter a password'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: Errors.validationFailed.code,
      error: message,
    });
  });

  it('refuses an empty body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API_BASE}${api.nativeLogin.path}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
  });
});

describe('session tokens', () => {
  it('verify-token is true for a live token and false for unknown, empty and malformed ones', async () => {
    const { user } = await signUp(t);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
    expect((await verify(`${user.auth_token}x`)).json()).toEqual({ valid: false });
    expect((await verify('')).json()).toEqual({ valid: false });
    const missing = await post(t, api.verifyToken.path, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    const wrongType = await verify(42);
    expect(wrongType.statusCode).toBe(400);
    const tooLong = await verify('a'.repeat(257));
    expect(tooLong.statusCode).toBe(400);
  });

  it('logout revokes only that token', async () => {
    const { user, email, password } = await signUp(t);
    const other = ((await login({ email, password })).json() as LoginResponse).user;

    const response = await post(t, api.logout.path, { token: user.auth_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
    expect((await verify(user.auth_token)).json()).toEqual({ valid: false });
    const call = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${api.getAlias.path}`,
      headers: authHeaders(user),
    });
    expect(call.statusCode).toBe(401);
    expect((await post(t, api.logout.path, { token: user.auth_token })).json()).toEqual({ valid: false });

    expect((await verify(other.auth_token)).json()).toEqual({ valid: true });
    expect((await post(t, api.logout.path, {})).statusCode).toBe(400);
    expect((await post(t, api.logout.path, { token: 'never-issued' })).json()).toEqual({ valid: false });
  });

  it('answers many simultaneous callers each as themselves (session lookups are batched)', async () => {
    const learners = [];
    for (let i = 0; i < 12; i += 1) learners.push(await signUp(t));
    const revoked = learners[5]!;
    await post(t, api.logout.path, { token: revoked.user.auth_token });
    const callers = [...learners, ...learners.slice(0, 4)];
    const responses = await Promise.all(
      callers.map(({ headers }) =>
        t.app.inject({ method: 'GET', url: `${API_BASE}${api.getAlias.path}`, headers }),
      ),
    );
    responses.forEach((response, index) => {
      const caller = callers[index]!;
      if (caller === revoked) expect(response.statusCode).toBe(401);
      else expect(response.json()).toMatchObject({ alias: caller.user.alias });
    });
  });

  it('dies after the idle lifetime without use', async () => {
    const { user } = await signUp(t);
    clock.advance(t.config.session.idleMs - 60_000);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
    // That use restarted the idle time, once written.
    await t.services.sessions.usesWritten();
    clock.advance(t.config.session.idleMs - 60_000);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
    clock.advance(t.config.session.idleMs + 1);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: false });
    clock.advance(-t.config.session.idleMs);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: false });
  });

  it('dies after the absolute lifetime however often it is used', async () => {
    expect(t.config.session.maxMs).toBe(90 * DAY_MS);
    const { user } = await signUp(t);
    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * DAY_MS);
      expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
      await t.services.sessions.usesWritten();
    }
    clock.advance(90 * DAY_MS - 80 * DAY_MS - 1);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
    clock.advance(2);
    expect((await verify(user.auth_token)).json()).toEqual({ valid: false });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a request does not wait for the write of its use of the session',
    async () => {
      const { user } = await signUp(t);
      clock.advance(2 * 60_000);
      await t.db.transaction().execute(async (trx) => {
        // The session's row is held, as a busy database holds the write of its last use.
        await trx
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', user.user_id)
          .forUpdate()
          .execute();
        expect((await verify(user.auth_token)).json()).toEqual({ valid: true });
      });
      await t.services.sessions.usesWritten();
      const written = t.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', user.user_id);
      expect(await written.executeTakeFirstOrThrow()).toEqual({
        last_seen_at: clock.now(),
      });
    },
  );

  it("refuses a token presented with another user's X-User-Id", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const ok = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${api.getAlias.path}`,
      headers: alice.headers,
    });
    expect(ok.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${api.getAlias.path}`,
      headers: authHeaders({ auth_token: alice.user.auth_token, user_id: bob.user.user_id }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
  });
});

describe('GET /api/public-config', () => {
  it('has no Google client id when Google sign-in is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${api.publicConfig.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ googleClientId: null, aiEngine: 'Offline tutor' });
  });

  it('publishes the Google client id when configured', async () => {
    const withGoogle = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'kaiwa-client.apps.googleusercontent.com' },
    });
    try {
      const response = await withGoogle.app.inject({
        method: 'GET',
        url: `${API_BASE}${api.publicConfig.path}`,
      });
      expect(response.json()).toEqual({
        googleClientId: 'kaiwa-client.apps.googleusercontent.com',
        aiEngine: 'Offline tutor',
      });
    } finally {
      await withGoogle.close();
    }
  });
});
