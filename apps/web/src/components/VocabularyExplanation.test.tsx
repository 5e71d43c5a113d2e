import type { VocabularyExplanation as Explanation } from '@kaiwa/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render';
import { VocabularyExplanation } from './VocabularyExplanation';

const wordExplanation: Explanation = {
  explanation: '「食べる」は、ごはんなどを口に入れることです。',
  explanation_kana: '「たべる」は、ごはんなどをくちにいれることです。',
  explanation_translation: '"Taberu" means putting food such as rice in your mouth.',
  example_sentences: [
    {
      example_sentence_id: 'v-1-t0123456789',
      sentence: '魚を食べる。',
      sentence_kana: 'さかなをたべる。',
      sentence_translation: 'I eat fish.',
      source: 'tatoeba',
    },
    {
      example_sentence_id: 'v-1-ex1',
      sentence: '毎朝パンを食べます。',
      sentence_kana: 'まいあさぱんをたべます。',
      sentence_translation: 'I eat bread every morning.',
      source: 'ai',
    },
  ],
  related_words: [
    { vocab_id: 'v-2', kanji: '食事', pronunciation: 'しょくじ', english: 'meal', level: 'N5' },
  ],
  dictionary: {
    vocabType: 'vocabulary',
    word: '食べる',
    reading: 'たべる',
    senses: [{ parts_of_speech: ['Ichidan verb', 'Transitive verb'], glosses: ['to eat'], notes: [] }],
    alternative_forms: ['喰べる'],
    common: true,
    usually_kana: false,
    kanji: [
      {
        vocab_id: 'k-98df',
        kanji: '食',
        level: 'N5',
        meanings: ['eat', 'food'],
        on_readings: ['ショク'],
        kun_readings: ['た.べる'],
      },
    ],
  },
  source: 'ai',
  pitch_accent: [{ reading: 'たべる', downstep: 2, morae: 3 }],
};

const kanjiExplanation: Explanation = {
  explanation: '水 is a JLPT N5 kanji with 4 strokes, taught in grade 1 of elementary school.',
  explanation_kana: 'スイ、みず',
  explanation_translation: 'water',
  example_sentences: [],
  related_words: [],
  dictionary: {
    vocabType: 'kanji',
    kanji: '水',
    on_readings: ['スイ'],
    kun_readings: ['みず'],
    meanings: ['water'],
    strokes: 4,
    grade: 1,
    common_words: [
      { vocab_id: 'v-3', kanji: '水曜日', pronunciation: 'すいようび', english: 'Wednesday', level: 'N5' },
    ],
  },
  source: 'dictionary',
  pitch_accent: [],
};

let answers: (() => Response)[];
let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      calls.push(`${input.pathname}${input.search}`);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderExplanation(vocabId: string, onSelectWord?: (vocabId: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <VocabularyExplanation vocabId={vocabId} onSelectWord={onSelectWord} />
    </QueryClientProvider>,
  );
}

describe('VocabularyExplanation', () => {
  it('says it is generating while the server answers 201, asks again after a second, then shows it', async () => {
    answers = [
      () => json({ success: true, status: 'generating' }, 201),
      () => json({ success: true, explanation: wordExplanation }),
    ];
    renderExplanation('v-1');
    expect(screen.getByText('Generating explanation...')).toBeTruthy();
    expect(await screen.findByText(wordExplanation.explanation, {}, { timeout: 3000 })).toBeTruthy();
    // The "Add to reviews" control asks for the learner's cards besides.
    expect(calls.filter((url) => url.includes('getVocabExplanation'))).toEqual([
      '/api/vocabulary/getVocabExplanation?vocab_id=v-1',
      '/api/vocabulary/getVocabExplanation?vocab_id=v-1',
    ]);
    expect(screen.getByText(wordExplanation.explanation_kana)).toBeTruthy();
    expect(screen.getByText(wordExplanation.explanation_translation)).toBeTruthy();
    expect(screen.getByText('毎朝パンを食べます。')).toBeTruthy();
    expect(screen.getByText('まいあさぱんをたべます。')).toBeTruthy();
    expect(screen.getByText('I eat bread every morning.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play the explanation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play example sentence 1' })).toBeTruthy();
    // A Tatoeba sentence, with its kana, translation, audio and credit, comes before the model's.
    const examples = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('食べ'));
    expect(examples.map((item) => item.querySelector('p[lang="ja"]')?.textContent)).toEqual([
      '魚を食べる。',
      '毎朝パンを食べます。',
    ]);
    expect(within(examples[0]!).getByText('さかなをたべる。')).toBeTruthy();
    expect(within(examples[0]!).getByText('I eat fish.')).toBeTruthy();
    expect(within(examples[0]!).getByRole('link', { name: 'Tatoeba' })).toBeTruthy();
    expect(within(examples[1]!).queryByRole('link', { name: 'Tatoeba' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play example sentence 2' })).toBeTruthy();
    expect(screen.getByText('Ichidan verb, Transitive verb')).toBeTruthy();
    expect(screen.getByText('to eat')).toBeTruthy();
    expect(screen.getByText('喰べる')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'たべる: nakadaka, falls after mora 2 (べ)' })).toBeTruthy();
    expect(screen.getByText('eat, food')).toBeTruthy();
    expect(screen.queryByText('From the dictionary')).toBeNull();
    const related = screen.getByRole('heading', { name: 'Related words' }).parentElement as HTMLElement;
    expect(within(related).getByText('食事')).toBeTruthy();
    expect(within(related).getByText('meal')).toBeTruthy();
  });

  it('shows a kanji’s readings, strokes, grade and common words, which can be opened', async () => {
    answers = [() => json({ success: true, explanation: kanjiExplanation })];
    const selected: string[] = [];
    renderExplanation('k-6c34', (id) => selected.push(id));
    expect(await screen.findByText('From the dictionary')).toBeTruthy();
    expect(screen.getByText('スイ')).toBeTruthy();
    expect(screen.getByText('みず')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText('Grade 1 (elementary school)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Example sentences' })).toBeNull();
    expect(screen.queryByText('Pitch accent')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /水曜日/ }));
    expect(selected).toEqual(['v-3']);
  });

  it('shows the server’s error', async () => {
    answers = [() => json({ success: false, error: 'No vocabulary item nope', code: 'not_found' }, 404)];
    renderExplanation('nope');
    expect(await screen.findByText('Error fetching explanation: No vocabulary item nope')).toBeTruthy();
  });

  it('shows a network failure', async () => {
    answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    renderExplanation('v-1');
    expect(await screen.findByText('Error fetching explanation: Failed to fetch')).toBeTruthy();
  });
});
