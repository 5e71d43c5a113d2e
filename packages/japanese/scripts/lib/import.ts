import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isKana } from '../../src/kana';
import { JLPT_LEVELS, type JlptLevel } from '../../src/levels';
import type { Edict } from './edict';
import { listFile } from './paths';
import {
  duplicateErrors,
  entryKey,
  formatVocabularyCsv,
  type ListEntry,
  parseVocabularyCsv,
} from './vocabulary-csv';

export type ImportMode = 'replace' | 'extend';

export interface ImportResult {
  errors: string[];
  /** Entries per level after the import (when it succeeded). */
  counts?: Record<JlptLevel, number>;
  /** Input lines already listed at the same level, left as they were (extend only). */
  alreadyListed?: number;
}

/**
 * Replaces the per-level lists with a CSV of the lists' columns and a level, or adds its entries to them.
 * Nothing is written unless every line is valid: well formed, known to the dictionary with that reading or
 * given a definition, and not listed twice (in the input, or, when extending, at another level of the lists).
 */
export function importVocabulary(options: {
  csv: string;
  file: string;
  mode: ImportMode;
  listsDir: string;
  edict: Edict;
}): ImportResult {
  const { csv, file, mode, listsDir, edict } = options;
  const parsed = parseVocabularyCsv(csv, file);
  const errors = [...parsed.errors, ...duplicateErrors(parsed.entries)];
  for (const entry of parsed.entries) {
    if (entry.definition === '' && edict.lookup(entry.word, entry.reading).length === 0) {
      errors.push(
        `${entry.at}: ${entry.word} [${entry.reading}] has no dictionary entry; give it a definition${hint(entry, edict)}`,
      );
    }
  }
  if (parsed.entries.length === 0 && parsed.errors.length === 0) errors.push(`${file}: no entries to import`);

  const lists = new Map<JlptLevel, ListEntry[]>(JLPT_LEVELS.map((level) => [level, []]));
  let alreadyListed = 0;
  if (mode === 'extend') {
    const existing = new Map<string, ListEntry>();
    for (const level of JLPT_LEVELS) {
      const path = join(listsDir, listFile(level));
      if (!existsSync(path)) continue;
      const current = parseVocabularyCsv(readFileSync(path, 'utf8'), listFile(level), level);
      errors.push(...current.errors);
      lists.get(level)!.push(...current.entries);
      for (const entry of current.entries) existing.set(entryKey(entry), entry);
    }
    for (const entry of parsed.entries) {
      const listed = existing.get(entryKey(entry));
      if (!listed) lists.get(entry.level)!.push(entry);
      else if (listed.level === entry.level) alreadyListed++;
      else {
        errors.push(
          `${entry.at}: ${entry.word} [${entry.reading}] is already listed as ${listed.level} at ${listed.at}`,
        );
      }
    }
  } else {
    for (const entry of parsed.entries) lists.get(entry.level)!.push(entry);
  }
  if (errors.length > 0) return { errors };

  for (const [level, entries] of lists) {
    const path = join(listsDir, listFile(level));
    writeFileSync(`${path}.tmp`, formatVocabularyCsv(entries));
    renameSync(`${path}.tmp`, path);
  }
  const counts = Object.fromEntries([...lists].map(([level, entries]) => [level, entries.length]));
  return { errors, counts: counts as Record<JlptLevel, number>, alreadyListed };
}

function hint(entry: ListEntry, edict: Edict): string {
  if (isKana(entry.word)) return '';
  const readings = edict.readingsOf(entry.word);
  return readings.length > 0
    ? ` (the dictionary reads ${entry.word} as ${readings.join(', ')})`
    : ` (the dictionary has no word written ${entry.word})`;
}
