import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../test/render';
import { ReviewsProgress } from './ReviewsProgress';

const renderSection = () => renderRoutes([{ path: '/', element: <ReviewsProgress /> }], '/');

beforeEach(() => {
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetTestEnvironment);

it('shows what is due, today’s answers, retention and answers per day', async () => {
  mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/stats': () =>
      json({
        success: true,
        due_count: 12,
        total_cards: 40,
        new_cards: 5,
        new_remaining_today: 20,
        leeches: 1,
        reviewed_today: 8,
        retention: 0.875,
        next_due: null,
        review_day: '2026-01-15',
        reviews_per_day: [
          { day: '2026-01-14', count: 4 },
          { day: '2026-01-15', count: 8 },
        ],
      }),
  });
  renderSection();
  const section = await screen.findByRole('region', { name: 'Reviews' });
  expect((await within(section).findByText('Due now')).nextSibling?.textContent).toBe('12');
  expect(within(section).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/review');
  expect(within(section).getByText('Retention (30 days)').nextSibling?.textContent).toBe('88 %');
  const days = within(section).getByRole('list', { name: 'Reviews per day, last 30 days' });
  expect(
    within(days)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Jan 144', 'Jan 158']);
});

it('says when there is nothing yet, or the statistics could not be loaded', async () => {
  mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/stats': () => json({ success: false, error: 'broken', code: 'internal_error' }, 500),
  });
  renderSection();
  expect(await screen.findByText('Could not load your reviews.')).toBeTruthy();
});
