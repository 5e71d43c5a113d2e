import { AUDIO_SAMPLE_TEXT, api } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeServer } from '../support/fake-speech-server';
import { decodeMp3 } from '../support/mp3';
import { createTestApp, signUp, type TestApp } from '../support/test-app';
import { silentWav } from '../support/wav';
import { fetchAudio, getAudio, scriptedAi } from './audio-helpers';
import { call } from './conversation-helpers';

const fake = sharedFakeServer();

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const SPEAKERS = [
  { name: '四国めたん', speaker_uuid: 'a', styles: [{ name: 'ノーマル', id: 2 }] },
  { name: 'ずんだもん', speaker_uuid: 'b', styles: [{ name: 'ノーマル', id: 3 }] },
];

describe('voices with TTS_ENGINE=voicevox', () => {
  beforeEach(async () => {
    t = await createTestApp({ env: { TTS_ENGINE: 'voicevox', VOICEVOX_URL: fake.url } });
  });

  it('lists the server’s speakers, defaults to the first and refuses voices it does not have', async () => {
    fake.answers.set('/speakers', { body: SPEAKERS });
    const { headers } = await signUp(t);
    const voices = await call(t, 'GET', api.getVoices.path, headers);
    expect(voices.statusCode).toBe(200);
    expect(voices.json()).toEqual({
      voices: [
        { id: 'voicevox:2', name: '四国めたん (ノーマル)' },
        { id: 'voicevox:3', name: 'ずんだもん (ノーマル)' },
      ],
    });
    expect((await call(t, 'GET', api.getVoice.path, headers)).json()).toEqual({ voice: 'voicevox:2' });

    const espeakVoice = await call(t, 'POST', api.setVoice.path, headers, { voice: 'espeak-ng:ja' });
    expect(espeakVoice.statusCode).toBe(400);
    expect(espeakVoice.json().error).toBe('Unknown voice');
    expect((await call(t, 'POST', api.setVoice.path, headers, { voice: 'voicevox:3' })).statusCode).toBe(200);
    expect((await call(t, 'GET', api.getVoice.path, headers)).json()).toEqual({ voice: 'voicevox:3' });
  });

  it('reads Japanese through the server in the user’s voice and refuses other languages', async () => {
    fake.answers.set('/speakers', { body: SPEAKERS });
    fake.answers.set('/audio_query', { body: { speedScale: 1, outputSamplingRate: 24000 } });
    fake.answers.set('/synthesis', { type: 'audio/wav', body: silentWav(1.2) });
    const { headers } = await signUp(t);
    await call(t, 'POST', api.setVoice.path, headers, { voice: 'voicevox:3' });

    const response = await fetchAudio(t, api.getAudioSample.path, headers, { speed: 'fast' });
    expect(response.statusCode).toBe(200);
    // VOICEVOX's WAV is stored as MP3, like every clip.
    expect(response.headers['content-type']).toBe('audio/mpeg');
    const decoded = decodeMp3(response.rawPayload);
    expect(decoded.sampleRate).toBe(24000);
    expect(decoded.durationSeconds).toBeCloseTo(1.2, 1);
    const query = fake.received.find((request) => request.path.startsWith('/audio_query'))!;
    expect(Object.fromEntries(new URL(query.path, 'http://fake').searchParams)).toEqual({
      text: AUDIO_SAMPLE_TEXT,
      speaker: '3',
    });
    const synthesis = fake.received.find((request) => request.path.startsWith('/synthesis'))!;
    expect(JSON.parse(synthesis.body).speedScale).toBe(1.15);

    const explanation = await getAudio(t, api.getExplanationAudio.path, headers, {
      vocab_id: loadCatalogue().vocabulary[0]!.vocab_id,
    });
    // With the offline AI engine the explanation is the dictionary's English text.
    expect(explanation.statusCode).toBe(422);
    expect(explanation.json()).toMatchObject({
      code: 'audio_unavailable',
      error: 'Audio in English is not available with VOICEVOX',
    });
  });

  it('keeps settings readable while the server is down, and says so where voices are needed', async () => {
    const { headers } = await signUp(t);
    fake.answers.set('/speakers', { status: 503, body: 'starting up' });
    const voices = await call(t, 'GET', api.getVoices.path, headers);
    expect(voices.statusCode).toBe(502);
    expect(voices.json()).toMatchObject({
      code: 'audio_failed',
      error: 'VOICEVOX answered 503: starting up',
    });
    expect((await call(t, 'GET', api.getVoice.path, headers)).statusCode).toBe(200);
    expect((await getAudio(t, api.getAudioSample.path, headers, {})).statusCode).toBe(502);
  });
});

describe('voices with TTS_ENGINE=openai', () => {
  beforeEach(async () => {
    t = await createTestApp({
      ai: scriptedAi,
      env: {
        TTS_ENGINE: 'openai',
        TTS_OPENAI_URL: `${fake.url}/v1`,
        TTS_OPENAI_MODEL: 'kokoro',
        TTS_OPENAI_VOICES: 'alloy, nova',
      },
    });
  });

  it('offers the configured voices and serves the server’s MP3', async () => {
    const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 9, 9, 9, 9]);
    fake.answers.set('/v1/audio/speech', { type: 'audio/mpeg', body: mp3 });
    const { headers } = await signUp(t);
    expect((await call(t, 'GET', api.getVoices.path, headers)).json()).toEqual({
      voices: [
        { id: 'openai:alloy', name: 'Alloy' },
        { id: 'openai:nova', name: 'Nova' },
      ],
    });
    const response = await fetchAudio(t, api.getAudioSample.path, headers, {
      voice: 'openai:nova',
      speed: 'slow',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(mp3)).toBe(true);
    expect(JSON.parse(fake.received[0]!.body)).toEqual({
      model: 'kokoro',
      input: AUDIO_SAMPLE_TEXT,
      voice: 'nova',
      response_format: 'mp3',
      speed: 0.7,
    });
    expect(fake.received[0]!.headers.authorization).toBeUndefined();
  });
});
