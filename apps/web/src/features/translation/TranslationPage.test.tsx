import { OTHER_LANGUAGES, type Translation, translationRequestProblem } from '@kaiwa/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { TranslationPage } from './TranslationPage';
import { TRANSLATION_POLL_MS } from './useTranslationPolling';

const refused = (error: string, status = 400) =>
  json({ success: false, error, code: 'validation_failed' }, status);

const HISTORY = 'GET /translation/getTranslationHistory';
const SUBMIT = 'POST /translation/submitTranslationTask';
const CHECK = 'GET /translation/getTranslation';
const DELETE = 'POST /translation/deleteTranslation';
const START = 'POST /conversation/start_with_vocab';

function translation(overrides: Partial<Translation> = {}): Translation {
  return {
    translation_id: 't1',
    input_text: '猫が好きです',
    source_language: 'Japanese',
    target_language: 'English',
    context: '',
    kana_text: 'ねこがすきです',
    japanese_text: '猫が好きです',
    otherLanguage_text: 'I like cats',
    status: 'Completed',
    createdAt: Date.UTC(2026, 0, 15, 9, 30),
    detected_vocabs: [],
    error: null,
    ...overrides,
  };
}

let handlers: Record<string, Handler>;
let api: ReturnType<typeof mockApi>;
const callsTo = (key: string) => api.callsTo(key);

beforeEach(() => {
  handlers = {
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /account/getTranslationLanguage': () => json({ success: true, translationLanguage: 'French' }),
    [HISTORY]: () => json({ success: true, translations: [] }),
  };
  api = mockApi(handlers);
  signIn();
});

afterEach(resetTestEnvironment);

const renderTranslation = () =>
  renderRoutes(
    [
      { path: '/translation', element: <TranslationPage /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    '/translation',
  );

/** Renders the page and waits until the saved translation language has arrived. */
async function renderPage() {
  const { router } = renderTranslation();
  await screen.findByRole('heading', { name: 'Translation', level: 1 });
  await waitFor(() => expect(screen.getByLabelText('From')).toHaveProperty('value', 'French'));
  return { router };
}

const from = () => screen.getByLabelText('From') as HTMLSelectElement;
const to = () => screen.getByLabelText('To') as HTMLSelectElement;
const textArea = () => screen.getByLabelText('Text to translate') as HTMLTextAreaElement;
const translateButton = () => screen.getByRole('button', { name: 'Translate' });
const currentPanel = () => within(screen.getByRole('region', { name: 'Current Translation' }));

/** Runs pending timers and the promises they start (fetches, state updates). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Submits under fake timers and lets the submission settle, so the first check is due one interval later. */
async function submitWithFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(translateButton());
  await advance(0);
}

describe('translation screen: languages', () => {
  it('offers Japanese and the 14 other languages on both sides', async () => {
    await renderPage();
    const options = [...from().options].map((option) => option.value);
    expect(options).toEqual(['Japanese', ...OTHER_LANGUAGES]);
    expect(options).toHaveLength(15);
    expect([...to().options].map((option) => option.value)).toEqual(options);
  });

  it("defaults to the user's saved translation language into Japanese", async () => {
    await renderPage();
    expect(from().value).toBe('French');
    expect(to().value).toBe('Japanese');
  });

  it('keeps the default when the saved language cannot be read (logged only)', async () => {
    handlers['GET /account/getTranslationLanguage'] = () => refused('boom', 500);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTranslation();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(from().value).toBe('English');
    expect(to().value).toBe('Japanese');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forces the other side to Japanese when a non-Japanese language is chosen', async () => {
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.selectOptions(to(), 'Korean');
    expect(from().value).toBe('Japanese');
    expect(to().value).toBe('Korean');
    await clicker.selectOptions(from(), 'German');
    expect(from().value).toBe('German');
    expect(to().value).toBe('Japanese');
  });

  it('swaps the two languages', async () => {
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Swap languages' }));
    expect(from().value).toBe('Japanese');
    expect(to().value).toBe('French');
  });
});

describe('translation screen: validation', () => {
  it('checks blank text, then equal languages, then that one side is Japanese', () => {
    const request = (input_text: string, source: string, target: string) =>
      translationRequestProblem({
        input_text,
        source_language: source as Translation['source_language'],
        target_language: target as Translation['target_language'],
      });
    expect(request('  ', 'English', 'English')).toBe('Please enter text to translate');
    expect(request('hi', 'English', 'English')).toBe('Source and target languages must be different');
    expect(request('hi', 'English', 'French')).toBe('One language must be Japanese');
    expect(request('hi', 'English', 'Japanese')).toBeNull();
  });

  it('disables Translate while the text is blank and says so on Ctrl+Enter', async () => {
    await renderPage();
    expect(translateButton()).toHaveProperty('disabled', true);
    fireEvent.change(textArea(), { target: { value: '   ' } });
    expect(translateButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(textArea(), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter text to translate');
    expect(callsTo(SUBMIT)).toHaveLength(0);
  });

  it('refuses Japanese into Japanese without calling the server', async () => {
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.selectOptions(from(), 'Japanese');
    expect(to().value).toBe('Japanese');
    await clicker.type(textArea(), '猫');
    await clicker.click(translateButton());
    expect(screen.getByRole('alert').textContent).toBe('Source and target languages must be different');
    expect(callsTo(SUBMIT)).toHaveLength(0);
  });

  it('counts the text and the context past 80 % of their limits and refuses to translate past them', async () => {
    await renderPage();
    const context = screen.getByLabelText(/Context/) as HTMLTextAreaElement;
    fireEvent.change(textArea(), { target: { value: 'あ'.repeat(4000) } });
    expect(screen.queryByText(/\/ 5,000/)).toBeNull();
    fireEvent.change(textArea(), { target: { value: '𠮷'.repeat(4001) } });
    expect(screen.getByText('4,001 / 5,000')).toBeTruthy();
    expect(translateButton()).toHaveProperty('disabled', false);
    fireEvent.change(textArea(), { target: { value: 'あ'.repeat(5001) } });
    expect(screen.getByText('5,001 / 5,000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Text to translate can be at most 5,000 characters long',
    );
    expect(translateButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(textArea(), { key: 'Enter', ctrlKey: true });

    fireEvent.change(textArea(), { target: { value: '猫' } });
    fireEvent.change(context, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1,001 / 1,000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The context can be at most 1,000 characters long');
    expect(translateButton()).toHaveProperty('disabled', true);
    fireEvent.submit(translateButton().closest('form')!);
    expect(callsTo(SUBMIT)).toHaveLength(0);

    fireEvent.change(context, { target: { value: 'x'.repeat(1000) } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(translateButton()).toHaveProperty('disabled', false);
  });

  it('grows the text areas within their limits', async () => {
    await renderPage();
    expect(textArea().style.height).toBe('60px');
    expect((screen.getByLabelText(/Context/) as HTMLTextAreaElement).style.height).toBe('40px');
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
    fireEvent.change(textArea(), { target: { value: 'many\nlines' } });
    fireEvent.change(screen.getByLabelText(/Context/), { target: { value: 'long\ncontext' } });
    expect(textArea().style.height).toBe('300px');
    expect((screen.getByLabelText(/Context/) as HTMLTextAreaElement).style.height).toBe('200px');
  });
});

describe('translation screen: a translation from submission to result', () => {
  it('sends the request, shows the partial translation while pending and the result when completed', async () => {
    const pending = translation({ status: 'Pending', otherLanguage_text: '', kana_text: '' });
    const answers = [
      translation({ status: 'Pending', otherLanguage_text: 'I like', kana_text: 'ねこがすきです' }),
      translation({
        detected_vocabs: [
          {
            vocab_id: 'v-neko',
            kanji: '猫',
            pronunciation: 'ねこ',
            english: 'cat',
            vocabType: 'vocabulary',
            level: 'N5',
          },
        ],
      }),
    ];
    handlers[SUBMIT] = () => json({ success: true, translation_id: 't1', translation: pending });
    handlers[CHECK] = () => json({ success: true, status: answers[0]!.status, translation: answers.shift() });
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.selectOptions(to(), 'English');
    await clicker.type(textArea(), '猫が好きです');
    await clicker.type(screen.getByLabelText(/Context/), 'a note to a friend');

    await submitWithFakeTimers();
    expect(callsTo(SUBMIT)[0]!.body).toEqual({
      input_text: '猫が好きです',
      source_language: 'Japanese',
      target_language: 'English',
      context: 'a note to a friend',
    });
    expect(currentPanel().getByText('Translation in progress...')).toBeTruthy();
    expect(translateButton()).toHaveProperty('disabled', true);
    expect(callsTo(CHECK)).toHaveLength(0);
    // The typed Japanese can be heard at once; the translation once it is complete.
    expect(currentPanel().getByRole('button', { name: 'Play Japanese text' })).toBeTruthy();
    expect(currentPanel().queryByRole('button', { name: 'Play English text' })).toBeNull();

    await advance(TRANSLATION_POLL_MS);
    expect(callsTo(CHECK)).toHaveLength(1);
    expect(callsTo(CHECK)[0]!.url.searchParams.get('translation_id')).toBe('t1');
    expect(currentPanel().getByText('I like')).toBeTruthy();
    expect(currentPanel().getByText('Translation in progress...')).toBeTruthy();
    const historyLoads = callsTo(HISTORY).length;

    await advance(TRANSLATION_POLL_MS);
    expect(callsTo(CHECK)).toHaveLength(2);
    expect(currentPanel().getByText('I like cats')).toBeTruthy();
    expect(currentPanel().getByText('ねこがすきです')).toBeTruthy();
    expect(currentPanel().queryByText('Translation in progress...')).toBeNull();
    expect(callsTo(HISTORY).length).toBeGreaterThan(historyLoads);
    expect(translateButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Start a conversation about 猫' })).toBeTruthy();
    expect(currentPanel().getByRole('button', { name: 'Play English text' })).toBeTruthy();

    await advance(TRANSLATION_POLL_MS * 5);
    expect(callsTo(CHECK)).toHaveLength(2);
  });

  it('shows "Translation failed" with the reason', async () => {
    handlers[SUBMIT] = () =>
      json({ success: true, translation_id: 't1', translation: translation({ status: 'Pending' }) });
    handlers[CHECK] = () =>
      json({
        success: true,
        status: 'Failed',
        translation: translation({
          status: 'Failed',
          otherLanguage_text: '',
          error: 'Translating into Korean needs an AI provider. Set AI_PROVIDER to use one.',
        }),
      });
    await renderPage();
    fireEvent.change(textArea(), { target: { value: '猫' } });
    await submitWithFakeTimers();
    await advance(TRANSLATION_POLL_MS);
    expect(currentPanel().getByRole('alert').textContent).toBe(
      'Translation failed: Translating into Korean needs an AI provider. Set AI_PROVIDER to use one.',
    );
    await advance(TRANSLATION_POLL_MS * 3);
    expect(callsTo(CHECK)).toHaveLength(1);
  });

  it('reports a failed check and keeps checking', async () => {
    handlers[SUBMIT] = () =>
      json({ success: true, translation_id: 't1', translation: translation({ status: 'Pending' }) });
    let fail = true;
    handlers[CHECK] = () => {
      if (fail) throw new TypeError('network down');
      return json({ success: true, status: 'Completed', translation: translation() });
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    fireEvent.change(textArea(), { target: { value: '猫' } });
    await submitWithFakeTimers();
    await advance(TRANSLATION_POLL_MS);
    expect(currentPanel().getByRole('alert').textContent).toBe('Error checking translation status');
    fail = false;
    await advance(TRANSLATION_POLL_MS);
    expect(currentPanel().queryByRole('alert')).toBeNull();
    expect(currentPanel().getByText('I like cats')).toBeTruthy();
  });

  it('stops checking when the screen is left', async () => {
    handlers[SUBMIT] = () =>
      json({ success: true, translation_id: 't1', translation: translation({ status: 'Pending' }) });
    handlers[CHECK] = () =>
      json({ success: true, status: 'Pending', translation: translation({ status: 'Pending' }) });
    const { router } = await renderPage();
    fireEvent.change(textArea(), { target: { value: '猫' } });
    await submitWithFakeTimers();
    await advance(TRANSLATION_POLL_MS * 2);
    expect(callsTo(CHECK)).toHaveLength(2);
    await act(() => router.navigate('/dashboard'));
    await advance(TRANSLATION_POLL_MS * 5);
    expect(callsTo(CHECK)).toHaveLength(2);
  });

  it('says "Failed to submit translation task" with the reason when the server refuses', async () => {
    handlers[SUBMIT] = () => refused('Too many attempts. Please try again in 30 seconds.', 429);
    await renderPage();
    fireEvent.change(textArea(), { target: { value: 'bonjour' } });
    fireEvent.click(translateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to submit translation task: Too many attempts. Please try again in 30 seconds.',
    );
    expect(translateButton()).toHaveProperty('disabled', false);
  });

  it('says "Error submitting translation task" when the call fails', async () => {
    handlers[SUBMIT] = () => {
      throw new TypeError('Failed to fetch');
    };
    await renderPage();
    fireEvent.change(textArea(), { target: { value: 'bonjour' } });
    fireEvent.click(translateButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Error submitting translation task');
  });

  it('plays either side through the translation audio calls', async () => {
    handlers[HISTORY] = () => json({ success: true, translations: [translation()] });
    const generating = () => json({ success: true, status: 'generating' }, 201);
    handlers['GET /translation/getJapaneseAudio'] = generating;
    handlers['GET /translation/getOtherLanguageAudio'] = generating;
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByText('猫が好きです'));
    await clicker.click(currentPanel().getByRole('button', { name: 'Play Japanese text' }));
    await clicker.click(currentPanel().getByRole('button', { name: 'Play English text' }));
    const japanese = callsTo('GET /translation/getJapaneseAudio');
    const other = callsTo('GET /translation/getOtherLanguageAudio');
    expect(japanese[0]!.url.searchParams.get('translation_id')).toBe('t1');
    expect(other[0]!.url.searchParams.get('translation_id')).toBe('t1');
  });

  it('clears the text, the context and the shown translation', async () => {
    handlers[HISTORY] = () => json({ success: true, translations: [translation()] });
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByText('猫が好きです'));
    expect(currentPanel().getByText('I like cats')).toBeTruthy();
    fireEvent.change(textArea(), { target: { value: 'hello' } });
    fireEvent.change(screen.getByLabelText(/Context/), { target: { value: 'work' } });
    await clicker.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textArea().value).toBe('');
    expect((screen.getByLabelText(/Context/) as HTMLTextAreaElement).value).toBe('');
    expect(currentPanel().queryByText('I like cats')).toBeNull();
  });
});

describe('translation screen: detected vocabulary and history', () => {
  const withWords = translation({
    detected_vocabs: [
      {
        vocab_id: 'v-suki',
        kanji: '好き',
        pronunciation: 'すき',
        english: 'liked',
        vocabType: 'vocabulary',
        level: 'N5',
      },
      {
        vocab_id: 'v-kore',
        kanji: 'nan',
        pronunciation: 'これ',
        english: 'this',
        vocabType: 'vocabulary',
        level: 'N5',
      },
    ],
  });

  it('starts a conversation about a detected word', async () => {
    handlers[HISTORY] = () => json({ success: true, translations: [withWords] });
    handlers[START] = () => json({ success: true, conversation_id: 'c42' });
    const { router } = await renderPage();
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByText('猫が好きです'));
    // A kana-only word shows no kanji ('nan' is never printed).
    expect(screen.queryByText('nan')).toBeNull();
    await clicker.click(screen.getByRole('button', { name: 'Start a conversation about これ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/c42'));
    expect(callsTo(START)[0]!.body).toEqual({ vocab_id: 'v-kore' });
  });

  it('lists past translations newest first with their dates, and deletes one', async () => {
    let stored = [
      translation({ translation_id: 't2', input_text: 'おはよう', otherLanguage_text: 'Good morning' }),
      translation({ translation_id: 't1' }),
    ];
    handlers[HISTORY] = () => json({ success: true, translations: stored });
    handlers[DELETE] = ({ body }) => {
      stored = stored.filter(
        (item) => item.translation_id !== (body as { translation_id: string }).translation_id,
      );
      return json({ success: true });
    };
    await renderPage();
    const history = within(screen.getByRole('region', { name: 'Past Translations' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('おはよう'),
      expect.stringContaining('猫が好きです'),
    ]);
    expect(items[0]!.textContent).toContain('Japanese → English');
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/^Jan 15, 2026, \d{1,2}:30 [AP]M$/);

    await userEvent.setup().click(history.getByRole('button', { name: 'Delete translation of おはよう' }));
    expect(callsTo(DELETE)[0]!.body).toEqual({ translation_id: 't2' });
    await waitFor(() => expect(history.queryByText('おはよう')).toBeNull());
    expect(history.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says "Failed to delete translation" when refused and "Error deleting translation" when the call fails', async () => {
    handlers[HISTORY] = () => json({ success: true, translations: [translation()] });
    handlers[DELETE] = () => refused('Translation not found', 404);
    await renderPage();
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: /^Delete translation/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to delete translation: Translation not found',
    );
    handlers[DELETE] = () => {
      throw new TypeError('Failed to fetch');
    };
    await clicker.click(screen.getByRole('button', { name: /^Delete translation/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error deleting translation'));
  });

  it('only logs a history failure', async () => {
    handlers[HISTORY] = () => refused('boom', 500);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not load the translation history', expect.anything()),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows at most 100 past translations', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      translation({ translation_id: `t${index}`, input_text: `text ${index}` }),
    );
    handlers[HISTORY] = () => json({ success: true, translations: many });
    await renderPage();
    const history = within(screen.getByRole('region', { name: 'Past Translations' }));
    expect(await history.findAllByRole('listitem')).toHaveLength(100);
  });
});
