import { api } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { AUDIO_SYNTHESIS_LIMIT } from '../../src/modules/audio/audio.service';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import {
  type SynthesisRequest,
  type SynthesizedAudio,
  TtsFailedError,
  TtsUnavailableError,
} from '../../src/tts/tts-engine';
import { decodeMp3 } from '../support/mp3';
import { sharedTestApp, signUpPastIpLimit, storedBlobKeys } from '../support/test-app';
import { countingTts, fetchAudio, getAudio, scriptedAi } from './audio-helpers';

// A speech engine the test steers: it fails, refuses, or answers with the built-in voice or a fixed MP3.
type Behaviour = 'speak' | 'unreachable' | 'refuse' | 'mp3';
let behaviour: Behaviour = 'speak';
const MP3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3, 4]);
const builtin = createTtsEngine(loadConfig({ NODE_ENV: 'test' }));
const tts = countingTts(async (request: SynthesisRequest): Promise<SynthesizedAudio> => {
  if (behaviour === 'unreachable') throw new TtsFailedError('VOICEVOX is not reachable');
  if (behaviour === 'refuse') throw new TtsUnavailableError('This text is too long to read aloud');
  if (behaviour === 'mp3') return { audio: MP3, contentType: 'audio/mpeg' };
  return builtin.synthesize(request);
});

const t = sharedTestApp({ ai: scriptedAi, tts: tts.engine });
beforeEach(() => {
  behaviour = 'speak';
});

/** Runs the jobs due now, then again after every retry's backoff has passed. */
async function runAllAttempts(attempts: number) {
  for (let i = 0; i < attempts; i += 1) {
    await t.worker.runUntilIdle();
    t.clock.advance(10 * 60_000);
  }
}

const vocabulary = loadCatalogue().vocabulary;
/** Words that sound different: words read alike share one clip. */
const distinctWords = [...new Map(vocabulary.slice(100).map((item) => [item.pronunciation, item])).values()];

describe('audio failures', () => {
  it('reports a synthesis that failed every attempt, without the engine’s internal reason, and tries again on the next request', async () => {
    const a = await signUpPastIpLimit(t);
    const query = { vocab_id: vocabulary[0]!.vocab_id, speed: 'normal' };
    behaviour = 'unreachable';
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(201);
    const before = tts.calls.length;
    await t.worker.runUntilIdle();
    // One failed attempt is retried later; the caller is still told to wait.
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(201);
    await runAllAttempts(3);
    expect(tts.calls.length).toBe(before + 3);

    const failed = await getAudio(t, api.getVocabAudio.path, a.headers, query);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      success: false,
      code: 'audio_failed',
      error: 'The voice engine failed',
    });

    behaviour = 'speak';
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(201);
    await t.worker.runUntilIdle();
    const recovered = await getAudio(t, api.getVocabAudio.path, a.headers, query);
    expect(recovered.statusCode).toBe(200);
    expect(decodeMp3(recovered.rawPayload).durationSeconds).toBeGreaterThan(0.1);
  });

  it('fails at once, with 422, when the engine says retrying cannot help', async () => {
    const a = await signUpPastIpLimit(t);
    const query = { vocab_id: vocabulary[1]!.vocab_id, speed: 'normal' };
    behaviour = 'refuse';
    await getAudio(t, api.getVocabAudio.path, a.headers, query);
    const before = tts.calls.length;
    await t.worker.runUntilIdle();
    expect(tts.calls.length).toBe(before + 1);
    const refused = await getAudio(t, api.getVocabAudio.path, a.headers, query);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'audio_unavailable',
      error: 'This text is too long to read aloud',
    });
  });

  it('serves audio with the content type the engine produced', async () => {
    const a = await signUpPastIpLimit(t);
    behaviour = 'mp3';
    const response = await fetchAudio(t, api.getVocabAudio.path, a.headers, {
      vocab_id: vocabulary[2]!.vocab_id,
      speed: 'normal',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe(String(MP3.length));
    expect(response.rawPayload.equals(MP3)).toBe(true);
  });

  it('makes a clip again when its stored file is gone', async () => {
    const a = await signUpPastIpLimit(t);
    const query = { vocab_id: vocabulary[3]!.vocab_id, speed: 'normal' };
    expect((await fetchAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(200);
    for (const key of await storedBlobKeys(t)) {
      if (key.startsWith('audio/')) await t.deps.blobStore.delete(key);
    }
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(201);
    await t.worker.runUntilIdle();
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query)).statusCode).toBe(200);
  });

  it('limits the new clips one user may start per minute; clips already made stay free', async () => {
    const a = await signUpPastIpLimit(t);
    const made = { vocab_id: vocabulary[3]!.vocab_id, speed: 'normal' };
    t.clock.advance(AUDIO_SYNTHESIS_LIMIT.windowMs);
    for (let i = 0; i < AUDIO_SYNTHESIS_LIMIT.max; i += 1) {
      const response = await getAudio(t, api.getVocabAudio.path, a.headers, {
        vocab_id: distinctWords[i]!.vocab_id,
        speed: 'slow',
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await getAudio(t, api.getVocabAudio.path, a.headers, {
      vocab_id: distinctWords[AUDIO_SYNTHESIS_LIMIT.max]!.vocab_id,
      speed: 'slow',
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Polling a clip in progress and fetching a made one do not count.
    expect(
      (
        await getAudio(t, api.getVocabAudio.path, a.headers, {
          vocab_id: vocabulary[100]!.vocab_id,
          speed: 'slow',
        })
      ).statusCode,
    ).toBe(201);
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, made)).statusCode).toBe(200);
    // Another user has their own allowance.
    const b = await signUpPastIpLimit(t);
    const other = await getAudio(t, api.getVocabAudio.path, b.headers, {
      vocab_id: distinctWords[AUDIO_SYNTHESIS_LIMIT.max]!.vocab_id,
      speed: 'slow',
    });
    expect(other.statusCode).toBe(201);
  });
});
