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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';
import type { SpeechSource } from './audio.sources';

const generating: AudioGenerating = { success: true, status: 'generating' };

/** Every audio call: 201 while the clip is being made, 200 with the bytes (or 304 when the browser has them). */
export const audioRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { audio, audioSources: sources } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    source: SpeechSource,
    options: AudioOptions,
  ): Promise<FastifyReply> {
    const answer = await audio.answer(request.userId, source, options);
    if (answer.status === 'generating') {
      return reply.status(201).header('cache-control', 'no-store').send(generating);
    }
    reply.header('etag', answer.etag).header('cache-control', answer.cacheControl);
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    return reply.type(answer.contentType).header('x-content-type-options', 'nosniff').send(answer.data);
  }

  app.get(AudioRoutes.sample, async (request, reply) => {
    const query = parseInput(AudioSampleQuery, request.query);
    return send(request, reply, sources.sample(), query);
  });

  app.get(AudioRoutes.vocabulary, async (request, reply) => {
    const query = parseInput(VocabAudioQuery, request.query);
    return send(request, reply, sources.vocabulary(query.vocab_id), query);
  });

  app.get(AudioRoutes.explanation, async (request, reply) => {
    const query = parseInput(VocabAudioQuery, request.query);
    return send(request, reply, await sources.explanation(request.userId, query.vocab_id), query);
  });

  app.get(AudioRoutes.explanationExample, async (request, reply) => {
    const query = parseInput(ExplanationExampleAudioQuery, request.query);
    const source = await sources.explanationExample(
      request.userId,
      query.vocab_id,
      query.example_sentence_id,
    );
    return send(request, reply, source, query);
  });

  app.get(AudioRoutes.messageJapanese, async (request, reply) => {
    const query = parseInput(MessageAudioQuery, request.query);
    const source = await sources.messageJapanese(request.userId, query.conversation_id, query.message_id);
    return send(request, reply, source, query);
  });

  app.get(AudioRoutes.messageOtherLanguage, async (request, reply) => {
    const query = parseInput(MessageAudioQuery, request.query);
    const source = await sources.messageOtherLanguage(
      request.userId,
      query.conversation_id,
      query.message_id,
    );
    return send(request, reply, source, query);
  });

  app.get(AudioRoutes.translationJapanese, async (request, reply) => {
    const query = parseInput(TranslationAudioQuery, request.query);
    return send(
      request,
      reply,
      await sources.translationJapanese(request.userId, query.translation_id),
      query,
    );
  });

  app.get(AudioRoutes.translationOtherLanguage, async (request, reply) => {
    const query = parseInput(TranslationAudioQuery, request.query);
    const source = await sources.translationOtherLanguage(request.userId, query.translation_id);
    return send(request, reply, source, query);
  });
};
