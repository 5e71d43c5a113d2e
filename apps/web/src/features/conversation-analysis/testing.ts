import type { AnalysisMessage } from '@kaiwa/contract';

/** The user's analysed message 水を飲みます。 with no kanji or vocabulary found unless given. */
export const analysisMessage = (overrides: Partial<AnalysisMessage> = {}): AnalysisMessage => ({
  message_id: 'm-1',
  sender_id: 'me',
  role: 'user',
  content: '水を飲みます。',
  content_language: 'Japanese',
  hiragana: 'みずをのみます。',
  furigana: null,
  translation_english: 'I drink water.',
  translation_japanese: null,
  recommended_words: null,
  created_at: 1,
  enhancement_status: 'completed',
  enhancement_error: null,
  analysis_kanji: [],
  analysis_vocab: [],
  analysis_status: 'completed',
  analysis_error: null,
  ...overrides,
});
