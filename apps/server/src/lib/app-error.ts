import { type ErrorName, Errors } from '@kaiwa/contract';

/**
 * A failure the caller can act on, named from the contract's error registry; the HTTP layer answers it with
 * the registry's status and code, and with `message` (the registry's default when none is given).
 */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    message: string = Errors[errorName].message,
    /** When asking again may succeed (a rate limit): sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
