import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAiEngine } from '../../../src/ai/create-ai-engine';
import { loadConfig } from '../../../src/config';
import { configProblems } from '../../support/config';

const aiConfig = (env: Record<string, string>) => loadConfig(env).ai;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AI configuration', () => {
  it('defaults to the offline tutor with the documented limits', () => {
    expect(aiConfig({})).toEqual({
      provider: 'offline',
      model: undefined,
      baseUrl: undefined,
      apiKey: undefined,
      timeoutMs: 60_000,
      levelThreshold: 0.1,
      jobsPerMinute: 30,
    });
  });

  it('reads the limits', () => {
    expect(
      aiConfig({ AI_TIMEOUT_MS: '5000', AI_LEVEL_THRESHOLD: '0.25', AI_JOBS_PER_MINUTE: '12' }),
    ).toMatchObject({
      timeoutMs: 5000,
      levelThreshold: 0.25,
      jobsPerMinute: 12,
    });
  });

  it('fills in a default model and takes the key from the provider’s usual variable', () => {
    expect(aiConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' })).toMatchObject({
      model: 'gpt-4.1-mini',
      apiKey: 'sk-1',
    });
    expect(
      aiConfig({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'a-1', OPENAI_API_KEY: 'sk-1' }),
    ).toMatchObject({
      model: 'claude-haiku-4-5',
      apiKey: 'a-1',
    });
    expect(
      aiConfig({ AI_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'g-1', AI_MODEL: 'gemini-2.5-pro' }),
    ).toMatchObject({
      model: 'gemini-2.5-pro',
      apiKey: 'g-1',
    });
    expect(
      aiConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_MODEL: 'llama3.2',
      }),
    ).toMatchObject({ model: 'llama3.2', baseUrl: 'http://localhost:11434/v1', apiKey: undefined });
  });

  it('names the missing key of each hosted provider', () => {
    expect(configProblems({ AI_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY: required when AI_PROVIDER is openai',
    ]);
    expect(configProblems({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: '' })).toEqual([
      'ANTHROPIC_API_KEY: required when AI_PROVIDER is anthropic',
    ]);
    expect(configProblems({ AI_PROVIDER: 'google' })).toEqual([
      'GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER is google',
    ]);
  });

  it('names the base URL and model an OpenAI-compatible server needs', () => {
    const problems = configProblems({ AI_PROVIDER: 'openai-compatible' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^AI_BASE_URL: required when AI_PROVIDER is openai-compatible/);
    expect(problems[1]).toBe('AI_MODEL: required when AI_PROVIDER is openai-compatible');
  });

  it('lists every bad variable at once', () => {
    const problems = configProblems({
      PORT: 'eighty',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'not a url',
      AI_TIMEOUT_MS: '0',
      AI_LEVEL_THRESHOLD: '1.5',
      AI_JOBS_PER_MINUTE: 'many',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'AI_BASE_URL',
      'AI_JOBS_PER_MINUTE',
      'AI_LEVEL_THRESHOLD',
      'AI_TIMEOUT_MS',
      'OPENAI_API_KEY',
      'PORT',
    ]);
  });

  it('rejects an unknown provider by name', () => {
    expect(configProblems({ AI_PROVIDER: 'skynet' })).toEqual([expect.stringMatching(/^AI_PROVIDER: /)]);
  });
});

describe('createAiEngine', () => {
  it('builds the offline tutor when no provider is configured', () => {
    const engine = createAiEngine(aiConfig({}));
    expect(engine.kind).toBe('offline');
    expect(engine.label).toBe('Offline tutor');
  });

  it.each([
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' }, 'openai · gpt-4.1-mini'],
    [{ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'a-1' }, 'anthropic · claude-haiku-4-5'],
    [{ AI_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'g-1' }, 'google · gemini-2.5-flash'],
    [
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:8080/v1', AI_MODEL: 'qwen2.5:7b' },
      'openai-compatible · qwen2.5:7b',
    ],
  ])('builds a provider engine for %o', (env, label) => {
    const engine = createAiEngine(aiConfig(env));
    expect(engine.kind).toBe('provider');
    expect(engine.label).toBe(label);
  });

  it('talks to an OpenAI-compatible server at its base URL with a JSON schema', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'llama3.2',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: '{"translation":"I like sushi."}' },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const engine = createAiEngine(
      aiConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://localhost:11434/v1/',
        AI_MODEL: 'llama3.2',
        AI_API_KEY: 'local-key',
      }),
    );

    await expect(
      engine.translateMessage({ text: '寿司が好きです。', from: 'Japanese', to: 'English' }),
    ).resolves.toEqual({ translation: 'I like sushi.' });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:11434/v1/chat/completions');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer local-key');
    const body = JSON.parse(String(init?.body));
    expect(body.model).toBe('llama3.2');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['translation']);
  });

  it('turns a provider’s refusal into a readable error without the key', async () => {
    const key = 'sk-test-abcdef123456';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, {
          error: {
            message: `Incorrect API key provided: ${key}.`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      ),
    );
    const engine = createAiEngine(aiConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: key }));

    await expect(engine.translateMessage({ text: '寿司', from: 'Japanese', to: 'English' })).rejects.toThrow(
      new Error('The AI provider failed (openai · gpt-4.1-mini): Incorrect API key provided: ***.'),
    );
  });
});
