import { encodeWav } from '../../src/tts/wav';

/** What a test checks of a WAV file: its format and how long it plays. Throws when it is not RIFF/WAVE PCM. */
export function readWav(data: Buffer) {
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= data.length) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (data.readUInt16LE(body) !== 1) throw new Error('not PCM');
      format = {
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        bitsPerSample: data.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('data chunk before fmt chunk');
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const dataBytes = Math.min(size, data.length - body);
      return { ...format, dataBytes, durationSeconds: dataBytes / frameBytes / format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** A valid WAV of `seconds` of silence, for fake speech servers. */
export const silentWav = (seconds: number, sampleRate = 24_000): Buffer =>
  encodeWav(new Int16Array(Math.round(seconds * sampleRate)), sampleRate);
