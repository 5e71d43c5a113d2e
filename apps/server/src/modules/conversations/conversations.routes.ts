import {
  type CharactersResponse,
  ConversationQuery,
  ConversationRoutes,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyHeaders,
  type InformationResponse,
  type LastConversationResponse,
  type MessagesResponse,
  PostMessageRequest,
  type PostMessageResponse,
  StartConversationRequest,
  type StartConversationResponse,
  StartWithVocabRequest,
  type SummariesResponse,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { notFound, parseInput } from '../../http/errors';
import type { Services } from '../../services';
import { CHARACTERS, characterAvatarSvg, toCharacter } from './characters';
import { createConversationStreams, LastEventIdHeaders } from './conversation-stream';

/** Avatars never change for an id (they are drawn from it), so browsers may keep them for a month. */
const AVATAR_CACHE_CONTROL = 'public, max-age=2592000';

export const conversationsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { conversations } = services;

  // Public: an <img> cannot send the session headers.
  app.get<{ Params: { file: string } }>(
    `${ConversationRoutes.characterPicture}/:file`,
    async (request, reply) => {
      const svg = request.params.file.endsWith('.svg')
        ? characterAvatarSvg(request.params.file.slice(0, -'.svg'.length))
        : undefined;
      if (!svg) throw notFound('No such character');
      return reply.type('image/svg+xml').header('cache-control', AVATAR_CACHE_CONTROL).send(svg);
    },
  );

  await app.register(async (authenticated) => {
    authenticated.addHook('preHandler', authenticate(services.sessions));
    const streams = createConversationStreams({
      events: services.conversationEvents,
      sessions: services.sessions,
      messageOf: conversations.messageOf,
      log: app.log,
      metrics: services.metrics,
    });
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => streams.closeAll());

    authenticated.get(
      ConversationRoutes.getCharacters,
      async (): Promise<CharactersResponse> => ({ characters: CHARACTERS.map(toCharacter) }),
    );

    authenticated.post(ConversationRoutes.start, async (request): Promise<StartConversationResponse> => {
      const body = parseInput(StartConversationRequest, request.body);
      return { success: true, conversation_id: await conversations.start(request.userId, body) };
    });

    authenticated.post(
      ConversationRoutes.startWithVocab,
      async (request): Promise<StartConversationResponse> => {
        const { vocab_id } = parseInput(StartWithVocabRequest, request.body);
        return {
          success: true,
          conversation_id: await conversations.startWithVocab(request.userId, vocab_id),
        };
      },
    );

    authenticated.get(
      ConversationRoutes.getLastConversation,
      (request): Promise<LastConversationResponse> => conversations.lastConversation(request.userId),
    );

    authenticated.get(
      ConversationRoutes.getSummaries,
      async (request): Promise<SummariesResponse> => ({
        success: true,
        conversation_infos: await conversations.summaries(request.userId),
      }),
    );

    authenticated.get(ConversationRoutes.getInformation, async (request): Promise<InformationResponse> => {
      const { conversation_id } = parseInput(ConversationQuery, request.query);
      return {
        success: true,
        conversation_info: await conversations.information(request.userId, conversation_id),
      };
    });

    authenticated.get(ConversationRoutes.getMessages, async (request): Promise<MessagesResponse> => {
      const { conversation_id } = parseInput(ConversationQuery, request.query);
      return { success: true, messages: await conversations.messages(request.userId, conversation_id) };
    });

    authenticated.post(ConversationRoutes.postMessage, async (request): Promise<PostMessageResponse> => {
      const { conversation_id, content } = parseInput(PostMessageRequest, request.body);
      const headers = parseInput(IdempotencyHeaders, request.headers);
      const message = await conversations.postMessage(request.userId, {
        conversationId: conversation_id,
        content,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      });
      return { success: true, message };
    });

    authenticated.get(ConversationRoutes.events, async (request, reply) => {
      const { conversation_id } = parseInput(ConversationQuery, request.query);
      const { 'last-event-id': lastEventId } = parseInput(LastEventIdHeaders, request.headers);
      await conversations.assertParticipant(request.userId, conversation_id);
      streams.serve(request, reply, conversation_id, lastEventId);
    });
  });
};
