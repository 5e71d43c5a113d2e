import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { ReviewSettingsSection } from './ReviewSettingsSection';

const renderSection = () => renderRoutes([{ path: '/', element: <ReviewSettingsSection /> }], '/');

beforeEach(signIn);
afterEach(resetTestEnvironment);

it('shows the daily new-card limit and saves a new one', async () => {
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/settings': () => json({ success: true, new_cards_per_day: 20 }),
    'POST /review/settings': () => json({ success: true }),
  });
  const { user } = renderSection();
  const field = (await screen.findByLabelText('New cards per day')) as HTMLInputElement;
  await vi.waitFor(() => expect(field.value).toBe('20'));
  await user.clear(field);
  await user.type(field, '35');
  await user.click(screen.getByRole('button', { name: 'Apply limit' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
  expect(api.callsTo('POST /review/settings').map((call) => call.body)).toEqual([{ new_cards_per_day: 35 }]);
  expect(field.value).toBe('35');
});

it('refuses a number outside 0 to 500 before sending it', async () => {
  const api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/settings': () => json({ success: true, new_cards_per_day: 20 }),
  });
  const { user } = renderSection();
  const field = (await screen.findByLabelText('New cards per day')) as HTMLInputElement;
  await vi.waitFor(() => expect(field.value).toBe('20'));
  await user.clear(field);
  await user.type(field, '900');
  expect(screen.getByRole('alert').textContent).toBe('Please enter a whole number from 0 to 500.');
  expect((screen.getByRole('button', { name: 'Apply limit' }) as HTMLButtonElement).disabled).toBe(true);
  expect(api.callsTo('POST /review/settings')).toEqual([]);
});
