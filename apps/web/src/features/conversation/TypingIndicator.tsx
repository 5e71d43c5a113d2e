import styles from './ConversationPage.module.css';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

function typingText(aliases: readonly string[]): string {
  if (aliases.length === 0) return 'Typing…';
  return `${listFormat.format(aliases)} ${aliases.length === 1 ? 'is' : 'are'} typing…`;
}

export function TypingIndicator({ aliases }: { aliases: readonly string[] }) {
  return (
    <div className={styles.typing} role="status" data-testid="typing-indicator">
      <span className={styles.typingDots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={styles.typingText}>{typingText(aliases)}</span>
    </div>
  );
}
