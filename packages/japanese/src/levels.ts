/**
 * The JLPT levels: defined here, in the language core, and validated at the API by the contract's schema
 * built from `JLPT_LEVELS` (the core never depends on the contract).
 */
export type JlptLevel = 'N5' | 'N4' | 'N3' | 'N2' | 'N1';

/** Easiest first, the order the product lists and sorts levels in. */
export const JLPT_LEVELS: readonly JlptLevel[] = ['N5', 'N4', 'N3', 'N2', 'N1'];

/**
 * How many vocabulary entries each level's list must hold. The single source for the data build's size
 * check and for the test over the built catalogue.
 */
export const VOCABULARY_LEVEL_SIZES: Readonly<Record<JlptLevel, { min: number; max: number }>> = {
  N5: { min: 650, max: 700 },
  N4: { min: 600, max: 650 },
  N3: { min: 1700, max: 1850 },
  N2: { min: 1750, max: 1900 },
  N1: { min: 3300, max: 3600 },
};

export function isJlptLevel(value: unknown): value is JlptLevel {
  return typeof value === 'string' && (JLPT_LEVELS as readonly string[]).includes(value);
}

/** 1 for N5 (easiest) up to 5 for N1 (hardest). */
export function difficulty(level: JlptLevel): number {
  return JLPT_LEVELS.indexOf(level) + 1;
}
