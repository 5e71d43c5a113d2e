import { z } from 'zod';

/** Every failure the API answers with has this body. `code` is stable; `error` is for people. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** Field-level messages for validation failures, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

type ErrorDefinition = { readonly code: string; readonly status: number; readonly message: string };

/**
 * Every failure of the API: its stable `code`, the one HTTP status it is answered with, and the message sent
 * when the code that fails gives none. The server throws by name; the web app reads `code`. Any 401 signs the
 * web app out, so only a missing or dead session may be one.
 */
export const Errors = {
  validationFailed: { code: 'validation_failed', status: 400, message: 'Invalid request' },
  unauthorized: { code: 'unauthorized', status: 401, message: 'Please sign in again' },
  notFound: { code: 'not_found', status: 404, message: 'Not found' },
  /** The request contradicts what is stored, e.g. an Idempotency-Key reused for something else. */
  conflict: { code: 'conflict', status: 409, message: 'This request conflicts with an earlier one' },
  rateLimited: { code: 'rate_limited', status: 429, message: 'Too many attempts. Please try again later.' },
  /** Sign-in with an unknown e-mail address or a wrong password. */
  invalidCredentials: { code: 'invalid_credentials', status: 401, message: 'Invalid email or password' },
  /** A wrong password confirming something a signed-in learner does (deleting the account): not a sign-out. */
  wrongPassword: { code: 'wrong_password', status: 403, message: 'Incorrect password' },
  weakPassword: { code: 'weak_password', status: 400, message: 'Please choose a stronger password' },
  emailTaken: {
    code: 'email_taken',
    status: 409,
    message: 'An account with this email address already exists',
  },
  invalidResetToken: { code: 'invalid_reset_token', status: 400, message: 'Invalid or expired reset link' },
  externalLoginFailed: { code: 'external_login_failed', status: 401, message: 'Sign-in with Google failed' },
  /** The external identity provider cannot be reached; asking again later may work. */
  externalLoginUnavailable: {
    code: 'external_login_unavailable',
    status: 503,
    message: 'Google sign-in is not available right now. Please try again later.',
  },
  externalLoginDisabled: {
    code: 'external_login_disabled',
    status: 404,
    message: 'Google sign-in is not enabled on this server',
  },
  payloadTooLarge: { code: 'payload_too_large', status: 413, message: 'The request is too large' },
  unsupportedMedia: {
    code: 'unsupported_media_type',
    status: 415,
    message: 'This type of content is not supported',
  },
  friendSelf: { code: 'friend_self', status: 400, message: 'You cannot add yourself as a friend' },
  friendDuplicate: { code: 'friend_duplicate', status: 409, message: 'You are already friends' },
  /** Starting a conversation with someone who is not the caller's friend. */
  notFriends: {
    code: 'not_friends',
    status: 403,
    message: 'You can only start conversations with your friends',
  },
  /** `GET /ready` while the process cannot serve yet. */
  notReady: { code: 'not_ready', status: 503, message: 'Not ready' },
  /** The configured voice engine cannot speak this language. */
  audioUnavailable: { code: 'audio_unavailable', status: 422, message: 'No voice can read this language' },
  /** The text to read is missing, e.g. a translation not finished yet. */
  audioNoText: { code: 'audio_no_text', status: 409, message: 'There is no text to read' },
  /** The voice engine failed; asking again retries. */
  audioFailed: { code: 'audio_failed', status: 502, message: 'The voice engine failed' },
  /** A `Range` header asked for bytes the audio does not have. */
  audioRangeNotSatisfiable: {
    code: 'audio_range_not_satisfiable',
    status: 416,
    message: 'This part of the audio does not exist',
  },
  internal: {
    code: 'internal_error',
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof Errors;
export type ErrorCode = (typeof Errors)[ErrorName]['code'];

const byCode = new Map<string, ErrorName>(
  Object.entries(Errors).map(([name, error]) => [error.code, name as ErrorName]),
);
/** The registry name of a code (stored with a failed audio clip, say); undefined for a code it does not know. */
export const errorNameOf = (code: string): ErrorName | undefined => byCode.get(code);
