import { formatCount, textLength } from '@kaiwa/contract';
import styles from './TextLimit.module.css';

/** The counter shows once a text is longer than this share of its limit. */
const COUNTER_FROM_SHARE = 0.8;

/** Whether `text` is over `max`, counted in code points as the API counts (an emoji is one character). */
export const isOverLimit = (text: string, max: number): boolean => textLength(text) > max;

/**
 * Tells a writer how close a text is to its limit: nothing until 80 % of it, then "1,850 / 2,000", and past the
 * limit the field's message too (the form then refuses to send). Give the text field
 * `aria-describedby={id}` so screen readers read the count with the field.
 */
export function TextLimit(props: {
  id: string;
  text: string;
  max: number;
  tooLong: string;
  className?: string;
}) {
  const { id, text, max, tooLong } = props;
  const length = textLength(text);
  const over = length > max;
  const className = [styles.limit, over && styles.over, props.className].filter(Boolean).join(' ');
  return (
    <div id={id} className={className}>
      {length > max * COUNTER_FROM_SHARE && (
        <>
          <span className={styles.count}>
            {formatCount(length)} / {formatCount(max)}
          </span>
          {over && <span role="alert">{tooLong}</span>}
        </>
      )}
    </div>
  );
}
