import { api } from '@kaiwa/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { AUDIO_CLIP_MAX_LENGTH } from '../../src/modules/audio/audio.service';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import type { SynthesisRequest, SynthesizedAudio } from '../../src/tts/tts-engine';
import { decodeMp3 } from '../support/mp3';
import { sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { readWav, silentWav } from '../support/wav';
import { countingTts, fetchAudio, getAudio, type Headers, scriptedAi } from './audio-helpers';
import { call } from './conversation-helpers';

// The built-in voice, or fixed audio per part: an MP3 or a WAV as engines made before MP3 did.
type Behaviour = 'speak' | 'mp3' | 'wav';
let behaviour: Behaviour = 'speak';
const builtin = createTtsEngine(loadConfig({ NODE_ENV: 'test' }));
const partMp3 = builtin.synthesize({
  text: 'はい。',
  language: 'Japanese',
  voice: 'open-jtalk:mei',
  speed: 'normal',
});
const PART_WAV_SECONDS = 0.5;
const tts = countingTts(async (request: SynthesisRequest): Promise<SynthesizedAudio> => {
  if (behaviour === 'mp3') return partMp3;
  if (behaviour === 'wav') return { audio: silentWav(PART_WAV_SECONDS), contentType: 'audio/wav' };
  return builtin.synthesize(request);
});
const t = sharedTestApp({ ai: scriptedAi, tts: tts.engine });
beforeEach(() => {
  behaviour = 'speak';
});

const sample = (speed = 'normal') => ({ voice: 'open-jtalk:mei', speed });
const ranged = (headers: Headers, range: string, extra: Headers = {}) =>
  getAudio(t, api.getAudioSample.path, { ...headers, range, ...extra }, sample());

describe('audio delivery', () => {
  it('sends a clip with its length, type and ETag, and one range of it as 206', async () => {
    const a = await signUpPastIpLimit(t);
    const whole = await fetchAudio(t, api.getAudioSample.path, a.headers, sample());
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(whole.headers['content-length']).toBe(String(size));
    const etag = whole.headers.etag as string;

    const first = await ranged(a.headers, 'bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers.etag).toBe(etag);
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const rest = await ranged(a.headers, 'bytes=100-');
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(rest.rawPayload.equals(whole.rawPayload.subarray(100))).toBe(true);
    const last = await ranged(a.headers, 'bytes=-50');
    expect(last.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(last.rawPayload.equals(whole.rawPayload.subarray(size - 50))).toBe(true);
    const beyond = await ranged(a.headers, `bytes=${size - 10}-${size + 1000}`);
    expect(beyond.statusCode).toBe(206);
    expect(beyond.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    // If-Range: the range only while the clip is the one the browser has.
    expect((await ranged(a.headers, 'bytes=0-9', { 'if-range': etag })).statusCode).toBe(206);
    const changed = await ranged(a.headers, 'bytes=0-9', { 'if-range': '"an older clip"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(whole.rawPayload)).toBe(true);
    // Several ranges at once, or another unit: the whole clip.
    expect((await ranged(a.headers, 'bytes=0-9,20-29')).statusCode).toBe(200);
    expect((await ranged(a.headers, 'seconds=0-1')).statusCode).toBe(200);
  });

  it.each(['bytes=999999-', 'bytes=5-1', 'bytes=abc', 'bytes=-0', 'bytes=-'])(
    'answers 416 with the clip’s size for the range %s',
    async (range) => {
      const a = await signUpPastIpLimit(t);
      const whole = await fetchAudio(t, api.getAudioSample.path, a.headers, sample());
      const response = await ranged(a.headers, range);
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
      expect(response.json()).toEqual({
        success: false,
        code: 'audio_range_not_satisfiable',
        error: 'This part of the audio does not exist',
      });
    },
  );

  it('answers HEAD with the headers alone', async () => {
    const a = await signUpPastIpLimit(t);
    const whole = await fetchAudio(t, api.getAudioSample.path, a.headers, sample());
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api${api.getAudioSample.path}`,
      headers: a.headers,
      query: sample(),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps serving clips stored as WAV, ranges included', async () => {
    const a = await signUpPastIpLimit(t);
    behaviour = 'wav';
    const wav = await fetchAudio(t, api.getAudioSample.path, a.headers, sample('slow'));
    expect(wav.statusCode).toBe(200);
    expect(wav.headers['content-type']).toBe('audio/wav');
    expect(readWav(wav.rawPayload).durationSeconds).toBeCloseTo(PART_WAV_SECONDS, 3);
    const head = await getAudio(
      t,
      api.getAudioSample.path,
      { ...a.headers, range: 'bytes=0-43' },
      sample('slow'),
    );
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
  });
});

describe('long texts', () => {
  /**
   * Japanese of about `length` characters in sentences (`topic` makes them differ from other tests' texts),
   * submitted for translation: its input side is read at once.
   */
  async function longTranslation(headers: Headers, length: number, topic: string) {
    const sentences = Array.from(
      { length: Math.ceil(length / 20) },
      (_, i) => `これは${topic}の${i + 1}番目の文で、長い文章の一部です。`,
    );
    const text = sentences
      .join('')
      .slice(0, length)
      .replace(/[^。]*$/, '');
    const response = await call(t, 'POST', api.submitTranslationTask.path, headers, {
      input_text: text,
      source_language: 'Japanese',
      target_language: 'English',
      context: '',
    });
    expect(response.statusCode).toBe(200);
    return { text, query: { translation_id: response.json().translation_id as string, speed: 'normal' } };
  }

  it('reads a text over 1,000 characters by sentence: each part its own clip, answered joined', async () => {
    const a = await signUpPastIpLimit(t);
    behaviour = 'mp3';
    const { text, query } = await longTranslation(a.headers, 2500, '山');
    const before = tts.calls.length;
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query)).statusCode).toBe(201);
    await t.worker.runUntilIdle();
    const joined = await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query);
    expect(joined.statusCode).toBe(200);
    expect(joined.headers['content-type']).toBe('audio/mpeg');

    // The parts' jobs run at the same time, so the engine may be called in any order; put them in text order.
    const parts = tts.calls
      .slice(before)
      .map((request) => request.text)
      .sort((x, y) => text.indexOf(x) - text.indexOf(y));
    expect(parts).toHaveLength(3);
    expect(parts.every((part) => [...part].length <= AUDIO_CLIP_MAX_LENGTH && part.endsWith('。'))).toBe(
      true,
    );
    expect(parts.join('')).toBe(text);
    // The parts' MP3 frames end to end: one stream three parts long.
    const one = (await partMp3).audio;
    expect(joined.rawPayload.equals(Buffer.concat([one, one, one]))).toBe(true);
    expect(decodeMp3(joined.rawPayload).durationSeconds).toBeCloseTo(decodeMp3(one).durationSeconds * 3, 1);
    // A range across the parts' boundary.
    const across = await getAudio(
      t,
      api.getTranslationJapaneseAudio.path,
      { ...a.headers, range: `bytes=${one.length - 5}-${one.length + 4}` },
      query,
    );
    expect(across.statusCode).toBe(206);
    expect(across.rawPayload.equals(joined.rawPayload.subarray(one.length - 5, one.length + 5))).toBe(true);
  });

  it('joins WAV parts into one WAV', async () => {
    const a = await signUpPastIpLimit(t);
    behaviour = 'wav';
    const { query } = await longTranslation(a.headers, 1500, '川');
    const joined = await fetchAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query);
    expect(joined.headers['content-type']).toBe('audio/wav');
    const wav = readWav(joined.rawPayload);
    expect(wav.durationSeconds).toBeCloseTo(PART_WAV_SECONDS * 2, 3);
    expect(wav.dataBytes + 44).toBe(joined.rawPayload.length);
  });

  it('waits until every part is ready', async () => {
    const a = await signUpPastIpLimit(t);
    behaviour = 'mp3';
    const { query } = await longTranslation(a.headers, 2100, '海');
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query)).statusCode).toBe(201);
    // One part made, the others still queued.
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'audio.synthesize')
      .where('status', '=', 'queued')
      .execute();
    expect(queued.length).toBeGreaterThanOrEqual(3);
    await t.db
      .updateTable('jobs')
      .set({ run_at: t.clock.now() + 60_000 })
      .where('id', '=', queued[0]!.id)
      .execute();
    await t.worker.runUntilIdle();
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query)).statusCode).toBe(201);
    t.clock.advance(60_000);
    await t.worker.runUntilIdle();
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query)).statusCode).toBe(200);
  });
});
