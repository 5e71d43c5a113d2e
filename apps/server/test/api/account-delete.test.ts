import { api, Errors, PICTURE_USER_ID_HEADER } from '@kaiwa/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { hashToken, newSecretToken } from '../../src/lib/tokens';
import { DELETE_ACCOUNT_FAILURE_LIMIT } from '../../src/modules/account/account.service';
import { AUTH_LIMITS } from '../../src/modules/auth/auth.service';
import {
  apiCalls,
  authHeaders,
  blobExists,
  type Learner,
  sharedTestApp,
  signUpPastIpLimit,
} from '../support/test-app';

const t = sharedTestApp();
const { get, post } = apiCalls(t);

async function uploadPicture(learner: { headers: Record<string, string> }) {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const boundary = 'kaiwa-delete-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${api.uploadProfilePicture.path}`,
    headers: { ...learner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
}

/** Everything stored about `userId` (whose address is `email`), table by table. */
async function footprint(userId: string, email: string) {
  const picture = await t.db
    .selectFrom('profile_pictures')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    users: await t.db.selectFrom('users').select('id').where('id', '=', userId).execute(),
    sessions: await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    settings: await t.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).execute(),
    picture,
    blobExists: picture?.blob_key ? await blobExists(t, picture.blob_key) : false,
    friendships: await t.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id'])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .execute(),
    requests: await t.db
      .selectFrom('friend_requests')
      .select(['from_user_id', 'to_email'])
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_email', '=', email)]))
      .execute(),
  };
}

/** A user with a bit of everything: settings, a picture, a friend, a sent and a received request. */
async function userWithData(user: Learner | { headers: Record<string, string>; email: string }) {
  const friend = await signUpPastIpLimit(t);
  const invited = await signUpPastIpLimit(t);
  const admirer = await signUpPastIpLimit(t);
  await post(api.setSpeed.path, user, { speed: 'slow' });
  await uploadPicture(user);
  await uploadPicture(friend);
  await post(api.addFriend.path, user, { email: friend.email });
  await post(api.addFriend.path, friend, { email: user.email });
  await post(api.addFriend.path, user, { email: invited.email });
  await post(api.addFriend.path, admirer, { email: user.email });
  return { friend, invited, admirer };
}

function expectFullFootprint(data: Awaited<ReturnType<typeof footprint>>) {
  expect(data.users).toHaveLength(1);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(data.settings).toHaveLength(1);
  expect(data.picture).toMatchObject({ status: 'ready' });
  expect(data.blobExists).toBe(true);
  expect(data.friendships).toHaveLength(2);
  expect(data.requests).toHaveLength(2);
}

describe('account deletion', () => {
  it('deletes a native account and everything of it once the password is right; the token dies', async () => {
    const a = await signUpPastIpLimit(t);
    const { friend, invited, admirer } = await userWithData(a);
    const sessionsBefore = (await footprint(a.user.user_id, a.email)).sessions.length;
    // A second signed-in device.
    t.clock.advance(AUTH_LIMITS.loginPerIp.windowMs);
    const secondLogin = await post(
      api.nativeLogin.path,
      { headers: {} },
      { email: a.email, password: a.password },
    );
    const secondHeaders = authHeaders(secondLogin.json().user);
    const before = await footprint(a.user.user_id, a.email);
    expectFullFootprint(before);
    expect(before.sessions).toHaveLength(sessionsBefore + 1);
    const friendBefore = await footprint(friend.user.user_id, friend.email);

    const response = await post(api.deleteAccount.path, a, { password: a.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await footprint(a.user.user_id, a.email)).toEqual({
      users: [],
      sessions: [],
      settings: [],
      picture: undefined,
      blobExists: false,
      friendships: [],
      requests: [],
    });
    expect(await blobExists(t, before.picture!.blob_key!)).toBe(false);

    for (const headers of [a.headers, secondHeaders]) {
      const afterwards = await get(api.getAlias.path, { headers });
      expect(afterwards.statusCode).toBe(401);
      expect(afterwards.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
    }
    const again = await post(api.deleteAccount.path, a, { password: a.password });
    expect(again.statusCode).toBe(401);

    // The others keep their own data and simply no longer see the deleted user.
    const friendAfter = await footprint(friend.user.user_id, friend.email);
    expect(friendAfter.picture).toEqual(friendBefore.picture);
    expect(friendAfter.blobExists).toBe(true);
    const list = (learner: Learner, route: string) => get(route, learner).then((r) => r.json());
    expect((await list(friend, api.getFriends.path)).friends).toEqual([]);
    expect((await list(invited, api.getFriendRequests.path)).friend_requests).toEqual([]);
    expect((await list(admirer, api.getSentFriendRequests.path)).sent_friend_requests).toEqual([]);
    const picture = await t.app.inject({
      method: 'GET',
      url: `/api${api.getUserPicture.path}`,
      headers: { ...friend.headers, [PICTURE_USER_ID_HEADER]: a.user.user_id },
    });
    expect(picture.statusCode).toBe(404);

    t.clock.advance(AUTH_LIMITS.loginPerIp.windowMs);
    const login = await post(api.nativeLogin.path, { headers: {} }, { email: a.email, password: a.password });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['no password', {}],
    ['an empty password', { password: '' }],
  ])('asks a native account for its password (%s) and keeps everything', async (_name, payload) => {
    const a = await signUpPastIpLimit(t);
    await userWithData(a);
    const before = await footprint(a.user.user_id, a.email);
    const response = await post(api.deleteAccount.path, a, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Please enter your password',
      code: Errors.validationFailed.code,
    });
    expect(await footprint(a.user.user_id, a.email)).toEqual(before);
  });

  it('refuses a wrong password with 403 and keeps everything, token included', async () => {
    const a = await signUpPastIpLimit(t);
    await userWithData(a);
    const before = await footprint(a.user.user_id, a.email);
    const response = await post(api.deleteAccount.path, a, { password: `${a.password}!` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'Incorrect password',
      code: Errors.wrongPassword.code,
    });
    expect(await footprint(a.user.user_id, a.email)).toEqual(before);
    const stillSignedIn = await get(api.getAlias.path, a);
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('stops password guessing: after too many wrong passwords even the right one waits', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    for (let attempt = 0; attempt < DELETE_ACCOUNT_FAILURE_LIMIT.max; attempt += 1) {
      expect((await post(api.deleteAccount.path, a, { password: `guess-${attempt}` })).statusCode).toBe(403);
    }
    const limited = await post(api.deleteAccount.path, a, { password: a.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: Errors.rateLimited.code });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await footprint(a.user.user_id, a.email)).users).toHaveLength(1);
    // The budget is per user: another account is not held up.
    expect((await post(api.deleteAccount.path, b, { password: b.password })).statusCode).toBe(200);

    t.clock.advance(DELETE_ACCOUNT_FAILURE_LIMIT.windowMs);
    expect((await post(api.deleteAccount.path, a, { password: a.password })).statusCode).toBe(200);
    expect((await footprint(a.user.user_id, a.email)).users).toEqual([]);
  });

  it.each([
    ['a password that is not text', { password: 12345678 }],
    ['an absurdly long password', { password: 'x'.repeat(1025) }],
  ])('refuses %s with 400', async (_name, payload) => {
    const a = await signUpPastIpLimit(t);
    const response = await post(api.deleteAccount.path, a, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    expect((await footprint(a.user.user_id, a.email)).users).toHaveLength(1);
  });

  it('deletes an external account without a password', async () => {
    const userId = newId();
    const email = `external-${userId}@example.com`;
    await t.db
      .insertInto('users')
      .values({
        id: userId,
        email,
        alias: 'ゲスト',
        password_hash: null,
        is_native_account: 0,
        external_issuer: 'https://accounts.google.com',
        external_subject: userId,
        tour_done: 1,
        created_at: t.clock.now(),
      })
      .execute();
    const token = newSecretToken();
    await t.db
      .insertInto('sessions')
      .values({
        id: newId(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: t.clock.now(),
        last_seen_at: t.clock.now(),
      })
      .execute();
    const external = { headers: authHeaders({ auth_token: token, user_id: userId }), email };
    await userWithData(external);
    expectFullFootprint(await footprint(userId, email));
    const blobKey = (await footprint(userId, email)).picture!.blob_key!;

    const response = await post(api.deleteAccount.path, external);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await footprint(userId, email)).toMatchObject({
      users: [],
      sessions: [],
      settings: [],
      picture: undefined,
    });
    expect((await footprint(userId, email)).friendships).toEqual([]);
    expect((await footprint(userId, email)).requests).toEqual([]);
    expect(await blobExists(t, blobKey)).toBe(false);
    const afterwards = await get(api.getAlias.path, external);
    expect(afterwards.statusCode).toBe(401);
  });
});
