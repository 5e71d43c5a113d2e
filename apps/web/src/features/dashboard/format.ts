/** "A", "A and B", "A, B and C": commas, then a final "and". */
export function joinAliases(aliases: readonly string[]): string {
  if (aliases.length <= 1) return aliases[0] ?? '';
  return `${aliases.slice(0, -1).join(', ')} and ${aliases.at(-1)}`;
}

/** Epoch seconds as "Mon D, YYYY" in US English, in the viewer's time zone. */
export function formatShortDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function continueConversationText(aliases: readonly string[], lastActivity: number): string {
  return `Continue conversation with ${joinAliases(aliases)} from ${formatShortDate(lastActivity)}`;
}

export { dictionaryUrl, displayKanji } from '../../lib/dictionary';
