import {
  DEFAULT_SETTINGS,
  type Language,
  TRANSLATION_CONTEXT_MAX_LENGTH,
  TRANSLATION_HISTORY_LIMIT,
  TRANSLATION_MAX_LENGTH,
  type Translation,
  translationRequestProblem,
} from '@kaiwa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { settingQueries } from '../../app/accountSettings';
import { isOverLimit } from '../../components/TextLimit';
import { CurrentTranslation } from './CurrentTranslation';
import { DetectedVocabulary } from './DetectedVocabulary';
import { chooseSource, chooseTarget, type LanguagePair, swap } from './languages';
import { type Problem, problemOf, TRANSLATION_ERRORS } from './messages';
import { PastTranslations } from './PastTranslations';
import { ProblemAlert } from './ProblemAlert';
import { TranslationForm } from './TranslationForm';
import styles from './TranslationPage.module.css';
import {
  deleteTranslation,
  fetchHistory,
  startConversationWithVocab,
  submitTranslation,
  translationKeys,
} from './translationApi';
import { useTranslationPolling } from './useTranslationPolling';

export function TranslationPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pair, setPair] = useState<LanguagePair>({
    source: DEFAULT_SETTINGS.translationLanguage,
    target: 'Japanese',
  });
  /** Once the user picks languages, the saved default arriving late must not override them. */
  const pairChosen = useRef(false);
  const [text, setText] = useState('');
  const [context, setContext] = useState('');
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [current, setCurrent] = useState<Translation | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [historyProblem, setHistoryProblem] = useState<Problem | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [startingVocabId, setStartingVocabId] = useState<string | null>(null);

  // The user's saved translation language is the default source language (spec §9).
  const savedLanguage = useQuery(settingQueries.translationLanguage);
  useEffect(() => {
    if (savedLanguage.data && !pairChosen.current)
      setPair({ source: savedLanguage.data, target: 'Japanese' });
  }, [savedLanguage.data]);

  const history = useQuery({ queryKey: translationKeys.history, queryFn: fetchHistory });
  useEffect(() => {
    if (history.error) console.error('Could not load the translation history', history.error);
  }, [history.error]);
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: translationKeys.history });

  useTranslationPolling(current, {
    onUpdate: (latest) => {
      setCheckFailed(false);
      setCurrent(latest);
      if (latest.status !== 'Pending') void refreshHistory();
    },
    onError: (error) => {
      console.error('Could not check the translation', error);
      setCheckFailed(true);
    },
  });

  const changePair = (next: LanguagePair) => {
    pairChosen.current = true;
    setPair(next);
  };

  /** A request runs from submitting until the translation settles (or can no longer be checked). */
  const running = submitting || (current?.status === 'Pending' && !checkFailed);
  // Counted after trimming, as the API counts; the fields themselves show the message.
  const overLimit =
    isOverLimit(text.trim(), TRANSLATION_MAX_LENGTH) ||
    isOverLimit(context.trim(), TRANSLATION_CONTEXT_MAX_LENGTH);

  const translate = async () => {
    if (running || overLimit) return;
    const problem = translationRequestProblem({
      input_text: text,
      source_language: pair.source,
      target_language: pair.target,
    });
    if (problem) {
      setFormProblem({ title: problem });
      return;
    }
    setFormProblem(null);
    setCheckFailed(false);
    setSubmitting(true);
    try {
      const { translation } = await submitTranslation({
        input_text: text,
        source_language: pair.source,
        target_language: pair.target,
        context,
      });
      setCurrent(translation);
      void refreshHistory();
    } catch (error) {
      setFormProblem(problemOf(error, TRANSLATION_ERRORS.submitRefused, TRANSLATION_ERRORS.submitFailed));
    } finally {
      setSubmitting(false);
    }
  };

  const clear = () => {
    setText('');
    setContext('');
    setFormProblem(null);
    setCurrent(null);
    setCheckFailed(false);
  };

  const remove = async (translation: Translation) => {
    const id = translation.translation_id;
    setDeleting((ids) => new Set(ids).add(id));
    try {
      await deleteTranslation(id);
      setHistoryProblem(null);
      if (current?.translation_id === id) setCurrent(null);
    } catch (error) {
      setHistoryProblem(problemOf(error, TRANSLATION_ERRORS.deleteRefused, TRANSLATION_ERRORS.deleteFailed));
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
      void refreshHistory();
    }
  };

  const startConversation = async (vocabId: string) => {
    setStartingVocabId(vocabId);
    try {
      navigate(`/conversation/${await startConversationWithVocab(vocabId)}`);
    } catch (error) {
      console.error('Could not start a conversation', error);
      setStartingVocabId(null);
    }
  };

  return (
    <section className="page">
      <h1>Translation</h1>
      <p className={`muted ${styles.intro}`}>
        Translate between Japanese and 14 other languages, then study the words the text uses.
      </p>

      <TranslationForm
        pair={pair}
        onSourceChange={(source: Language) => changePair(chooseSource(pair, source))}
        onTargetChange={(target: Language) => changePair(chooseTarget(pair, target))}
        onSwap={() => changePair(swap(pair))}
        text={text}
        onTextChange={setText}
        context={context}
        onContextChange={setContext}
        running={running}
        overLimit={overLimit}
        onTranslate={() => void translate()}
        onClear={clear}
        problem={formProblem}
      />

      <div className={styles.results}>
        <CurrentTranslation translation={current} checkFailed={checkFailed} />
        <DetectedVocabulary
          vocabs={current?.detected_vocabs ?? []}
          startingVocabId={startingVocabId}
          onStartConversation={(vocabId) => void startConversation(vocabId)}
        />
      </div>

      {historyProblem && <ProblemAlert problem={historyProblem} />}
      <PastTranslations
        translations={history.data?.slice(0, TRANSLATION_HISTORY_LIMIT)}
        currentId={current?.translation_id}
        deleting={deleting}
        onShow={(translation) => {
          setCheckFailed(false);
          setCurrent(translation);
        }}
        onDelete={(translation) => void remove(translation)}
      />
    </section>
  );
}
