import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import { configProblems } from '../support/config';

describe('speech configuration', () => {
  it('defaults to the built-in engine: Open JTalk for Japanese, espeak-ng for the rest', () => {
    const { tts } = loadConfig({});
    expect(tts).toEqual({
      engine: 'builtin',
      timeoutMs: 30_000,
      processes: 2,
      openJtalkDictionary: '/var/lib/mecab/dic/open-jtalk/naist-jdic',
      voicevoxUrl: 'http://127.0.0.1:50021',
      openai: {
        url: 'https://api.openai.com/v1',
        apiKey: undefined,
        model: 'tts-1',
        voices: ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'],
      },
    });
    expect(createTtsEngine({ tts }).id).toBe('builtin');
    // TTS_ENGINE=espeak keeps meaning espeak-ng for every language.
    expect(createTtsEngine(loadConfig({ TTS_ENGINE: 'espeak' })).id).toBe('espeak');
  });

  it('builds the engine TTS_ENGINE names from its variables', async () => {
    const voicevox = loadConfig({ TTS_ENGINE: 'voicevox', VOICEVOX_URL: 'http://voicevox:50021/' });
    expect(voicevox.tts.voicevoxUrl).toBe('http://voicevox:50021');
    expect(createTtsEngine(voicevox).label).toBe('VOICEVOX');

    const openai = loadConfig({
      TTS_ENGINE: 'openai',
      TTS_OPENAI_URL: 'http://localhost:8880/v1',
      TTS_OPENAI_MODEL: 'kokoro',
      TTS_OPENAI_VOICES: ' af_bella , jf_alpha ,',
    });
    const engine = createTtsEngine(openai);
    expect(engine.id).toBe('openai:kokoro');
    expect((await engine.voices()).map((voice) => voice.id)).toEqual(['openai:af_bella', 'openai:jf_alpha']);
  });

  it('takes OPENAI_API_KEY when the speech key is not set', () => {
    const { tts } = loadConfig({ TTS_ENGINE: 'openai', OPENAI_API_KEY: 'sk-shared' });
    expect(tts.openai.apiKey).toBe('sk-shared');
    expect(
      loadConfig({ TTS_ENGINE: 'openai', TTS_OPENAI_API_KEY: 'sk-tts', OPENAI_API_KEY: 'sk-shared' }).tts
        .openai.apiKey,
    ).toBe('sk-tts');
  });

  it('names every bad speech variable', () => {
    expect(configProblems({ TTS_ENGINE: 'festival' })).toEqual([expect.stringMatching(/^TTS_ENGINE: /)]);
    expect(configProblems({ TTS_ENGINE: 'openai' })).toEqual([
      'TTS_OPENAI_API_KEY: required when TTS_ENGINE is openai with the default TTS_OPENAI_URL (or set OPENAI_API_KEY)',
    ]);
    expect(
      configProblems({
        VOICEVOX_URL: 'not a url',
        TTS_OPENAI_VOICES: ' , ',
        TTS_TIMEOUT_MS: '0',
        TTS_PROCESSES: '0',
      }).map((p) => p.split(':')[0]),
    ).toEqual(['VOICEVOX_URL', 'TTS_OPENAI_VOICES', 'TTS_TIMEOUT_MS', 'TTS_PROCESSES']);
  });
});
