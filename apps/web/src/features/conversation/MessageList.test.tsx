import type { Message } from '@kaiwa/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from './MessageList';
import { info, message } from './testing';

afterEach(cleanup);

/** The list of `messages` as the conversation page shows it, with nothing in the outbox and no one typing. */
const listOf = (messages: Message[], props: Partial<ComponentProps<typeof MessageList>> = {}) => (
  <MessageList
    messages={messages}
    outbox={[]}
    participants={info.participants}
    ownUserId="me"
    display={{ kana: true, translation: true, recommendedWords: true }}
    typing={null}
    audioSpeed="normal"
    onRetry={() => undefined}
    onDiscard={() => undefined}
    {...props}
  />
);

describe('MessageList', () => {
  it('renders each message’s audio controls at the chosen speed', () => {
    const first = message({ content: 'はい' });
    const renderAudio = vi.fn((item: { message_id: string }, speed: string) => (
      <span>
        audio {item.message_id} {speed}
      </span>
    ));
    render(listOf([first], { audioSpeed: 'slow', renderAudio }));
    expect(screen.getByText(`audio ${first.message_id} slow`)).toBeTruthy();
  });
});

describe('MessageList scrolling', () => {
  const renderList = (messages = [message({ content: 'はい' })]) => render(listOf(messages));

  /** A scroll box of 300 px showing content of `height` px. */
  function layOut(box: HTMLElement, height: number) {
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: height });
  }

  it('stays at the bottom when the content grows while the reader is there, not after they scrolled up', () => {
    let onResize: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderList();
    const box = screen.getByRole('log', { name: 'Conversation' });
    layOut(box, 1000);
    box.scrollTop = 700;
    fireEvent.scroll(box);

    layOut(box, 1200); // a translation arrived
    onResize();
    expect(box.scrollTop).toBe(1200);

    box.scrollTop = 100;
    fireEvent.scroll(box);
    layOut(box, 1400);
    onResize();
    expect(box.scrollTop).toBe(100);
    vi.unstubAllGlobals();
  });

  it('offers a jump to new messages that arrive while the reader is scrolled up', () => {
    const first = message({ content: 'はい' });
    const { rerender } = renderList([first]);
    const box = screen.getByRole('log', { name: 'Conversation' });
    layOut(box, 1000);
    box.scrollTop = 100;
    fireEvent.scroll(box);
    expect(screen.queryByRole('button', { name: 'New messages ↓' })).toBeNull();

    rerender(listOf([first, message({ content: 'いいえ' })]));
    expect(box.scrollTop).toBe(100);
    fireEvent.click(screen.getByRole('button', { name: 'New messages ↓' }));
    expect(box.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'New messages ↓' })).toBeNull();
  });
});
