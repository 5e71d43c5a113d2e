import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../test/render';
import { ReviewToggle } from './ReviewToggle';

beforeEach(() => {
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetTestEnvironment);

it('adds an item to reviews, shows it as in reviews and removes it', async () => {
  const ids = new Set<string>();
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/vocab_ids': () => json({ success: true, vocab_ids: [...ids] }),
    'GET /review/stats': () => json({ success: true, due_count: ids.size }),
    'POST /review/add': (call) => {
      ids.add((call.body as { vocab_id: string }).vocab_id);
      return json({ success: true, card: {} });
    },
    'POST /review/remove': (call) => {
      ids.delete((call.body as { vocab_id: string }).vocab_id);
      return json({ success: true, removed: true });
    },
  });
  const { user } = renderRoutes([{ path: '/', element: <ReviewToggle vocabId="v-1" name="水" /> }], '/');
  await user.click(await screen.findByRole('button', { name: 'Add 水 to reviews' }));
  expect(await screen.findByText('✓ In reviews')).toBeTruthy();
  expect(api.bodiesOf('POST /review/add')).toEqual([{ vocab_id: 'v-1' }]);

  await user.click(screen.getByRole('button', { name: 'Remove 水 from reviews' }));
  expect(await screen.findByRole('button', { name: 'Add 水 to reviews' })).toBeTruthy();
  expect(api.bodiesOf('POST /review/remove')).toEqual([{ vocab_id: 'v-1' }]);
});

it('says when the change failed', async () => {
  mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/vocab_ids': () => json({ success: true, vocab_ids: [] }),
    'POST /review/add': () =>
      json({ success: false, error: 'No vocabulary item v-1', code: 'not_found' }, 404),
  });
  const { user } = renderRoutes([{ path: '/', element: <ReviewToggle vocabId="v-1" name="水" /> }], '/');
  await user.click(await screen.findByRole('button', { name: 'Add 水 to reviews' }));
  expect((await screen.findByRole('alert')).textContent).toBe('No vocabulary item v-1');
});
