import type { AnalysisItem, AnalysisMessage } from '@kaiwa/contract';
import type { ReactNode } from 'react';
import { translationOf } from './analysis';
import styles from './ConversationAnalysisPage.module.css';
import { ItemWord } from './ItemWord';
import { UsageStars } from './UsageStars';

/** What the Kana, Translation, Kanji and Vocabulary toggles currently show. */
export type AnalysisDisplay = { kana: boolean; translation: boolean; kanji: boolean; vocabulary: boolean };

function ItemChips({ title, items }: { title: string; items: readonly AnalysisItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.chips}>
      <span className={styles.chipsTitle}>{title}</span>
      <ul className={styles.chipList} aria-label={title}>
        {items.map((item) => (
          <li key={item.vocab_id} className={styles.chip}>
            <span className={styles.level}>{item.jlpt_level}</span>
            <ItemWord item={item} />
            <span className={styles.itemEnglish} title={item.english}>
              {item.english}
            </span>
            <UsageStars quality={item.usage_quality} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AnalysisState({ message }: { message: AnalysisMessage }) {
  if (message.analysis_status === 'pending') return <p className={styles.note}>Analysing…</p>;
  if (message.analysis_status === 'failed') {
    return <p className={styles.failure}>{message.analysis_error ?? 'The usage could not be rated.'}</p>;
  }
  if (
    message.analysis_status === 'completed' &&
    message.analysis_kanji.length === 0 &&
    message.analysis_vocab.length === 0
  ) {
    return <p className={styles.note}>No JLPT vocabulary or kanji in this message.</p>;
  }
  return null;
}

type AnalysedMessageProps = {
  message: AnalysisMessage;
  senderName: string;
  display: AnalysisDisplay;
  /** The message's audio buttons, if any. */
  audio?: ReactNode;
};

/** One message of the conversation; the caller's own show what was found in them and how well it was used. */
export function AnalysedMessage({ message, senderName, display, audio }: AnalysedMessageProps) {
  const own = message.analysis_status !== null;
  const japanese = message.content_language === 'Japanese';
  const translation = display.translation ? translationOf(message) : null;
  const kana = display.kana && japanese && message.hiragana !== message.content ? message.hiragana : null;
  return (
    <li className={`${styles.message} ${own ? styles.ownMessage : ''}`} data-message-id={message.message_id}>
      <div className={styles.messageHead}>
        <span className={styles.sender}>{own ? 'You' : senderName}</span>
        {audio}
      </div>
      <p className={styles.content} lang={japanese ? 'ja' : undefined}>
        {message.content}
      </p>
      {kana && (
        <p className={styles.kana} lang="ja">
          {kana}
        </p>
      )}
      {translation && <p className={styles.translation}>{translation}</p>}
      {own && (
        <div className={styles.messageAnalysis}>
          {display.kanji && <ItemChips title="Kanji" items={message.analysis_kanji} />}
          {display.vocabulary && <ItemChips title="Vocabulary" items={message.analysis_vocab} />}
          <AnalysisState message={message} />
        </div>
      )}
    </li>
  );
}
