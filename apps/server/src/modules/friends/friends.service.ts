import { ErrorCode, type Friend, type SentFriendRequest } from '@kaiwa/contract';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { UserRepository } from '../users/user.repository';
import type { FriendsRepository } from './friends.repository';

/**
 * Friend requests and friendships. Adding someone who already asked you is how a request is accepted
 * (the client's Accept re-sends addFriend with the requester's e-mail).
 */
export function createFriendsService(deps: {
  users: UserRepository;
  friends: FriendsRepository;
  clock: Clock;
}) {
  const { users, friends, clock } = deps;

  return {
    listFriends(userId: string): Promise<Friend[]> {
      return friends.listFriends(userId);
    },

    listIncomingRequests(userId: string): Promise<Friend[]> {
      return friends.listIncomingRequests(userId);
    },

    listSentRequests(userId: string): Promise<SentFriendRequest[]> {
      return friends.listSentRequests(userId);
    },

    areFriends(userId: string, otherId: string): Promise<boolean> {
      return friends.areFriends(userId, otherId);
    },

    /** `email` must already be normalised (trimmed, lower case). Returns the message shown to the user. */
    async addFriend(userId: string, email: string): Promise<string> {
      const other = await users.findByEmail(email);
      if (other?.id === userId) {
        throw new AppError(400, ErrorCode.friendSelf, 'You cannot add yourself as a friend');
      }
      if (!other) throw new AppError(404, ErrorCode.friendUnknown, 'No user found with that email');
      if (await friends.areFriends(userId, other.id)) {
        throw new AppError(409, ErrorCode.friendDuplicate, `You are already friends with ${other.alias}`);
      }
      const now = clock.now();
      const becomeFriends = async () => {
        await friends.befriend(userId, other.id, now);
        return `You are now friends with ${other.alias}`;
      };
      if (await friends.hasRequest(other.id, userId)) return becomeFriends();
      if (await friends.hasRequest(userId, other.id)) {
        throw new AppError(
          409,
          ErrorCode.friendDuplicate,
          `You already sent a friend request to ${other.alias}`,
        );
      }
      await friends.insertRequest(userId, other.id, now);
      // Looked at again once ours is stored: when two people add each other at the same moment, neither sees
      // the other's request above, but at least one of them sees it here, so they still become friends.
      if (await friends.hasRequest(other.id, userId)) return becomeFriends();
      return `Friend request sent to ${other.alias}`;
    },

    async rejectRequest(userId: string, fromUserId: string): Promise<void> {
      if (!(await friends.deleteRequest(fromUserId, userId)))
        throw notFound('No friend request from that user');
    },

    async removeFriend(userId: string, friendId: string): Promise<void> {
      if (!(await friends.deleteFriendship(userId, friendId))) throw notFound('That user is not your friend');
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
