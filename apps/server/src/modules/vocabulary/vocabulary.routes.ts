import { type FetchCategoriesRequest, JLPT_LEVELS } from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

export const vocabularyRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { vocabulary } = services;
  registerRoutes(app, services.sessions, {
    fetchCategories: async ({ userId, body }) => {
      const levels = JLPT_LEVELS.filter((level) => body[level.toLowerCase() as keyof FetchCategoriesRequest]);
      return { success: true, query_result: { elements: await vocabulary.listLevels(userId, levels) } };
    },

    getVocab: async ({ userId, query }) => ({
      success: true,
      vocab: await vocabulary.getItem(userId, query.vocab_id),
    }),

    getVocabExplanation: async ({ userId, query, reply }) => {
      const result = await vocabulary.explanation(userId, query.vocab_id);
      if (result.status === 'generating') {
        reply.status(201);
        return { success: true, status: 'generating' };
      }
      return { success: true, explanation: result.explanation };
    },

    vocabularyOfTheDay: async ({ userId }) => ({
      success: true,
      vocabulary_of_the_day: await vocabulary.itemOfTheDay(userId, 'vocabulary'),
    }),

    kanjiOfTheDay: async ({ userId }) => ({
      success: true,
      kanji_of_the_day: await vocabulary.itemOfTheDay(userId, 'kanji'),
    }),
  });
};
