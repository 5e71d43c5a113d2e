import type { User } from '@kaiwa/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../app/session';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, error: string, code = 'error') =>
  json({ success: false, error, code }, status);

export const testUser: User = {
  auth_token: 'token-1',
  user_id: 'me',
  alias: 'タロウ',
  email: 'taro@example.com',
  is_native_account: true,
  tour_done: true,
};

/** Stores `user` as the signed-in user, as the app does after a login. */
export const signIn = (user: Partial<User> = testUser) =>
  localStorage.setItem('kaiwa.user', JSON.stringify(user));

export const storedUser = (): User | null => {
  const raw = localStorage.getItem('kaiwa.user');
  return raw ? (JSON.parse(raw) as User) : null;
};

/** One request the page sent; `body` is parsed when it is JSON (a FormData body stays as it is). */
export type ApiCall = {
  key: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
};
export type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (path without the /api base) and records every call.
 * A call without a handler goes to `otherwise`, or fails loudly instead of hanging. `handlers` stays live:
 * a test may replace one after rendering.
 */
export function mockApi(handlers: Record<string, Handler>, otherwise?: Handler) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const call: ApiCall = {
        key: `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`,
        url,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        signal: init.signal,
      };
      calls.push(call);
      const handler = handlers[call.key] ?? otherwise;
      if (!handler) throw new Error(`Unexpected API call: ${call.key}`);
      return handler(call);
    }),
  );
  const callsTo = (key: string) => calls.filter((call) => call.key === key);
  return {
    calls,
    handlers,
    callsTo,
    /** The bodies sent to one "METHOD /path", oldest first. */
    bodiesOf: (key: string): unknown[] => callsTo(key).map((call) => call.body),
  };
}

/** Renders routes at `path` (which may carry a query string) inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** jsdom has no modal <dialog>: opening sets the open flag, closing clears it and fires "close" as a browser does. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Unmounts, restores fetch, timers, spies and the dialog stubs, and forgets the signed-in user. */
export function resetTestEnvironment() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
}
