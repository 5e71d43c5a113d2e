import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey(), newIdempotencyKey()]);
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('works without crypto.randomUUID (pages served over plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      expect(newIdempotencyKey()).toMatch(UUID);
      expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
