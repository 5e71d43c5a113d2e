import type { Friend, SentFriendRequest } from '@kaiwa/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter';
import { createUserRepository } from '../users/users.repository';
import { createFriendsRepository, type FriendsRepository } from './friends.repository';

/** New friend requests one user may send. Accepting a request is not one. */
export const FRIEND_REQUEST_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60_000 };

/**
 * Friend requests and friendships. Adding someone who already asked you is how a request is accepted
 * (the client's Accept re-sends addFriend with the requester's e-mail).
 *
 * A request goes to an e-mail address, and the sender learns nothing about who, if anyone, uses it: the
 * answer, the sent list (which shows the address, never an alias) and the limit are the same whether or not
 * the address has an account, and whoever signs up with it later finds the request waiting. Otherwise
 * addFriend would tell whether an address has an account, at FRIEND_REQUEST_LIMIT per account, which beats
 * sign-up (the one place that tells, at SIGNUPS_PER_HOUR per client address). Only answers about people the
 * sender already knows name them: an existing friend, or someone whose request to the sender is accepted.
 */
export function createFriendsService(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** The module's own repository unless given (a test interposes on it to force a race). */
  friends?: FriendsRepository;
}) {
  const { db, rateLimiter, clock } = deps;
  const users = createUserRepository(db);
  const friends = deps.friends ?? createFriendsRepository(db);

  return {
    listFriends(userId: string): Promise<Friend[]> {
      return friends.listFriends(userId);
    },

    listIncomingRequests(userId: string): Promise<Friend[]> {
      return friends.listIncomingRequests(userId);
    },

    async listSentRequests(userId: string): Promise<SentFriendRequest[]> {
      const sent = await friends.listSentRequests(userId);
      return sent.map((request) => ({ user_id: request.id, alias: request.to_email }));
    },

    areFriends(userId: string, otherId: string): Promise<boolean> {
      return friends.areFriends(userId, otherId);
    },

    /** `email` must already be normalised (trimmed, lower case). Returns the message shown to the user. */
    async addFriend(userId: string, email: string): Promise<string> {
      const me = await users.findById(userId);
      // Only reachable when the account was deleted between authentication and here.
      if (!me) throw new AppError('unauthorized');
      if (email === me.email) {
        throw new AppError('friendSelf', 'You cannot add yourself as a friend');
      }
      const other = await users.findByEmail(email);
      const now = clock.now();
      const becomeFriends = async (them: NonNullable<typeof other>) => {
        await friends.befriend(me, them, now);
        return `You are now friends with ${them.alias}`;
      };
      if (other) {
        if (await friends.areFriends(userId, other.id)) {
          throw new AppError('friendDuplicate', `You are already friends with ${other.alias}`);
        }
        if (await friends.hasRequest(other.id, me.email)) return becomeFriends(other);
      }
      if (await friends.hasRequest(userId, email)) {
        throw new AppError('friendDuplicate', `You already sent a friend request to ${email}`);
      }
      await rateLimiter.consume(
        `friend-requests:${userId}`,
        FRIEND_REQUEST_LIMIT,
        'Too many friend requests',
      );
      await friends.insertRequest(userId, email, now);
      // Looked at again once ours is stored: when two people add each other at the same moment, neither sees
      // the other's request above, but at least one of them sees it here, so they still become friends.
      if (other && (await friends.hasRequest(other.id, me.email))) return becomeFriends(other);
      return `Friend request sent to ${email}`;
    },

    async rejectRequest(userId: string, fromUserId: string): Promise<void> {
      if (!(await friends.deleteRequest(fromUserId, userId)))
        throw new AppError('notFound', 'No friend request from that user');
    },

    async removeFriend(userId: string, friendId: string): Promise<void> {
      if (!(await friends.deleteFriendship(userId, friendId)))
        throw new AppError('notFound', 'That user is not your friend');
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
