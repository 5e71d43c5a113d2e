import {
  AudioErrorCode,
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
import { AppError, parseInput } from '../../http/errors';
import type { Services } from '../../services';
import type { SpeechSource } from './audio.sources';
import { parseRange } from './audio-body';

const generating: AudioGenerating = { success: true, status: 'generating' };

/**
 * Every audio call: 201 while the clip is being made, 200 with the bytes streamed from storage (or 304 when
 * the browser has them), 206 with one range of them when asked (416 for a range outside them).
 */
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
      reply
        .header('etag', answer.etag)
        .header('cache-control', answer.cacheControl)
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === answer.etag) {
        answer.discard();
        return reply.status(304).send();
      }
      // A range of another version of the clip (If-Range names an older one) would mix two files: send it whole.
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === answer.etag
          ? parseRange(request.headers.range, answer.size)
          : undefined;
      if (range === 'unsatisfiable') {
        answer.discard();
        throw new AppError(416, AudioErrorCode.rangeNotSatisfiable, 'This part of the audio does not exist', {
          'content-range': `bytes */${answer.size}`,
        });
      }
      reply.type(answer.contentType).header('x-content-type-options', 'nosniff');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${answer.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', answer.size);
      }
      return reply.send(answer.body(range));
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
