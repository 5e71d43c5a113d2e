import {
  type Language,
  TRANSLATION_CONTEXT_MAX_LENGTH,
  TRANSLATION_MAX_LENGTH,
  TRANSLATION_MESSAGES,
} from '@kaiwa/contract';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextLimit } from '../../components/TextLimit';
import { AutoGrowTextArea } from './AutoGrowTextArea';
import { LANGUAGES, type LanguagePair } from './languages';
import type { Problem } from './messages';
import { ProblemAlert } from './ProblemAlert';
import styles from './TranslationPage.module.css';

/** Spec §5, §9: text area 60 to 300 px high, context area 40 to 200 px. */
export const TEXT_AREA_HEIGHT = { min: 60, max: 300 } as const;
export const CONTEXT_AREA_HEIGHT = { min: 40, max: 200 } as const;

type TranslationFormProps = {
  pair: LanguagePair;
  onSourceChange: (language: Language) => void;
  onTargetChange: (language: Language) => void;
  onSwap: () => void;
  text: string;
  onTextChange: (text: string) => void;
  context: string;
  onContextChange: (context: string) => void;
  /** A translation is being submitted or is still in progress. */
  running: boolean;
  /** The text or the context is longer than the API accepts: its field says so and Translate is off. */
  overLimit: boolean;
  onTranslate: () => void;
  onClear: () => void;
  problem: Problem | null;
};

function LanguageSelect(props: {
  id: string;
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  return (
    <div className={styles.languageField}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TranslationForm(props: TranslationFormProps) {
  const { pair, problem, running } = props;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onTranslate();
  };
  /** Ctrl+Enter (⌘+Enter) translates from the keyboard. */
  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onTranslate();
    }
  };

  return (
    <Card className={styles.formCard}>
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.languages}>
          <LanguageSelect
            id="translation-source"
            label="From"
            value={pair.source}
            onChange={props.onSourceChange}
          />
          <Button
            variant="secondary"
            className={styles.swap}
            onClick={props.onSwap}
            aria-label="Swap languages"
            title="Swap languages"
          >
            ⇄
          </Button>
          <LanguageSelect
            id="translation-target"
            label="To"
            value={pair.target}
            onChange={props.onTargetChange}
          />
        </div>

        <label htmlFor="translation-text" className={styles.label}>
          Text to translate
        </label>
        <AutoGrowTextArea
          id="translation-text"
          className={styles.textArea}
          lang={pair.source === 'Japanese' ? 'ja' : undefined}
          minHeight={TEXT_AREA_HEIGHT.min}
          maxHeight={TEXT_AREA_HEIGHT.max}
          placeholder={
            pair.source === 'Japanese' ? '日本語を入力してください' : `Type ${pair.source} text here`
          }
          value={props.text}
          onChange={(event) => props.onTextChange(event.target.value)}
          onKeyDown={onTextKeyDown}
          aria-describedby="translation-text-limit"
        />
        <TextLimit
          id="translation-text-limit"
          text={props.text.trim()}
          max={TRANSLATION_MAX_LENGTH}
          tooLong={TRANSLATION_MESSAGES.textTooLong}
          className={styles.limit}
        />

        <label htmlFor="translation-context" className={styles.label}>
          Context <span className={styles.optional}>(optional)</span>
        </label>
        <AutoGrowTextArea
          id="translation-context"
          className={styles.textArea}
          minHeight={CONTEXT_AREA_HEIGHT.min}
          maxHeight={CONTEXT_AREA_HEIGHT.max}
          placeholder="Who is speaking to whom, or where the text is used, e.g. an e-mail to my teacher"
          value={props.context}
          onChange={(event) => props.onContextChange(event.target.value)}
          aria-describedby="translation-context-limit"
        />
        <TextLimit
          id="translation-context-limit"
          text={props.context.trim()}
          max={TRANSLATION_CONTEXT_MAX_LENGTH}
          tooLong={TRANSLATION_MESSAGES.contextTooLong}
          className={styles.limit}
        />

        {problem && <ProblemAlert problem={problem} />}

        <div className={styles.formActions}>
          <Button variant="secondary" onClick={props.onClear}>
            Clear
          </Button>
          <Button type="submit" disabled={!props.text.trim() || running || props.overLimit}>
            Translate
          </Button>
        </div>
      </form>
    </Card>
  );
}
