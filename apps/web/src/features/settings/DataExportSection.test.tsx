import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { DataExportSection } from './DataExportSection';

const renderSection = () => renderRoutes([{ path: '/', element: <DataExportSection /> }], '/');

let saved: { name: string; href: string }[];
beforeEach(() => {
  signIn();
  saved = [];
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(resetTestEnvironment);

it('downloads the account export under the name the server suggests', async () => {
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /account/export': () =>
      new Response('{"format":"kaiwa-account-export"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="kaiwa-export-2026-01-15.json"',
        },
      }),
  });
  const { user } = renderSection();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  await vi.waitFor(() =>
    expect(saved).toEqual([{ name: 'kaiwa-export-2026-01-15.json', href: 'blob:export' }]),
  );
  expect(api.callsTo('GET /account/export')[0]?.headers.get('authorization')).toBe('Bearer token-1');
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
});

it('downloads the review cards as an Anki package, and says when audio clips are still being made', async () => {
  let pending = 3;
  mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/export.apkg': () =>
      new Response(new Uint8Array([80, 75]), {
        headers: {
          'content-disposition': 'attachment; filename="kaiwa-reviews.apkg"',
          'x-audio-pending': String(pending),
        },
      }),
  });
  const { user } = renderSection();
  const deck = screen.getByRole('button', { name: 'Anki deck of my reviews' });
  await user.click(deck);
  await vi.waitFor(() => expect(saved).toEqual([{ name: 'kaiwa-reviews.apkg', href: 'blob:export' }]));
  expect((await screen.findByRole('status')).textContent).toBe(
    '3 audio clips are still being made. Download the deck again in a few minutes to add them: Anki updates the same notes.',
  );

  // Once every clip is made, the notice goes.
  pending = 0;
  await user.click(deck);
  await vi.waitFor(() => expect(saved).toHaveLength(2));
  await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});

it('says when the download failed', async () => {
  mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /account/export': () => apiError(500, 'internal details', 'internal_error'),
  });
  const { user } = renderSection();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Could not download your data. Please try again.',
  );
  expect(saved).toEqual([]);
});
