import { API_BASE, type CallDefinition, type ErrorResponse, USER_ID_HEADER } from '@kaiwa/contract';
import type { z } from 'zod';

/** A failed API call: `message` is the server's readable text, `code` its stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Credentials = { authToken: string; userId: string };
let credentials: Credentials | null = null;
let onUnauthorized: () => void = () => {};

/** Called by the session provider whenever the signed-in user changes. */
export function setApiCredentials(next: Credentials | null, unauthorizedHandler: () => void): void {
  credentials = next;
  onUnauthorized = unauthorizedHandler;
}

export type ApiRequest = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Low-level call: adds the session headers and logs out on 401. Returns the raw response for any other status. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...request.headers };
  if (credentials) {
    headers.Authorization = `Bearer ${credentials.authToken}`;
    headers[USER_ID_HEADER] = credentials.userId;
  }
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: request.signal,
    credentials: 'same-origin',
  });
  if (response.status === 401 && credentials) onUnauthorized();
  return response;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * For calls whose 201 means "not ready yet, ask again" (spec §4: explanations, audio clips, profile
 * pictures): sends the call again every `intervalMs` while it answers 201 and resolves with the first other
 * response. Aborting `signal` stops the waiting at once.
 */
export async function pollUntilReady(
  send: () => Promise<Response>,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  for (;;) {
    const response = await send();
    if (response.status !== 201) return response;
    await wait(intervalMs, signal);
  }
}

/** Throws ApiError with the server's message (or a generic one) when the response is not a 2xx. */
export async function throwIfFailed(response: Response): Promise<void> {
  if (response.ok) return;
  const error = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
  throw new ApiError(
    response.status,
    error.error ?? `Request failed (${response.status})`,
    error.code,
    error.fields,
  );
}

/** A call of the contract's route table whose answer is one JSON document. */
type JsonCall = CallDefinition & { readonly response: z.ZodType };

/** What a call takes besides the session: its body and query as the contract describes them. */
export type CallOptions<Call extends JsonCall> = Pick<ApiRequest, 'headers' | 'signal'> &
  (Call extends { readonly body: z.ZodType }
    ? { body: z.input<Call['body']> }
    : Call extends { readonly upload: object }
      ? { body: FormData }
      : { body?: never }) &
  (Call extends { readonly query: z.ZodType } ? { query: z.input<Call['query']> } : { query?: never });

/**
 * One call of the contract's route table (`call(api.getSpeed)`, `call(api.setSpeed, { body })`): resolves
 * with the answer typed by the call's response schema on 2xx, throws ApiError with the server's message
 * otherwise.
 */
export async function call<Call extends JsonCall>(
  definition: Call,
  ...[options]: object extends CallOptions<Call> ? [CallOptions<Call>?] : [CallOptions<Call>]
): Promise<z.output<Call['response']>> {
  const response = await apiFetch(definition.path, {
    ...options,
    query: options?.query as ApiRequest['query'],
    method: definition.method,
  });
  await throwIfFailed(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as z.output<Call['response']>;
}

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;
