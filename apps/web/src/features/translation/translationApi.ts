import { api, type SubmitTranslationRequest, type Translation } from '@kaiwa/contract';
import { call } from '../../lib/api';

export const translationKeys = {
  history: ['translation', 'history'] as const,
};

export const fetchHistory = () => call(api.getTranslationHistory).then((data) => data.translations);

export const submitTranslation = (request: SubmitTranslationRequest) =>
  call(api.submitTranslationTask, { body: request });

export const fetchTranslation = (translationId: string): Promise<Translation> =>
  call(api.getTranslation, {
    query: { translation_id: translationId },
  }).then((data) => data.translation);

export const deleteTranslation = (translationId: string) =>
  call(api.deleteTranslation, { body: { translation_id: translationId } });

export const startConversationWithVocab = (vocabId: string) =>
  call(api.startWithVocab, { body: { vocab_id: vocabId } }).then((data) => data.conversation_id);
