import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

export type ExternalIdentity = {
  issuer: string;
  subject: string;
  /** Lower case, and verified by the provider. */
  email: string;
  name: string | undefined;
};

/** Failures of Google's key endpoint rather than of the token: the user is not to blame. */
const PROVIDER_FAILURE_CODES = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

export class IdentityProviderUnavailable extends Error {}

const loginFailed = (message = 'Google sign-in failed. Please try again.') =>
  new AppError('externalLoginFailed', message);

/**
 * Verifies Google ID tokens (signature against Google's published keys, issuer, audience = our client id,
 * expiry). Undefined when no client id is configured, i.e. Google sign-in is off.
 */
export function createGoogleIdentityVerifier(config: Config['google'], clock: Clock) {
  const { clientId, issuers } = config;
  if (!clientId) return undefined;
  // The key set caches Google's keys and refetches on rotation (unknown kid), so build it once.
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));

  return {
    /** Throws a 401 AppError for a bad token, IdentityProviderUnavailable when the keys cannot be fetched. */
    async verify(idToken: string): Promise<ExternalIdentity> {
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: clientId,
          algorithms: ['RS256'],
          currentDate: new Date(clock.now()),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError && !PROVIDER_FAILURE_CODES.has(error.code)) throw loginFailed();
        throw new IdentityProviderUnavailable('Google keys could not be fetched', { cause: error });
      }
      const { iss, sub, email, email_verified: emailVerified, name } = payload;
      if (typeof iss !== 'string' || typeof sub !== 'string' || !sub) throw loginFailed();
      if (typeof email !== 'string' || !email.includes('@') || emailVerified !== true) {
        throw loginFailed(
          'Your Google account has no verified email address, so it cannot be used to sign in.',
        );
      }
      return {
        issuer: canonicalIssuer(iss),
        subject: sub,
        email: email.trim().toLowerCase(),
        name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
      };
    },
  };
}
export type GoogleIdentityVerifier = NonNullable<ReturnType<typeof createGoogleIdentityVerifier>>;

/** Google issues tokens as both "accounts.google.com" and "https://accounts.google.com": one identity. */
function canonicalIssuer(issuer: string): string {
  return /^https?:\/\//.test(issuer) ? issuer : `https://${issuer}`;
}
