import { describe, expect, it } from 'vitest';
import { upsertMessage } from './conversationApi';
import { message } from './testing';

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
