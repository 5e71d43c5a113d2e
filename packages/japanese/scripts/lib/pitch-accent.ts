import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { katakanaToHiragana } from '../../src/kana';
import type { PitchAccent } from '../../src/types';

/**
 * Debian's `open-jtalk-mecab-naist-jdic` puts Open JTalk's MeCab dictionary here; `OPEN_JTALK_DICTIONARY`
 * (which the speech engine reads too) points elsewhere.
 */
export const DEFAULT_OPEN_JTALK_DIC = '/var/lib/mecab/dic/open-jtalk/naist-jdic';

export function openJtalkDicPath(): string {
  return process.env.OPEN_JTALK_DICTIONARY || DEFAULT_OPEN_JTALK_DIC;
}

/** One entry of the dictionary whose written form is a whole word looked up. */
export interface AccentEntry {
  /** Part of speech and its first three subdivisions, e.g. `名詞`, `接尾`, `一般`, `*`. */
  pos: [string, string, string, string];
  /** Dictionary form of the entry (食べる for the entry 食べ). */
  base: string;
  /** Katakana, as the dictionary gives it. */
  reading: string;
  /** The dictionary's word cost: lower is more likely. */
  cost: number;
  accent: PitchAccent;
}

/** Dictionary entries of words, by written form. */
export interface AccentSource {
  entriesOf(words: readonly string[]): Map<string, AccentEntry[]>;
}

// Open JTalk's dictionary has features 品詞,細分類1,細分類2,細分類3,活用型,活用形,原形,読み,発音,アクセント型/モーラ数,
// アクセント結合規則: the accent is the mora the pitch falls after (0: it does not fall) and the mora count.
const ACCENT = /^(\d+)\/(\d+)$/;
const NODE_MARK = 'N';
const UNKNOWN_MARK = 'U';

/**
 * Parses `mecab -a` output made with the node format below: for each input line, every dictionary entry
 * spelled exactly as that whole line (MeCab lists every entry found at every position; parts are dropped).
 */
export function parseAllMorphs(output: string, words: readonly string[]): Map<string, AccentEntry[]> {
  const blocks = output.split('EOS\n');
  if (blocks.length !== words.length + 1) {
    throw new Error(`MeCab answered ${blocks.length - 1} lines for ${words.length} words`);
  }
  const found = new Map<string, AccentEntry[]>();
  words.forEach((word, i) => {
    const entries: AccentEntry[] = [];
    for (const line of blocks[i]!.split('\n')) {
      const [mark, start, surface, cost, features] = line.split('\t');
      if (mark !== NODE_MARK || start !== '0' || surface !== word || features === undefined) continue;
      const f = features.split(',');
      const accent = ACCENT.exec(f[9] ?? '');
      if (!accent) continue;
      const downstep = Number(accent[1]);
      const morae = Number(accent[2]);
      if (morae < 1 || downstep > morae) continue;
      entries.push({
        pos: [f[0]!, f[1]!, f[2]!, f[3]!],
        base: f[6]!,
        reading: f[7]!,
        cost: Number(cost),
        accent: { downstep, morae },
      });
    }
    found.set(word, entries);
  });
  return found;
}

/**
 * Open JTalk's dictionary read through Debian's `mecab`. Debian ships the dictionary without the `dicrc`
 * MeCab insists on, so it is used from a temporary directory of links to its files plus a minimal `dicrc`.
 * A missing `mecab` or dictionary is an error: the set-up script installs both, and a catalogue silently
 * built without accents would hide a broken host.
 */
export class MecabAccents implements AccentSource {
  constructor(private readonly dicDir: string = openJtalkDicPath()) {}

  entriesOf(words: readonly string[]): Map<string, AccentEntry[]> {
    if (!existsSync(join(this.dicDir, 'sys.dic'))) {
      throw new Error(
        `Open JTalk's dictionary is not at ${this.dicDir}: install the Debian packages mecab and ` +
          'open-jtalk-mecab-naist-jdic (scripts/setup.sh does), or set OPEN_JTALK_DICTIONARY',
      );
    }
    const dir = mkdtempSync(join(tmpdir(), 'kaiwa-naist-jdic-'));
    try {
      for (const file of readdirSync(this.dicDir)) symlinkSync(join(this.dicDir, file), join(dir, file));
      writeFileSync(join(dir, 'dicrc'), 'cost-factor = 800\nbos-feature = BOS/EOS,*,*,*,*,*,*,*,*\n');
      const output = execFileSync(
        'mecab',
        [
          '-d',
          dir,
          '--all-morphs',
          `--node-format=${NODE_MARK}\\t%ps\\t%m\\t%c\\t%H\\n`,
          `--unk-format=${UNKNOWN_MARK}\\n`,
          '--eos-format=EOS\\n',
        ],
        { input: `${words.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 30 },
      );
      return parseAllMorphs(output, words);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error('mecab is not installed: install the Debian package mecab (scripts/setup.sh does)');
      }
      throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

// Entries that are parts of words or names: a suffix's accent only means something joined to a word, and a
// person's name spelled like a word is not that word.
const isAffix = (entry: AccentEntry) => entry.pos[0] === '接頭詞' || entry.pos[1] === '接尾';
const isPersonName = (entry: AccentEntry) => entry.pos[1] === '固有名詞' && entry.pos[2] === '人名';
const isProperNoun = (entry: AccentEntry) => entry.pos[1] === '固有名詞';

/**
 * The accents of a word with a reading: those of the dictionary entries spelled exactly as the word and read
 * the same way, distinct, most likely first. Of the matching entries, the word itself is preferred over an
 * inflected form of another word (ください is a form of くださる), over a place or organisation name
 * (アメリカ), and over a prefix or suffix (手 the noun, not the prefix), each used only when nothing better
 * matches; person names never are. A word the dictionary only has as several entries (お酒, 会議室) gets
 * none: joining accents needs rules the dictionary does not spell out per word.
 */
export function accentsOf(entries: readonly AccentEntry[], word: string, reading: string): PitchAccent[] {
  const wanted = katakanaToHiragana(reading);
  const matching = entries.filter(
    (entry) => katakanaToHiragana(entry.reading) === wanted && !isPersonName(entry),
  );
  const rank = (entry: AccentEntry) =>
    isAffix(entry) ? 3 : isProperNoun(entry) ? 2 : entry.base !== word ? 1 : 0;
  const best = Math.min(...matching.map(rank));
  const accents: PitchAccent[] = [];
  for (const entry of matching.filter((e) => rank(e) === best).sort((a, b) => a.cost - b.cost)) {
    const { downstep, morae } = entry.accent;
    if (!accents.some((a) => a.downstep === downstep && a.morae === morae)) accents.push({ downstep, morae });
  }
  return accents;
}
