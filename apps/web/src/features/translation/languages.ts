import { Language } from '@kaiwa/contract';

/** Japanese first, then the other languages as the contract lists them (spec §9). */
export const LANGUAGES: readonly Language[] = Language.options;

export type LanguagePair = { source: Language; target: Language };

/** One side of a translation is always Japanese: a non-Japanese choice forces the other side to Japanese. */
export function chooseSource(pair: LanguagePair, source: Language): LanguagePair {
  return { source, target: source === 'Japanese' ? pair.target : 'Japanese' };
}

export function chooseTarget(pair: LanguagePair, target: Language): LanguagePair {
  return { source: target === 'Japanese' ? pair.source : 'Japanese', target };
}

export const swap = (pair: LanguagePair): LanguagePair => ({ source: pair.target, target: pair.source });

/** History dates: year, short month, day, hour and minute in US English (spec §9). */
export function formatHistoryDate(epochMs: number): string {
  return new Date(epochMs).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
