import { encodeWav, readWavLayout } from '../../src/tts/wav';

/** What a test checks of a WAV file: its format and how long it plays. Throws when it is not RIFF/WAVE PCM. */
export function readWav(data: Buffer) {
  const { dataOffset, dataBytes: declared, ...format } = readWavLayout(data);
  const frameBytes = format.channels * (format.bitsPerSample / 8);
  const dataBytes = Math.min(declared, data.length - dataOffset);
  return { ...format, dataBytes, durationSeconds: dataBytes / frameBytes / format.sampleRate };
}

/** A valid WAV of `seconds` of silence, for fake speech servers. */
export const silentWav = (seconds: number, sampleRate = 24_000): Buffer =>
  encodeWav(new Int16Array(Math.round(seconds * sampleRate)), sampleRate);
