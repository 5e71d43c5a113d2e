import { AUDIO_POLL_MS, AUDIO_STATE_REFRESH_MS, api } from '@kaiwa/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clip, generating, setUpPlayer } from '../lib/audioTesting';
import { AudioButton } from './AudioButton';

const request = (vocabId: string) => ({
  path: api.getVocabAudio.path,
  query: { vocab_id: vocabId, speed: 'normal' },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AudioButton', () => {
  it('goes idle → loading (disabled) → playing → paused → playing → idle at the end', async () => {
    const { player, audios } = setUpPlayer([generating, clip]);
    render(<AudioButton request={request('v-1')} label="pronunciation of 会う" player={player} />);
    const button = screen.getByRole('button', { name: 'Play pronunciation of 会う' });
    expect(button).toHaveProperty('dataset.state', 'idle');

    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-label')).toBe('Loading pronunciation of 会う');
    await advance(AUDIO_POLL_MS);
    await advance(AUDIO_STATE_REFRESH_MS);
    expect(button.getAttribute('data-state')).toBe('playing');
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-label')).toBe('Pause pronunciation of 会う');

    fireEvent.click(button);
    expect(button.getAttribute('data-state')).toBe('paused');
    expect(button.getAttribute('aria-label')).toBe('Resume pronunciation of 会う');
    fireEvent.click(button);
    expect(button.getAttribute('data-state')).toBe('playing');

    audios[0]!.finish();
    // The button learns of the end at its next refresh (every 100 ms).
    expect(button.getAttribute('data-state')).toBe('playing');
    await advance(AUDIO_STATE_REFRESH_MS);
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.getAttribute('aria-label')).toBe('Play pronunciation of 会う');
  });

  it('resets the playing button when another starts', async () => {
    const { player } = setUpPlayer([clip, clip]);
    render(
      <>
        <AudioButton request={request('v-1')} label="first word" player={player} size="small" />
        <AudioButton
          request={request('v-2')}
          label="second word"
          player={player}
          size="large"
          text="Play sample"
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play first word' }));
    await advance(AUDIO_STATE_REFRESH_MS);
    expect(screen.getByRole('button', { name: 'Pause first word' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Play second word' }));
    await advance(AUDIO_STATE_REFRESH_MS);
    expect(screen.getByRole('button', { name: 'Play first word' }).getAttribute('data-state')).toBe('idle');
    const second = screen.getByRole('button', { name: 'Pause second word' });
    expect(second.textContent).toBe('Play sample');
  });

  it('stops its audio when it goes away', async () => {
    const { player, audios } = setUpPlayer([clip]);
    const { unmount } = render(<AudioButton request={request('v-1')} label="word" player={player} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play word' }));
    await advance(AUDIO_STATE_REFRESH_MS);
    expect(audios[0]!.paused).toBe(false);
    unmount();
    expect(audios[0]!.paused).toBe(true);
  });
});
