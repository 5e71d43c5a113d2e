import { vi } from 'vitest';
import {
  type AudioPlayerDeps,
  type AudioRequest,
  createAudioPlayer,
  type PlayableAudio,
} from './audioPlayer';

/** An HTMLAudioElement stand-in: play() and pause() flip `paused`; `finish()` plays it to the end. */
export class FakeAudio implements PlayableAudio {
  paused = true;
  ended = false;
  currentTime = 0;
  constructor(readonly src: string) {}
  async play() {
    this.paused = false;
    this.ended = false;
  }
  pause() {
    this.paused = true;
  }
  finish() {
    this.paused = true;
    this.ended = true;
  }
}

export const generating = () =>
  new Response(JSON.stringify({ success: true, status: 'generating' }), { status: 201 });
export const clip = () =>
  new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' }), { status: 200 });

/** A player whose audio calls get `answers` in turn; records the requests and the audio it creates. */
export function setUpPlayer(answers: Array<() => Response>) {
  const requests: AudioRequest[] = [];
  const audios: FakeAudio[] = [];
  let urls = 0;
  const deps: AudioPlayerDeps = {
    fetchAudio: vi.fn(async (request: AudioRequest) => {
      requests.push(request);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer();
    }),
    createAudio: (url) => {
      const audio = new FakeAudio(url);
      audios.push(audio);
      return audio;
    },
    createObjectUrl: () => `blob:clip-${++urls}`,
    revokeObjectUrl: vi.fn(),
  };
  return { player: createAudioPlayer(deps), deps, requests, audios };
}
