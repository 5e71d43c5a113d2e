import { describe, expect, it } from 'vitest';
import { requestId } from '../src/common';

describe('requestId', () => {
  const id = requestId('card_id');
  const message = (value: unknown) => id.safeParse(value).error?.issues[0]?.message;

  it('accepts an id, trimmed', () => {
    expect(id.parse(' 0b1c2d ')).toBe('0b1c2d');
  });

  it('refuses a missing, blank, overlong or control-character id with a message naming the field', () => {
    expect(message(undefined)).toBe('Missing card_id');
    expect(message('  ')).toBe('Missing card_id');
    expect(message('a'.repeat(65))).toBe('card_id is too long');
    for (const bad of ['a\u0000', '\u001b[31m', 'a\u007f', 'a\nb'])
      expect(message(bad)).toBe('card_id is not a valid id');
  });
});
