import type { DueCard, ReviewRating } from '@kaiwa/contract';
import { api, MAX_PRACTICE_WORDS, REVIEW_RATING_LABELS } from '@kaiwa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { answerCard, refreshReviews, reviewKeys, reviewQueries } from '../../app/reviews';
import { Alert } from '../../components/Alert';
import { VocabularyAudioButton } from '../../components/AudioButton';
import { Button } from '../../components/Button';
import { PitchAccent } from '../../components/PitchAccent';
import figures from '../../components/ReviewFigures.module.css';
import { call, errorMessage } from '../../lib/api';
import { displayKanji } from '../../lib/dictionary';
import { newIdempotencyKey } from '../../lib/idempotency';
import styles from './ReviewPage.module.css';
import { blankOut, formatInterval } from './reviewFormat';

const RATINGS: readonly ReviewRating[] = [1, 2, 3, 4];
const INTERVAL_OF = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;

type Tally = { reviewed: number; recalled: number; answers: { vocabId: string; rating: ReviewRating }[] };

/** The words to practise in a chat after a session: the hardest ones first, at most `MAX_PRACTICE_WORDS`. */
export const practiceWords = (answers: Tally['answers']): string[] =>
  [...new Set([...answers].sort((a, b) => a.rating - b.rating).map((answer) => answer.vocabId))].slice(
    0,
    MAX_PRACTICE_WORDS,
  );

/** Keys typed into a field, or with a modifier, are not review shortcuts. */
function isShortcut(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

function CardFront({ card }: { card: DueCard }) {
  const blanked = card.context ? blankOut(card.context.sentence, card) : null;
  if (card.context && blanked) {
    return (
      <div className={styles.front}>
        <p className={styles.prompt}>Which word fits your sentence?</p>
        <p lang="ja" className={styles.sentence}>
          {blanked.before}
          <span className={styles.blank} aria-hidden="true">
            ＿＿
          </span>
          <span className="visually-hidden">(blank)</span>
          {blanked.after}
        </p>
        <p className={styles.hint}>{card.english}</p>
      </div>
    );
  }
  return (
    <div className={styles.front}>
      <p lang="ja" className={styles.word}>
        {displayKanji(card) || card.pronunciation}
      </p>
    </div>
  );
}

function CardBack({ card }: { card: DueCard }) {
  const name = displayKanji(card) || card.pronunciation;
  return (
    <div className={styles.back}>
      <div className={styles.reading}>
        <span lang="ja" className={styles.kana}>
          {card.pronunciation}
        </span>
        <PitchAccent accents={card.pitch_accent} />
        <VocabularyAudioButton vocabId={card.vocab_id} name={name} size="medium" />
      </div>
      <p className={styles.meaning}>{card.english}</p>
      {card.context && (
        <div className={styles.context}>
          <p className={styles.label}>You wrote</p>
          <p lang="ja">{card.context.sentence}</p>
          {card.context.correction && (
            <>
              <p className={styles.label}>Better</p>
              <p lang="ja">{card.context.correction}</p>
            </>
          )}
        </div>
      )}
      {card.example_sentence && (
        <div className={styles.context}>
          <p className={styles.label}>Example</p>
          <p lang="ja">{card.example_sentence.sentence}</p>
          <p className={styles.translation}>{card.example_sentence.sentence_translation}</p>
        </div>
      )}
    </div>
  );
}

function Summary({ tally }: { tally: Tally }) {
  const stats = useQuery({ ...reviewQueries.stats, staleTime: 0 });
  const nextDue = stats.data?.next_due;
  const navigate = useNavigate();
  const words = practiceWords(tally.answers);
  const practise = useMutation({
    mutationFn: () => call(api.startWithVocabs, { body: { vocab_ids: words } }),
    onSuccess: ({ conversation_id }) => navigate(`/conversation/${encodeURIComponent(conversation_id)}`),
  });
  return (
    <section className={styles.summary} aria-labelledby="review-summary">
      <h2 id="review-summary">{tally.reviewed === 0 ? 'Nothing to review right now' : 'All done for now'}</h2>
      <dl className={figures.figures}>
        <div>
          <dt>Reviewed</dt>
          <dd>{tally.reviewed}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{tally.reviewed === 0 ? '—' : `${Math.round((tally.recalled / tally.reviewed) * 100)} %`}</dd>
        </div>
        <div>
          <dt>Next due</dt>
          <dd>{nextDue ? new Date(nextDue).toLocaleString() : '—'}</dd>
        </div>
      </dl>
      {words.length > 0 && (
        <Button onClick={() => practise.mutate()} disabled={practise.isPending}>
          Practise these in a chat
        </Button>
      )}
      {practise.isError && (
        <Alert tone="error">
          {errorMessage(practise.error, 'Could not start the chat. Please try again.')}
        </Alert>
      )}
      <p className={styles.hintText}>
        Add words from the <Link to="/vocabulary">vocabulary list</Link>, or chat: words you use badly come
        back here.
      </p>
    </section>
  );
}

/** `/review`: due cards one at a time, most at risk first; Space reveals, 1–4 grade. */
export function ReviewPage() {
  const queryClient = useQueryClient();
  const due = useQuery({ ...reviewQueries.due, staleTime: 0 });
  const [position, setPosition] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [tally, setTally] = useState<Tally>({ reviewed: 0, recalled: 0, answers: [] });
  const shownAt = useRef(Date.now());
  // One key per card shown: a retry after a failure sends the same answer again, never a second one.
  const answerKey = useRef(newIdempotencyKey());

  const cards = due.data?.cards ?? [];
  const card: DueCard | undefined = cards[position];

  const answer = useMutation({
    mutationFn: ({ current, rating }: { current: DueCard; rating: ReviewRating }) =>
      answerCard(
        { card_id: current.card_id, rating, duration_ms: Math.min(Date.now() - shownAt.current, 3_600_000) },
        answerKey.current,
      ),
    onSuccess: async (_data, { current, rating }) => {
      setTally((before) => ({
        reviewed: before.reviewed + 1,
        recalled: before.recalled + (rating > 1 ? 1 : 0),
        answers: [...before.answers, { vocabId: current.vocab_id, rating }],
      }));
      setRevealed(false);
      answerKey.current = newIdempotencyKey();
      shownAt.current = Date.now();
      if (position + 1 < cards.length) {
        setPosition(position + 1);
        return;
      }
      // The batch is done: cards answered Again may be due again, and more may wait beyond the batch.
      await refreshReviews(queryClient);
      await queryClient.refetchQueries({ queryKey: reviewKeys.due });
      setPosition(0);
    },
  });

  const grade = useCallback(
    (rating: ReviewRating) => {
      if (card && revealed && !answer.isPending) answer.mutate({ current: card, rating });
    },
    [card, revealed, answer],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!card || !isShortcut(event)) return;
      if (event.key === ' ' && !revealed) {
        event.preventDefault();
        setRevealed(true);
        return;
      }
      const rating = Number(event.key);
      if (revealed && RATINGS.includes(rating as ReviewRating)) {
        event.preventDefault();
        grade(rating as ReviewRating);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [card, revealed, grade]);

  return (
    <section className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>Reviews</h1>
        {card && (
          <p className={styles.progress} aria-live="polite">
            {due.data?.due_count ?? cards.length} due · {tally.reviewed} reviewed
          </p>
        )}
      </header>
      {due.isPending ? (
        <p>Loading...</p>
      ) : due.isError ? (
        <Alert tone="error">
          {errorMessage(due.error, 'Could not load your reviews. Please try again.')}
        </Alert>
      ) : !card ? (
        <Summary tally={tally} />
      ) : (
        <article className={styles.card} aria-label="Review card">
          {card.leech && (
            <p className={styles.leech}>
              You keep forgetting this one. Try making up a sentence of your own with it.
            </p>
          )}
          <CardFront card={card} />
          {revealed ? (
            <>
              <CardBack card={card} />
              <fieldset className={styles.grades}>
                <legend className="visually-hidden">How well did you remember?</legend>
                {RATINGS.map((rating) => (
                  <button
                    key={rating}
                    type="button"
                    className={`${styles.grade} ${styles[`grade${rating}`]}`}
                    disabled={answer.isPending}
                    onClick={() => grade(rating)}
                    aria-keyshortcuts={String(rating)}
                  >
                    <span className={styles.gradeLabel}>{REVIEW_RATING_LABELS[rating]}</span>
                    <span className={styles.interval}>
                      {formatInterval(card.next_intervals[INTERVAL_OF[rating]])}
                    </span>
                  </button>
                ))}
              </fieldset>
            </>
          ) : (
            <Button className={styles.reveal} onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
              Show answer <span className={styles.key}>Space</span>
            </Button>
          )}
          {answer.isError && (
            <Alert tone="error">
              {errorMessage(answer.error, 'Your answer was not saved. Please grade the card again.')}
            </Alert>
          )}
        </article>
      )}
    </section>
  );
}
