import {
  ConversationRoutes,
  type StartConversationResponse,
  type SubmitTranslationRequest,
  type SubmitTranslationResponse,
  type Translation,
  type TranslationHistoryResponse,
  type TranslationResponse,
  TranslationRoutes,
} from '@kaiwa/contract';
import { api } from '../../lib/api';

export const translationKeys = {
  history: ['translation', 'history'] as const,
};

export const fetchHistory = () =>
  api<TranslationHistoryResponse>(TranslationRoutes.getTranslationHistory).then((data) => data.translations);

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
