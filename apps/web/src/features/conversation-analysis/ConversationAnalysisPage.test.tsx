import type {
  AnalysisItem,
  AnalysisMessage,
  AnalysisSummaryItem,
  AnalysisSummaryResponse,
  ConversationInfo,
} from '@kaiwa/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { ConversationAnalysisPage, type ConversationAnalysisPageProps } from './ConversationAnalysisPage';
import { analysisMessage } from './testing';

const info: ConversationInfo = {
  participants: [
    { id: 'me', type: 'user', alias: 'タロウ', picture: null },
    {
      id: 'tanaka',
      type: 'assistant',
      alias: 'たなか先生',
      picture: '/api/conversation/characterPicture/tanaka.svg',
    },
  ],
  topic: '天気',
  jlpt_level: 'N5',
  explanation_vocab_id: null,
  ai_engine: 'Offline tutor',
};

const item = (overrides: Partial<AnalysisItem>): AnalysisItem => ({
  vocab_id: 'v-1',
  kanji: '水',
  pronunciation: 'みず',
  english: 'water',
  jlpt_level: 'N5',
  usage_quality: 8,
  ...overrides,
});

const summaryItem = (overrides: Partial<AnalysisSummaryItem>): AnalysisSummaryItem => ({
  vocab_id: 'v-1',
  jlpt_level: 'N5',
  kanji: '水',
  pronunciation: 'みず',
  english: 'water',
  avg_usage_quality: 8,
  count: 1,
  ...overrides,
});

/** The user's message with one kanji and two words used, unless `overrides` says otherwise. */
const message = (overrides: Partial<AnalysisMessage>): AnalysisMessage =>
  analysisMessage({
    analysis_kanji: [
      item({
        vocab_id: 'k-1',
        kanji: '飲',
        pronunciation: 'イン、の.む',
        english: 'drink',
        usage_quality: 6,
      }),
    ],
    analysis_vocab: [
      item({ vocab_id: 'v-1' }),
      item({ vocab_id: 'v-2', kanji: 'nan', pronunciation: 'する', english: 'do', usage_quality: -1 }),
    ],
    ...overrides,
  });

const MESSAGES: AnalysisMessage[] = [
  message({}),
  message({
    message_id: 'm-2',
    sender_id: 'tanaka',
    role: 'assistant',
    content: 'いいですね。',
    hiragana: 'いいですね。',
    translation_english: 'That is nice.',
    analysis_kanji: [],
    analysis_vocab: [],
    analysis_status: null,
  }),
];

const SUMMARY: AnalysisSummaryResponse = {
  success: true,
  analysis: {
    kanji_count: 2,
    vocab_count: 2,
    jlpt_levels: { N5: 3, N4: 1, N3: 0, N2: 0, N1: 0 },
    kanjis: [
      summaryItem({
        vocab_id: 'k-1',
        kanji: '飲',
        pronunciation: 'イン、の.む',
        english: 'drink',
        avg_usage_quality: 6,
      }),
      summaryItem({
        vocab_id: 'k-2',
        kanji: '強',
        jlpt_level: 'N4',
        pronunciation: 'キョウ',
        english: 'strong',
        count: 3,
        avg_usage_quality: 9,
      }),
    ],
    vocabs: [
      summaryItem({ vocab_id: 'v-1', count: 2 }),
      summaryItem({
        vocab_id: 'v-2',
        kanji: 'nan',
        pronunciation: 'する',
        english: 'do',
        avg_usage_quality: -1,
      }),
    ],
  },
  conversation_info: info,
};

const EMPTY_SUMMARY: AnalysisSummaryResponse = {
  ...SUMMARY,
  analysis: {
    kanji_count: 0,
    vocab_count: 0,
    jlpt_levels: { N5: 0, N4: 0, N3: 0, N2: 0, N1: 0 },
    kanjis: [],
    vocabs: [],
  },
};

/** A fake API keyed by "METHOD /path"; records every call and fails loudly on an unexpected one. */
function fakeApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /conversationAnalysis/getMessagesIncludingAnalysis': () =>
      json({ success: true, messages: MESSAGES }),
    'GET /conversationAnalysis/getAnalysisSummary': () => json(SUMMARY),
    'GET /account/getToggleSettings': () =>
      json({
        success: true,
        settings: { showHiragana: true, showTranslations: true, showRecommendedWords: true },
      }),
    'GET /account/getSpeed': () => json({ success: true, speed: 'slow' }),
    'POST /account/setToggleSetting': () => json({ success: true }),
    ...overrides,
  });
}

function renderPage(props: ConversationAnalysisPageProps = {}) {
  signIn();
  return renderRoutes(
    [
      { path: '/conversation_analysis/:conversationId', element: <ConversationAnalysisPage {...props} /> },
      { path: '/conversation/:conversationId', element: <p>Conversation page</p> },
    ],
    '/conversation_analysis/c-1',
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const ownMessage = () => screen.getByText('水を飲みます。').closest('li') as HTMLElement;

describe('ConversationAnalysisPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(resetTestEnvironment);

  it('summarises the counts and lists the used kanji and vocabulary with stars and use counts', async () => {
    const api = fakeApi();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(api.callsTo('GET /conversationAnalysis/getAnalysisSummary')[0]?.query.get('conversation_id')).toBe(
      'c-1',
    );
    expect(screen.getByRole('heading', { name: 'Conversation Analysis' })).toBeTruthy();
    expect(screen.getByText(/With たなか先生/)).toBeTruthy();
    expect(within(summary).getByText('Kanji').previousElementSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Vocabulary').previousElementSibling?.textContent).toBe('2');
    const levels = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}:${term.nextElementSibling?.textContent}`);
    expect(levels).toEqual(['N5:3', 'N4:1', 'N3:0', 'N2:0', 'N1:0']);

    const kanji = screen.getByRole('region', { name: 'Kanji Used' });
    const kanjiRows = within(kanji).getAllByRole('listitem');
    expect(kanjiRows.map((row) => row.querySelector('[lang="ja"]')?.textContent)).toEqual(['飲', '強']);
    expect(within(kanjiRows[0]!).getByRole('img', { name: '3 of 5 stars' })).toBeTruthy();
    expect(within(kanjiRows[0]!).getByText('Used once')).toBeTruthy();
    expect(within(kanjiRows[1]!).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(within(kanjiRows[1]!).getByText('Used 3 times')).toBeTruthy();

    const vocabulary = screen.getByRole('region', { name: 'Vocabulary Used' });
    const [water, suru] = within(vocabulary).getAllByRole('listitem');
    expect(within(water!).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(water!).getByText('Used 2 times')).toBeTruthy();
    // A kana-only word shows no 'nan', and an unrated one says so.
    expect(within(suru!).queryByText('nan')).toBeNull();
    expect(within(suru!).getByText('する')).toBeTruthy();
    expect(within(suru!).getByText('not rated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to Conversation' })).toBeNull();
  });

  it('shows each message with the analysis of the caller’s own', async () => {
    fakeApi();
    renderPage();
    await screen.findByRole('region', { name: 'Messages' });
    const own = ownMessage();
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(within(own).getByRole('list', { name: 'Kanji' })).getByText('飲')).toBeTruthy();
    const words = within(own).getByRole('list', { name: 'Vocabulary' });
    expect(within(words).getByText('水')).toBeTruthy();
    expect(within(words).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(words).getByText('not rated')).toBeTruthy();

    const reply = screen.getByText('いいですね。').closest('li') as HTMLElement;
    expect(within(reply).getByText('たなか先生')).toBeTruthy();
    expect(within(reply).queryByRole('list')).toBeNull();
  });

  it('the Kana, Translation, Kanji and Vocabulary toggles show and hide their part; Kana and Translation are saved', async () => {
    const api = fakeApi();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Messages' });
    await vi.waitFor(() => expect((toggle('Kana') as HTMLButtonElement).disabled).toBe(false));
    const own = ownMessage();
    expect(within(own).getByText('みずをのみます。')).toBeTruthy();
    expect(within(own).getByText('I drink water.')).toBeTruthy();

    await user.click(toggle('Kana'));
    expect(toggle('Kana').getAttribute('aria-checked')).toBe('false');
    expect(within(own).queryByText('みずをのみます。')).toBeNull();
    await user.click(toggle('Translation'));
    expect(within(own).queryByText('I drink water.')).toBeNull();
    expect(api.callsTo('POST /account/setToggleSetting').map((call) => call.body)).toEqual([
      { showHiragana: false },
      { showTranslations: false },
    ]);

    await user.click(toggle('Kanji'));
    expect(within(own).queryByRole('list', { name: 'Kanji' })).toBeNull();
    expect(within(own).getByRole('list', { name: 'Vocabulary' })).toBeTruthy();
    await user.click(toggle('Vocabulary'));
    expect(within(own).queryByRole('list', { name: 'Vocabulary' })).toBeNull();
    await user.click(toggle('Kanji'));
    expect(within(own).getByRole('list', { name: 'Kanji' })).toBeTruthy();
    // Only the stored settings go to the server.
    expect(api.callsTo('POST /account/setToggleSetting')).toHaveLength(2);
  });

  it('offers the way back to the conversation when nothing was used yet', async () => {
    fakeApi({
      'GET /conversationAnalysis/getAnalysisSummary': () => json(EMPTY_SUMMARY),
      'GET /conversationAnalysis/getMessagesIncludingAnalysis': () => json({ success: true, messages: [] }),
    });
    const { router, user } = renderPage();
    const kanji = await screen.findByRole('region', { name: 'Kanji Used' });
    expect(within(kanji).getByText('You have not used any kanji in this conversation yet.')).toBeTruthy();
    const vocabulary = screen.getByRole('region', { name: 'Vocabulary Used' });
    expect(within(vocabulary).getByRole('button', { name: 'Back to Conversation' })).toBeTruthy();
    await user.click(within(kanji).getByRole('button', { name: 'Back to Conversation' }));
    expect(router.state.location.pathname).toBe('/conversation/c-1');
    expect(screen.getByText('Conversation page')).toBeTruthy();
  });

  it('says when a message is still being analysed or could not be rated, and asks again until it is done', async () => {
    let polls = 0;
    const api = fakeApi({
      'GET /conversationAnalysis/getMessagesIncludingAnalysis': () => {
        polls += 1;
        const pending = message({ analysis_status: 'pending', analysis_kanji: [], analysis_vocab: [] });
        const failed = message({
          analysis_status: 'failed',
          analysis_error: 'Usage quality could not be rated: AI provider unreachable',
          analysis_kanji: [],
          analysis_vocab: [item({ usage_quality: -1 })],
        });
        return json({ success: true, messages: [polls === 1 ? pending : failed] });
      },
      // The summary holds the message's items only once its analysis is stored.
      'GET /conversationAnalysis/getAnalysisSummary': () => json(polls === 1 ? EMPTY_SUMMARY : SUMMARY),
    });
    renderPage();
    expect(await screen.findByText('Analysing…')).toBeTruthy();
    expect(
      await screen.findByText(
        'Usage quality could not be rated: AI provider unreachable',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Analysing…')).toBeNull();
    // Stored analyses change the summary: it is fetched again.
    const kanji = screen.getByRole('region', { name: 'Kanji Used' });
    await vi.waitFor(() => expect(within(kanji).getAllByRole('listitem')).toHaveLength(2));
    expect(api.callsTo('GET /conversationAnalysis/getAnalysisSummary')).toHaveLength(2);
  });

  it('hands the chosen speed to the message audio slot', async () => {
    fakeApi();
    const audio = vi.fn((message: AnalysisMessage, speed: string) => (
      <span>{`audio ${message.message_id} ${speed}`}</span>
    ));
    const { user } = renderPage({ messageAudio: audio });
    expect(await screen.findByText('audio m-1 slow')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Speed'), 'fast');
    expect(screen.getByText('audio m-1 fast')).toBeTruthy();
    expect(screen.getByText('audio m-2 fast')).toBeTruthy();
  });

  it('says so when the conversation is not the caller’s', async () => {
    fakeApi({
      'GET /conversationAnalysis/getAnalysisSummary': () =>
        json({ success: false, error: 'Conversation not found', code: 'not_found' }, 404),
      'GET /conversationAnalysis/getMessagesIncludingAnalysis': () =>
        json({ success: false, error: 'Conversation not found', code: 'not_found' }, 404),
    });
    renderPage();
    expect(await screen.findByText('This conversation could not be found.')).toBeTruthy();
  });
});
