export const WAV_CONTENT_TYPE = 'audio/wav';

export type WavFormat = { channels: number; sampleRate: number; bitsPerSample: number };

/** The 44-byte RIFF/WAVE header of `dataBytes` bytes of PCM. */
export function wavHeader(format: WavFormat, dataBytes: number): Buffer {
  const { channels, sampleRate, bitsPerSample } = format;
  const frameBytes = channels * (bitsPerSample / 8);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * frameBytes, 28); // bytes per second
  header.writeUInt16LE(frameBytes, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A RIFF/WAVE file of 16-bit mono PCM. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) data.writeInt16LE(samples[i]!, i * 2);
  return Buffer.concat([wavHeader({ channels: 1, sampleRate, bitsPerSample: 16 }, data.length), data]);
}

export type WavLayout = WavFormat & {
  /** Where the PCM starts, and how many bytes of it the header announces. */
  dataOffset: number;
  dataBytes: number;
};

/**
 * The format and PCM position of a WAV file from its first bytes (up to and including the `data` chunk's
 * header). Throws when they are not RIFF/WAVE PCM.
 */
export function readWavLayout(head: Buffer): WavLayout {
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: WavFormat | undefined;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (head.readUInt16LE(body) !== 1) throw new Error('not PCM');
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        bitsPerSample: head.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('data chunk before fmt chunk');
      return { ...format, dataOffset: body, dataBytes: size };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}
