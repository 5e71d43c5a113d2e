import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';

/** A user as the friend tables know them. */
type Person = { id: string; email: string };

export function createFriendsRepository(db: Db) {
  return {
    listFriends(userId: string) {
      return db
        .selectFrom('friendships')
        .innerJoin('users', 'users.id', 'friendships.friend_id')
        .select(['users.id as user_id', 'users.alias', 'users.email'])
        .where('friendships.user_id', '=', userId)
        .orderBy('users.alias')
        .orderBy('users.id')
        .execute();
    },

    /** Requests addressed to the e-mail of `userId`, oldest first, with the sender's details. */
    listIncomingRequests(userId: string) {
      return db
        .selectFrom('friend_requests')
        .innerJoin('users as recipient', 'recipient.email', 'friend_requests.to_email')
        .innerJoin('users as sender', 'sender.id', 'friend_requests.from_user_id')
        .select(['sender.id as user_id', 'sender.alias', 'sender.email'])
        .where('recipient.id', '=', userId)
        .orderBy('friend_requests.created_at')
        .orderBy('sender.id')
        .execute();
    },

    /**
     * Requests `userId` sent, oldest first: the request's id and the address it went to, never anything of
     * an account behind that address.
     */
    listSentRequests(userId: string) {
      return db
        .selectFrom('friend_requests')
        .select(['id', 'to_email'])
        .where('from_user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async areFriends(userId: string, otherId: string): Promise<boolean> {
      const row = await db
        .selectFrom('friendships')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('friend_id', '=', otherId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasRequest(fromUserId: string, toEmail: string): Promise<boolean> {
      const row = await db
        .selectFrom('friend_requests')
        .select('id')
        .where('from_user_id', '=', fromUserId)
        .where('to_email', '=', toEmail)
        .executeTakeFirst();
      return row !== undefined;
    },

    insertRequest(fromUserId: string, toEmail: string, at: number) {
      return db
        .insertInto('friend_requests')
        .values({ id: newId(), from_user_id: fromUserId, to_email: toEmail, created_at: at })
        .onConflict((conflict) => conflict.columns(['from_user_id', 'to_email']).doNothing())
        .execute();
    },

    /** Makes the two users friends in both directions and drops any pending request between them. */
    befriend(user: Person, other: Person, at: number) {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('friend_requests')
          .where((eb) =>
            eb.or([
              eb.and([eb('from_user_id', '=', user.id), eb('to_email', '=', other.email)]),
              eb.and([eb('from_user_id', '=', other.id), eb('to_email', '=', user.email)]),
            ]),
          )
          .execute();
        await trx
          .insertInto('friendships')
          .values([
            { user_id: user.id, friend_id: other.id, created_at: at },
            { user_id: other.id, friend_id: user.id, created_at: at },
          ])
          .onConflict((conflict) => conflict.columns(['user_id', 'friend_id']).doNothing())
          .execute();
      });
    },

    /** Drops the request from `fromUserId` to the e-mail of `toUserId`; returns whether there was one. */
    async deleteRequest(fromUserId: string, toUserId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('friend_requests')
        .where('from_user_id', '=', fromUserId)
        .where('to_email', '=', (eb) => eb.selectFrom('users').select('email').where('id', '=', toUserId))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Requests to an address whose account goes away go with it, as the sender's own requests do. */
    deleteRequestsTo(email: string) {
      return db.deleteFrom('friend_requests').where('to_email', '=', email).execute();
    },

    /** Ends the friendship in both directions; returns whether there was one. */
    async deleteFriendship(userId: string, otherId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('friend_id', '=', otherId)]),
            eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', userId)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
