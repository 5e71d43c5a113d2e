/**
 * An error whose message was written for the people using Kaiwa (e.g. "Translating into Thai needs an AI
 * provider"), so a failed job may show it as it is. Every other error may name internals and is only logged.
 */
export class UserFacingError extends Error {}
