import { z } from 'zod';

/** Conversation paths, relative to the API base path. */
export const ConversationRoutes = {
  getLastConversation: '/conversation/getLastConversation',
} as const;

export const LastConversationParticipant = z.object({ alias: z.string() });
export type LastConversationParticipant = z.infer<typeof LastConversationParticipant>;

/** A user without any conversation gets `conversation_id` and `last_activity` null and no participants. */
export const LastConversationResponse = z.object({
  success: z.literal(true),
  conversation_id: z.string().nullable(),
  /** Epoch seconds. */
  last_activity: z.number().nullable(),
  /** The other participants: the requesting user is not listed. */
  participants: z.array(LastConversationParticipant),
});
export type LastConversationResponse = z.infer<typeof LastConversationResponse>;
