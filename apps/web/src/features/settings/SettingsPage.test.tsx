import type { User } from '@kaiwa/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../app/session';
import { audioPlayer } from '../../lib/audioPlayer';
import { FakeAudio } from '../../lib/audioTesting';
import {
  type Handler,
  json,
  mockApi,
  renderRoutes,
  resetTestEnvironment,
  signIn,
  stubDialog,
  testUser,
} from '../../test/render';
import { SettingsPage } from './SettingsPage';

let api: ReturnType<typeof mockApi>;

function serve(overrides: Record<string, Handler> = {}) {
  api = mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/settings': () => json({ success: true, new_cards_per_day: 20 }),
    'POST /auth/logout': () => json({ valid: true }),
    'GET /getUserPicture': () => new Response(null, { status: 204 }),
    'GET /account/getJLPTtrainLevel': () => json({ jlptTrainLevel: 'N4' }),
    'GET /account/getAlias': () => json({ alias: 'タロウ' }),
    'GET /account/getVoice': () => json({ voice: 'v1' }),
    'GET /getVoices': () =>
      json({
        voices: [
          { id: 'v1', name: 'Nanami' },
          { id: 'v2', name: 'Keita' },
        ],
      }),
    'GET /account/getSpeed': () => json({ success: true, speed: 'normal' }),
    'GET /account/getTranslationLanguage': () => json({ success: true, translationLanguage: 'English' }),
    'POST /account/setJLPTtrainLevel': () => json({ success: true }),
    'POST /account/setAlias': () => json({ success: true }),
    'POST /account/setSpeed': () => json({ success: true }),
    'POST /account/delete': () => json({ success: true }),
    'POST /account/uploadProfilePicture': () => json({ success: true }),
    ...overrides,
  });
}

beforeEach(() => {
  serve();
  stubDialog();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(resetTestEnvironment);

/** Like the app's route guard: without a user the page is not rendered. */
function Guarded() {
  const { user } = useSession();
  return user ? <SettingsPage /> : null;
}

function renderPage(user: User = testUser) {
  signIn(user);
  return renderRoutes(
    [
      { path: '/settings', element: <Guarded /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/settings',
  );
}

/** Every call to `path` (without /api), whatever its method. */
const callsTo = (path: string) => api.calls.filter((call) => call.url.pathname === `/api${path}`);

describe('SettingsPage preferences', () => {
  it('loads the settings and saves only what changed, then clears the notice after 2000 ms', async () => {
    renderPage();
    const level = (await screen.findByLabelText('JLPT level')) as HTMLSelectElement;
    expect(level.value).toBe('N4');
    expect(Array.from(level.options).map((option) => option.text)).toEqual([
      'N5 - Beginner',
      'N4 - Elementary',
      'N3 - Intermediate',
      'N2 - Advanced',
      'N1 - Expert',
    ]);
    expect((screen.getByLabelText('Voice') as HTMLSelectElement).value).toBe('v1');
    expect((screen.getByLabelText('Translation language') as HTMLSelectElement).options).toHaveLength(14);

    await userEvent.selectOptions(level, 'N3');
    const alias = screen.getByLabelText('Alias');
    await userEvent.clear(alias);
    await userEvent.type(alias, ' ハナコ ');

    // Fake timers from here on, to check the notice lifetime exactly (user-event would wait on real ones).
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Settings saved!')).toBeTruthy();
    expect(callsTo('/account/setJLPTtrainLevel').map((call) => call.body)).toEqual([
      { jlptTrainLevel: 'N3' },
    ]);
    expect(callsTo('/account/setAlias').map((call) => call.body)).toEqual([{ alias: 'ハナコ' }]);
    expect(callsTo('/account/setSpeed')).toHaveLength(0);
    expect(callsTo('/account/setVoice')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('kaiwa.user')!).alias).toBe('ハナコ');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Settings saved!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Settings saved!')).toBeNull();
  });

  it('says "Error saving settings" when a setter fails', async () => {
    serve({
      'POST /account/setSpeed': () => json({ success: false, error: 'x', code: 'internal_error' }, 500),
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Audio speed'), 'fast');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving settings')).toBeTruthy();
  });

  it('says "Error saving settings" when loading fails', async () => {
    serve({ 'GET /account/getSpeed': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    expect(await screen.findByText('Error saving settings')).toBeTruthy();
    expect((screen.getByLabelText('Audio speed') as HTMLSelectElement).value).toBe('normal');
  });

  it('does not save a blank alias', async () => {
    renderPage();
    await userEvent.clear(await screen.findByLabelText('Alias'));
    await userEvent.type(screen.getByLabelText('Alias'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter an alias, preferably in Katakana')).toBeTruthy();
    expect(callsTo('/account/setAlias')).toHaveLength(0);
  });
});

describe('SettingsPage voice sample', () => {
  it('plays a sample in the chosen voice and speed before they are saved', async () => {
    serve({ 'GET /getAudioSample': () => new Response(new Blob(['RIFF']), { status: 200 }) });
    vi.stubGlobal('Audio', FakeAudio);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sample');
    renderPage();
    const voice = (await screen.findByLabelText('Voice')) as HTMLSelectElement;
    await waitFor(() => expect(voice.value).toBe('v1'));
    await userEvent.selectOptions(voice, 'v2');
    await userEvent.selectOptions(screen.getByLabelText('Audio speed'), 'fast');
    await userEvent.click(screen.getByRole('button', { name: 'Play a sample of the chosen voice' }));
    expect(await screen.findByRole('button', { name: 'Pause a sample of the chosen voice' })).toBeTruthy();
    expect(callsTo('/getAudioSample').map((call) => Object.fromEntries(call.query))).toEqual([
      { voice: 'v2', speed: 'fast' },
    ]);
    expect(callsTo('/account/setVoice')).toHaveLength(0);
    audioPlayer.clearCache();
  });
});

describe('SettingsPage profile picture', () => {
  it('rejects a file that is not an image and uploads an image as profile_picture', async () => {
    const events = userEvent.setup({ applyAccept: false });
    renderPage();
    const input = screen.getByLabelText('Choose a picture') as HTMLInputElement;
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    await events.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toMatch(/image file/);
    expect(upload.disabled).toBe(true);

    const image = new File(['png'], 'me.png', { type: 'image/png' });
    await events.upload(input, image);
    expect(upload.disabled).toBe(false);
    await events.click(upload);
    expect(await screen.findByText('Profile picture uploaded!')).toBeTruthy();
    const [call] = callsTo('/account/uploadProfilePicture');
    expect((call!.body as FormData).get('profile_picture')).toBeInstanceOf(File);
    // The avatar asks for the new picture.
    await waitFor(() => expect(callsTo('/getUserPicture').length).toBeGreaterThanOrEqual(2));
  });
});

describe('SettingsPage delete account', () => {
  it('asks native accounts for their password before deleting', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(callsTo('/account/delete')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(callsTo('/account/delete').map((call) => call.body)).toEqual([{ password: 'secret-pass' }]);
    expect(localStorage.getItem('kaiwa.user')).toBeNull();
  });

  it('shows the server error, or the generic one when the call fails', async () => {
    serve({
      'POST /account/delete': () =>
        json({ success: false, error: 'Wrong password', code: 'wrong_password' }, 403),
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();

    serve({ 'POST /account/delete': () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Error deleting account. Please try again.')).toBeTruthy();
  });

  it('deletes an external-sign-in account without a password', async () => {
    renderPage({ ...testUser, is_native_account: false });
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(callsTo('/account/delete').map((call) => call.body)).toEqual([{}]);
  });
});
