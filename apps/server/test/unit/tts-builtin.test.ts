import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { katakanaToHiragana, tokenize } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import { OPEN_JTALK_COMMAND, openJtalkText } from '../../src/tts/open-jtalk';
import { TtsUnavailableError } from '../../src/tts/tts-engine';
import { BUILTIN_VOICES } from '../../src/tts/voices';
import { decodeMp3, readMp3Header } from '../support/mp3';

const config = loadConfig({ NODE_ENV: 'test' });
const engine = createTtsEngine(config);
const [standard, lower] = BUILTIN_VOICES.map((voice) => voice.id) as [string, string];

async function speak(
  text: string,
  options: { speed?: 'slow' | 'normal' | 'fast'; language?: 'Japanese' | 'English'; voice?: string } = {},
) {
  const result = await engine.synthesize({
    text,
    language: options.language ?? 'Japanese',
    voice: options.voice ?? standard,
    speed: options.speed ?? 'normal',
  });
  expect(result.contentType).toBe('audio/mpeg');
  return { bytes: result.audio.length, header: readMp3Header(result.audio), ...decodeMp3(result.audio) };
}

/** How open_jtalk itself reads `text` (its analysis trace), in hiragana, punctuation left out. */
function openJtalkReading(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-trace-'));
  try {
    const voice = path.resolve(import.meta.dirname, '../../assets/voices/mei_normal.htsvoice');
    const trace = path.join(dir, 'trace.txt');
    execFileSync(OPEN_JTALK_COMMAND, ['-x', config.tts.openJtalkDictionary, '-m', voice, '-ot', trace], {
      input: text,
    });
    const analysis = fs.readFileSync(trace, 'utf8').split('[Output label]')[0]!;
    return analysis
      .split('\n')
      .map((line) => line.split(','))
      .filter((fields) => fields.length > 9 && fields[1] !== '記号')
      .map((fields) => katakanaToHiragana(fields[8]!))
      .join('');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The core's reading of `text`, word by word (10分 じゅっぷん), punctuation left out. */
const coreReading = async (text: string) =>
  (await tokenize(text))
    .map((token) => token.reading)
    .join('')
    .replace(/[\s、。！？!?,.]/gu, '');

// Real synthesis on a shared machine: seconds, not milliseconds.
describe('built-in engine (Open JTalk for Japanese)', { timeout: 30_000 }, () => {
  it('reads Japanese as MPEG-2 Layer III MP3, 24 kHz mono at 40 kbit/s, of a plausible length', async () => {
    const clip = await speak('こんにちは。今日はいい天気ですね。');
    expect(clip.header).toEqual({ kbitsPerSecond: 40, sampleRate: 24000, mono: true });
    expect(clip).toMatchObject({ sampleRate: 24000, channels: 1 });
    // 16 morae at a learner's pace, with the pause between the sentences.
    expect(clip.durationSeconds).toBeGreaterThan(1.5);
    expect(clip.durationSeconds).toBeLessThan(6);
    expect(clip.rms).toBeGreaterThan(0.02);
    // At most 6 KB per second of speech (the WAV it replaces: 44 KB at espeak-ng's 22 kHz, 96 KB at 48 kHz).
    expect(clip.bytes / clip.durationSeconds).toBeLessThan(6000);
  });

  it('speaks slower at slow and faster at fast', async () => {
    const text = '駅の近くに新しいパン屋ができました。';
    const slow = await speak(text, { speed: 'slow' });
    const normal = await speak(text, { speed: 'normal' });
    const fast = await speak(text, { speed: 'fast' });
    expect(slow.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.1);
    expect(normal.durationSeconds).toBeGreaterThan(fast.durationSeconds * 1.1);
  });

  it('offers Mei as recorded and four semitones lower, both reading at the same pace', async () => {
    expect(BUILTIN_VOICES.map((voice) => voice.name)).toEqual(['Mei — standard', 'Mei — lower pitch']);
    const text = 'はじめまして。';
    const high = await speak(text, { voice: standard });
    const low = await speak(text, { voice: lower });
    expect(Math.abs(high.durationSeconds - low.durationSeconds)).toBeLessThan(0.1);
    expect(low.rms).toBeGreaterThan(0.02);
  });

  it('reads a text longer than one open_jtalk line whole, piece by piece', async () => {
    // open_jtalk drops everything after its first 1,023 bytes (341 kana): all 380 characters must be read.
    const sentence = 'あしたはともだちとこうえんへいきます。';
    const one = await speak(sentence);
    const many = await speak(sentence.repeat(20));
    expect(many.durationSeconds).toBeGreaterThan(one.durationSeconds * 20 * 0.8);
  }, 90_000);

  it('reads other languages with espeak-ng, and Japanese quoted in them with Open JTalk', async () => {
    const english = await speak('Good morning, how are you?', { language: 'English' });
    expect(english.durationSeconds).toBeGreaterThan(0.8);
    const mixed = await speak('The word 食べる means to eat.', { language: 'English' });
    expect(mixed.durationSeconds).toBeGreaterThan(english.durationSeconds * 0.8);
    expect(mixed.rms).toBeGreaterThan(0.02);
  });

  it('refuses what it cannot read: a language without a voice, an unknown voice, text without words', async () => {
    const filipino = engine.synthesize({
      text: 'Magandang umaga',
      language: 'Filipino',
      voice: standard,
      speed: 'normal',
    });
    await expect(filipino).rejects.toThrow('Audio in Filipino is not available with the built-in voice');
    await expect(
      engine.synthesize({ text: 'はい', language: 'Japanese', voice: 'espeak-ng:ja', speed: 'normal' }),
    ).rejects.toThrow('Unknown voice');
    const nothing = engine.synthesize({
      text: '。。。！',
      language: 'Japanese',
      voice: standard,
      speed: 'normal',
    });
    await expect(nothing).rejects.toBeInstanceOf(TtsUnavailableError);
  });

  it('stops when the caller aborts, and reads the next text as usual', async () => {
    const abort = new AbortController();
    const attempt = engine.synthesize({
      text: '今日はいい天気ですね。'.repeat(20),
      language: 'Japanese',
      voice: standard,
      speed: 'normal',
      signal: abort.signal,
    });
    setTimeout(() => abort.abort(new Error('stopped')), 50);
    await expect(attempt).rejects.toThrow('stopped');
    expect((await speak('はい')).durationSeconds).toBeGreaterThan(0.2);
  });
});

describe('readings the language core corrected', { timeout: 30_000 }, () => {
  it.each([
    ['何を食べますか。', 'なにを'],
    // With 何時 in kana, open_jtalk would read 今 as こん: its neighbour is handed over too.
    ['今何時ですか。', 'いまなんじ'],
    // open_jtalk alone says なにぶん ("anyhow").
    ['駅まで何分かかりますか。', 'なんぷん'],
    // …and さんがつ いちにち for the date.
    ['三月一日に会いました。', 'ついたち'],
    ['一日中勉強しました。', 'いちにち'],
    ['10分だけ待ってください。', 'じゅっぷん'],
    // …and にっぽん.
    ['日本へ行きます。', 'にほん'],
  ])('%s: open_jtalk is handed %s and reads it as the core does', async (sentence, kana) => {
    const handed = await openJtalkText(sentence);
    expect(handed).toContain(kana);
    expect(openJtalkReading(handed)).toBe(await coreReading(sentence));
  });

  it('leaves words no rule touched as written, for the dictionary’s accents (今日 stays 今日)', async () => {
    expect(await openJtalkText('今日は雨です。')).toBe('今日は雨です。');
    expect(openJtalkReading('今日は雨です。')).toBe('きょうはあめです');
  });

  it('reads the corrected sentences aloud', async () => {
    const clip = await speak('駅まで何分かかりますか。三月一日に日本へ行きます。');
    expect(clip.durationSeconds).toBeGreaterThan(2);
    expect(clip.durationSeconds).toBeLessThan(10);
  });
});
