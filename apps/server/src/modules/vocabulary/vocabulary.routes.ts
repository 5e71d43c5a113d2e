import {
  FetchCategoriesRequest,
  type FetchCategoriesResponse,
  JLPT_LEVELS,
  type KanjiOfTheDayResponse,
  type VocabExplanationGenerating,
  type VocabExplanationResponse,
  VocabQuery,
  type VocabResponse,
  type VocabularyOfTheDayResponse,
  VocabularyRoutes,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

export const vocabularyRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { vocabulary } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.post(VocabularyRoutes.fetchCategories, async (request): Promise<FetchCategoriesResponse> => {
    const flags = parseInput(FetchCategoriesRequest, request.body);
    const levels = JLPT_LEVELS.filter((level) => flags[level.toLowerCase() as keyof FetchCategoriesRequest]);
    return { success: true, query_result: { elements: await vocabulary.listLevels(request.userId, levels) } };
  });

  app.get(VocabularyRoutes.getVocab, async (request): Promise<VocabResponse> => {
    const { vocab_id } = parseInput(VocabQuery, request.query);
    return { success: true, vocab: await vocabulary.getItem(request.userId, vocab_id) };
  });

  app.get(
    VocabularyRoutes.getVocabExplanation,
    async (request, reply): Promise<VocabExplanationResponse | VocabExplanationGenerating> => {
      const { vocab_id } = parseInput(VocabQuery, request.query);
      const result = await vocabulary.explanation(request.userId, vocab_id);
      if (result.status === 'generating') {
        reply.status(201);
        return { success: true, status: 'generating' };
      }
      return { success: true, explanation: result.explanation };
    },
  );

  app.get(
    VocabularyRoutes.vocabularyOfTheDay,
    async (request): Promise<VocabularyOfTheDayResponse> => ({
      success: true,
      vocabulary_of_the_day: await vocabulary.itemOfTheDay(request.userId, 'vocabulary'),
    }),
  );
  app.get(
    VocabularyRoutes.kanjiOfTheDay,
    async (request): Promise<KanjiOfTheDayResponse> => ({
      success: true,
      kanji_of_the_day: await vocabulary.itemOfTheDay(request.userId, 'kanji'),
    }),
  );
};
