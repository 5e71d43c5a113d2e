import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readWavLayout } from '../../src/tts/wav';

const BITRATES_MPEG2_LAYER3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES_MPEG2 = [22050, 24000, 16000];

/** The first frame header of an MPEG-2 Layer III stream (what Kaiwa stores); throws for anything else. */
export function readMp3Header(data: Buffer) {
  if (data[0] !== 0xff || (data[1]! & 0xe0) !== 0xe0) throw new Error('no MP3 frame sync at the start');
  const version = (data[1]! >> 3) & 0b11; // 2: MPEG-2
  const layer = (data[1]! >> 1) & 0b11; // 1: Layer III
  if (version !== 2 || layer !== 1)
    throw new Error(`not MPEG-2 Layer III (version ${version}, layer ${layer})`);
  return {
    kbitsPerSecond: BITRATES_MPEG2_LAYER3[data[2]! >> 4]!,
    sampleRate: SAMPLE_RATES_MPEG2[(data[2]! >> 2) & 0b11]!,
    mono: data[3]! >> 6 === 0b11,
  };
}

/**
 * MP3 decoded for real, by lame (which the set-up installs): its sample rate, length and loudness (RMS of the
 * samples, 0–1), so a test can tell speech from silence.
 */
export function decodeMp3(data: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-mp3-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.mp3'), data);
    execFileSync('lame', ['--quiet', '--decode', path.join(dir, 'in.mp3'), path.join(dir, 'out.wav')]);
    const wav = fs.readFileSync(path.join(dir, 'out.wav'));
    const layout = readWavLayout(wav);
    const samples = (Math.min(layout.dataBytes, wav.length - layout.dataOffset) / 2) | 0;
    let squares = 0;
    for (let i = 0; i < samples; i += 1) squares += (wav.readInt16LE(layout.dataOffset + i * 2) / 32768) ** 2;
    return {
      sampleRate: layout.sampleRate,
      channels: layout.channels,
      durationSeconds: samples / layout.channels / layout.sampleRate,
      rms: Math.sqrt(squares / Math.max(1, samples)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
