import type { DueCard } from '@kaiwa/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, signIn } from '../../test/render';
import { practiceWords, ReviewPage } from './ReviewPage';
import { blankOut, formatInterval } from './reviewFormat';

const base: Omit<DueCard, 'card_id' | 'vocab_id' | 'kanji' | 'pronunciation' | 'english'> = {
  source: 'manual',
  state: 'review',
  due: 0,
  stability: 3,
  difficulty: 5,
  reps: 3,
  lapses: 0,
  leech: false,
  last_review: 0,
  level: 'N5',
  vocabType: 'vocabulary',
  pitch_accent: [{ reading: 'みず', downstep: 0, morae: 2 }],
  context: null,
  example_sentence: null,
  next_intervals: { again: 600, hard: 86_400, good: 259_200, easy: 864_000 },
};
const water: DueCard = {
  ...base,
  card_id: 'c-1',
  vocab_id: 'v-1',
  kanji: '水',
  pronunciation: 'みず',
  english: 'water',
};
const study: DueCard = {
  ...base,
  card_id: 'c-2',
  vocab_id: 'v-2',
  source: 'chat',
  kanji: '勉強',
  pronunciation: 'べんきょう',
  english: 'study',
  context: { sentence: '毎日勉強をします。', correction: '毎日勉強します。' },
};

function serve(batches: DueCard[][]) {
  let served = 0;
  return mockApi({
    'POST /auth/verify-token': () => json({ valid: true }),
    'GET /review/due': () => {
      const cards = batches[Math.min(served, batches.length - 1)] ?? [];
      served += 1;
      return json({ success: true, cards, due_count: cards.length });
    },
    'POST /review/answer': (call) =>
      json({ success: true, card: { ...water, card_id: (call.body as { card_id: string }).card_id } }),
    'GET /review/stats': () => json({ success: true, due_count: 0, next_due: Date.UTC(2026, 0, 20, 9) }),
    'GET /review/vocab_ids': () => json({ success: true, vocab_ids: [] }),
    'POST /conversation/start_with_vocabs': () => json({ success: true, conversation_id: 'c-9' }),
  });
}

const renderReview = () =>
  renderRoutes(
    [
      { path: '/review', element: <ReviewPage /> },
      { path: '/conversation/:id', element: <h1>Conversation c-9</h1> },
    ],
    '/review',
  );

beforeEach(() => {
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetTestEnvironment);

describe('ReviewPage', () => {
  it('reveals with Space, grades with 1–4 and sums up the session', async () => {
    const api = serve([[water, study], []]);
    const { user } = renderReview();
    expect(await screen.findByText('水')).toBeTruthy();
    expect(screen.queryByText('water')).toBeNull();

    await user.keyboard(' ');
    expect(screen.getByText('water')).toBeTruthy();
    const good = screen.getByRole('button', { name: /Good/ });
    expect(good.textContent).toBe('Good3 d');
    expect(screen.getByRole('button', { name: /Again/ }).textContent).toBe('Again10 min');

    await user.keyboard('3');
    // A card from a chat shows the learner's own sentence with the word blanked out.
    expect(await screen.findByText('Which word fits your sentence?')).toBeTruthy();
    expect(screen.getByText(/毎日/).textContent).toBe('毎日＿＿(blank)をします。');
    await user.click(screen.getByRole('button', { name: /Show answer/ }));
    expect(screen.getByText('毎日勉強します。')).toBeTruthy();
    await user.keyboard('1');

    const summary = await screen.findByRole('region', { name: 'All done for now' });
    expect(within(summary).getByText('Reviewed').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Accuracy').nextSibling?.textContent).toBe('50 %');

    // The session's words, hardest first, make a chat.
    await user.click(within(summary).getByRole('button', { name: 'Practise these in a chat' }));
    expect(api.bodiesOf('POST /conversation/start_with_vocabs')).toEqual([{ vocab_ids: ['v-2', 'v-1'] }]);
    expect(await screen.findByRole('heading', { name: 'Conversation c-9' })).toBeTruthy();

    const answers = api.callsTo('POST /review/answer');
    expect(answers.map((call) => call.body)).toEqual([
      { card_id: 'c-1', rating: 3, duration_ms: expect.any(Number) },
      { card_id: 'c-2', rating: 1, duration_ms: expect.any(Number) },
    ]);
    const keys = answers.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
    expect(answers[0]?.headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows the correction of the learner’s sentence only on the back, and none when there is none', async () => {
    serve([[study, { ...study, card_id: 'c-3', context: { sentence: '勉強をしたい。', correction: null } }]]);
    const { user } = renderReview();
    await screen.findByText('Which word fits your sentence?');
    expect(screen.queryByText('毎日勉強します。')).toBeNull();

    await user.keyboard(' ');
    expect(screen.getByText('You wrote').nextSibling?.textContent).toBe('毎日勉強をします。');
    expect(screen.getByText('Better').nextSibling?.textContent).toBe('毎日勉強します。');

    await user.keyboard('3');
    await screen.findByText(/したい/);
    await user.keyboard(' ');
    expect(screen.getByText('You wrote').nextSibling?.textContent).toBe('勉強をしたい。');
    expect(screen.queryByText('Better')).toBeNull();
  });

  it('ignores grade keys before the answer is shown', async () => {
    const api = serve([[water]]);
    const { user } = renderReview();
    await screen.findByText('水');
    await user.keyboard('3');
    expect(api.callsTo('POST /review/answer')).toEqual([]);
  });

  it('says when nothing is due', async () => {
    serve([[]]);
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Nothing to review right now' })).toBeTruthy();
  });
});

describe('practiceWords', () => {
  it('takes the hardest words first, each once, at most five', () => {
    const answers = [
      { vocabId: 'a', rating: 3 },
      { vocabId: 'b', rating: 1 },
      { vocabId: 'c', rating: 4 },
      { vocabId: 'b', rating: 2 },
      { vocabId: 'd', rating: 2 },
      { vocabId: 'e', rating: 3 },
      { vocabId: 'f', rating: 3 },
    ] as const;
    expect(practiceWords([...answers])).toEqual(['b', 'd', 'a', 'e', 'f']);
  });
});

describe('review formatting', () => {
  it('writes intervals in the largest sensible unit', () => {
    expect(formatInterval(20)).toBe('1 min');
    expect(formatInterval(600)).toBe('10 min');
    expect(formatInterval(3 * 3600)).toBe('3 h');
    expect(formatInterval(4 * 86_400)).toBe('4 d');
    expect(formatInterval(90 * 86_400)).toBe('3 mo');
    expect(formatInterval(540 * 86_400)).toBe('1.5 y');
  });

  it('blanks an inflected use by the longest beginning of the word', () => {
    expect(blankOut('ケーキを食べました。', { kanji: '食べる', pronunciation: 'たべる' })).toEqual({
      before: 'ケーキを',
      after: 'ました。',
    });
    expect(blankOut('ありがとうございます', { kanji: 'nan', pronunciation: 'ありがとう' })).toEqual({
      before: '',
      after: 'ございます',
    });
    expect(blankOut('こんにちは', { kanji: '水', pronunciation: 'みず' })).toBeNull();
  });
});
