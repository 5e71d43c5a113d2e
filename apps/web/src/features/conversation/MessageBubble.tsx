import { type Message, NO_KANJI, type Participant, type RecommendedWord } from '@kaiwa/contract';
import type { ReactNode } from 'react';
import { ParticipantAvatar } from '../../components/ParticipantAvatar';
import { ReviewToggle } from '../../components/ReviewToggle';
import styles from './ConversationPage.module.css';
import { Furigana } from './Furigana';

/** What the Kana, Translation and Recommended Words toggles currently show. */
export type MessageDisplay = { kana: boolean; translation: boolean; recommendedWords: boolean };

/** The translation that helps the reader: English for a Japanese message, Japanese for any other. */
export function translationOf(message: Message): string | null {
  const translation =
    message.content_language === 'Japanese'
      ? message.translation_english
      : (message.translation_japanese ?? message.translation_english);
  return translation && translation !== message.content ? translation : null;
}

const timeOf = (epochMs: number) =>
  new Date(epochMs).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

function RecommendedWords({ words }: { words: readonly RecommendedWord[] }) {
  return (
    <div className={styles.recommended}>
      <span className={styles.recommendedTitle}>Recommended words</span>
      <ul className={styles.wordList}>
        {words.map((word) => (
          <li key={word.vocab_id} className={styles.word}>
            {word.kanji !== NO_KANJI && (
              <span lang="ja" className={styles.wordKanji}>
                {word.kanji}
              </span>
            )}
            <span lang="ja" className={styles.wordReading}>
              {word.pronunciation}
            </span>
            <span className={styles.wordEnglish}>{word.english}</span>
            <ReviewToggle
              vocabId={word.vocab_id}
              name={word.kanji !== NO_KANJI ? word.kanji : word.pronunciation}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

type MessageBubbleProps = {
  message: Message;
  own: boolean;
  /** Who sent it; shown for others' messages that start a run from the same sender. */
  sender: Participant | undefined;
  showSender: boolean;
  display: MessageDisplay;
  /** The message's audio buttons (Japanese and other language), if any. */
  audio?: ReactNode;
};

export function MessageBubble({ message, own, sender, showSender, display, audio }: MessageBubbleProps) {
  const japanese = message.content_language === 'Japanese';
  const translation = display.translation ? translationOf(message) : null;
  const words = display.recommendedWords ? (message.recommended_words ?? []) : [];
  const enhancing = display.kana || display.translation || display.recommendedWords;
  const senderName = sender?.alias ?? 'Someone';

  return (
    <li
      className={`${styles.messageRow} ${own ? styles.own : styles.other} ${showSender ? styles.runStart : ''}`}
      data-message-id={message.message_id}
      data-sender-type={message.role}
    >
      {!own && (
        <div className={styles.avatarColumn}>
          {showSender && sender && <ParticipantAvatar participant={sender} size="small" decorative />}
        </div>
      )}
      <div className={styles.bubbleColumn}>
        {!own && showSender && <span className={styles.senderName}>{senderName}</span>}
        <div className={styles.bubble}>
          <p className={styles.content} lang={japanese ? 'ja' : undefined}>
            {display.kana && message.furigana ? (
              <Furigana segments={message.furigana} words={message.word_accents} />
            ) : (
              message.content
            )}
          </p>
          {translation && <p className={styles.translation}>{translation}</p>}
          {words.length > 0 && <RecommendedWords words={words} />}
          {enhancing && message.enhancement_status === 'pending' && (
            <p className={styles.enhancing}>translating…</p>
          )}
          {message.enhancement_status === 'failed' && (
            <p className={styles.enhancementError}>{message.enhancement_error ?? 'Translation failed'}</p>
          )}
        </div>
        <div className={styles.meta}>
          <time dateTime={new Date(message.created_at).toISOString()}>{timeOf(message.created_at)}</time>
          {audio}
        </div>
      </div>
    </li>
  );
}
