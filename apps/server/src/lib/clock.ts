/** Time source in epoch milliseconds; tests pass a controllable one. */
export type Clock = { now(): number };
export const systemClock: Clock = { now: () => Date.now() };
