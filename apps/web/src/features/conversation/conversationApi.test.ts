import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, upsertMessage } from './conversationApi';
import { message } from './testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('upsertMessage', () => {
  it('appends a new message and keeps sending order', () => {
    const first = message();
    const second = message();
    const third = message();
    expect(upsertMessage([first, third], second).map((item) => item.message_id)).toEqual([
      first.message_id,
      second.message_id,
      third.message_id,
    ]);
    expect(upsertMessage(undefined, first)).toEqual([first]);
  });

  it('replaces a message with the same id', () => {
    const first = message({ translation_english: null, enhancement_status: 'pending' });
    const second = message();
    const enhanced = { ...first, translation_english: 'Hello', enhancement_status: 'completed' as const };
    const result = upsertMessage([first, second], enhanced);
    expect(result).toEqual([enhanced, second]);
  });

  it('keeps the enhanced message when a stale pending copy of it arrives later', () => {
    const pending = message({ translation_english: null, enhancement_status: 'pending' });
    const enhanced = { ...pending, translation_english: 'Hello', enhancement_status: 'completed' as const };
    expect(upsertMessage([enhanced], pending)).toEqual([enhanced]);
  });
});

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
