import type { Db } from '../../db/database';

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

    /** Requests addressed to `userId`, oldest first, with the sender's details. */
    listIncomingRequests(userId: string) {
      return db
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.from_user_id')
        .select(['users.id as user_id', 'users.alias', 'users.email'])
        .where('friend_requests.to_user_id', '=', userId)
        .orderBy('friend_requests.created_at')
        .orderBy('users.id')
        .execute();
    },

    /** Requests `userId` sent, oldest first, with the recipient's details. */
    listSentRequests(userId: string) {
      return db
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.to_user_id')
        .select(['users.id as user_id', 'users.alias'])
        .where('friend_requests.from_user_id', '=', userId)
        .orderBy('friend_requests.created_at')
        .orderBy('users.id')
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

    async hasRequest(fromUserId: string, toUserId: string): Promise<boolean> {
      const row = await db
        .selectFrom('friend_requests')
        .select('from_user_id')
        .where('from_user_id', '=', fromUserId)
        .where('to_user_id', '=', toUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    insertRequest(fromUserId: string, toUserId: string, at: number) {
      return db
        .insertInto('friend_requests')
        .values({ from_user_id: fromUserId, to_user_id: toUserId, created_at: at })
        .onConflict((conflict) => conflict.columns(['from_user_id', 'to_user_id']).doNothing())
        .execute();
    },

    /** Makes the two users friends in both directions and drops any pending request between them. */
    befriend(userId: string, otherId: string, at: number) {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('friend_requests')
          .where((eb) =>
            eb.or([
              eb.and([eb('from_user_id', '=', userId), eb('to_user_id', '=', otherId)]),
              eb.and([eb('from_user_id', '=', otherId), eb('to_user_id', '=', userId)]),
            ]),
          )
          .execute();
        await trx
          .insertInto('friendships')
          .values([
            { user_id: userId, friend_id: otherId, created_at: at },
            { user_id: otherId, friend_id: userId, created_at: at },
          ])
          .onConflict((conflict) => conflict.columns(['user_id', 'friend_id']).doNothing())
          .execute();
      });
    },

    /** Returns whether there was such a request. */
    async deleteRequest(fromUserId: string, toUserId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('friend_requests')
        .where('from_user_id', '=', fromUserId)
        .where('to_user_id', '=', toUserId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
