import { useReviewMembership } from '../app/reviews';
import { errorMessage } from '../lib/api';
import styles from './ReviewToggle.module.css';

/**
 * "Add to reviews" on anything that shows a catalogue item; once added it reads "In reviews" with a way to
 * remove the card. `name` is the item as shown, for screen readers.
 */
export function ReviewToggle({ vocabId, name }: { vocabId: string; name: string }) {
  const { inReviews, add, remove } = useReviewMembership(vocabId);
  const busy = add.isPending || remove.isPending;
  const failure = add.error ?? remove.error;
  return (
    <span className={styles.toggle}>
      {inReviews ? (
        <>
          <span className={styles.inReviews}>✓ In reviews</span>
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            onClick={() => remove.mutate()}
            aria-label={`Remove ${name} from reviews`}
          >
            Remove
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.add}
          disabled={busy}
          onClick={() => add.mutate()}
          aria-label={`Add ${name} to reviews`}
        >
          + Add to reviews
        </button>
      )}
      {failure && (
        <span role="alert" className={styles.error}>
          {errorMessage(failure, 'Could not change your reviews. Please try again.')}
        </span>
      )}
    </span>
  );
}
