import {
  ConversationRoutes,
  type Language,
  Routes,
  type StartConversationResponse,
  type SubmitTranslationRequest,
  type SubmitTranslationResponse,
  type Translation,
  type TranslationHistoryResponse,
  type TranslationLanguageResponse,
  type TranslationResponse,
  TranslationRoutes,
} from '@kaiwa/contract';
import { api } from '../../lib/api';

export const translationKeys = {
  history: ['translation', 'history'] as const,
  language: ['account', 'translationLanguage'] as const,
};

export const fetchHistory = () =>
  api<TranslationHistoryResponse>(TranslationRoutes.getTranslationHistory).then((data) => data.translations);

/** The user's saved translation language: the default source language (spec §9). */
export const fetchTranslationLanguage = (): Promise<Language> =>
  api<TranslationLanguageResponse>(Routes.getTranslationLanguage).then((data) => data.translationLanguage);

export const submitTranslation = (request: SubmitTranslationRequest) =>
  api<SubmitTranslationResponse>(TranslationRoutes.submitTranslationTask, { body: request });

export const fetchTranslation = (translationId: string): Promise<Translation> =>
  api<TranslationResponse>(TranslationRoutes.getTranslation, {
    query: { translation_id: translationId },
  }).then((data) => data.translation);

export const deleteTranslation = (translationId: string) =>
  api<{ success: boolean }>(TranslationRoutes.deleteTranslation, { body: { translation_id: translationId } });

export const startConversationWithVocab = (vocabId: string) =>
  api<StartConversationResponse>(ConversationRoutes.startWithVocab, { body: { vocab_id: vocabId } }).then(
    (data) => data.conversation_id,
  );
