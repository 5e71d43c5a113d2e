import { AUDIO_POLL_MS } from '@kaiwa/contract';
import { apiFetch, pollUntilReady, throwIfFailed } from './api';

/** Spec §4: idle, loading (disabled), playing (click pauses), paused (click resumes). */
export type AudioState = 'idle' | 'loading' | 'playing' | 'paused';

/** One audio call: its path and query parameters (speed, voice and the ids the call takes). */
export type AudioRequest = { path: string; query: Record<string, string | undefined> };

/** What the player needs of an HTMLAudioElement. */
export type PlayableAudio = Pick<HTMLAudioElement, 'play' | 'pause' | 'paused' | 'ended' | 'currentTime'>;

export type AudioPlayerDeps = {
  fetchAudio: (request: AudioRequest, signal: AbortSignal) => Promise<Response>;
  createAudio: (url: string) => PlayableAudio;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
};

const browserDeps: AudioPlayerDeps = {
  fetchAudio: (request, signal) => apiFetch(request.path, { query: request.query, signal }),
  createAudio: (url) => new Audio(url),
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
};

/** The same call with the same parameters, whatever order they were given in. */
const keyOf = (request: AudioRequest) =>
  `${request.path}?${Object.entries(request.query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;

type Session = { owner: string; abort: AbortController; audio?: PlayableAudio };

/**
 * Plays audio for the audio buttons. Only one button is active at a time: starting one resets the one before
 * (its loading is abandoned, its audio stopped and rewound). While the server answers 201 the clip is asked
 * for again every `AUDIO_POLL_MS`; a fetched clip is kept (as an object URL) per parameter combination, so
 * playing it again needs no request. Buttons read their state with `stateOf`; failures are logged only.
 */
export function createAudioPlayer(deps: AudioPlayerDeps = browserDeps) {
  const clips = new Map<string, string>();
  let active: Session | undefined;

  async function load(request: AudioRequest, signal: AbortSignal): Promise<string> {
    const key = keyOf(request);
    const cached = clips.get(key);
    if (cached) return cached;
    const response = await pollUntilReady(() => deps.fetchAudio(request, signal), AUDIO_POLL_MS, signal);
    await throwIfFailed(response);
    const url = deps.createObjectUrl(await response.blob());
    clips.set(key, url);
    return url;
  }

  function stop(): void {
    const previous = active;
    active = undefined;
    if (!previous) return;
    previous.abort.abort();
    if (previous.audio) {
      previous.audio.pause();
      previous.audio.currentTime = 0;
    }
  }

  return {
    stateOf(owner: string): AudioState {
      if (active?.owner !== owner) return 'idle';
      const { audio } = active;
      if (!audio) return 'loading';
      if (audio.ended) return 'idle';
      return audio.paused ? 'paused' : 'playing';
    },

    /** Fetches (or takes from the cache) and plays `request` for the button `owner`. */
    async play(owner: string, request: AudioRequest): Promise<void> {
      stop();
      const session: Session = { owner, abort: new AbortController() };
      active = session;
      try {
        const url = await load(request, session.abort.signal);
        if (active !== session) return;
        session.audio = deps.createAudio(url);
        await session.audio.play();
      } catch (error) {
        if (session.abort.signal.aborted) return;
        // A refused play() (autoplay rules) leaves the audio paused: the next click resumes it.
        if (session.audio) {
          console.error('Could not start audio', error);
          return;
        }
        if (active === session) active = undefined;
        console.error('Could not load audio', error);
      }
    },

    /** Pauses the owner's playing audio, or resumes it when paused. */
    toggle(owner: string): void {
      const audio = active?.owner === owner ? active.audio : undefined;
      if (!audio || audio.ended) return;
      if (audio.paused) {
        audio.play().catch((error: unknown) => console.error('Could not resume audio', error));
      } else {
        audio.pause();
      }
    },

    /** A button going away stops its audio. */
    release(owner: string): void {
      if (active?.owner === owner) stop();
    },

    /** Stops playback and forgets every fetched clip, e.g. after the voice setting changed. */
    clearCache(): void {
      stop();
      for (const url of clips.values()) deps.revokeObjectUrl(url);
      clips.clear();
    },
  };
}
export type AudioPlayer = ReturnType<typeof createAudioPlayer>;

/** The one player every audio button shares. */
export const audioPlayer = createAudioPlayer();
