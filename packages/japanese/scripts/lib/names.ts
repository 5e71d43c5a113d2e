import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMES_FILE } from '../../src/names';
import { type Edict, readEucJp } from './edict';

/** Debian's `enamdict` package puts JMnedict, EDRDG's dictionary of names, here; `ENAMDICT_PATH` elsewhere. */
const DEFAULT_ENAMDICT_PATH = '/usr/share/edict/enamdict';

// JMnedict's kinds of name that are spoken of as things: organisations, companies, products, works, events.
// Its places, stations and people are left out: most are spelled as ordinary phrases are (桜並木, 展望台).
const THING_KINDS = new Set(['o', 'c', 'pr', 'wk', 'ev']);
const ENAMDICT_LINE = /^(\S+) (?:\[\S+\] )?\/\(([a-z,]+)\) (.*)\/$/;
// The part-of-speech and sense markers a gloss begins with: (n) (1) Second World War.
const LEADING_MARKERS = /^(\([^)]*\)\s*)+/;

// Words a title-case gloss may have in lower case (League of Nations, Garden of Eden).
const LINKING_WORDS = new Set(['of', 'the', 'and', 'for', 'on', 'in', 'at', 'to', 'de', 'du', 'la', 'von']);
// Holidays, periods, indices, titles of office and notices are glossed in capitals too (独立記念日 Independence
// Day, 石器時代 Stone Age, 日経平均株価 Nikkei Stock Average, 外務大臣 Minister of Foreign Affairs, 立ち入り禁止
// Keep Out, 明けましておめでとう Happy New Year), but they are not names: the words they are made of count.
const NOT_NAME_FIRST = new Set(['No', 'Keep', 'Happy', 'Merry', 'Good', 'Please', 'Thank', 'Welcome']);
const NOT_NAME_LAST = new Set(['Day', 'Age', 'Era', 'Period', 'Average', 'Index']);
const OFFICES = new Set(['Minister', 'Secretary', 'Majesty', 'President', 'Governor', 'Ambassador', 'Mayor']);

/**
 * Whether an EDICT line's first gloss is a proper name of two words or more, every word in capitals but the
 * linking ones: 第二次世界大戦 "Second World War", 国際連盟 "League of Nations", ノーベル賞 "Nobel Prize". A
 * single word is most often a people or a language (アジア人 "Asian", ロシア語 "Russian"); a name the entry
 * also glosses in lower case is a phrase as well (新世界 "New World", "new world").
 */
export function isNameGloss(body: string): boolean {
  const glosses = body.split('/').map((gloss) => gloss.replace(/\([^)]*\)/g, ' ').trim());
  const first = glosses[0]!;
  if (glosses.some((gloss) => gloss !== first && gloss.toLowerCase() === first.toLowerCase())) return false;
  const words = first
    .split(/[\s-]+/)
    .map((word) => word.replace(/^[,.!']+|[,.!']+$/g, ''))
    .filter((word) => word !== '');
  const capitalised = words.filter((word) => !LINKING_WORDS.has(word));
  if (capitalised.length < 2 || !capitalised.every((word) => /^[\p{Lu}\d]/u.test(word))) return false;
  const last = words.at(-1)!.replace(/'s$/, '');
  return (
    !LINKING_WORDS.has(words[0]!) &&
    !NOT_NAME_FIRST.has(words[0]!) &&
    !NOT_NAME_LAST.has(last) &&
    !words.some((word) => OFFICES.has(word))
  );
}

/**
 * Names the dictionaries list, of three characters or more, with their English: EDICT's words glossed with a
 * proper name, and JMnedict's names of organisations, companies, products, works and events (文部科学省,
 * 宇宙航空研究開発機構). Detection takes such a name whole, as no word (names count nothing in the gold
 * convention), where IPADIC cuts it into words the catalogue lists, and the word-by-word gloss gives its
 * English. Two characters make few names and many compounds of two countries' names (日米 "Japan-US"), whose
 * kanji are words.
 */
export function listedNames(edict: Edict, enamdict: string): Record<string, string> {
  const names: Record<string, string> = {};
  const add = (name: string, body: string) => {
    if ([...name].length >= 3) names[name] ??= body.split('/')[0]!.replace(LEADING_MARKERS, '');
  };
  for (const headword of edict.headwords()) {
    const line = edict.linesOf(headword).find((line) => isNameGloss(line.body));
    if (line) add(headword, line.body);
  }
  for (const line of enamdict.split('\n')) {
    const [, name, kinds, body] = ENAMDICT_LINE.exec(line) ?? [];
    if (name && kinds!.split(',').some((kind) => THING_KINDS.has(kind))) add(name, body!);
  }
  return Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** JMnedict's text, from `ENAMDICT_PATH` or Debian's package. */
function readEnamdict(path = process.env.ENAMDICT_PATH || DEFAULT_ENAMDICT_PATH): string {
  return readEucJp(
    path,
    'the ENAMDICT names dictionary',
    "install Debian's enamdict package or set ENAMDICT_PATH",
  );
}

/** Writes the names next to the catalogue; returns how many. */
export function writeNames(edict: Edict, outDir: string): number {
  const names = listedNames(edict, readEnamdict());
  writeFileSync(join(outDir, NAMES_FILE), JSON.stringify(names));
  return Object.keys(names).length;
}
