import { z } from 'zod';
import { formatCount, freeText, JlptLevel, Language, requestId } from './common';
import { WordAccent } from './pitch-accent';
import { vocabId } from './vocabulary';

/** Header that makes a write safe to retry (postMessage, a review answer): the same key never writes twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be blank')
    .max(200, 'Idempotency-Key can be at most 200 characters long')
    .optional(),
});

export const PoliteLevel = z.enum(['敬語', '丁寧語', '砕けた']);
export type PoliteLevel = z.infer<typeof PoliteLevel>;
/** Order of registers within a level on the configure screen (spec §2). */
export const POLITE_LEVELS: readonly PoliteLevel[] = PoliteLevel.options;

export const Character = z.object({
  character_id: z.string(),
  alias: z.string(),
  /** URL of the avatar image. */
  picture: z.string(),
  jlpt_level: JlptLevel,
  polite_level: PoliteLevel,
  /** One line about who the character is, in English. */
  description: z.string(),
});
export type Character = z.infer<typeof Character>;
export const CharactersResponse = z.object({ characters: z.array(Character) });
export type CharactersResponse = z.infer<typeof CharactersResponse>;

export const conversationId = requestId('conversation_id');
export const ConversationQuery = z.object({ conversation_id: conversationId });
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const StartConversationRequest = z
  .object({
    character_ids: z.array(requestId('character_ids')).max(5).default([]),
    /** Includes the caller's own id (spec §7); every other user must be the caller's friend. */
    user_ids: z.array(requestId('user_ids')).max(10).default([]),
  })
  .refine(
    (value) => value.character_ids.length > 0 || value.user_ids.length > 1,
    'Please select at least one character or friend',
  );
export type StartConversationRequest = z.infer<typeof StartConversationRequest>;
export const StartConversationResponse = z.object({ success: z.literal(true), conversation_id: z.string() });
export type StartConversationResponse = z.infer<typeof StartConversationResponse>;

export const StartWithVocabRequest = z.object({ vocab_id: vocabId });
export type StartWithVocabRequest = z.infer<typeof StartWithVocabRequest>;

export const ParticipantType = z.enum(['user', 'assistant']);
export type ParticipantType = z.infer<typeof ParticipantType>;
export const Participant = z.object({
  id: z.string(),
  type: ParticipantType,
  alias: z.string(),
  /** Character avatar URL; null for users (their picture comes from getUserPicture). */
  picture: z.string().nullable(),
});
export type Participant = z.infer<typeof Participant>;

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

export const ConversationSummary = z.object({
  conversation_id: z.string(),
  /** Epoch seconds of the last activity. */
  date: z.number(),
  jlpt_level: JlptLevel,
  topic: z.string(),
  /** Everyone in the conversation, the caller included. */
  participants: z.array(Participant),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const SummariesResponse = z.object({
  success: z.literal(true),
  conversation_infos: z.array(ConversationSummary),
});
export type SummariesResponse = z.infer<typeof SummariesResponse>;

export const ConversationInfo = z.object({
  participants: z.array(Participant),
  topic: z.string(),
  jlpt_level: JlptLevel,
  /** Set when the conversation was started from a word: the client shows its explanation panel. */
  explanation_vocab_id: z.string().nullable(),
  /** Which engine writes the characters' replies, e.g. 'Offline tutor' (shown in the header). */
  ai_engine: z.string(),
});
export type ConversationInfo = z.infer<typeof ConversationInfo>;
export const InformationResponse = z.object({
  success: z.literal(true),
  conversation_info: ConversationInfo,
});
export type InformationResponse = z.infer<typeof InformationResponse>;

export const RecommendedWord = z.object({
  vocab_id: z.string(),
  /** 'nan' when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
});
export type RecommendedWord = z.infer<typeof RecommendedWord>;

export const FuriganaSegment = z.object({
  text: z.string(),
  reading: z.string().optional(),
  /** The reading is a guess from the kanji's common readings: no dictionary knows the word. */
  low_confidence: z.literal(true).optional(),
});
export type FuriganaSegment = z.infer<typeof FuriganaSegment>;

/**
 * One message. Enhancements arrive after the message itself (through the job queue): until then
 * `hiragana`, `furigana`, the translations and `recommended_words` are null.
 */
export const Message = z.object({
  message_id: z.string(),
  sender_id: z.string(),
  role: ParticipantType,
  content: z.string(),
  content_language: Language.nullable(),
  /** Whole-message reading from the Japanese core (Japanese messages only). */
  hiragana: z.string().nullable(),
  /** Ruby segments for furigana rendering (Japanese messages only). */
  furigana: z.array(FuriganaSegment).nullable(),
  translation_english: z.string().nullable(),
  translation_japanese: z.string().nullable(),
  recommended_words: z.array(RecommendedWord).nullable(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  /** 'failed' with `enhancement_error` when translation or analysis could not be produced. */
  enhancement_status: z.enum(['pending', 'completed', 'failed']),
  enhancement_error: z.string().nullable(),
  /**
   * Words of a Japanese message with their dictionary pitch accent, in order (only catalogue words the
   * accent dictionary has). Not in the product's message shape: null until enhanced, and absent from
   * messages enhanced before accents were added.
   */
  word_accents: z.array(WordAccent).nullable().optional(),
});
export type Message = z.infer<typeof Message>;
export const MessagesResponse = z.object({ success: z.literal(true), messages: z.array(Message) });
export type MessagesResponse = z.infer<typeof MessagesResponse>;

/** In code points (see `textLength`). */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_TOO_LONG = `Messages can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters long`;
export const PostMessageRequest = z.object({
  conversation_id: conversationId,
  content: freeText({
    label: 'Messages',
    blank: 'Please type a message',
    max: MESSAGE_MAX_LENGTH,
    tooLong: MESSAGE_TOO_LONG,
    multiline: true,
  }),
});
export type PostMessageRequest = z.infer<typeof PostMessageRequest>;
export const PostMessageResponse = z.object({ success: z.literal(true), message: Message });
export type PostMessageResponse = z.infer<typeof PostMessageResponse>;

/** Events on the conversation stream: a new or changed message, or a character starting/stopping typing. */
export const ConversationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: Message }),
  z.object({ type: z.literal('typing'), sender_id: z.string(), typing: z.boolean() }),
]);
export type ConversationEvent = z.infer<typeof ConversationEvent>;

export const AnalysisItem = z.object({
  vocab_id: z.string(),
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  jlpt_level: JlptLevel,
  /** 0–10; -1 when the use could not be rated (see the message's analysis_error). */
  usage_quality: z.number(),
});
export type AnalysisItem = z.infer<typeof AnalysisItem>;
/** Where the analysis of a learner's message stands; characters' and other people's messages are not analysed for the caller. */
export const AnalysisStatus = z.enum(['pending', 'completed', 'failed']);
export type AnalysisStatus = z.infer<typeof AnalysisStatus>;
/**
 * A message with the caller's analysis. Only the caller's own messages carry one (`analysis_status` null and
 * empty lists otherwise): in a conversation with friends nobody sees how well the others used their words.
 */
export const AnalysisMessage = Message.extend({
  analysis_kanji: z.array(AnalysisItem),
  analysis_vocab: z.array(AnalysisItem),
  analysis_status: AnalysisStatus.nullable(),
  /** Why the usage could not be rated ('failed': the items are listed with usage_quality -1). */
  analysis_error: z.string().nullable(),
});
export type AnalysisMessage = z.infer<typeof AnalysisMessage>;
export const AnalysisMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(AnalysisMessage),
});
export type AnalysisMessagesResponse = z.infer<typeof AnalysisMessagesResponse>;

export const AnalysisSummaryItem = z.object({
  vocab_id: z.string(),
  jlpt_level: JlptLevel,
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  /** Average over the rated uses, 0–10; -1 when none of them could be rated. */
  avg_usage_quality: z.number(),
  count: z.number(),
});
export type AnalysisSummaryItem = z.infer<typeof AnalysisSummaryItem>;
export const AnalysisSummaryResponse = z.object({
  success: z.literal(true),
  analysis: z.object({
    kanji_count: z.number(),
    vocab_count: z.number(),
    jlpt_levels: z.record(JlptLevel, z.number()),
    kanjis: z.array(AnalysisSummaryItem),
    vocabs: z.array(AnalysisSummaryItem),
  }),
  conversation_info: ConversationInfo,
});
export type AnalysisSummaryResponse = z.infer<typeof AnalysisSummaryResponse>;

/** The id of the last event a reconnecting client received (SSE sends it back as Last-Event-ID). */
export const LastEventIdHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'must be the id of an event this stream sent')
    .transform(Number)
    .optional(),
});
