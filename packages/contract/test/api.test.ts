import { describe, expect, it } from 'vitest';
import { api, isJsonResponse } from '../src';

const calls = Object.entries(api);

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describes path parameters exactly where the path has them', () => {
    for (const [name, call] of calls) {
      const hasParams = call.path.includes('/:');
      expect('params' in call, name).toBe(hasParams);
    }
  });

  it('sends JSON bodies only with POST', () => {
    for (const [name, call] of calls) {
      if ('body' in call || 'upload' in call) expect(call.method, name).toBe('POST');
    }
  });

  it('tells JSON answers from bytes and event streams', () => {
    expect(isJsonResponse(api.getSpeed.response)).toBe(true);
    expect(isJsonResponse(api.getVocabAudio.response)).toBe(false);
    expect(isJsonResponse(api.conversationEvents.response)).toBe(false);
  });
});
