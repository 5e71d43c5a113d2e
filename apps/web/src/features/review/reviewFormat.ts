import type { DueCard } from '@kaiwa/contract';
import { displayKanji } from '../../lib/dictionary';

/** A next interval as the grade buttons show it: "1 min", "10 min", "3 h", "4 d", "2 mo", "1.5 y". */
export function formatInterval(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} d`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${Math.round((days / 365) * 10) / 10} y`;
}

const KANJI = /\p{Script=Han}/u;

/**
 * The learner's sentence with the card's word blanked out, split around the blank; null when the word
 * cannot be found in it. An inflected use (食べました for 食べる) is found by the longest beginning of the
 * word that appears, as long as that keeps a kanji or two kana.
 */
export function blankOut(sentence: string, card: Pick<DueCard, 'kanji' | 'pronunciation'>) {
  for (const form of [displayKanji(card), card.pronunciation]) {
    const chars = [...form];
    for (let length = chars.length; length > 0; length--) {
      const part = chars.slice(0, length).join('');
      if (length < 2 && !KANJI.test(part)) break;
      const at = sentence.indexOf(part);
      if (at >= 0) return { before: sentence.slice(0, at), after: sentence.slice(at + part.length) };
    }
  }
  return null;
}
