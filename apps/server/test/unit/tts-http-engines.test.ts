import { describe, expect, it } from 'vitest';
import { createOpenAiEngine } from '../../src/tts/openai-engine';
import { TtsFailedError, TtsUnavailableError } from '../../src/tts/tts-engine';
import { createVoicevoxEngine } from '../../src/tts/voicevox-engine';
import { sharedFakeServer, startFakeServer } from '../support/fake-speech-server';
import { readWav, silentWav } from '../support/wav';

const fake = sharedFakeServer();

const SPEAKERS = [
  {
    name: '四国めたん',
    speaker_uuid: 'a',
    styles: [
      { name: 'ノーマル', id: 2 },
      { name: 'あまあま', id: 0 },
    ],
  },
  {
    name: 'ずんだもん',
    speaker_uuid: 'b',
    styles: [
      { name: 'ノーマル', id: 3, type: 'talk' },
      { name: 'ハミング', id: 3001, type: 'frame_decode' },
    ],
  },
];

describe('VOICEVOX engine', () => {
  const engine = () => createVoicevoxEngine({ url: fake.url, timeoutMs: 2000 });

  it('lists every talking style as a voice, the first being the default', async () => {
    fake.answers.set('/speakers', { body: SPEAKERS });
    expect(await engine().voices()).toEqual([
      { id: 'voicevox:2', name: '四国めたん (ノーマル)' },
      { id: 'voicevox:0', name: '四国めたん (あまあま)' },
      { id: 'voicevox:3', name: 'ずんだもん (ノーマル)' },
    ]);
  });

  it('keeps the list for a while instead of asking on every call', async () => {
    fake.answers.set('/speakers', { body: SPEAKERS });
    const voicevox = engine();
    await voicevox.voices();
    await voicevox.voices();
    expect(fake.received.filter((request) => request.path === '/speakers')).toHaveLength(1);
  });

  it('asks for an audio query, sets the speed scale and returns the synthesized WAV', async () => {
    const audioQuery = {
      accent_phrases: [{ moras: [] }],
      speedScale: 1,
      pitchScale: 0,
      outputSamplingRate: 24000,
    };
    fake.answers.set('/audio_query', { body: audioQuery });
    fake.answers.set('/synthesis', { type: 'audio/wav', body: silentWav(1.5) });

    const result = await engine().synthesize({
      text: '今日は',
      language: 'Japanese',
      voice: 'voicevox:3',
      speed: 'slow',
    });

    expect(result.contentType).toBe('audio/wav');
    expect(readWav(result.audio)).toMatchObject({ sampleRate: 24000, durationSeconds: 1.5 });
    const [query, synthesis] = fake.received;
    expect(query).toMatchObject({ method: 'POST' });
    const queryUrl = new URL(query!.path, 'http://fake');
    expect(queryUrl.pathname).toBe('/audio_query');
    expect(Object.fromEntries(queryUrl.searchParams)).toEqual({ text: '今日は', speaker: '3' });
    expect(synthesis).toMatchObject({ method: 'POST', path: '/synthesis?speaker=3' });
    expect(synthesis!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(synthesis!.body)).toEqual({ ...audioQuery, speedScale: 0.7 });
  });

  it('maps normal and fast to their speed scales', async () => {
    fake.answers.set('/audio_query', { body: { speedScale: 1 } });
    fake.answers.set('/synthesis', { type: 'audio/wav', body: silentWav(0.5) });
    const voicevox = engine();
    for (const speed of ['normal', 'fast'] as const) {
      await voicevox.synthesize({ text: 'はい', language: 'Japanese', voice: 'voicevox:2', speed });
    }
    const scales = fake.received
      .filter((request) => request.path.startsWith('/synthesis'))
      .map((request) => JSON.parse(request.body).speedScale);
    expect(scales).toEqual([0.9, 1.15]);
  });

  it('speaks Japanese only', async () => {
    const attempt = engine().synthesize({
      text: 'Hello',
      language: 'English',
      voice: 'voicevox:3',
      speed: 'normal',
    });
    await expect(attempt).rejects.toThrow(TtsUnavailableError);
    await expect(attempt).rejects.toThrow('Audio in English is not available with VOICEVOX');
    expect(fake.received).toEqual([]);
  });

  it('refuses a voice of another engine without calling the server', async () => {
    await expect(
      engine().synthesize({ text: 'はい', language: 'Japanese', voice: 'espeak-ng:ja', speed: 'normal' }),
    ).rejects.toThrow('Unknown voice');
    expect(fake.received).toEqual([]);
  });

  it('reports a server error with its status, but not the server address', async () => {
    fake.answers.set('/audio_query', { status: 500, body: 'Internal Server Error' });
    const attempt = engine().synthesize({
      text: 'はい',
      language: 'Japanese',
      voice: 'voicevox:3',
      speed: 'normal',
    });
    await expect(attempt).rejects.toThrow(TtsFailedError);
    await expect(attempt).rejects.toThrow('VOICEVOX answered 500: Internal Server Error');
    await expect(attempt).rejects.not.toThrow('127.0.0.1');
  });

  it('gives up on a server that does not answer in time', async () => {
    fake.answers.set('/speakers', { body: SPEAKERS, delayMs: 1000 });
    const slow = createVoicevoxEngine({ url: fake.url, timeoutMs: 100 });
    await expect(slow.voices()).rejects.toThrow('VOICEVOX did not answer in time');
  });

  it('reports an unreachable server', async () => {
    const closed = await startFakeServer();
    await closed.close();
    const unreachable = createVoicevoxEngine({ url: closed.url, timeoutMs: 2000 });
    await expect(unreachable.voices()).rejects.toThrow('VOICEVOX is not reachable');
  });
});

describe('OpenAI-compatible engine', () => {
  const engine = ({ apiKey }: { apiKey?: string } = { apiKey: 'sk-test' }) =>
    createOpenAiEngine({
      url: `${fake.url}/v1`,
      apiKey,
      model: 'tts-1',
      voices: ['alloy', 'nova'],
      timeoutMs: 2000,
    });
  const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);

  it('offers the configured voices', async () => {
    expect(await engine().voices()).toEqual([
      { id: 'openai:alloy', name: 'Alloy' },
      { id: 'openai:nova', name: 'Nova' },
    ]);
  });

  it('posts model, text, voice, format and speed with the key, and returns the audio as sent', async () => {
    fake.answers.set('/v1/audio/speech', { type: 'audio/mpeg', body: mp3 });
    const result = await engine().synthesize({
      text: 'Bonjour tout le monde',
      language: 'French',
      voice: 'openai:nova',
      speed: 'fast',
    });
    expect(result).toEqual({ audio: mp3, contentType: 'audio/mpeg' });
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/speech' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request!.body)).toEqual({
      model: 'tts-1',
      input: 'Bonjour tout le monde',
      voice: 'nova',
      response_format: 'mp3',
      speed: 1.15,
    });
  });

  it('sends no key to a server that needs none, and takes WAV when the server sends WAV', async () => {
    fake.answers.set('/v1/audio/speech', { type: 'audio/wav', body: silentWav(0.4) });
    const result = await engine({}).synthesize({
      text: 'こんにちは',
      language: 'Japanese',
      voice: 'openai:alloy',
      speed: 'normal',
    });
    expect(result.contentType).toBe('audio/wav');
    expect(fake.received[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(fake.received[0]!.body).speed).toBe(0.9);
  });

  it('speaks Filipino and Mongolian, which the built-in voice cannot', () => {
    expect(engine().languages.has('Filipino')).toBe(true);
    expect(engine().languages.has('Mongolian')).toBe(true);
  });

  it('refuses unknown voices and over-long texts before calling the server', async () => {
    const openai = engine();
    await expect(
      openai.synthesize({ text: 'hi', language: 'English', voice: 'openai:echo', speed: 'normal' }),
    ).rejects.toThrow('Unknown voice');
    await expect(
      openai.synthesize({
        text: 'a'.repeat(4097),
        language: 'English',
        voice: 'openai:alloy',
        speed: 'normal',
      }),
    ).rejects.toThrow('This text is too long to read aloud (at most 4096 characters)');
    expect(fake.received).toEqual([]);
  });

  it('passes the server error on', async () => {
    fake.answers.set('/v1/audio/speech', { status: 401, body: { error: { message: 'Incorrect API key' } } });
    await expect(
      engine().synthesize({ text: 'hi', language: 'English', voice: 'openai:alloy', speed: 'normal' }),
    ).rejects.toThrow(/The speech server answered 401: .*Incorrect API key/);
  });
});
