import { AUDIO_SAMPLE_TEXT, type Language, type Message, type Translation } from '@kaiwa/contract';
import type { JapaneseCore } from '../../japanese-core';
import { AppError } from '../../lib/app-error';
import type { ConversationsService } from '../conversations/conversations.service';
import { detectLanguage } from '../conversations/message-enhancement';
import type { TranslationService } from '../translation/translation.service';
import type { VocabularyService } from '../vocabulary/vocabulary.service';
import type { ClipOwner } from './audio.repository';

/** Text to read aloud, its language, and what its clips go with (shared when not said). */
export type Speech = { text: string; language: Language; owner?: ClipOwner };
/** 'pending': the text is still being written (a message's translation, an explanation); ask again. */
export type SpeechSource = Speech | 'pending';

const noText = (message: string) => new AppError('audioNoText', message);

/**
 * Where every audio call finds its text, and who may hear it: a conversation's messages only its
 * participants, a translation only its owner, vocabulary and explanations every signed-in user. Anything
 * the caller may not see is "not found", exactly like something that does not exist.
 */
export function createAudioSources(deps: {
  conversations: Pick<ConversationsService, 'assertParticipant' | 'messageOf'>;
  translations: Pick<TranslationService, 'get'>;
  vocabulary: Pick<VocabularyService, 'explanation'>;
  japanese: Pick<JapaneseCore, 'catalogue'>;
}) {
  const { conversations, translations, vocabulary, japanese } = deps;

  async function message(userId: string, conversationId: string, messageId: string): Promise<Message> {
    await conversations.assertParticipant(userId, conversationId);
    const found = await conversations.messageOf(conversationId, messageId);
    if (!found) throw new AppError('notFound', 'Message not found');
    return found;
  }

  /** A message's text in one language, once its enhancement has written it. */
  function messageSide(found: Message, text: string | null, language: Language): SpeechSource {
    if (text) return { text, language, owner: { message_id: found.message_id } };
    if (found.enhancement_status === 'pending') return 'pending';
    throw noText('This message has no translation to read');
  }

  /** One side of a translation: the input side at once, the translated side when it is complete. */
  function translationSide(translation: Translation, text: string, language: Language): Speech {
    const isInput = translation.source_language === language;
    if (isInput || translation.status === 'Completed') {
      if (!text.trim()) throw noText('This translation has no text to read');
      return { text, language, owner: { translation_id: translation.translation_id } };
    }
    throw noText(
      translation.status === 'Failed' ? 'This translation failed' : 'The translation is not finished yet',
    );
  }

  const otherLanguageOf = (translation: Translation): Language =>
    translation.source_language === 'Japanese' ? translation.target_language : translation.source_language;

  async function explanation(userId: string, vocabId: string) {
    const result = await vocabulary.explanation(userId, vocabId);
    return result.status === 'generating' ? undefined : result.explanation;
  }

  return {
    sample(): Speech {
      return { text: AUDIO_SAMPLE_TEXT, language: 'Japanese' };
    },

    /** A word's reading, or a kanji's readings: kana says unambiguously how the item sounds. */
    vocabulary(vocabId: string): Speech {
      const item = japanese.catalogue.getItem(vocabId);
      if (!item) throw new AppError('notFound', `No vocabulary item ${vocabId}`);
      return { text: item.pronunciation, language: 'Japanese' };
    },

    /** A language model's explanation is Japanese; the dictionary's own text is English. */
    async explanation(userId: string, vocabId: string): Promise<SpeechSource> {
      const found = await explanation(userId, vocabId);
      if (!found) return 'pending';
      return { text: found.explanation, language: found.source === 'ai' ? 'Japanese' : 'English' };
    },

    async explanationExample(userId: string, vocabId: string, exampleId: string): Promise<SpeechSource> {
      const found = await explanation(userId, vocabId);
      if (!found) return 'pending';
      const example = found.example_sentences.find((sentence) => sentence.example_sentence_id === exampleId);
      if (!example) throw new AppError('notFound', 'Example sentence not found');
      return { text: example.sentence, language: 'Japanese' };
    },

    async messageJapanese(userId: string, conversationId: string, messageId: string): Promise<SpeechSource> {
      const found = await message(userId, conversationId, messageId);
      // Before its enhancement records the language, a message with kana or kanji is known to be Japanese.
      const language =
        found.content_language ??
        (detectLanguage(found.content, 'English') === 'Japanese' ? 'Japanese' : null);
      if (language === 'Japanese') return messageSide(found, found.content, 'Japanese');
      return messageSide(found, found.translation_japanese, 'Japanese');
    },

    /** A Japanese message's English translation, or the message itself when written in another language. */
    async messageOtherLanguage(
      userId: string,
      conversationId: string,
      messageId: string,
    ): Promise<SpeechSource> {
      const found = await message(userId, conversationId, messageId);
      if (found.content_language === null) return messageSide(found, null, 'English');
      if (found.content_language !== 'Japanese')
        return messageSide(found, found.content, found.content_language);
      return messageSide(found, found.translation_english, 'English');
    },

    async translationJapanese(userId: string, translationId: string): Promise<Speech> {
      const translation = await translations.get(userId, translationId);
      return translationSide(translation, translation.japanese_text, 'Japanese');
    },

    async translationOtherLanguage(userId: string, translationId: string): Promise<Speech> {
      const translation = await translations.get(userId, translationId);
      return translationSide(translation, translation.otherLanguage_text, otherLanguageOf(translation));
    },
  };
}
export type AudioSources = ReturnType<typeof createAudioSources>;
