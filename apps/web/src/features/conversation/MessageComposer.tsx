import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@kaiwa/contract';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { isOverLimit, TextLimit } from '../../components/TextLimit';
import styles from './ConversationPage.module.css';

/** The text box grows with its text up to this height, then scrolls (its minimum, 40 px, is in the CSS). */
const COMPOSER_MAX_HEIGHT_PX = 160;

/** Key code browsers report for keys pressed while an input method editor handles them. */
const IME_PROCESSING_KEY_CODE = 229;

/**
 * The message text box. Enter sends, Shift+Enter adds a line; Enter that confirms an IME conversion
 * (e.g. kana to kanji) must not send, so composition is tracked by the event flags and by the
 * composition events themselves.
 */
export function MessageComposer({
  onSend,
  autoFocus,
}: {
  onSend: (content: string) => void;
  autoFocus: boolean;
}) {
  const [text, setText] = useState('');
  const composing = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const limitId = useId();
  const blank = text.trim() === '';
  // The API trims before it counts, so a message that is over only by its surrounding spaces may go.
  const tooLong = isOverLimit(text.trim(), MESSAGE_MAX_LENGTH);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [text]);

  const send = () => {
    if (blank || tooLong) return;
    onSend(text.trim());
    setText('');
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === IME_PROCESSING_KEY_CODE)
      return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.composerField}>
        {/* No maxLength: it counts UTF-16 units and cuts pasted text silently; the limit below says why. */}
        <textarea
          ref={textareaRef}
          className={styles.composerInput}
          aria-label="Message"
          aria-describedby={limitId}
          aria-invalid={tooLong || undefined}
          placeholder="Type a message…"
          title="Enter sends, Shift+Enter adds a new line"
          rows={1}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          enterKeyHint="send"
        />
        <TextLimit id={limitId} text={text.trim()} max={MESSAGE_MAX_LENGTH} tooLong={MESSAGE_TOO_LONG} />
      </div>
      <Button type="submit" className={styles.sendButton} disabled={blank || tooLong}>
        Send
      </Button>
    </form>
  );
}
