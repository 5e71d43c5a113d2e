import { api, Errors } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import { createFriendsRepository } from '../../src/modules/friends/friends.repository';
import { createFriendsService, FRIEND_REQUEST_LIMIT } from '../../src/modules/friends/friends.service';
import {
  apiCalls,
  badAuthHeaders,
  type Learner,
  sharedTestApp,
  signUpPastIpLimit,
} from '../support/test-app';

const t = sharedTestApp();
const { get, post } = apiCalls(t);

const friendsOf = async (learner: Learner) => (await get(api.getFriends.path, learner)).json().friends;
const incomingOf = async (learner: Learner) =>
  (await get(api.getFriendRequests.path, learner)).json().friend_requests;
const sentOf = async (learner: Learner) =>
  (await get(api.getSentFriendRequests.path, learner)).json().sent_friend_requests;

async function befriend(a: Learner, b: Learner) {
  expect((await post(api.addFriend.path, a, { email: b.email })).statusCode).toBe(200);
  expect((await post(api.addFriend.path, b, { email: a.email })).statusCode).toBe(200);
}

async function relationRows() {
  return {
    requests: await t.db.selectFrom('friend_requests').select(['from_user_id', 'to_email']).execute(),
    friendships: await t.db.selectFrom('friendships').select(['user_id', 'friend_id']).execute(),
  };
}

describe('friends: listing', () => {
  it('starts with no friends and no requests', async () => {
    const a = await signUpPastIpLimit(t);
    expect((await get(api.getFriends.path, a)).json()).toEqual({ success: true, friends: [] });
    expect((await get(api.getFriendRequests.path, a)).json()).toEqual({ success: true, friend_requests: [] });
    const sent = await get(api.getSentFriendRequests.path, a);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent_friend_requests: [] });
  });
});

describe('friends: addFriend', () => {
  it('sends a request that both sides see; the sender sees the address, not who uses it', async () => {
    const a = await signUpPastIpLimit(t, { alias: 'アキラ' });
    const b = await signUpPastIpLimit(t, { alias: 'ベニ' });
    const response = await post(api.addFriend.path, a, { email: b.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `Friend request sent to ${b.email}` });

    const sent = await sentOf(a);
    expect(sent).toEqual([{ user_id: expect.any(String), alias: b.email }]);
    expect(sent[0].user_id).not.toBe(b.user.user_id);
    expect(await incomingOf(b)).toEqual([{ user_id: a.user.user_id, alias: 'アキラ', email: a.email }]);
    expect(await incomingOf(a)).toEqual([]);
    expect(await friendsOf(a)).toEqual([]);
    expect(await friendsOf(b)).toEqual([]);
  });

  it('accepts when the other user already sent a request: friends both ways, requests gone', async () => {
    const a = await signUpPastIpLimit(t, { alias: 'アキラ' });
    const b = await signUpPastIpLimit(t, { alias: 'ベニ' });
    await post(api.addFriend.path, a, { email: b.email });
    const accept = await post(api.addFriend.path, b, { email: a.email });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ success: true, message: 'You are now friends with アキラ' });

    expect(await friendsOf(a)).toEqual([{ user_id: b.user.user_id, alias: 'ベニ', email: b.email }]);
    expect(await friendsOf(b)).toEqual([{ user_id: a.user.user_id, alias: 'アキラ', email: a.email }]);
    expect(await incomingOf(b)).toEqual([]);
    expect(await sentOf(a)).toEqual([]);
    const { requests } = await relationRows();
    expect(requests.filter((r) => [a.user.user_id, b.user.user_id].includes(r.from_user_id))).toEqual([]);
  });

  it('trims and ignores case in the e-mail', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const response = await post(api.addFriend.path, a, { email: `  ${b.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(await sentOf(a)).toEqual([expect.objectContaining({ alias: b.email })]);
  });

  it('refuses yourself', async () => {
    const a = await signUpPastIpLimit(t);
    const response = await post(api.addFriend.path, a, { email: a.email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'You cannot add yourself as a friend',
      code: Errors.friendSelf.code,
    });
    expect(await sentOf(a)).toEqual([]);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const a = await signUpPastIpLimit(t);
    const known = await signUpPastIpLimit(t, { alias: 'シラレタ' });
    const unknownEmail = `nobody-yet-${known.email}`;
    const sender = (email: string) => ({
      message: `Friend request sent to ${email}`,
      again: `You already sent a friend request to ${email}`,
    });
    for (const email of [known.email, unknownEmail]) {
      const response = await post(api.addFriend.path, a, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: sender(email).message });
      const again = await post(api.addFriend.path, a, { email });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        error: sender(email).again,
        code: Errors.friendDuplicate.code,
      });
      t.clock.advance(1000);
    }
    const sent = await sentOf(a);
    expect(sent).toEqual([
      { user_id: expect.any(String), alias: known.email },
      { user_id: expect.any(String), alias: unknownEmail },
    ]);
    expect(JSON.stringify(sent)).not.toContain('シラレタ');
    expect(sent.map((request: { user_id: string }) => request.user_id)).not.toContain(known.user.user_id);

    // Whoever signs up with the address later finds the request, and accepting it works as usual.
    const newcomer = await signUpPastIpLimit(t, { email: unknownEmail, alias: 'アトカラ' });
    expect(await incomingOf(newcomer)).toEqual([
      { user_id: a.user.user_id, alias: expect.any(String), email: a.email },
    ]);
    const accept = await post(api.addFriend.path, newcomer, { email: a.email });
    expect(accept.json().message).toMatch(/^You are now friends with /);
    expect(await friendsOf(a)).toEqual([expect.objectContaining({ user_id: newcomer.user.user_id })]);
    expect(await sentOf(a)).toEqual([{ user_id: expect.any(String), alias: known.email }]);
  });

  it('refuses a second request to the same user', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t, { alias: 'ベニ' });
    await post(api.addFriend.path, a, { email: b.email });
    const again = await post(api.addFriend.path, a, { email: b.email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: Errors.friendDuplicate.code,
      error: `You already sent a friend request to ${b.email}`,
    });
    expect(await sentOf(a)).toHaveLength(1);
  });

  it('refuses someone who is already a friend', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t, { alias: 'ベニ' });
    await befriend(a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await post(api.addFriend.path, from, { email: to.email });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(Errors.friendDuplicate.code);
    }
    expect(await sentOf(a)).toEqual([]);
    expect(await friendsOf(a)).toHaveLength(1);
  });

  it('two people adding each other at the same moment end up friends', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const repository = createFriendsRepository(t.db);
    let interleaved = false;
    // B's whole call runs after A has found no request from B but before A stores its own: the worst timing.
    const service = createFriendsService({
      db: t.db,
      rateLimiter: t.services.rateLimiter,
      clock: t.clock,
      friends: {
        ...repository,
        async insertRequest(fromUserId, toEmail, at) {
          if (!interleaved) {
            interleaved = true;
            expect(await service.addFriend(b.user.user_id, a.email)).toMatch(/^Friend request sent to /);
          }
          return repository.insertRequest(fromUserId, toEmail, at);
        },
      },
    });
    expect(await service.addFriend(a.user.user_id, b.email)).toMatch(/^You are now friends with /);
    expect(await friendsOf(a)).toEqual([expect.objectContaining({ user_id: b.user.user_id })]);
    expect(await friendsOf(b)).toEqual([expect.objectContaining({ user_id: a.user.user_id })]);
    expect(await sentOf(a)).toEqual([]);
    expect(await sentOf(b)).toEqual([]);
  });

  it.each([
    [{}, 'Please enter an email address'],
    [{ email: '   ' }, 'Please enter an email address'],
    [{ email: 42 }, 'Please enter an email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, undefined],
  ])('rejects the bad body %j with 400', async (payload, message) => {
    const a = await signUpPastIpLimit(t);
    const response = await post(api.addFriend.path, a, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    if (message) expect(response.json().error).toBe(message);
  });
});

describe(`friends: at most ${FRIEND_REQUEST_LIMIT.max} new requests per user per hour`, () => {
  it('refuses more with 429 and Retry-After, but still lets the user accept requests', async () => {
    const a = await signUpPastIpLimit(t);
    const admirer = await signUpPastIpLimit(t, { alias: 'ファン' });
    expect((await post(api.addFriend.path, admirer, { email: a.email })).statusCode).toBe(200);
    for (let n = 0; n < FRIEND_REQUEST_LIMIT.max; n += 1) {
      const response = await post(api.addFriend.path, a, { email: `friend-${n}-${a.email}` });
      expect(response.statusCode).toBe(200);
      // Spread over 59 minutes, so that the first leaves the window a minute after the last.
      t.clock.advance(2 * 60_000);
    }
    t.clock.advance(-2 * 60_000);
    const refused = await post(api.addFriend.path, a, { email: `one-more-${a.email}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.json()).toEqual({
      success: false,
      error: 'Too many friend requests. Please try again in 2 minutes.',
      code: Errors.rateLimited.code,
    });
    // Repeating a request and accepting one are not new requests.
    expect((await post(api.addFriend.path, a, { email: `friend-0-${a.email}` })).statusCode).toBe(409);
    const accept = await post(api.addFriend.path, a, { email: admirer.email });
    expect(accept.json()).toEqual({ success: true, message: 'You are now friends with ファン' });
    expect(await sentOf(a)).toHaveLength(FRIEND_REQUEST_LIMIT.max);

    t.clock.advance(2 * 60_000);
    expect((await post(api.addFriend.path, a, { email: `one-more-${a.email}` })).statusCode).toBe(200);
  });
});

describe('friends: rejectFriendRequest', () => {
  it('drops a request addressed to me; the sender may ask again', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    await post(api.addFriend.path, a, { email: b.email });
    const response = await post(api.rejectFriendRequest.path, b, { from_user_id: a.user.user_id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await incomingOf(b)).toEqual([]);
    expect(await sentOf(a)).toEqual([]);
    expect(await friendsOf(b)).toEqual([]);
    expect((await post(api.addFriend.path, a, { email: b.email })).statusCode).toBe(200);
  });

  it('404 when there is no such request', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const response = await post(api.rejectFriendRequest.path, b, { from_user_id: a.user.user_id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: Errors.notFound.code });
  });

  it('cannot reject a request addressed to someone else, nor one I sent', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const c = await signUpPastIpLimit(t);
    await post(api.addFriend.path, a, { email: b.email });
    const before = await relationRows();

    const byStranger = await post(api.rejectFriendRequest.path, c, { from_user_id: a.user.user_id });
    expect(byStranger.statusCode).toBe(404);
    const bySender = await post(api.rejectFriendRequest.path, a, { from_user_id: b.user.user_id });
    expect(bySender.statusCode).toBe(404);
    const ownIdAsSender = await post(api.rejectFriendRequest.path, a, { from_user_id: a.user.user_id });
    expect(ownIdAsSender.statusCode).toBe(404);

    expect(await relationRows()).toEqual(before);
    expect(await incomingOf(b)).toEqual([expect.objectContaining({ user_id: a.user.user_id })]);
  });

  it.each([[{}], [{ from_user_id: '' }], [{ from_user_id: 7 }], [{ from_user_id: 'x'.repeat(65) }]])(
    'rejects the bad body %j with 400',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      const response = await post(api.rejectFriendRequest.path, a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    },
  );
});

describe('friends: removeFriend', () => {
  it('ends the friendship for both', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const c = await signUpPastIpLimit(t);
    await befriend(a, b);
    await befriend(a, c);
    const response = await post(api.removeFriend.path, b, { friend_id: a.user.user_id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await friendsOf(a)).toEqual([expect.objectContaining({ user_id: c.user.user_id })]);
    expect(await friendsOf(b)).toEqual([]);
    expect(await friendsOf(c)).toEqual([expect.objectContaining({ user_id: a.user.user_id })]);
  });

  it('404 for someone who is not my friend, even with a pending request', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    await post(api.addFriend.path, a, { email: b.email });
    const response = await post(api.removeFriend.path, a, { friend_id: b.user.user_id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: Errors.notFound.code });
    expect(await sentOf(a)).toHaveLength(1);
    const unknown = await post(api.removeFriend.path, a, { friend_id: 'no-such-user' });
    expect(unknown.statusCode).toBe(404);
  });

  it("cannot remove someone else's friendship", async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const c = await signUpPastIpLimit(t);
    await befriend(a, b);
    const before = await relationRows();
    for (const friendId of [a.user.user_id, b.user.user_id]) {
      const response = await post(api.removeFriend.path, c, { friend_id: friendId });
      expect(response.statusCode).toBe(404);
    }
    expect(await relationRows()).toEqual(before);
    expect(await friendsOf(a)).toHaveLength(1);
  });

  it.each([[{}], [{ friend_id: '' }], [{ friend_id: null }], [{ friend_id: 'x'.repeat(65) }]])(
    'rejects the bad body %j with 400',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      const response = await post(api.removeFriend.path, a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    },
  );
});

describe('friends: authentication', () => {
  const calls = [
    ['GET', api.getFriends.path],
    ['GET', api.getFriendRequests.path],
    ['GET', api.getSentFriendRequests.path],
    ['POST', api.addFriend.path],
    ['POST', api.rejectFriendRequest.path],
    ['POST', api.removeFriend.path],
  ] as const;

  it.each(calls)(
    '%s %s answers 401 without a token, with a wrong token and with a token of another user',
    async (method, path) => {
      const a = await signUpPastIpLimit(t);
      const b = await signUpPastIpLimit(t);
      const payload =
        method === 'POST'
          ? { email: b.email, from_user_id: b.user.user_id, friend_id: b.user.user_id }
          : undefined;
      const before = await relationRows();
      for (const headers of badAuthHeaders(a, b)) {
        const response = await t.app.inject({ method, url: `/api${path}`, headers, payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
      }
      expect(await relationRows()).toEqual(before);
    },
  );
});
