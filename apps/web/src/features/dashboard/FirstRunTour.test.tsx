import type { User } from '@kaiwa/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  storedUser,
  testUser,
} from '../../test/render';
import { DashboardPage } from './DashboardPage';

const newUser: User = { ...testUser, tour_done: false };

let tourDoneOnServer = false;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  tourDoneOnServer = false;
  api = mockApi(
    {
      'POST /auth/verify-token': () => json({ valid: true }),
      'GET /account/tour_done': () => json({ success: true, tour_done: tourDoneOnServer }),
      'POST /account/complete_tour': () => json({ success: true }),
    },
    // The dashboard's own cards are not what these tests look at.
    () => apiError(404, 'Not found', 'not_found'),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(resetTestEnvironment);

function renderDashboard(user: User = newUser) {
  signIn(user);
  return renderRoutes([{ path: '/', element: <DashboardPage /> }], '/');
}

const next = (step: number) => screen.findByRole('button', { name: `Next (Step ${step} of 5)` });
/** Joyride moves the focus to the tooltip's main button shortly after showing a step; typing waits for it. */
const tooltipFocused = () =>
  waitFor(() => expect(document.activeElement?.getAttribute('data-action')).toBe('primary'));

describe('FirstRunTour', () => {
  it('walks through the steps and posts the alias and level at the end', async () => {
    renderDashboard();
    expect(await screen.findByText('Welcome to Kaiwa! 会話へようこそ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.click(await next(1));
    expect(await screen.findByRole('link', { name: /Windows/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Android/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /iPhone/ })).toBeTruthy();

    await userEvent.click(await next(2));
    const alias = (await screen.findByLabelText('Alias')) as HTMLInputElement;
    expect(alias.value).toBe('タロウ');
    await tooltipFocused();
    await userEvent.clear(alias);
    await userEvent.type(alias, 'ハナコ');

    await userEvent.click(await next(3));
    const level = (await screen.findByLabelText('JLPT level')) as HTMLSelectElement;
    expect(level.value).toBe('N5');
    await userEvent.selectOptions(level, 'N3');

    await userEvent.click(await next(4));
    await userEvent.click(await screen.findByRole('button', { name: 'Last' }));

    await waitFor(() => expect(storedUser()?.tour_done).toBe(true));
    expect(api.bodiesOf('POST /account/complete_tour')).toEqual([{ jlptTrainLevel: 'N3', alias: 'ハナコ' }]);
    expect(storedUser()?.alias).toBe('ハナコ');
    expect(screen.queryByText('Start a conversation')).toBeNull();
  });

  it('resets a blank alias to the current one on Next', async () => {
    renderDashboard();
    await userEvent.click(await next(1));
    await userEvent.click(await next(2));
    await screen.findByLabelText('Alias');
    await tooltipFocused();
    await userEvent.clear(screen.getByLabelText('Alias'));
    await userEvent.type(screen.getByLabelText('Alias'), '   ');
    await userEvent.click(await next(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('タロウ');
  });

  it('completes with the defaults when skipped and ignores Escape', async () => {
    renderDashboard();
    await screen.findByText('Welcome to Kaiwa! 会話へようこそ');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Welcome to Kaiwa! 会話へようこそ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(storedUser()?.tour_done).toBe(true));
    expect(api.bodiesOf('POST /account/complete_tour')).toEqual([{ jlptTrainLevel: 'N5', alias: 'タロウ' }]);
  });

  it('does not start when the server says the tour is done, and remembers that', async () => {
    tourDoneOnServer = true;
    renderDashboard();
    await waitFor(() => expect(storedUser()?.tour_done).toBe(true));
    expect(screen.queryByText('Welcome to Kaiwa! 会話へようこそ')).toBeNull();
  });

  it('does not ask the server when the user already finished it', async () => {
    renderDashboard({ ...newUser, tour_done: true });
    await screen.findByText('No previous conversations');
    expect(api.calls.some((call) => call.url.pathname === '/api/account/tour_done')).toBe(false);
  });
});
