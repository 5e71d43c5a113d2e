import { z } from 'zod';
import { freeText, requestId } from './common';

export const Friend = z.object({ user_id: z.string(), alias: z.string(), email: z.string() });
export type Friend = z.infer<typeof Friend>;
export const SentFriendRequest = z.object({ user_id: z.string(), alias: z.string() });
export type SentFriendRequest = z.infer<typeof SentFriendRequest>;

export const FriendsResponse = z.object({ success: z.literal(true), friends: z.array(Friend) });
export type FriendsResponse = z.infer<typeof FriendsResponse>;
/** Incoming requests; `email` is what Accept re-sends to addFriend. */
export const FriendRequestsResponse = z.object({
  success: z.literal(true),
  friend_requests: z.array(Friend),
});
export type FriendRequestsResponse = z.infer<typeof FriendRequestsResponse>;
export const SentFriendRequestsResponse = z.object({ sent_friend_requests: z.array(SentFriendRequest) });
export type SentFriendRequestsResponse = z.infer<typeof SentFriendRequestsResponse>;

export const AddFriendRequest = z.object({
  email: freeText({
    label: 'Email address',
    blank: 'Please enter an email address',
    max: 254,
    tooLong: 'Email address is too long',
  }).transform((value) => value.toLowerCase()),
});
export type AddFriendRequest = z.infer<typeof AddFriendRequest>;
export const AddFriendResponse = z.object({ success: z.literal(true), message: z.string() });
export type AddFriendResponse = z.infer<typeof AddFriendResponse>;

export const RejectFriendRequestRequest = z.object({ from_user_id: requestId('from_user_id') });
export type RejectFriendRequestRequest = z.infer<typeof RejectFriendRequestRequest>;
export const RemoveFriendRequest = z.object({ friend_id: requestId('friend_id') });
export type RemoveFriendRequest = z.infer<typeof RemoveFriendRequest>;
