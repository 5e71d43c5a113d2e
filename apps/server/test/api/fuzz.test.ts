/**
 * Property-based fuzzing of every call of the contract's route table: generated bad bodies, content types, query
 * strings, path parameters and headers, sent as a signed-in learner, as no one and with broken credentials.
 * Whatever arrives, the server must answer below 500, and every 4xx must carry `{success:false, error, code}`.
 *
 * Runs are bounded per route and seeded from a fixed seed and the route, so a run is repeatable; a failure
 * names the route, the seed and fast-check's replay path.
 */
import * as contract from '@kaiwa/contract';
import {
  API_BASE,
  api,
  type CharactersResponse,
  ErrorResponse,
  PROFILE_PICTURE_FIELD,
  USER_ID_HEADER,
} from '@kaiwa/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeaders, type Learner, sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { call, postMessage, startConversation } from './conversation-helpers';

/** Change it to explore other inputs; each route's own seed is derived from it. */
const BASE_SEED = 20_260_115;
/** Generated requests per route and method: bounded so the file stays well under a minute on two cores. */
const RUNS_PER_ROUTE = 50;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Every path of the contract's route table, so new calls are fuzzed unlisted; a trailing path parameter is
 * left off (its segment is generated).
 */
const contractPaths = [
  ...new Set(Object.values(api).map((call) => call.path.replace(/\/:[^/]+$/, ''))),
].sort();

/** Field names of the contract's request and response objects: junk under real names gets further in. */
const fieldNames = [
  ...new Set(
    Object.values(contract).flatMap((value) =>
      value instanceof z.ZodObject ? Object.keys(value.shape) : [],
    ),
  ),
].sort();
/** Values of the contract's enums (levels, languages, speeds…), mixed into requests so that other fields are reached. */
const enumValues = [
  ...new Set(
    Object.values(contract).flatMap((value) => (value instanceof z.ZodEnum ? value.options.map(String) : [])),
  ),
].sort();
/** Request headers the contract defines (user id, idempotency key, picture owner). */
const contractHeaders = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('_HEADER') && typeof value === 'string')
  .map(([, value]) => value as string);

/** A long run of one text, kept short in fast-check's report and expanded only when the request is sent. */
class Repeated {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  [fc.toStringMethod]() {
    return `${JSON.stringify(this.unit)}×${this.times}`;
  }
}
/**
 * JSON with every long run written out, at most `maxTimes` times: a query far over Node's 16 KiB header limit
 * would never reach a real server.
 */
const toJson = (value: unknown, maxTimes = Number.POSITIVE_INFINITY) =>
  JSON.stringify(value, (_key, entry: unknown) =>
    entry instanceof Repeated ? entry.unit.repeat(Math.min(entry.times, maxTimes)) : entry,
  ) ?? '';
const QUERY_REPEAT_MAX = 2_001;

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: controlChar, maxLength: 10 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u0000',
    '猫\u0000です',
    '\ud800',
    'a\udfffb',
    '\u202e',
    '０',
    'null',
    'NaN',
  ),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '__proto__',
  ),
);
const hugeString = fc
  .tuple(
    fc.constantFrom('ｱ', 'A', '1', '!', 'あ', '\u0000', '\n', '😀'),
    fc.constantFrom(257, 1_001, 2_001, 5_001, 70_000, 300_000),
  )
  .map(([unit, times]) => new Repeated(unit, times));

/**
 * String values found in the fixtures' answers, by field name (ids, e-mails, aliases): a real id under its
 * own name gets a request past "not found" to the checks behind it. Filled in before the first route.
 */
const harvested = new Map<string, Set<string>>();
function harvest(value: unknown, key = ''): void {
  if (typeof value === 'string' && key && value.length <= 64) {
    harvested.set(key, (harvested.get(key) ?? new Set()).add(value));
  } else if (Array.isArray(value)) {
    for (const entry of value) harvest(entry, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, entry] of Object.entries(value)) harvest(entry, name);
  }
}
const knownValues = () => [...new Set([...harvested.values()].flatMap((values) => [...values]))].sort();

const scalar = () =>
  fc.oneof(
    { arbitrary: junkString, weight: 4 },
    { arbitrary: fc.constantFrom(...enumValues), weight: 2 },
    { arbitrary: fc.constantFrom(...knownValues()), weight: 2 },
    { arbitrary: hugeString, weight: 1 },
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
  );
const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...fieldNames), weight: 5 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype'), weight: 1 },
);
/** Junk, real values, or arrays and objects of them under contract field names. */
const jsonish = () =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar(),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
    ),
  })).value;
/**
 * An object with the route's own fields (each usually there, often with a real value) and a few others.
 * Built anew per route, once the fixtures' values are known.
 */
function routeObject(fields: string[]) {
  const junk = jsonish();
  const fieldValue = (name: string) => {
    const real = [...(harvested.get(name) ?? [])];
    return real.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: junk, weight: 4 })
      : junk;
  };
  return fc
    .tuple(
      fc.tuple(...fields.map((name) => fc.option(fieldValue(name), { nil: undefined, freq: 5 }))),
      fc.dictionary(fieldName, junk, { maxKeys: 3 }),
    )
    .map(([own, others]) => {
      const object: Record<string, unknown> = { ...others };
      fields.forEach((name, index) => {
        if (own[index] !== undefined)
          Object.defineProperty(object, name, { value: own[index], enumerable: true });
      });
      return object;
    });
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  'application/xml',
  '*/*',
  ';;;',
);
const multipartBody = fc
  .record({
    field: fc.oneof(fc.constant(PROFILE_PICTURE_FIELD), fc.string({ maxLength: 20 })),
    filename: fc.oneof(fc.constant('me.png'), junkString),
    partType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 512 }),
      // A PNG signature followed by junk reaches the image decoder.
      fc
        .uint8Array({ maxLength: 512 })
        .map((tail) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
    ),
    truncated: fc.boolean(),
  })
  .map(({ field, filename, partType, bytes, truncated }) => {
    const head = `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n${
      partType ? `Content-Type: ${partType}\r\n` : ''
    }\r\n`;
    const whole = Buffer.concat([
      Buffer.from(head, 'latin1'),
      Buffer.from(bytes),
      Buffer.from('\r\n--fuzz--\r\n'),
    ]);
    return {
      contentType: 'multipart/form-data; boundary=fuzz',
      payload: truncated ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
    };
  });
/** Over the 1 MiB body limit. */
const OVERSIZED_BODY = `{"a":"${'x'.repeat(1_100_000)}"}`;

type Body = { contentType?: string; payload?: string | Buffer };
const bodyFor = (object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      arbitrary: object.map((value) => ({ contentType: 'application/json', payload: toJson(value) })),
      weight: 6,
    },
    {
      arbitrary: jsonish().map((value) => ({ contentType: 'application/json', payload: toJson(value) })),
      weight: 2,
    },
    // Text that is not JSON (or is cut off), under every content type.
    {
      arbitrary: fc.record({
        contentType,
        payload: fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          object.map((value) => toJson(value).slice(0, -1)),
          fc.constantFrom('', '{', '[1,', '{"a":1}}', 'null', 'a=1&a=2&b[c]=3', '\u0000'),
        ),
      }),
      weight: 3,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 300 })
        .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
      weight: 1,
    },
    { arbitrary: multipartBody, weight: 1 },
    { arbitrary: fc.constant({ contentType: 'application/json', payload: OVERSIZED_BODY }), weight: 1 },
    {
      arbitrary: fc.option(contentType, { nil: undefined }).map((type) => ({ contentType: type })),
      weight: 1,
    },
  );

/** Query parameters of an object: arrays become repeated keys, objects JSON. */
function toQuery(object: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : toJson(value, QUERY_REPEAT_MAX));
  return new URLSearchParams(
    Object.entries(object).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((entry): [string, string] => [key, text(entry)]),
    ),
  ).toString();
}
/** A query string: the route's fields with junk values (repeated keys too), or raw, badly encoded text. */
const queryFor = (object: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    { arbitrary: object.map(toQuery), weight: 4 },
    {
      arbitrary: fc
        .array(
          fc.oneof(
            fc.constantFrom(
              '%',
              '%zz',
              '%E0%A4%A',
              '%00',
              '%FF',
              '&',
              '=',
              '[]',
              '[a]',
              '+',
              ';',
              '%2F..%2F',
            ),
            fc.string({
              unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
              maxLength: 8,
            }),
            fc.constantFrom(...fieldNames),
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join('').replaceAll('#', '%23')),
      weight: 2,
    },
  );
/** Every UTF-8 byte as %XX (lone surrogates, which encodeURIComponent refuses, become U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
/** A path segment: junk, or a real value with a plausible ending, percent-encoded (or deliberately not). */
const pathSegment = () =>
  fc.oneof(
    junkString.map(percentEncoded),
    fc.constantFrom(...knownValues()).map((value) => `${percentEncoded(value)}.svg`),
    fc.constantFrom('..', '%2e%2e', '%00', '.svg', '%', '%zz', 'x'.repeat(5_000), '%C0%AE'),
  );
/** Header values Node accepts (no CR/LF), including Latin-1 and control-free junk. */
const headerValue = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

type Caller = 'learner' | 'nobody' | 'forged';
type Request = {
  caller: Caller;
  method: Method | 'route';
  extraSegment: string | null;
  query: string;
  body: Body;
  headers: [string, string][];
};
function requestFor(paramRoute: boolean, fields: string[]): fc.Arbitrary<Request> {
  const object = routeObject(fields);
  return fc.record({
    caller: fc.constantFrom<Caller>('learner', 'learner', 'learner', 'nobody', 'forged'),
    // Mostly the route's own method; now and then another one.
    method: fc.oneof({ arbitrary: fc.constant('route' as const), weight: 9 }, fc.constantFrom(...METHODS)),
    extraSegment: paramRoute
      ? pathSegment()
      : fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, pathSegment()),
    query: queryFor(object),
    body: bodyFor(object),
    // Now and then a junk value for a header the API reads.
    headers: fc.oneof(
      { arbitrary: fc.constant<[string, string][]>([]), weight: 3 },
      fc.array(
        fc.tuple(fc.constantFrom(...contractHeaders, 'authorization', 'content-length'), headerValue),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
    ),
  });
}

/** FNV-1a: a stable number per route, so each route's inputs do not shift when routes are added. */
function routeSeed(route: string) {
  let hash = 0x811c9dc5;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (BASE_SEED ^ hash) | 0;
}

const t = sharedTestApp();
let learner: Learner;
let friend: Learner;

/** Where each contract path is served: its methods, and whether it ends in a path parameter. */
function servedAs(path: string) {
  const url = `${API_BASE}${path}`;
  const direct = METHODS.filter((method) => t.app.findRoute({ method, url }));
  if (direct.length > 0) return { methods: direct, paramRoute: false };
  const nested = METHODS.filter(
    (method) => Object.keys(t.app.findRoute({ method, url: `${url}/probe` })?.params ?? {}).length > 0,
  );
  return { methods: nested, paramRoute: true };
}

function headersFor(caller: Caller, extra: [string, string][]): Record<string, string> {
  const base =
    caller === 'learner'
      ? learner.headers
      : caller === 'forged'
        ? // A live token sent under someone else's id.
          { ...authHeaders(learner.user), [USER_ID_HEADER]: friend.user.user_id }
        : {};
  return { ...base, ...Object.fromEntries(extra) };
}

function describeRequest(method: string, url: string, options: InjectOptions) {
  const payload = options.payload;
  const shown =
    typeof payload === 'string' || Buffer.isBuffer(payload) ? String(payload).slice(0, 300) : String(payload);
  return `${method} ${url.slice(0, 300)} headers=${JSON.stringify(options.headers).slice(0, 300)} body=${shown}`;
}

/** Sends one generated request and checks the answer; the answer's body is read unless it is an event stream. */
async function sendAndCheck(path: string, routeMethod: Method, paramRoute: boolean, input: Request) {
  const method = input.method === 'route' ? routeMethod : input.method;
  const suffix = input.extraSegment === null ? '' : `/${input.extraSegment}`;
  const url = `${API_BASE}${path}${paramRoute || suffix ? suffix : ''}${input.query ? `?${input.query}` : ''}`;
  const headers = headersFor(input.caller, input.headers);
  if (input.body.contentType !== undefined) headers['content-type'] = input.body.contentType;
  const options: InjectOptions = { method, url, headers, payload: input.body.payload, payloadAsStream: true };
  const response: LightMyRequestResponse = await t.app.inject(options);
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    if (response.statusCode !== 200) throw new Error(`stream answered ${response.statusCode}`);
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  const problem = (what: string) =>
    new Error(
      `${what}\n  request: ${describeRequest(method, url, options)}\n  answer: ${response.statusCode} ${text.slice(0, 500)}`,
    );
  if (response.statusCode >= 500) throw problem('server error');
  if (response.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw problem('a 4xx whose body is not JSON');
    }
    const shape = ErrorResponse.safeParse(parsed);
    if (!shape.success || !shape.data.error) throw problem('a 4xx without {success:false, error, code}');
  }
}

/**
 * The fields a route names when sent nothing (its validation failure's `fields`): generated requests then
 * fill those names, so they get past the first missing field to the checks behind it.
 */
async function fieldsOf(path: string, method: Method, paramRoute: boolean): Promise<string[]> {
  const response = await t.app.inject({
    method,
    url: `${API_BASE}${path}${paramRoute ? '/probe' : ''}`,
    headers: learner.headers,
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  // A route that needs nothing answers with what it serves (a file, say): then it names no fields.
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const answer = ErrorResponse.safeParse(json ? JSON.parse(response.body || 'null') : null);
  const named = Object.keys((answer.success && answer.data.fields) || {}).map(
    (key) => key.split('.')[0] ?? '',
  );
  return [...new Set(named.filter((name) => name && name !== '_'))];
}

describe('every contract route survives generated bad input', () => {
  // A learner (and another one), a conversation with a reply, and a translation, so real ids get further in.
  beforeAll(async () => {
    learner = await signUpPastIpLimit(t);
    friend = await signUpPastIpLimit(t);
    const characters = await call(t, 'GET', api.getCharacters.path, learner.headers);
    const characterId = (characters.json() as CharactersResponse).characters[0]?.character_id ?? '';
    const conversationId = await startConversation(t, learner.headers, { character_ids: [characterId] });
    await postMessage(t, learner.headers, conversationId, 'こんにちは');
    await call(t, 'POST', api.submitTranslationTask.path, learner.headers, {
      input_text: '猫です',
      source_language: 'Japanese',
      target_language: 'English',
    });
    await t.worker.runUntilIdle();
    const answers = [
      characters,
      await call(t, 'GET', api.getMessages.path, learner.headers, {
        conversation_id: conversationId,
      }),
      await call(t, 'GET', api.getTranslationHistory.path, learner.headers),
      await call(t, 'GET', api.vocabularyOfTheDay.path, learner.headers),
      await call(t, 'GET', api.kanjiOfTheDay.path, learner.headers),
    ];
    for (const answer of answers) harvest(answer.json());
    harvest({ conversation_id: conversationId });
    harvest({ user_id: friend.user.user_id, email: friend.email, alias: friend.user.alias });
  });

  it('has routes to fuzz, each served by the app, and real values to use', () => {
    expect(contractPaths.length).toBeGreaterThan(50);
    for (const [name, call] of Object.entries(api)) {
      expect(t.app.findRoute({ method: call.method, url: `${API_BASE}${call.path}` }), name).not.toBeNull();
    }
    for (const path of contractPaths) expect(servedAs(path).methods, path).not.toEqual([]);
    for (const name of ['conversation_id', 'message_id', 'translation_id', 'vocab_id', 'user_id']) {
      expect(harvested.get(name)?.size, name).toBeGreaterThan(0);
    }
  });

  it('answers a path it cannot decode or an over-long path parameter with the API error body', async () => {
    for (const url of [
      `${API_BASE}/account/getSpeed/%zz`,
      `${API_BASE}/conversation/characterPicture/${'x'.repeat(200)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: learner.headers });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json()).toEqual({
        success: false,
        error: 'The address of this request is not valid',
        code: 'validation_failed',
      });
    }
  });

  it('answers a NUL character in any field a route names with a 4xx (PostgreSQL cannot even look it up)', async () => {
    for (const path of contractPaths) {
      const { methods, paramRoute } = servedAs(path);
      for (const method of methods) {
        for (const field of await fieldsOf(path, method, paramRoute)) {
          const object = { [field]: 'a\u0000' };
          await sendAndCheck(path, method, paramRoute, {
            caller: 'learner',
            method: 'route',
            extraSegment: paramRoute ? 'probe' : null,
            query: toQuery(object),
            body: { contentType: 'application/json', payload: toJson(object) },
            headers: [],
          });
        }
      }
    }
  });

  it.each(contractPaths)('%s', async (path) => {
    const { methods, paramRoute } = servedAs(path);
    // Fresh rate-limit windows for each route, so most requests reach the route's own checks.
    t.clock.advance(60 * 60 * 1000);
    for (const method of methods) {
      const seed = routeSeed(`${method} ${path}`);
      const request = requestFor(paramRoute, await fieldsOf(path, method, paramRoute));
      const details = await fc.check(
        fc.asyncProperty(request, (input) => sendAndCheck(path, method, paramRoute, input)),
        { seed, numRuns: RUNS_PER_ROUTE },
      );
      if (details.failed) {
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        throw new Error(
          `${method} ${path} failed with seed ${seed}: ${cause}\n${fc.defaultReportMessage(details)}`,
        );
      }
    }
  });
});
