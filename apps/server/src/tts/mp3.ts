import type { ProcessPool } from './process-pool';
import type { TtsEngine } from './tts-engine';
import { WAV_CONTENT_TYPE } from './wav';

export const MP3_CONTENT_TYPE = 'audio/mpeg';
/** Constant bit rate of stored speech: 40 kbit/s is 5,000 bytes per second. */
export const MP3_KBITS_PER_SECOND = 40;

/**
 * lame's settings for speech: mono, resampled to 24 kHz (MPEG-2 Layer III, which every current browser
 * plays), constant bit rate and no Xing/LAME info frame, so that clips joined end to end are one valid stream
 * whose length a player can tell from its size.
 */
const LAME_ARGS = [
  '--quiet',
  '-m',
  'm',
  '--resample',
  '24',
  '--cbr',
  '-b',
  String(MP3_KBITS_PER_SECOND),
  '-t',
  '-',
  '-',
];

/** WAV in, MP3 out, through Debian's `lame` in the process pool. */
export function createMp3Encoder(pool: ProcessPool) {
  return {
    encode(wav: Buffer, signal?: AbortSignal): Promise<Buffer> {
      return pool.run('lame', LAME_ARGS, { input: wav, signal });
    },
  };
}
export type Mp3Encoder = ReturnType<typeof createMp3Encoder>;

/**
 * `engine` with its WAV answers stored as MP3 (about a twentieth of the size). Other formats (a speech
 * server's MP3 or Ogg) pass through as they are. The engine id stays the same, so clips made before, as WAV,
 * are still found and served.
 */
export function withMp3(engine: TtsEngine, encoder: Mp3Encoder): TtsEngine {
  return {
    ...engine,
    async synthesize(request) {
      const result = await engine.synthesize(request);
      if (result.contentType !== WAV_CONTENT_TYPE) return result;
      return { audio: await encoder.encode(result.audio, request.signal), contentType: MP3_CONTENT_TYPE };
    },
  };
}
