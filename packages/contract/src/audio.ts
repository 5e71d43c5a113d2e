import { z } from 'zod';
import { Generating, Speed } from './common';

/** Spec §9: the client asks again every 250 ms while the server answers 201. */
export const AUDIO_POLL_MS = 250;
/** Spec §9: an audio button re-reads its player's state every 100 ms. */
export const AUDIO_STATE_REFRESH_MS = 100;

export const AudioSize = z.enum(['small', 'medium', 'large']);
export type AudioSize = z.infer<typeof AudioSize>;

const id = (name: string) =>
  z
    .string({ error: `Missing ${name}` })
    .trim()
    .min(1, `Missing ${name}`)
    .max(64, `${name} is too long`);

/** Every audio call accepts these; a missing one means "the caller's own setting". */
const AudioOptions = z.object({
  speed: Speed.optional(),
  voice: z
    .string({ error: 'Unknown voice' })
    .trim()
    .min(1, 'Unknown voice')
    .max(100, 'Unknown voice')
    .optional(),
});
export type AudioOptions = z.infer<typeof AudioOptions>;

export const TranslationAudioQuery = AudioOptions.extend({ translation_id: id('translation_id') });
export type TranslationAudioQuery = z.infer<typeof TranslationAudioQuery>;
export const AudioSampleQuery = AudioOptions;
export type AudioSampleQuery = z.infer<typeof AudioSampleQuery>;
export const MessageAudioQuery = AudioOptions.extend({
  message_id: id('message_id'),
  conversation_id: id('conversation_id'),
});
export type MessageAudioQuery = z.infer<typeof MessageAudioQuery>;
export const VocabAudioQuery = AudioOptions.extend({ vocab_id: id('vocab_id') });
export type VocabAudioQuery = z.infer<typeof VocabAudioQuery>;
export const ExplanationExampleAudioQuery = VocabAudioQuery.extend({
  example_sentence_id: id('example_sentence_id'),
});
export type ExplanationExampleAudioQuery = z.infer<typeof ExplanationExampleAudioQuery>;

/** The body of a 201 answer. */
export const AudioGenerating = Generating;
export type AudioGenerating = Generating;

/** What /getAudioSample reads: a short everyday sentence that shows off a voice. */
export const AUDIO_SAMPLE_TEXT = 'こんにちは。今日はいい天気ですね。一緒に日本語を勉強しましょう。';
