// Replaces or extends the vocabulary lists (data/waller-jmdict/n5.csv … n1.csv) from one CSV with the
// header jmdict_seq,kana,kanji,waller_definition,level and entries of any level (jmdict_seq and kanji may be
// empty; the definition is the meaning of a word EDICT lacks). Every line is checked first (shape, level,
// kana reading, dictionary entry or definition, duplicates); on any problem nothing is written and each
// problem is printed with its line number.
//
//   npx tsx scripts/import-vocabulary.ts --replace words.csv   # the lists become exactly this file
//   npx tsx scripts/import-vocabulary.ts --extend words.csv    # its new words are added to the lists
//
// Rebuild the catalogue afterwards: npm run build -w @kaiwa/japanese
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { JLPT_LEVELS } from '../src/levels';
import { Edict } from './lib/edict';
import { type ImportMode, importVocabulary } from './lib/import';
import { VOCABULARY_DIR } from './lib/paths';

const USAGE = 'usage: import-vocabulary (--replace | --extend) <file.csv>';
const args = process.argv.slice(2);
const modes = args.filter((arg) => arg === '--replace' || arg === '--extend');
const files = args.filter((arg) => !arg.startsWith('--'));
if (modes.length !== 1 || files.length !== 1 || args.length !== 2) fail([USAGE]);
const mode: ImportMode = modes[0] === '--replace' ? 'replace' : 'extend';
const path = files[0]!;

let csv: string;
try {
  csv = readFileSync(path, 'utf8');
} catch {
  fail([`cannot read ${path}`]);
}
const result = importVocabulary({
  csv,
  file: basename(path),
  mode,
  listsDir: VOCABULARY_DIR,
  edict: Edict.read(),
});
if (!result.counts) fail(result.errors);

console.log(
  `Lists ${mode === 'replace' ? 'replaced' : 'extended'}: ${JLPT_LEVELS.map((l) => `${l} ${result.counts![l]}`).join(', ')}`,
);
if (result.alreadyListed)
  console.log(`${result.alreadyListed} entries were already listed and were left as they are.`);
console.log('Rebuild the catalogue: npm run build -w @kaiwa/japanese');

function fail(messages: string[]): never {
  for (const message of messages) console.error(message);
  if (messages[0] !== USAGE) console.error(`\nNothing was imported: ${messages.length} problem(s).`);
  process.exit(1);
}
