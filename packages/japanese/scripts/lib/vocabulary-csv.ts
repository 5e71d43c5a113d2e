import { isKana, katakanaToHiragana } from '../../src/kana';
import { isJlptLevel, type JlptLevel } from '../../src/levels';

export const CSV_HEADER = 'word,reading,level';

export interface ListEntry {
  word: string;
  reading: string;
  level: JlptLevel;
  /** `file:line`, for messages. */
  at: string;
}

export interface ParsedList {
  entries: ListEntry[];
  errors: string[];
}

const JAPANESE = /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/;

/**
 * Parses a `word,reading,level` list, checking each line's shape. `level`, when given, is the level every
 * line must have (the per-level files).
 */
export function parseVocabularyCsv(text: string, file: string, level?: JlptLevel): ParsedList {
  const entries: ListEntry[] = [];
  const errors: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== CSV_HEADER) {
    errors.push(`${file}:1: the first line must be the header "${CSV_HEADER}", found "${lines[0] ?? ''}"`);
  }
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    const at = `${file}:${index + 1}`;
    const problem = lineProblem(line, level);
    if (problem) {
      errors.push(`${at}: ${problem}: "${line}"`);
      continue;
    }
    const [word, reading, lineLevel] = line.split(',') as [string, string, JlptLevel];
    entries.push({ word, reading, level: lineLevel, at });
  }
  return { entries, errors };
}

function lineProblem(line: string, level: JlptLevel | undefined): string | undefined {
  const fields = line.split(',');
  if (fields.length !== 3) return `expected 3 fields (word,reading,level), found ${fields.length}`;
  const [word, reading, lineLevel] = fields as [string, string, string];
  if (fields.some((field) => field !== field.trim())) return 'a field has spaces around it';
  if (word === '') return 'the word is empty';
  if (reading === '') return 'the reading is empty';
  if (!JAPANESE.test(word) || /\s/.test(word)) return 'the word is not a Japanese word';
  if (!isKana(reading)) return 'the reading must be kana only';
  if (isKana(word) && katakanaToHiragana(word) !== katakanaToHiragana(reading)) {
    return 'a word written in kana must have itself as reading';
  }
  if (!isJlptLevel(lineLevel)) return `the level must be one of N5, N4, N3, N2, N1, found "${lineLevel}"`;
  if (level && lineLevel !== level) return `the level ${lineLevel} does not belong in the ${level} list`;
  return undefined;
}

export const entryKey = (entry: { word: string; reading: string }) => `${entry.word}|${entry.reading}`;

/** Errors for entries listed more than once (same word and reading), wherever they are. */
export function duplicateErrors(entries: readonly ListEntry[]): string[] {
  const first = new Map<string, ListEntry>();
  const errors: string[] = [];
  for (const entry of entries) {
    const earlier = first.get(entryKey(entry));
    if (earlier) {
      errors.push(
        `${entry.at}: ${entry.word} [${entry.reading}] is already listed at ${earlier.at} (${earlier.level})`,
      );
    } else first.set(entryKey(entry), entry);
  }
  return errors;
}

export function formatVocabularyCsv(
  entries: readonly { word: string; reading: string; level: JlptLevel }[],
): string {
  return `${[CSV_HEADER, ...entries.map((e) => `${e.word},${e.reading},${e.level}`)].join('\n')}\n`;
}
