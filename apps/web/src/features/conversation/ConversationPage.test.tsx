import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioPlayer } from '../../lib/audioPlayer';
import { FakeAudio } from '../../lib/audioTesting';
import { json, resetTestEnvironment, testUser } from '../../test/render';
import { fakeApi, info, message, renderConversation } from './testing';
import { RECONNECT_SPREAD_MS } from './useConversationStream';

vi.mock('../../components/VocabularyExplanation', () => ({
  VocabularyExplanation: ({
    vocabId,
    onSelectWord,
  }: {
    vocabId: string;
    onSelectWord?: (vocabId: string) => void;
  }) => (
    <div>
      <p>Explanation of {vocabId}</p>
      <button type="button" onClick={() => onSelectWord?.('v-7')}>
        Related word v-7
      </button>
    </div>
  ),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(resetTestEnvironment);

/**
 * Runs the timers due within `ms`, in 100 ms steps: React renders the updates of an act() only when it
 * ends, so each step lets the page react (e.g. start polling) before the next timers are due.
 */
async function settle(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(0));
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - elapsed)));
  }
}

const textbox = () => screen.findByRole('textbox', { name: 'Message' }) as Promise<HTMLTextAreaElement>;
const messageList = () => screen.getByRole('list', { name: 'Messages' });

describe('ConversationPage: header and settings', () => {
  it('names the other participants and the topic, with the level and the AI engine', async () => {
    fakeApi();
    renderConversation();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Aiko and Ken about 天気');
    expect(screen.getByText('Replies by Offline tutor')).toBeTruthy();
    expect(screen.getByText('N5')).toBeTruthy();
    const pictures = [...heading.closest('header')!.querySelectorAll('img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(pictures).toEqual([
      '/api/conversation/characterPicture/aiko.svg',
      '/api/conversation/characterPicture/ken.svg',
    ]);
  });

  it('asks for the conversation and its messages by id', async () => {
    const api = fakeApi();
    renderConversation(undefined, 'conv 7');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.callsTo('GET /conversation/getMessages').length).toBeGreaterThan(0));
    expect(api.callsTo('GET /conversation/getInformation')[0]!.query.get('conversation_id')).toBe('conv 7');
    expect(api.callsTo('GET /conversation/getMessages')[0]!.query.get('conversation_id')).toBe('conv 7');
    expect(api.callsTo('GET /conversation/events')[0]!.query.get('conversation_id')).toBe('conv 7');
  });

  it('starts the toggles from the saved settings and saves every change', async () => {
    const api = fakeApi({
      messages: [message({ content: '晴れです', translation_english: 'It is sunny' })],
      overrides: {
        'GET /account/getToggleSettings': () =>
          json({
            success: true,
            settings: { showHiragana: true, showTranslations: false, showRecommendedWords: true },
          }),
      },
    });
    renderConversation();
    const translation = await screen.findByRole('switch', { name: 'Translation' });
    await waitFor(() => expect((translation as HTMLButtonElement).disabled).toBe(false));
    expect(translation.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Kana' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('It is sunny')).toBeNull();

    await userEvent.click(translation);
    expect(translation.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('It is sunny')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Kana' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Recommended Words' }));
    await waitFor(() => expect(api.callsTo('POST /account/setToggleSetting')).toHaveLength(3));
    expect(api.callsTo('POST /account/setToggleSetting').map((call) => call.body)).toEqual([
      { showTranslations: true },
      { showHiragana: false },
      { showRecommendedWords: false },
    ]);
  });

  it('turns a toggle back when saving it fails', async () => {
    fakeApi({
      overrides: {
        'POST /account/setToggleSetting': () =>
          json({ success: false, error: 'Nope', code: 'internal_error' }, 500),
      },
    });
    renderConversation();
    const kana = await screen.findByRole('switch', { name: 'Kana' });
    await waitFor(() => expect((kana as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(kana);
    await waitFor(() => expect(kana.getAttribute('aria-checked')).toBe('true'));
    expect(console.error).toHaveBeenCalled();
  });

  it("defaults the speed selector to the user's speed setting", async () => {
    fakeApi({ overrides: { 'GET /account/getSpeed': () => json({ success: true, speed: 'slow' }) } });
    renderConversation();
    const speed = (await screen.findByRole('combobox', { name: 'Speed' })) as HTMLSelectElement;
    await waitFor(() => expect(speed.value).toBe('slow'));
    await userEvent.selectOptions(speed, 'fast');
    expect(speed.value).toBe('fast');
  });
});

describe('ConversationPage: messages', () => {
  it('shows the empty state for a conversation without messages', async () => {
    fakeApi();
    renderConversation();
    expect(await screen.findByText('Empty conversation, please type something')).toBeTruthy();
  });

  it("puts the user's messages on the right and others' on the left with avatar and alias", async () => {
    fakeApi({
      messages: [
        message({ sender_id: 'me', role: 'user', content: 'はい', furigana: null }),
        message({ content: 'こんにちは' }),
        message({ content: 'げんき？', furigana: null }),
      ],
    });
    renderConversation();
    await screen.findByText('げんき？');
    const rows = within(messageList()).getAllByRole('listitem');
    expect(rows[0]!.className).toMatch(/own/);
    expect(rows[1]!.className).toMatch(/other/);
    expect(within(rows[1]!).getByText('Aiko')).toBeTruthy();
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe(
      '/api/conversation/characterPicture/aiko.svg',
    );
    // A run of messages from one sender names them once.
    expect(within(rows[2]!).queryByText('Aiko')).toBeNull();
    expect(within(rows[0]!).queryByText('タロウ')).toBeNull();
  });

  it('renders furigana as ruby with each word’s accent while Kana is on, and plain text when it is off', async () => {
    fakeApi({
      messages: [
        message({
          content: '日本へ行く',
          furigana: [
            { text: '日本', reading: 'にほん' },
            { text: 'へ' },
            { text: '行', reading: 'い' },
            { text: 'く' },
          ],
          word_accents: [
            {
              start: 3,
              end: 5,
              vocab_id: 'v-iku',
              word: '行く',
              pitch_accent: [{ reading: 'いく', downstep: 0, morae: 2 }],
            },
          ],
        }),
      ],
    });
    renderConversation();
    const content = await waitFor(() => {
      const element = messageList().querySelector('p[lang="ja"]');
      if (!element) throw new Error('not yet');
      return element;
    });
    const rubies = content.querySelectorAll('ruby');
    expect(rubies).toHaveLength(2);
    expect(rubies[0]!.querySelector('rt')?.textContent).toBe('にほん');
    expect(rubies[0]!.firstChild?.textContent).toBe('日本');
    await userEvent.hover(within(content as HTMLElement).getByRole('button', { name: '行 い く' }));
    expect(
      screen.getByRole('img', { name: 'いく: heiban, no fall; a particle after it stays high' }),
    ).toBeTruthy();

    const kana = screen.getByRole('switch', { name: 'Kana' });
    await waitFor(() => expect((kana as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(kana);
    const plain = messageList().querySelector('p[lang="ja"]')!;
    expect(plain.querySelector('ruby')).toBeNull();
    expect(plain.querySelector('button')).toBeNull();
    expect(plain.textContent).toBe('日本へ行く');
  });

  it('shows the translation and recommended words, a translating state and enhancement errors', async () => {
    fakeApi({
      messages: [
        message({
          content: '雨です',
          translation_english: 'It is raining',
          recommended_words: [
            { vocab_id: 'v1', kanji: '傘', pronunciation: 'かさ', english: 'umbrella' },
            { vocab_id: 'v2', kanji: 'nan', pronunciation: 'とても', english: 'very' },
          ],
        }),
        message({
          sender_id: 'me',
          role: 'user',
          content: 'I like rain',
          content_language: 'English',
          furigana: null,
          translation_english: null,
          enhancement_status: 'pending',
        }),
        message({
          content: 'そう',
          furigana: null,
          translation_english: null,
          enhancement_status: 'failed',
          enhancement_error: 'The translator is unavailable',
        }),
      ],
    });
    renderConversation();
    expect(await screen.findByText('It is raining')).toBeTruthy();
    expect(screen.getByText('傘')).toBeTruthy();
    expect(screen.getByText('かさ')).toBeTruthy();
    expect(screen.getByText('umbrella')).toBeTruthy();
    expect(screen.getByText('とても')).toBeTruthy();
    expect(screen.queryByText('nan')).toBeNull();
    expect(screen.getByText('translating…')).toBeTruthy();
    expect(screen.getByText('The translator is unavailable')).toBeTruthy();

    const words = screen.getByRole('switch', { name: 'Recommended Words' });
    await waitFor(() => expect((words as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(words);
    expect(screen.queryByText('umbrella')).toBeNull();
  });
});

describe('ConversationPage: audio', () => {
  it('plays a message in Japanese and in its other language at the chosen speed', async () => {
    const japanese = message({ content: 'こんにちは' });
    const english = message({
      sender_id: 'me',
      role: 'user',
      content: 'Good night',
      content_language: 'English',
      furigana: null,
      translation_english: null,
      translation_japanese: 'おやすみなさい',
    });
    const api = fakeApi({
      messages: [japanese, english],
      overrides: {
        'GET /getMessageAudioJapanese': () => new Response(new Blob(['RIFF']), { status: 200 }),
      },
    });
    vi.stubGlobal('Audio', FakeAudio);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:clip');
    renderConversation();
    await screen.findByText('Good night');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), 'slow');
    const rows = within(messageList()).getAllByRole('listitem');
    expect(within(rows[1]!).getByRole('button', { name: 'Play this message in English' })).toBeTruthy();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Play this message in Japanese' }));
    expect(
      await within(rows[0]!).findByRole('button', { name: 'Pause this message in Japanese' }),
    ).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET /getMessageAudioJapanese')[0]!.query)).toEqual({
      message_id: japanese.message_id,
      conversation_id: 'c-1',
      speed: 'slow',
    });
    audioPlayer.clearCache();
  });
});

describe('ConversationPage: typing indicator', () => {
  const indicator = () => screen.queryByTestId('typing-indicator');

  it('shows while a character is expected to answer the last message', async () => {
    fakeApi({ messages: [message(), message({ sender_id: 'me', role: 'user', content: 'はい' })] });
    renderConversation();
    await screen.findByText('はい');
    expect(indicator()?.textContent).toBe('Aiko and Ken are typing…');
  });

  it('shows in a conversation with a character and no messages', async () => {
    fakeApi();
    renderConversation();
    await screen.findByText('Empty conversation, please type something');
    expect(indicator()).not.toBeNull();
  });

  it('hides when the last message is from a character', async () => {
    fakeApi({
      messages: [message({ sender_id: 'me', role: 'user', content: 'はい' }), message({ content: 'ええ' })],
    });
    renderConversation();
    await screen.findByText('ええ');
    expect(indicator()).toBeNull();
  });

  it('never shows in a conversation without characters', async () => {
    const friendsOnly = {
      ...info,
      participants: [
        info.participants[0]!,
        { id: 'u2', type: 'user' as const, alias: 'ハナ', picture: null },
      ],
    };
    fakeApi({
      messages: [message({ sender_id: 'me', role: 'user', content: 'はい' })],
      overrides: {
        'GET /conversation/getInformation': () => json({ success: true, conversation_info: friendsOnly }),
      },
    });
    renderConversation();
    await screen.findByText('はい');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ハナ about 天気');
    expect(screen.queryByText(/Replies by/)).toBeNull();
    expect(indicator()).toBeNull();
  });

  it('names the character the stream reports typing', async () => {
    const api = fakeApi({
      messages: [message({ sender_id: 'me', role: 'user', content: 'はい' }), message({ content: 'ええ' })],
    });
    renderConversation();
    await screen.findByText('ええ');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    act(() => api.streams[0]!.send({ type: 'typing', sender_id: 'char-ken', typing: true }));
    await waitFor(() => expect(indicator()?.textContent).toBe('Ken is typing…'));
    act(() =>
      api.streams[0]!.send({
        type: 'message',
        message: message({ sender_id: 'char-ken', content: 'そうだね' }),
      }),
    );
    await screen.findByText('そうだね');
    expect(indicator()).toBeNull();
  });
});

describe('ConversationPage: sending', () => {
  it('sends with Enter, with an idempotency key, clears the box and shows the message', async () => {
    const api = fakeApi();
    renderConversation();
    const box = await textbox();
    await userEvent.type(box, 'こんにちは、アイコさん{Enter}');
    await waitFor(() => expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(1));
    const [post] = api.callsTo('POST /conversation/postMessage');
    expect(post!.body).toEqual({ conversation_id: 'c-1', content: 'こんにちは、アイコさん' });
    expect(post!.headers.get('idempotency-key')).toMatch(UUID);
    expect(box.value).toBe('');
    const sent = await within(messageList()).findByText('こんにちは、アイコさん');
    expect(sent.closest('li')!.className).toMatch(/own/);
    expect(screen.queryByText('Empty conversation, please type something')).toBeNull();
  });

  it('adds a new line with Shift+Enter instead of sending', async () => {
    const api = fakeApi();
    renderConversation();
    const box = await textbox();
    await userEvent.type(box, '一行目{Shift>}{Enter}{/Shift}二行目');
    expect(box.value).toBe('一行目\n二行目');
    expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(1));
    expect(api.callsTo('POST /conversation/postMessage')[0]!.body).toMatchObject({
      content: '一行目\n二行目',
    });
  });

  it('does not send on the Enter that confirms an IME conversion', async () => {
    const api = fakeApi();
    renderConversation();
    const box = await textbox();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(0);
    expect(box.value).toBe('にほん');

    fireEvent.compositionEnd(box);
    fireEvent.change(box, { target: { value: '日本' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(1));
    expect(api.callsTo('POST /conversation/postMessage')[0]!.body).toMatchObject({ content: '日本' });
  });

  it('never sends blank text', async () => {
    const api = fakeApi();
    renderConversation();
    const box = await textbox();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}{Enter}');
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.form!);
    expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(0);
  });

  it('counts characters past 80 % of the limit and refuses to send past it, with the reason', async () => {
    const api = fakeApi();
    renderConversation();
    const box = await textbox();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: 'あ'.repeat(1600) } });
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    // Code points, as the API counts: each emoji is one character although it is two UTF-16 units.
    fireEvent.change(box, { target: { value: '😀'.repeat(1850) } });
    expect(screen.getByText('1,850 / 2,000')).toBeTruthy();
    expect(send.disabled).toBe(false);
    fireEvent.change(box, { target: { value: `  ${'😀'.repeat(2000)}  ` } });
    expect(screen.getByText('2,000 / 2,000')).toBeTruthy();
    expect(send.disabled).toBe(false);
    fireEvent.change(box, { target: { value: 'あ'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Messages can be at most 2,000 characters long');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.submit(send.form!);
    expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(0);
    expect(box.value).toHaveLength(2001);
  });

  it('keeps a failed message with Retry, which resends it with the same key; a new message gets a new key', async () => {
    let failures = 1;
    const api = fakeApi();
    const post = api.handlers['POST /conversation/postMessage']!;
    api.handlers['POST /conversation/postMessage'] = (call) =>
      failures-- > 0
        ? json({ success: false, error: 'Internal error', code: 'internal_error' }, 500)
        : post(call);
    renderConversation();
    const box = await textbox();
    await userEvent.type(box, 'もしもし{Enter}');
    expect(await screen.findByText(/Not sent\. The message could not be sent\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).toBeNull());
    await userEvent.type(box, 'またね{Enter}');
    await waitFor(() => expect(api.callsTo('POST /conversation/postMessage')).toHaveLength(3));

    const keys = api
      .callsTo('POST /conversation/postMessage')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
    expect(within(messageList()).getAllByText('もしもし')).toHaveLength(1);
  });

  it("shows the server's reason for a rejected message and lets it be discarded", async () => {
    fakeApi({
      overrides: {
        'POST /conversation/postMessage': () =>
          json({ success: false, error: 'You are not part of this conversation', code: 'not_found' }, 404),
      },
    });
    renderConversation();
    await userEvent.type(await textbox(), 'やあ{Enter}');
    expect(await screen.findByText('Not sent. You are not part of this conversation')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(within(messageList()).queryByText('やあ')).toBeNull();
  });
});

describe('ConversationPage: live updates', () => {
  it('merges messages from the stream, new ones and updated ones', async () => {
    const first = message({
      sender_id: 'me',
      role: 'user',
      content: 'はい',
      translation_english: null,
      enhancement_status: 'pending',
    });
    const api = fakeApi({ messages: [first] });
    renderConversation();
    await screen.findByText('はい');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    const reads = api.callsTo('GET /conversation/getMessages').length;

    act(() =>
      api.streams[0]!.send({ type: 'message', message: message({ content: '元気ですか', furigana: null }) }),
    );
    expect(await screen.findByText('元気ですか')).toBeTruthy();
    act(() =>
      api.streams[0]!.send({
        type: 'message',
        message: { ...first, translation_english: 'Yes', enhancement_status: 'completed' },
      }),
    );
    expect(await screen.findByText('Yes')).toBeTruthy();
    expect(within(messageList()).getAllByRole('listitem')).toHaveLength(2);
    expect(api.callsTo('GET /conversation/getMessages')).toHaveLength(reads);
  });

  it('polls every second while the stream is down and reconnects it with a growing delay', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // each delay's longest
    const reply = message({ content: '聞こえますか', furigana: null });
    let streamUp = false;
    const api = fakeApi();
    const openStream = api.handlers['GET /conversation/events']!;
    api.handlers['GET /conversation/events'] = (call) =>
      streamUp ? openStream(call) : new Response('unavailable', { status: 503 });
    renderConversation();
    await settle(0);
    expect(screen.getByText('Empty conversation, please type something')).toBeTruthy();
    const polls = () => api.callsTo('GET /conversation/getMessages').length;
    const connects = () => api.callsTo('GET /conversation/events').length;
    const start = polls();
    expect(connects()).toBe(1);

    api.handlers['GET /conversation/getMessages'] = () => json({ success: true, messages: [reply] });
    await settle(1000);
    expect(polls()).toBe(start + 1);
    expect(screen.getByText('聞こえますか')).toBeTruthy();
    expect(connects()).toBe(2); // retried after 1 s
    await settle(1000);
    expect(polls()).toBe(start + 2);
    expect(connects()).toBe(2); // next retry 2 s after the second failure
    await settle(1000);
    expect(connects()).toBe(3);

    // Once the stream is back, it carries the updates and the polling stops.
    streamUp = true;
    await settle(4000);
    expect(connects()).toBe(4);
    const afterReconnect = polls();
    await settle(5000);
    expect(polls()).toBe(afterReconnect);
    expect(connects()).toBe(4);
  });

  it('spreads the reconnections of a failed stream over the whole delay', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const api = fakeApi();
    api.handlers['GET /conversation/events'] = () => new Response('unavailable', { status: 503 });
    renderConversation();
    await settle(0);
    const connects = () => api.callsTo('GET /conversation/events').length;
    expect(connects()).toBe(1);
    await settle(249);
    expect(connects()).toBe(1);
    random.mockReturnValue(0.999);
    await settle(1); // a quarter of the first delay, 1 s
    expect(connects()).toBe(2);
    await settle(1997);
    expect(connects()).toBe(2);
    await settle(1); // nearly all of the second, 2 s
    expect(connects()).toBe(3);
  });

  it('keeps a message the stream delivers while the reload of the stream’s opening is on its way', async () => {
    const held: (() => void)[] = [];
    const api = fakeApi({
      overrides: {
        'GET /conversation/getMessages': () =>
          new Promise<Response>((resolve) => held.push(() => resolve(json({ success: true, messages: [] })))),
      },
    });
    renderConversation();
    await waitFor(() => expect(api.streams).toHaveLength(1));
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    act(() =>
      api.streams[0]!.send({
        type: 'message',
        message: message({ content: '途中のメッセージ', furigana: null }),
      }),
    );
    expect(await screen.findByText('途中のメッセージ')).toBeTruthy();
    // The reloads answer after the event, with what they read before it: the message was stored later.
    await act(async () => {
      for (const answer of held.splice(0)) answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('途中のメッセージ')).toBeTruthy();
  });

  it('reconnects at once when the server asks, with the id of the last event it received', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    renderConversation();
    await settle(0);
    const sent = message({ content: '最後のメッセージ', furigana: null });
    act(() =>
      api.streams[0]!.write(`id: 41\ndata: ${JSON.stringify({ type: 'message', message: sent })}\n\n`),
    );
    act(() =>
      api.streams[0]!.write(
        `id: 42\ndata: ${JSON.stringify({ type: 'typing', sender_id: 'char-aiko', typing: false })}\n\n`,
      ),
    );
    act(() => api.streams[0]!.write('retry: 500\nevent: reconnect\ndata: \n\n'));
    act(() => api.streams[0]!.close());
    await settle(0);
    expect(screen.getByText('最後のメッセージ')).toBeTruthy();
    // Well before the 1 s delay of a stream that failed.
    await settle(RECONNECT_SPREAD_MS);
    const connects = api.callsTo('GET /conversation/events');
    expect(connects).toHaveLength(2);
    expect(connects[0]!.headers.get('Last-Event-ID')).toBeNull();
    expect(connects[1]!.headers.get('Last-Event-ID')).toBe('42');
  });

  it('falls back to polling when an open stream closes', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    renderConversation();
    await settle(0);
    expect(api.streams).toHaveLength(1);
    const before = api.callsTo('GET /conversation/getMessages').length;
    await settle(3000);
    expect(api.callsTo('GET /conversation/getMessages')).toHaveLength(before);

    api.handlers['GET /conversation/events'] = () => new Response('unavailable', { status: 503 });
    act(() => api.streams[0]!.close());
    await settle(3000);
    expect(api.callsTo('GET /conversation/getMessages').length).toBeGreaterThanOrEqual(before + 3);
  });
});

describe('ConversationPage: errors and session', () => {
  it('goes to the dashboard when the conversation information cannot be loaded', async () => {
    fakeApi({
      overrides: {
        'GET /conversation/getInformation': () =>
          json({ success: false, error: 'Not found', code: 'not_found' }, 404),
      },
    });
    const { router } = renderConversation();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('only logs other failures', async () => {
    fakeApi({
      overrides: {
        'GET /conversation/getMessages': () =>
          json({ success: false, error: 'Boom', code: 'internal_error' }, 500),
      },
    });
    const { router } = renderConversation();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/conversation/c-1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs out and goes to /login when the session is incomplete', async () => {
    const api = fakeApi({ overrides: { 'POST /auth/logout': () => json({ valid: true }) } });
    const { router } = renderConversation({ ...testUser, auth_token: '' });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('kaiwa.user')).toBeNull();
    expect(api.callsTo('GET /conversation/getInformation')).toHaveLength(0);
  });
});

describe('ConversationPage: vocabulary explanation panel', () => {
  const withVocabulary = () =>
    fakeApi({
      overrides: {
        'GET /conversation/getInformation': () =>
          json({ success: true, conversation_info: { ...info, explanation_vocab_id: 'v-42' } }),
      },
    });

  it('shows the explanation of the word the conversation started from, its related words, and can be hidden', async () => {
    withVocabulary();
    renderConversation();
    expect(await screen.findByText('Explanation of v-42')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Related word v-7' }));
    expect(screen.getByText('Explanation of v-7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Explanation of v-42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Explanation of v-42')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shrinks the layout when the panel needs more than 40% of the window height', async () => {
    const height = { value: 0 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 0, height: height.value }) as DOMRect,
    );
    window.innerHeight = 1000;
    height.value = 400;
    withVocabulary();
    renderConversation();
    await screen.findByText('Explanation of v-42');
    const page = screen.getByRole('heading', { level: 1 }).closest('[data-panel-large]')!;
    expect(page.getAttribute('data-panel-large')).toBe('false');

    height.value = 401;
    act(() => window.dispatchEvent(new Event('resize')));
    expect(page.getAttribute('data-panel-large')).toBe('true');
    expect(page.className).toMatch(/panelLarge/);
  });

  it('has no panel without an explanation word', async () => {
    fakeApi();
    renderConversation();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Word explanation' })).toBeNull();
  });
});
