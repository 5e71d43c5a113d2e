import type { ConversationEvent, Message } from '@kaiwa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConversationEvents } from './conversation-events';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;

export type StreamSource = {
  events: Pick<ConversationEvents, 'subscribe'>;
  messageOf(conversationId: string, messageId: string): Promise<Message | undefined>;
};

/**
 * Server-Sent Events of conversations. Each stream listens to the notifier, so it hears what any process
 * publishes, and reads each announced message from the database. Events are written in the order they were
 * announced. `closeAll` ends every open stream (the server is shutting down).
 */
export function createConversationStreams(source: StreamSource) {
  const open = new Set<() => void>();

  return {
    serve(request: FastifyRequest, reply: FastifyReply, conversationId: string): void {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Stops nginx from buffering the stream.
        'x-accel-buffering': 'no',
      });
      const write = (text: string) => {
        if (!response.destroyed && !response.writableEnded) response.write(text);
      };
      const send = (event: ConversationEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
      write(': connected\n\n');

      let pending = Promise.resolve();
      const unsubscribe = source.events.subscribe(conversationId, (signal) => {
        pending = pending
          .then(async () => {
            if (signal.type === 'typing') {
              send({ type: 'typing', sender_id: signal.sender_id, typing: signal.typing });
              return;
            }
            const message = await source.messageOf(conversationId, signal.message_id);
            if (message) send({ type: 'message', message });
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error, conversationId }, 'conversation event lost'),
          );
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);

      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        if (!response.writableEnded) response.end();
      };
      open.add(end);
      // The client went away (or the stream was ended here).
      response.on('close', end);
    },

    closeAll(): void {
      for (const end of [...open]) end();
    },
  };
}
