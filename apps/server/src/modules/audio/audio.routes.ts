import type { AudioOptions, Generating } from '@kaiwa/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';
import type { SpeechSource } from './audio.sources';
import { parseRange } from './audio-body';

const generating: Generating = { success: true, status: 'generating' };

type AudioInput<Query extends AudioOptions> = {
  userId: string;
  query: Query;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Every audio call: 201 while the clip is being made, 200 with the bytes streamed from storage (or 304 when
 * the browser has them), 206 with one range of them when asked (416 for a range outside them).
 */
export const audioRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { audio, audioSources: sources } = services;

  /** Finds what to read aloud (after checking the caller may hear it) and answers with its clip. */
  async function answer<Query extends AudioOptions>(
    { userId, query, request, reply }: AudioInput<Query>,
    sourceOf: (query: Query) => SpeechSource | Promise<SpeechSource>,
  ): Promise<FastifyReply> {
    const answer = await audio.answer(userId, await sourceOf(query), query);
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
      return reply
        .status(416)
        .header('content-range', `bytes */${answer.size}`)
        .send(errorBody('audioRangeNotSatisfiable'));
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
  }

  registerRoutes(app, services.sessions, {
    getAudioSample: (input) => answer(input, () => sources.sample()),
    getVocabAudio: (input) => answer(input, (query) => sources.vocabulary(query.vocab_id)),
    getExplanationAudio: (input) =>
      answer(input, (query) => sources.explanation(input.userId, query.vocab_id)),
    getExplanationExampleAudio: (input) =>
      answer(input, (query) =>
        sources.explanationExample(input.userId, query.vocab_id, query.example_sentence_id),
      ),
    getMessageAudioJapanese: (input) =>
      answer(input, (query) =>
        sources.messageJapanese(input.userId, query.conversation_id, query.message_id),
      ),
    getMessageAudioOtherLanguage: (input) =>
      answer(input, (query) =>
        sources.messageOtherLanguage(input.userId, query.conversation_id, query.message_id),
      ),
    getTranslationJapaneseAudio: (input) =>
      answer(input, (query) => sources.translationJapanese(input.userId, query.translation_id)),
    getTranslationOtherLanguageAudio: (input) =>
      answer(input, (query) => sources.translationOtherLanguage(input.userId, query.translation_id)),
  });
};
