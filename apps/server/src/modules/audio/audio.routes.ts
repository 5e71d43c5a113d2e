import {
  type AudioGenerating,
  type AudioOptions,
  AudioRoutes,
  AudioSampleQuery,
  ExplanationExampleAudioQuery,
  MessageAudioQuery,
  TranslationAudioQuery,
  VocabAudioQuery,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodType } from 'zod';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';
import type { SpeechSource } from './audio.sources';

const generating: AudioGenerating = { success: true, status: 'generating' };

/** Every audio call: 201 while the clip is being made, 200 with the bytes (or 304 when the browser has them). */
export const audioRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { audio, audioSources: sources } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  /** One audio call: read its query, find what to read aloud (after checking the caller may hear it), answer. */
  function audioRoute<Query extends AudioOptions>(
    route: string,
    schema: ZodType<Query>,
    sourceOf: (userId: string, query: Query) => SpeechSource | Promise<SpeechSource>,
  ) {
    app.get(route, async (request, reply) => {
      const query = parseInput(schema, request.query);
      const answer = await audio.answer(request.userId, await sourceOf(request.userId, query), query);
      if (answer.status === 'generating') {
        return reply.status(201).header('cache-control', 'no-store').send(generating);
      }
      reply.header('etag', answer.etag).header('cache-control', answer.cacheControl);
      if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
      return reply.type(answer.contentType).header('x-content-type-options', 'nosniff').send(answer.data);
    });
  }

  audioRoute(AudioRoutes.sample, AudioSampleQuery, () => sources.sample());
  audioRoute(AudioRoutes.vocabulary, VocabAudioQuery, (_userId, query) => sources.vocabulary(query.vocab_id));
  audioRoute(AudioRoutes.explanation, VocabAudioQuery, (userId, query) =>
    sources.explanation(userId, query.vocab_id),
  );
  audioRoute(AudioRoutes.explanationExample, ExplanationExampleAudioQuery, (userId, query) =>
    sources.explanationExample(userId, query.vocab_id, query.example_sentence_id),
  );
  audioRoute(AudioRoutes.messageJapanese, MessageAudioQuery, (userId, query) =>
    sources.messageJapanese(userId, query.conversation_id, query.message_id),
  );
  audioRoute(AudioRoutes.messageOtherLanguage, MessageAudioQuery, (userId, query) =>
    sources.messageOtherLanguage(userId, query.conversation_id, query.message_id),
  );
  audioRoute(AudioRoutes.translationJapanese, TranslationAudioQuery, (userId, query) =>
    sources.translationJapanese(userId, query.translation_id),
  );
  audioRoute(AudioRoutes.translationOtherLanguage, TranslationAudioQuery, (userId, query) =>
    sources.translationOtherLanguage(userId, query.translation_id),
  );
};
