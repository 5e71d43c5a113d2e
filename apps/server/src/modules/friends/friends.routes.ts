import {
  AddFriendRequest,
  type AddFriendResponse,
  type FriendRequestsResponse,
  type FriendsResponse,
  RejectFriendRequestRequest,
  RemoveFriendRequest,
  Routes,
  type SentFriendRequestsResponse,
  type SuccessResponse,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

export const friendsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { friends } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(
    Routes.getFriends,
    async (request): Promise<FriendsResponse> => ({
      success: true,
      friends: await friends.listFriends(request.userId),
    }),
  );

  app.get(
    Routes.getFriendRequests,
    async (request): Promise<FriendRequestsResponse> => ({
      success: true,
      friend_requests: await friends.listIncomingRequests(request.userId),
    }),
  );

  app.get(
    Routes.getSentFriendRequests,
    async (request): Promise<SentFriendRequestsResponse> => ({
      sent_friend_requests: await friends.listSentRequests(request.userId),
    }),
  );

  app.post(Routes.addFriend, async (request): Promise<AddFriendResponse> => {
    const { email } = parseInput(AddFriendRequest, request.body);
    return { success: true, message: await friends.addFriend(request.userId, email) };
  });

  app.post(Routes.rejectFriendRequest, async (request): Promise<SuccessResponse> => {
    const { from_user_id } = parseInput(RejectFriendRequestRequest, request.body);
    await friends.rejectRequest(request.userId, from_user_id);
    return { success: true };
  });

  app.post(Routes.removeFriend, async (request): Promise<SuccessResponse> => {
    const { friend_id } = parseInput(RemoveFriendRequest, request.body);
    await friends.removeFriend(request.userId, friend_id);
    return { success: true };
  });
};
