import { IDEMPOTENCY_KEY_HEADER } from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { CHARACTERS, characterAvatarSvg, toCharacter } from './characters';
import { createConversationStreams } from './conversation-stream';

/** Avatars never change for an id (they are drawn from it), so browsers may keep them for a month. */
const AVATAR_CACHE_CONTROL = 'public, max-age=2592000';

export const conversationsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { conversations } = services;
  const streams = createConversationStreams({
    events: services.conversationEvents,
    sessions: services.sessions,
    messageOf: conversations.messageOf,
    log: app.log,
    metrics: services.metrics,
  });
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.closeAll());

  registerRoutes(app, services.sessions, {
    // Public: an <img> cannot send the session headers.
    characterPicture: async ({ params, reply }) => {
      const svg = params.file.endsWith('.svg')
        ? characterAvatarSvg(params.file.slice(0, -'.svg'.length))
        : undefined;
      if (!svg) throw new AppError('notFound', 'No such character');
      return reply.type('image/svg+xml').header('cache-control', AVATAR_CACHE_CONTROL).send(svg);
    },

    getCharacters: async () => ({ characters: CHARACTERS.map(toCharacter) }),

    startConversation: async ({ userId, body }) => ({
      success: true,
      conversation_id: await conversations.start(userId, body),
    }),

    startWithVocab: async ({ userId, body }) => ({
      success: true,
      conversation_id: await conversations.startWithVocab(userId, body.vocab_id),
    }),

    getLastConversation: ({ userId }) => conversations.lastConversation(userId),

    getSummaries: async ({ userId }) => ({
      success: true,
      conversation_infos: await conversations.summaries(userId),
    }),

    getInformation: async ({ userId, query }) => ({
      success: true,
      conversation_info: await conversations.information(userId, query.conversation_id),
    }),

    getMessages: async ({ userId, query }) => ({
      success: true,
      messages: await conversations.messages(userId, query.conversation_id),
    }),

    postMessage: async ({ userId, body, headers }) => ({
      success: true,
      message: await conversations.postMessage(userId, {
        conversationId: body.conversation_id,
        content: body.content,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      }),
    }),

    conversationEvents: async ({ userId, query, headers, request, reply }) => {
      await conversations.assertParticipant(userId, query.conversation_id);
      streams.serve(request, reply, query.conversation_id, headers?.['last-event-id']);
      return undefined;
    },
  });
};
