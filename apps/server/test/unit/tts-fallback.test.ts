import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import { commandExists } from '../../src/tts/process-pool';
import { EMBEDDED_VOICES } from '../../src/tts/voices';
import { decodeMp3 } from '../support/mp3';
import { readWav } from '../support/wav';

/** An engine built for a host where `missing` programs are not installed, and what start-up warned. */
function engineWithout(missing: string[], env: Record<string, string> = {}) {
  const warnings: string[] = [];
  const engine = createTtsEngine(loadConfig({ NODE_ENV: 'test', ...env }), {
    log: { warn: (message: string) => warnings.push(message) },
    hasCommand: (name) => !missing.includes(name) && commandExists(name),
  });
  return { engine, warnings };
}

const speak = (engine: ReturnType<typeof createTtsEngine>) =>
  engine.synthesize({
    text: 'こんにちは',
    language: 'Japanese',
    voice: EMBEDDED_VOICES[0]!.id,
    speed: 'normal',
  });

describe('the built-in engine on a host without Open JTalk', { timeout: 30_000 }, () => {
  it('starts with a warning and reads Japanese with espeak-ng, still as MP3', async () => {
    const { engine, warnings } = engineWithout(['open_jtalk']);
    expect(warnings).toEqual([
      'Japanese is read by espeak-ng instead of Open JTalk: missing the open_jtalk program (Debian package open-jtalk)',
    ]);
    expect(engine.id).toBe('espeak');
    expect(await engine.voices()).toEqual(EMBEDDED_VOICES);
    const clip = await speak(engine);
    expect(clip.contentType).toBe('audio/mpeg');
    const decoded = decodeMp3(clip.audio);
    expect(decoded.durationSeconds).toBeGreaterThan(0.3);
    expect(decoded.durationSeconds).toBeLessThan(3);
    expect(decoded.rms).toBeGreaterThan(0.02);
  });

  it('says so when the dictionary is not where OPEN_JTALK_DICTIONARY points', () => {
    const { engine, warnings } = engineWithout([], { OPEN_JTALK_DICTIONARY: '/nonexistent/naist-jdic' });
    expect(engine.id).toBe('espeak');
    expect(warnings).toEqual([
      'Japanese is read by espeak-ng instead of Open JTalk: missing its dictionary in /nonexistent/naist-jdic (Debian package open-jtalk-mecab-naist-jdic)',
    ]);
  });

  it('without lame either, keeps clips as WAV', async () => {
    const { engine, warnings } = engineWithout(['open_jtalk', 'lame']);
    expect(warnings).toEqual([
      'The MP3 encoder lame (Debian package lame) is missing: audio clips are stored as WAV, 20 times larger',
      'Japanese is read by espeak-ng instead of Open JTalk: missing the open_jtalk program (Debian package open-jtalk) and lame',
    ]);
    const clip = await speak(engine);
    expect(clip.contentType).toBe('audio/wav');
    expect(readWav(clip.audio).durationSeconds).toBeGreaterThan(0.3);
  });

  it('uses Open JTalk, with no warning, where everything is installed', () => {
    const { engine, warnings } = engineWithout([]);
    expect(engine.id).toBe('builtin');
    expect(warnings).toEqual([]);
  });
});
