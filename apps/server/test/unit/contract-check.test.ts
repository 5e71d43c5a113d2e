import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../support/contract-check';

const answer = (statusCode: number, body: unknown) =>
  ({ statusCode, body: body === undefined ? '' : JSON.stringify(body) }) as LightMyRequestResponse;

describe('checking API answers against the route table', () => {
  it('accepts an answer of the call’s response schema', () => {
    expect(() =>
      checkAnswer(
        { method: 'GET', url: '/api/account/getSpeed' },
        answer(200, { success: true, speed: 'fast' }),
      ),
    ).not.toThrow();
  });

  it('refuses an answer that breaks the schema, naming the call and the field', () => {
    expect(() =>
      checkAnswer(
        { method: 'GET', url: '/api/account/getSpeed?x=1' },
        answer(200, { success: true, speed: 'warp' }),
      ),
    ).toThrow(/getSpeed's response schema[\s\S]*speed:/);
  });

  it('checks a 201 against the call’s pending body and every failure against ErrorResponse', () => {
    const url = '/api/vocabulary/getVocabExplanation?vocab_id=1';
    expect(() => checkAnswer({ url }, answer(201, { success: true, status: 'generating' }))).not.toThrow();
    expect(() => checkAnswer({ url }, answer(201, { success: true }))).toThrow(/201 body/);
    expect(() => checkAnswer({ url }, answer(404, { error: 'gone' }))).toThrow(/ErrorResponse/);
  });

  it('matches calls with path parameters and leaves bytes alone', () => {
    const url = '/api/conversation/characterPicture/tanaka.svg';
    expect(() =>
      checkAnswer({ url }, { statusCode: 200, body: '<svg/>' } as LightMyRequestResponse),
    ).not.toThrow();
    expect(() => checkAnswer({ url }, answer(404, { success: true }))).toThrow(/ErrorResponse/);
  });
});
