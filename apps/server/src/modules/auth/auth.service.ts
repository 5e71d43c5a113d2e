import { randomBytes } from 'node:crypto';
import type { NativeLoginRequest, PublicConfigResponse, RegisterRequest, User } from '@kaiwa/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type RateLimit, type RateLimiter, rateLimited } from '../../lib/rate-limiter';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { SessionService } from '../sessions/sessions.service';
import { createUserRepository } from '../users/users.repository';
import {
  createGoogleIdentityVerifier,
  type ExternalIdentity,
  IdentityProviderUnavailable,
} from './google-identity';
import { assertAcceptablePassword } from './password-policy';
import { createPasswordResetRepository } from './password-reset.repository';

/** Limits in the style of Mastodon's Rack::Attack rules. */
export const AUTH_LIMITS = {
  /** Native and Google sign-in attempts per client IP. */
  loginPerIp: { max: 25, windowMs: 5 * 60_000 },
  /**
   * Failed native sign-ins per e-mail address (known or not) from one client IP. Keyed by both, so that a
   * stranger's failures elsewhere never lock the owner out.
   */
  failedLoginPerEmailAndIp: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Failed native sign-ins per e-mail address from every client IP, against guessing spread over many
   * addresses. NIST SP 800-63B allows at most 100 failures in a row; instead of locking the account there,
   * attempts wait longer and longer (ACCOUNT_WAIT). A successful sign-in or a password reset starts over.
   */
  failedLoginPerEmail: { max: 100, windowMs: 24 * 60 * 60_000 },
  forgotPasswordPerEmail: { max: 5, windowMs: 30 * 60_000 },
  /** Stops one client from mailing many different addresses. */
  forgotPasswordPerIp: { max: 25, windowMs: 5 * 60_000 },
  /** Session-token checks per client IP (the app checks its stored token once per page load). */
  verifyTokenPerIp: { max: 60, windowMs: 60_000 },
} satisfies Record<string, RateLimit>;

/** New accounts per client IP are counted over this window; how many is `SIGNUPS_PER_HOUR`. */
export const SIGNUP_WINDOW_MS = 60 * 60_000;

/**
 * The wait between sign-in attempts on an account with many recent failures: none below `afterFailures`,
 * then `firstMs`, growing evenly to `lastMs` at the ceiling of AUTH_LIMITS.failedLoginPerEmail, and no
 * longer after it (NIST SP 800-63B's "30 seconds up to an hour").
 */
export const ACCOUNT_WAIT = { afterFailures: 20, firstMs: 30_000, lastMs: 60 * 60_000 };

export function accountWaitMs(failures: number): number {
  const { afterFailures, firstMs, lastMs } = ACCOUNT_WAIT;
  if (failures < afterFailures) return 0;
  const ceiling = AUTH_LIMITS.failedLoginPerEmail.max;
  const progress = Math.min(1, (failures - afterFailures) / (ceiling - afterFailures));
  return Math.round(firstMs + progress * (lastMs - firstMs));
}

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we sent a link to reset the password.';

const ALIAS_MAX_LENGTH = 40;

type Log = Pick<FastifyBaseLogger, 'error'>;
type UserRow = Pick<UsersTable, 'id' | 'alias' | 'email' | 'is_native_account' | 'tour_done'>;

const invalidCredentials = () => new AppError('invalidCredentials');
const emailTaken = (message = 'An account with this email already exists') =>
  new AppError('emailTaken', message);
const invalidResetToken = () => new AppError('invalidResetToken', 'Invalid or expired reset link');

/** The engines report a broken unique constraint differently; both mean "someone else got there first". */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Label of the engine that writes replies, shown on the About page. */
  aiEngineLabel: string;
}) {
  const { sessions, rateLimiter, mailer, clock, config, aiEngineLabel } = deps;
  const users = createUserRepository(deps.db);
  const passwordResets = createPasswordResetRepository(deps.db);
  const google = createGoogleIdentityVerifier(config.google, clock);

  // Unknown e-mails are verified against this too, so a miss costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  async function signIn(user: UserRow): Promise<User> {
    return {
      auth_token: await sessions.start(user.id),
      user_id: user.id,
      alias: user.alias,
      email: user.email,
      is_native_account: user.is_native_account === 1,
      tour_done: user.tour_done === 1,
    };
  }

  async function findOrCreateExternalUser(identity: ExternalIdentity): Promise<UserRow> {
    const known = await users.findByExternalIdentity(identity.issuer, identity.subject);
    if (known) return known;
    const sameEmail = await users.findByEmail(identity.email);
    // A concurrent first sign-in of the same person may have created it between the two reads.
    if (sameEmail?.external_issuer === identity.issuer && sameEmail.external_subject === identity.subject) {
      return sameEmail;
    }
    if (sameEmail) {
      throw emailTaken(
        sameEmail.is_native_account === 1
          ? 'An account with this email already exists. Please sign in with your email and password.'
          : 'An account with this email already exists and is linked to a different Google account.',
      );
    }
    const user = {
      id: newId(),
      email: identity.email,
      alias: aliasFor(identity),
      password_hash: null,
      is_native_account: 0,
      external_issuer: identity.issuer,
      external_subject: identity.subject,
      tour_done: 0,
      created_at: clock.now(),
    } as const;
    try {
      await users.insert(user);
      return user;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent first sign-in with the same token created the account a moment ago.
      const created = await users.findByExternalIdentity(identity.issuer, identity.subject);
      if (created) return created;
      throw emailTaken();
    }
  }

  /**
   * With many recent failures on the account (from any address), an attempt must wait ACCOUNT_WAIT after
   * the latest one, and only one attempt gets each turn: the turn is a slot taken atomically, so parallel
   * attempts cannot share it. Unknown addresses are treated the same, so the answer tells nothing.
   */
  async function awaitAccountTurn(email: string, accountFailures: string) {
    const { events, latestAt } = await rateLimiter.tally(
      accountFailures,
      AUTH_LIMITS.failedLoginPerEmail.windowMs,
    );
    const waitMs = accountWaitMs(events);
    if (waitMs === 0 || latestAt === undefined) return;
    const reason = 'Too many failed sign-ins for this account';
    const waitLeft = latestAt + waitMs - clock.now();
    if (waitLeft > 0) throw rateLimited(waitLeft, reason);
    await rateLimiter.consume(`login:turn:${email}`, { max: 1, windowMs: waitMs }, reason);
  }

  async function sendResetMail(email: string) {
    const now = clock.now();
    await passwordResets.deleteExpired(now);
    const user = await users.findByEmail(email);
    if (!user) return;
    if (user.is_native_account !== 1) {
      await mailer.send({
        to: user.email,
        subject: 'Your Kaiwa account signs in with Google',
        text: [
          `Hello ${user.alias},`,
          '',
          'Someone asked to reset the password of your Kaiwa account. Your account has no password: it signs in',
          'with Google. Use "Sign in with Google" on the login page:',
          '',
          `${config.publicUrl}/login`,
          '',
          'If you did not ask for this, you can ignore this email.',
        ].join('\n'),
      });
      return;
    }
    const token = newSecretToken();
    await passwordResets.insert({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: now + RESET_TOKEN_TTL_MS,
    });
    const link = `${config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Kaiwa password',
      text: [
        `Hello ${user.alias},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Kaiwa account.',
        `Open this link within ${RESET_TOKEN_TTL_MS / 60_000} minutes to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    publicConfig(): PublicConfigResponse {
      return { googleClientId: config.google.clientId ?? null, aiEngine: aiEngineLabel };
    },

    async nativeLogin(input: NativeLoginRequest, ip: string): Promise<User> {
      await rateLimiter.consume(`login:ip:${ip}`, AUTH_LIMITS.loginPerIp);
      // Counted as failures up front so parallel guesses cannot slip past the limits; given back on success.
      const releaseAddressFailure = await rateLimiter.consume(
        `login:fail:${input.email}:ip:${ip}`,
        AUTH_LIMITS.failedLoginPerEmailAndIp,
      );
      const accountFailures = `login:fail:${input.email}`;
      try {
        await awaitAccountTurn(input.email, accountFailures);
      } catch (error) {
        // Not tried, so not a failure of this address.
        await releaseAddressFailure();
        throw error;
      }
      // Past the ceiling the bucket is full and refuses: the count stays there, and so does the longest wait.
      await rateLimiter.hit(accountFailures, AUTH_LIMITS.failedLoginPerEmail);
      const user = await users.findByEmail(input.email);
      const passwordHash = user?.password_hash ?? (await getDummyHash());
      const matches = await verifyPassword(passwordHash, input.password);
      if (!user?.password_hash || !matches) throw invalidCredentials();
      await releaseAddressFailure();
      await rateLimiter.clear(accountFailures);
      return signIn(user);
    },

    async googleLogin(idToken: string, ip: string, log: Log): Promise<User> {
      if (!google) {
        throw new AppError('externalLoginDisabled', 'Google sign-in is not enabled on this server');
      }
      await rateLimiter.consume(`login:ip:${ip}`, AUTH_LIMITS.loginPerIp);
      let identity: ExternalIdentity;
      try {
        identity = await google.verify(idToken);
      } catch (error) {
        if (!(error instanceof IdentityProviderUnavailable)) throw error;
        log.error({ err: error }, 'Google sign-in keys unavailable');
        throw new AppError('externalLoginUnavailable');
      }
      return signIn(await findOrCreateExternalUser(identity));
    },

    async register(input: RegisterRequest, ip: string): Promise<User> {
      // Before the limit: a refused password tells nothing about anyone and should not use up a sign-up.
      await assertAcceptablePassword(input.password);
      // Also the only place where anyone learns that an e-mail address has an account (the 409 below).
      await rateLimiter.consume(
        `register:ip:${ip}`,
        { max: config.signupsPerHour, windowMs: SIGNUP_WINDOW_MS },
        'Too many new accounts from your network',
      );
      if (await users.findByEmail(input.email)) throw emailTaken();
      const user = {
        id: newId(),
        email: input.email,
        alias: input.alias,
        password_hash: await hashPassword(input.password),
        is_native_account: 1,
        external_issuer: null,
        external_subject: null,
        tour_done: 0,
        created_at: clock.now(),
      } as const;
      try {
        await users.insert(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return signIn(user);
    },

    /**
     * Answers the same whether or not the account exists. Everything past the rate limits runs after the
     * response, so neither the lookup nor the mail delivery shows in its timing.
     */
    async forgotPassword(email: string, ip: string, log: Log): Promise<string> {
      await rateLimiter.consume(`forgot:ip:${ip}`, AUTH_LIMITS.forgotPasswordPerIp);
      await rateLimiter.consume(`forgot:email:${email}`, AUTH_LIMITS.forgotPasswordPerEmail);
      void sendResetMail(email).catch((error: unknown) =>
        log.error({ err: error }, 'password reset mail failed'),
      );
      return FORGOT_PASSWORD_MESSAGE;
    },

    async validateResetToken(token: string): Promise<boolean> {
      return (await passwordResets.findUsable(hashToken(token), clock.now())) !== undefined;
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      // Checked before the token is used up, so a refused password can be replaced with the same link.
      if (!(await passwordResets.findUsable(hashToken(token), clock.now()))) throw invalidResetToken();
      await assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      const userId = await passwordResets.claim(hashToken(token), now);
      if (!userId) throw invalidResetToken();
      await users.updatePasswordHash(userId, passwordHash);
      await passwordResets.useAllForUser(userId, now);
      await sessions.revokeAllForUser(userId);
      // The owner proved control of the mailbox: failures of others no longer slow their sign-in.
      const user = await users.findById(userId);
      if (user) await rateLimiter.clear(`login:fail:${user.email}`);
    },

    async verifyToken(token: string, ip: string): Promise<boolean> {
      await rateLimiter.consume(`verify-token:ip:${ip}`, AUTH_LIMITS.verifyTokenPerIp);
      return (await sessions.authenticate(token)) !== undefined;
    },

    /** Valid means the token was live; either way it is dead afterwards. */
    async logout(token: string): Promise<boolean> {
      const live = (await sessions.authenticate(token)) !== undefined;
      await sessions.revoke(token);
      return live;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function aliasFor(identity: ExternalIdentity): string {
  const source = identity.name ?? identity.email.split('@')[0] ?? '';
  return Array.from(source).slice(0, ALIAS_MAX_LENGTH).join('').trim() || 'Learner';
}
