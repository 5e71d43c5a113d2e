import { describe, expect, it } from 'vitest';
import { upsertMessage, withArrivedMeanwhile } from './conversationApi';
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

describe('withArrivedMeanwhile', () => {
  it('keeps a message the stream delivered after the reload read the conversation', () => {
    const [first, second, third] = [message(), message(), message()];
    expect(withArrivedMeanwhile([first, second], [first, third])).toEqual([first, second, third]);
  });

  it('drops a message the reload no longer has, older than what it read', () => {
    const [first, second, third] = [message(), message(), message()];
    expect(withArrivedMeanwhile([first, third], [first, second, third])).toEqual([first, third]);
  });

  it('keeps the enhanced copy the stream delivered of a message the reload read as pending', () => {
    const pending = message({ translation_english: null, enhancement_status: 'pending' });
    const enhanced = { ...pending, translation_english: 'Hello', enhancement_status: 'completed' as const };
    expect(withArrivedMeanwhile([pending], [enhanced])).toEqual([enhanced]);
    expect(withArrivedMeanwhile([enhanced], [pending])).toEqual([enhanced]);
  });

  it('is what the reload read when nothing was cached', () => {
    const [first, second] = [message(), message()];
    expect(withArrivedMeanwhile([first, second], undefined)).toEqual([first, second]);
  });
});
