import type { Config } from './config';
import type { DatabaseEngine, Db } from './db/database';
import type { Clock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limiter';
import type { Mailer } from './mail/mailer';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createFriendsRepository } from './modules/friends/friends.repository';
import { createFriendsService } from './modules/friends/friends.service';
import { createPicturesRepository } from './modules/pictures/pictures.repository';
import { createPicturesService } from './modules/pictures/pictures.service';
import { createSessionRepository } from './modules/sessions/session.repository';
import { createSessionService } from './modules/sessions/session.service';
import { createUserRepository } from './modules/users/user.repository';
import type { BlobStore } from './storage/blob-store';

/** What the composition root needs from outside: everything else is built from these. */
export type AppDeps = {
  config: Config;
  db: Db;
  engine: DatabaseEngine;
  clock: Clock;
  mailer: Mailer;
  blobStore: BlobStore;
};

export function createServices(deps: AppDeps) {
  const { config, db, clock, mailer, blobStore } = deps;
  const users = createUserRepository(db);
  const sessions = createSessionService({ sessions: createSessionRepository(db), clock, config });
  const rateLimiter = createRateLimiter({ db, clock });
  const auth = createAuthService({
    users,
    sessions,
    passwordResets: createPasswordResetRepository(db),
    rateLimiter,
    mailer,
    clock,
    config,
  });
  const friends = createFriendsService({ users, friends: createFriendsRepository(db), clock });
  const pictures = createPicturesService({
    pictures: createPicturesRepository(db),
    friends,
    blobStore,
    clock,
  });
  const account = createAccountService({
    users,
    account: createAccountRepository(db),
    sessions,
    pictures,
    rateLimiter,
  });
  return { users, sessions, rateLimiter, auth, friends, pictures, account };
}
export type Services = ReturnType<typeof createServices>;
