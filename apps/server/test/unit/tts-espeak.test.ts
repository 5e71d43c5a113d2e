import { describe, expect, it } from 'vitest';
import { createEspeakEngine, japaneseSpeechText, speechParts } from '../../src/tts/espeak-engine';
import { TtsUnavailableError } from '../../src/tts/tts-engine';
import { EMBEDDED_VOICES } from '../../src/tts/voices';
import { readWav } from '../support/wav';

const engine = createEspeakEngine();
const voice = EMBEDDED_VOICES[0]!.id;

async function speak(
  text: string,
  options: {
    speed?: 'slow' | 'normal' | 'fast';
    language?: 'Japanese' | 'English' | 'Thai';
    voice?: string;
  } = {},
) {
  const result = await engine.synthesize({
    text,
    language: options.language ?? 'Japanese',
    voice: options.voice ?? voice,
    speed: options.speed ?? 'normal',
  });
  expect(result.contentType).toBe('audio/wav');
  return readWav(result.audio);
}

describe('espeak-ng engine', () => {
  it('reads kana as 16-bit mono WAV of a plausible length', async () => {
    const wav = await speak('こんにちは');
    expect(wav).toMatchObject({ channels: 1, sampleRate: 22050, bitsPerSample: 16 });
    expect(wav.durationSeconds).toBeGreaterThan(0.3);
    expect(wav.durationSeconds).toBeLessThan(3);
  });

  it('reads a kanji sentence through its kana reading, not as "Chinese letter" after "Chinese letter"', async () => {
    // Read as English, each kanji takes about a second ("Chinese letter"); the kana reading is far shorter.
    const kanji = await speak('東京に住んでいます');
    const kana = await speak('とうきょうにすんでいます');
    expect(kanji.durationSeconds).toBeGreaterThan(0.8);
    expect(Math.abs(kanji.durationSeconds - kana.durationSeconds)).toBeLessThan(0.25);
  });

  it('turns Japanese into its spoken kana, particles as they sound', async () => {
    expect(await japaneseSpeechText('私は東京へ行きます')).toBe('わたしわとうきょうえいきます');
  });

  it('speaks slower at slow and faster at fast', async () => {
    const text = 'きょうはいいてんきですね';
    const slow = await speak(text, { speed: 'slow' });
    const normal = await speak(text, { speed: 'normal' });
    const fast = await speak(text, { speed: 'fast' });
    expect(slow.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.1);
    expect(normal.durationSeconds).toBeGreaterThan(fast.durationSeconds * 1.1);
  });

  it('reads other languages with their own voice and every offered voice variant', async () => {
    const english = await speak('Good morning, how are you?', { language: 'English' });
    expect(english.durationSeconds).toBeGreaterThan(0.8);
    for (const offered of EMBEDDED_VOICES) {
      expect((await speak('はい', { voice: offered.id })).durationSeconds).toBeGreaterThan(0.1);
    }
  });

  it('reads Japanese quoted in another language with the Japanese voice', async () => {
    expect(speechParts('食べる is a JLPT N5 word, like 飲む.', 'English')).toEqual([
      { text: '食べる', language: 'Japanese' },
      { text: ' is a JLPT N5 word, like ', language: 'English' },
      { text: '飲む', language: 'Japanese' },
      { text: '.', language: 'English' },
    ]);
    expect(speechParts('你好，我是学生', 'Chinese')).toEqual([
      { text: '你好，我是学生', language: 'Chinese' },
    ]);
    // Read by the English voice, each of the three characters would take about a second ("Chinese letter").
    const mixed = await speak('食べる is a word', { language: 'English' });
    const japanese = await speak('食べる');
    const english = await speak(' is a word', { language: 'English' });
    expect(Math.abs(mixed.durationSeconds - japanese.durationSeconds - english.durationSeconds)).toBeLessThan(
      0.05,
    );
  });

  it.each(['Filipino', 'Mongolian'] as const)('has no voice for %s', async (language) => {
    const attempt = engine.synthesize({ text: 'Magandang umaga', language, voice, speed: 'normal' });
    await expect(attempt).rejects.toThrow(TtsUnavailableError);
    await expect(attempt).rejects.toThrow(`Audio in ${language} is not available with the built-in voice`);
    expect(engine.languages.has(language)).toBe(false);
  });

  it('refuses a voice it does not offer', async () => {
    await expect(
      engine.synthesize({ text: 'はい', language: 'Japanese', voice: 'voicevox:3', speed: 'normal' }),
    ).rejects.toThrow('Unknown voice');
  });

  it('stops a request that was aborted', async () => {
    const abort = new AbortController();
    const attempt = engine.synthesize({
      text: 'ながいぶんしょうです',
      language: 'Japanese',
      voice,
      speed: 'normal',
      signal: abort.signal,
    });
    abort.abort(new Error('stopped'));
    await expect(attempt).rejects.toThrow('stopped');
    // The synthesizer is still usable afterwards.
    expect((await speak('はい')).durationSeconds).toBeGreaterThan(0.1);
  });
});
