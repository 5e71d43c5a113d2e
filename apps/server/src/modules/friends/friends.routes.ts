import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

export const friendsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { friends } = services;
  registerRoutes(app, services.sessions, {
    getFriends: async ({ userId }) => ({ success: true, friends: await friends.listFriends(userId) }),

    getFriendRequests: async ({ userId }) => ({
      success: true,
      friend_requests: await friends.listIncomingRequests(userId),
    }),

    getSentFriendRequests: async ({ userId }) => ({
      sent_friend_requests: await friends.listSentRequests(userId),
    }),

    addFriend: async ({ userId, body }) => ({
      success: true,
      message: await friends.addFriend(userId, body.email),
    }),

    rejectFriendRequest: async ({ userId, body }) => {
      await friends.rejectRequest(userId, body.from_user_id);
      return { success: true };
    },

    removeFriend: async ({ userId, body }) => {
      await friends.removeFriend(userId, body.friend_id);
      return { success: true };
    },
  });
};
