import { API_BASE, api, type CallDefinition, ErrorResponse, isJsonResponse } from '@kaiwa/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';

/** Each call of the table with a pattern for its paths (a `:param` matches one segment). */
const calls = Object.entries(api).map(([name, call]: [string, CallDefinition]) => ({
  name,
  call,
  pattern: new RegExp(`^${API_BASE}${call.path.replace(/\/:[^/]+/g, '/[^/]+').replaceAll('.', '\\.')}$`),
}));

function problem(what: string, request: string, response: LightMyRequestResponse, detail: string): Error {
  return new Error(
    `The answer to ${request} breaks the contract: ${what}\n  ${detail}\n  body: ${response.body.slice(0, 500)}`,
  );
}

function check(schema: ZodType, what: string, request: string, response: LightMyRequestResponse) {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw problem(what, request, response, 'the body is not JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw problem(what, request, response, issues.join('; '));
  }
}

/**
 * Checks an API answer against the route table: a 200 JSON answer against its call's `response` schema, a 201
 * against its `pending` body, and every 4xx and 5xx against `ErrorResponse`. Bytes, streams, 204 and 304 are
 * not JSON and are left alone, as are answers read as a stream (the caller reads those itself).
 */
export function checkAnswer(options: InjectOptions, response: LightMyRequestResponse) {
  const url = new URL(String(options.url ?? options.path ?? '/'), 'http://test');
  if (options.payloadAsStream || !(url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)))
    return;
  const method = String(options.method ?? 'GET').toUpperCase();
  const request = `${method} ${url.pathname}`;
  const status = response.statusCode;
  if (status >= 400) {
    check(ErrorResponse, `a ${status} must be an ErrorResponse`, request, response);
    return;
  }
  const found = calls.find(({ call, pattern }) => call.method === method && pattern.test(url.pathname));
  if (!found) return;
  const { name, call } = found;
  if (status === 201 && call.pending) {
    if (call.pending.body) check(call.pending.body, `${name}'s 201 body`, request, response);
    else if (response.body) throw problem(`${name}'s 201 has no body`, request, response, 'a body was sent');
  } else if (status === 200 && isJsonResponse(call.response)) {
    check(call.response, `${name}'s response schema`, request, response);
  } else if (status >= 200 && status < 300 && isJsonResponse(call.response)) {
    throw problem(`${name} answers 200 (or 201 when pending)`, request, response, `got ${status}`);
  }
}

/**
 * Makes every `app.inject(options)` of the tests check its answer with `checkAnswer`, so each API test also
 * proves the shapes the contract promises; a mismatch rejects the call and fails the test.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    checkAnswer(typeof options === 'string' ? { url: options } : options, response);
    return response;
  };
  app.inject = checked as typeof app.inject;
}
