import { isKana } from '../../src/kana';
import { difficulty, isJlptLevel, type JlptLevel } from '../../src/levels';

/** The lists' columns, as Jonathan Waller's lists linked to JMdict (stephenmk/yomitan-jlpt-vocab) have them. */
export const LIST_HEADER = 'jmdict_seq,kana,kanji,waller_definition';
/** A file to import holds entries of any level, so it says each entry's level. */
export const IMPORT_HEADER = `${LIST_HEADER},level`;

export interface ListEntry {
  /** The written form: the kanji spelling, or the kana for a word without one. */
  word: string;
  reading: string;
  level: JlptLevel;
  /** The list's own English, the gloss of a word the dictionary does not have; may be empty. */
  definition: string;
  /** The JMdict entry the list names, when it names one. */
  jmdictSeq: number | null;
  /** `file:line`, for messages. */
  at: string;
}

export interface ParsedList {
  entries: ListEntry[];
  errors: string[];
}

// Kana, kanji and the full-width letters of a few spellings (ＯＫ for オーケー).
const JAPANESE = /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e々〆ヶ]/;

/**
 * Parses a list. With `level` it is one level's file (`jmdict_seq,kana,kanji,waller_definition`); without,
 * a file to import, whose last column is each entry's level.
 */
export function parseVocabularyCsv(text: string, file: string, level?: JlptLevel): ParsedList {
  const entries: ListEntry[] = [];
  const errors: string[] = [];
  const header = level ? LIST_HEADER : IMPORT_HEADER;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== header) {
    errors.push(`${file}:1: the first line must be the header "${header}", found "${lines[0] ?? ''}"`);
  }
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    const at = `${file}:${index + 1}`;
    const fields = splitCsvLine(line);
    const problem = fields ? lineProblem(fields, level) : 'a quoted field is not closed';
    if (problem) {
      errors.push(`${at}: ${problem}: "${line}"`);
      continue;
    }
    const [seq, kana, kanji, definition, lineLevel] = fields as string[];
    entries.push({
      word: kanji || kana!,
      reading: kana!,
      level: (level ?? lineLevel) as JlptLevel,
      definition: definition!.trim(),
      jmdictSeq: seq === '' ? null : Number(seq),
      at,
    });
  }
  return { entries, errors };
}

/** The fields of one CSV line (RFC 4180 quoting), or undefined when a quote is left open. */
export function splitCsvLine(line: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  if (quoted) return undefined;
  fields.push(field);
  return fields;
}

function lineProblem(fields: string[], level: JlptLevel | undefined): string | undefined {
  const expected = level ? 4 : 5;
  if (fields.length !== expected) {
    return `expected ${expected} fields (${level ? LIST_HEADER : IMPORT_HEADER}), found ${fields.length}`;
  }
  const [seq, kana, kanji, , lineLevel] = fields as [string, string, string, string, string?];
  // The definition is free English text; its stray spaces are trimmed when read.
  if ([seq, kana, kanji, lineLevel ?? ''].some((field) => field !== field.trim())) {
    return 'a field has spaces around it';
  }
  if (!/^\d*$/.test(seq)) return 'the JMdict entry number must be digits or empty';
  if (kana === '') return 'the kana is empty';
  if (!isKana(kana)) return 'the kana must be kana only';
  if (kanji !== '' && (!JAPANESE.test(kanji) || /\s/.test(kanji))) return 'the kanji is not a Japanese word';
  if (!level && !isJlptLevel(lineLevel)) {
    return `the level must be one of N5, N4, N3, N2, N1, found "${lineLevel}"`;
  }
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

/**
 * Each word once, at the easiest level it is listed at (the lists put a few words in two levels: いいえ is
 * N5 and N1); the entries left out are returned too, for the build's report.
 */
export function easiestOfEach(entries: readonly ListEntry[]): { kept: ListEntry[]; dropped: ListEntry[] } {
  const byKey = new Map<string, ListEntry>();
  for (const entry of entries) {
    const earlier = byKey.get(entryKey(entry));
    if (!earlier || difficulty(entry.level) < difficulty(earlier.level)) byKey.set(entryKey(entry), entry);
  }
  const kept = [...byKey.values()];
  const keptSet = new Set(kept);
  return { kept, dropped: entries.filter((entry) => !keptSet.has(entry)) };
}

/**
 * Every entry at the easiest level of its JMdict entry: the lists put some words at several levels under
 * different spellings (いちばん N5, 一番 N3), and a learner meets the word at the first. The entries moved to an
 * easier level are returned too, for the build's report.
 */
export function levelledByEntry(entries: readonly ListEntry[]): {
  entries: ListEntry[];
  levelled: { entry: ListEntry; from: JlptLevel }[];
} {
  const easiest = new Map<number, JlptLevel>();
  for (const { jmdictSeq, level } of entries) {
    if (jmdictSeq === null) continue;
    const earlier = easiest.get(jmdictSeq);
    if (!earlier || difficulty(level) < difficulty(earlier)) easiest.set(jmdictSeq, level);
  }
  const levelled: { entry: ListEntry; from: JlptLevel }[] = [];
  const result = entries.map((entry) => {
    const level = entry.jmdictSeq === null ? entry.level : easiest.get(entry.jmdictSeq)!;
    if (level === entry.level) return entry;
    const moved = { ...entry, level };
    levelled.push({ entry: moved, from: entry.level });
    return moved;
  });
  return { entries: result, levelled };
}

const quote = (field: string) => (/[",\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** One level's list file. */
export function formatVocabularyCsv(entries: readonly Omit<ListEntry, 'at' | 'level'>[]): string {
  const rows = entries.map((e) =>
    [
      e.jmdictSeq === null ? '' : String(e.jmdictSeq),
      e.reading,
      e.word === e.reading ? '' : e.word,
      e.definition,
    ]
      .map(quote)
      .join(','),
  );
  return `${[LIST_HEADER, ...rows].join('\n')}\n`;
}
