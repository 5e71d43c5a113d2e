import { api, type Translation } from '@kaiwa/contract';
import { Alert } from '../../components/Alert';
import { AudioButton } from '../../components/AudioButton';
import { Card } from '../../components/Card';
import { TRANSLATION_ERRORS } from './messages';
import { ProblemAlert } from './ProblemAlert';
import styles from './TranslationPage.module.css';

type Side = {
  language: string;
  text: string;
  kana?: string;
  lang?: string;
  /** The path of the side's audio call, once its text is final. */
  audio?: string;
};

function TranslationSide({ side, translationId }: { side: Side; translationId: string }) {
  return (
    <div className={styles.side}>
      <div className={styles.sideHeader}>
        <h3 className={styles.sideLanguage}>{side.language}</h3>
        {side.audio && (
          <AudioButton
            request={{ path: side.audio, query: { translation_id: translationId } }}
            label={`${side.language} text`}
            size="small"
          />
        )}
      </div>
      <p className={styles.sideText} lang={side.lang}>
        {side.text}
      </p>
      {side.kana && (
        <p className={styles.kana} lang="ja">
          {side.kana}
        </p>
      )}
    </div>
  );
}

function sidesOf(translation: Translation): Side[] {
  const fromJapanese = translation.source_language === 'Japanese';
  const completed = translation.status === 'Completed';
  // The typed side can be read aloud at once; the translated side once it is complete.
  const japanese: Side = {
    language: 'Japanese',
    text: translation.japanese_text,
    kana: translation.kana_text,
    lang: 'ja',
    audio: fromJapanese || completed ? api.getTranslationJapaneseAudio.path : undefined,
  };
  const other: Side = {
    language: fromJapanese ? translation.target_language : translation.source_language,
    text: translation.otherLanguage_text,
    audio: !fromJapanese || completed ? api.getTranslationOtherLanguageAudio.path : undefined,
  };
  // The source side first, as it was typed.
  return fromJapanese ? [japanese, other] : [other, japanese];
}

/** The 'Current Translation' panel: both sides, the Japanese one with its kana reading, and the status. */
export function CurrentTranslation({
  translation,
  checkFailed,
}: {
  translation: Translation | null;
  checkFailed: boolean;
}) {
  return (
    <Card className={styles.currentCard} role="region" aria-labelledby="current-translation-title">
      <h2 id="current-translation-title" className={styles.sectionTitle}>
        Current Translation
      </h2>
      {!translation ? (
        <p className="muted">Your translation will appear here.</p>
      ) : (
        <>
          {translation.status === 'Pending' && (
            <p className={styles.progress} role="status">
              Translation in progress...
            </p>
          )}
          {translation.status === 'Failed' && (
            <ProblemAlert
              problem={{ title: TRANSLATION_ERRORS.failed, detail: translation.error ?? undefined }}
            />
          )}
          {checkFailed && <Alert tone="error">{TRANSLATION_ERRORS.checkFailed}</Alert>}
          <div className={styles.sides}>
            {sidesOf(translation)
              .filter((side) => side.text)
              .map((side) => (
                <TranslationSide key={side.language} side={side} translationId={translation.translation_id} />
              ))}
          </div>
          {translation.context && (
            <p className={styles.contextNote}>
              <span className={styles.optional}>Context:</span> {translation.context}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
