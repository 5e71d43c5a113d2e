import type { User } from '@kaiwa/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../../app/session';

/** Answers one API call; gets the parsed JSON body of the request. */
export type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, error: string, code = 'error') =>
  json(status, { success: false, error, code });

export const testUser: User = {
  auth_token: 'token-1',
  user_id: 'user-1',
  alias: 'タナカ',
  email: 'tanaka@example.com',
  is_native_account: true,
  tour_done: true,
};

const parseBody = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

const callKey = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/api/, '')}`;

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (path without the /api base).
 * An unexpected call fails loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[callKey(input, init)];
    if (!handler) throw new Error(`Unexpected API call: ${callKey(input, init)}`);
    return handler(parseBody(init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The JSON bodies sent to one "METHOD /path", oldest first. */
    bodiesOf: (key: string): unknown[] =>
      fetchMock.mock.calls
        .filter(([input, init]) => callKey(input, init) === key)
        .map(([, init]) => parseBody(init)),
  };
}

/** Renders routes at `path` with the app's providers; `path` may carry a query string. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}

export const storedUser = (): User | null => {
  const raw = localStorage.getItem('kaiwa.user');
  return raw ? (JSON.parse(raw) as User) : null;
};

export function resetTestEnvironment() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
}
