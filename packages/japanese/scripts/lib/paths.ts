import { fileURLToPath } from 'node:url';
import type { JlptLevel } from '../../src/levels';

/** The hand-authored lists, one CSV per level. */
export const VOCABULARY_DIR = fileURLToPath(new URL('../../data/vocabulary/', import.meta.url));
export const GENERATED_DIR = fileURLToPath(new URL('../../generated/', import.meta.url));

export const listFile = (level: JlptLevel) => `${level.toLowerCase()}.csv`;

/** Counts and whether the list sizes were checked, next to the catalogue. */
export const BUILD_INFO_FILE = 'build-info.json';
