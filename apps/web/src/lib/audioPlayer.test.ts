import { AUDIO_POLL_MS, api } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioRequest } from './audioPlayer';
import { clip, generating, setUpPlayer as setUp } from './audioTesting';

const word: AudioRequest = { path: api.getVocabAudio.path, query: { vocab_id: 'v-1', speed: 'normal' } };
const other: AudioRequest = { path: api.getVocabAudio.path, query: { vocab_id: 'v-2', speed: 'normal' } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('audio player', () => {
  it('polls every 250 ms while the server answers 201, then plays; click pauses, click resumes, the end resets', async () => {
    const { player, requests, audios } = setUp([generating, generating, clip]);
    const playing = player.play('a', word);
    expect(player.stateOf('a')).toBe('loading');
    await vi.advanceTimersByTimeAsync(AUDIO_POLL_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(player.stateOf('a')).toBe('loading');
    await vi.advanceTimersByTimeAsync(AUDIO_POLL_MS);
    await playing;
    expect(requests).toHaveLength(3);
    expect(audios).toHaveLength(1);
    expect(audios[0]!.src).toBe('blob:clip-1');
    expect(player.stateOf('a')).toBe('playing');

    player.toggle('a');
    expect(player.stateOf('a')).toBe('paused');
    player.toggle('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(player.stateOf('a')).toBe('playing');
    audios[0]!.finish();
    expect(player.stateOf('a')).toBe('idle');
  });

  it('plays a clip again from its cache, per parameter combination', async () => {
    const { player, requests, audios } = setUp([clip, clip]);
    await player.play('a', word);
    audios[0]!.finish();
    // The same parameters in another order are the same clip.
    await player.play('b', { path: word.path, query: { speed: 'normal', vocab_id: 'v-1' } });
    expect(requests).toHaveLength(1);
    expect(audios[1]!.src).toBe(audios[0]!.src);
    expect(player.stateOf('b')).toBe('playing');
    await player.play('b', { ...word, query: { ...word.query, speed: 'slow' } });
    expect(requests).toHaveLength(2);
    expect(audios[2]!.src).toBe('blob:clip-2');
  });

  it('lets one button be active at a time: starting another stops and rewinds the first', async () => {
    const { player, audios } = setUp([clip, clip]);
    await player.play('a', word);
    audios[0]!.currentTime = 0.4;
    await player.play('b', other);
    expect(player.stateOf('a')).toBe('idle');
    expect(player.stateOf('b')).toBe('playing');
    expect(audios[0]!.paused).toBe(true);
    expect(audios[0]!.currentTime).toBe(0);
  });

  it('abandons a loading clip when another button starts', async () => {
    const { player, requests, audios } = setUp([generating, clip]);
    const first = player.play('a', word);
    await vi.advanceTimersByTimeAsync(10);
    await player.play('b', other);
    await first;
    await vi.advanceTimersByTimeAsync(AUDIO_POLL_MS * 4);
    expect(requests.map((request) => request.query.vocab_id)).toEqual(['v-1', 'v-2']);
    expect(audios.map((audio) => audio.src)).toEqual(['blob:clip-1']);
    expect(player.stateOf('a')).toBe('idle');
    expect(player.stateOf('b')).toBe('playing');
  });

  it('logs a failed request and goes back to idle', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { player } = setUp([
      () =>
        new Response(JSON.stringify({ success: false, error: 'Audio in Filipino is not available' }), {
          status: 422,
        }),
    ]);
    await player.play('a', word);
    expect(player.stateOf('a')).toBe('idle');
    expect(errors).toHaveBeenCalledWith('Could not load audio', expect.objectContaining({ status: 422 }));
  });

  it('stops a released button and forgets clips when the cache is cleared', async () => {
    const { player, deps, requests, audios } = setUp([clip, clip]);
    await player.play('a', word);
    player.release('a');
    expect(audios[0]!.paused).toBe(true);
    expect(player.stateOf('a')).toBe('idle');
    player.clearCache();
    expect(deps.revokeObjectUrl).toHaveBeenCalledWith('blob:clip-1');
    await player.play('a', word);
    expect(requests).toHaveLength(2);
  });
});
