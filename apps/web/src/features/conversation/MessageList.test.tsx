import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from './MessageList';
import { info, message } from './testing';

afterEach(cleanup);

describe('MessageList', () => {
  it('renders each message’s audio controls at the chosen speed', () => {
    const first = message({ content: 'はい' });
    const renderAudio = vi.fn((item: { message_id: string }, speed: string) => (
      <span>
        audio {item.message_id} {speed}
      </span>
    ));
    render(
      <MessageList
        messages={[first]}
        outbox={[]}
        participants={info.participants}
        ownUserId="me"
        display={{ kana: true, translation: true, recommendedWords: true }}
        typing={null}
        audioSpeed="slow"
        renderAudio={renderAudio}
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    expect(screen.getByText(`audio ${first.message_id} slow`)).toBeTruthy();
  });
});
