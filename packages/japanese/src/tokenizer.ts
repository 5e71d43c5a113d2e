import { existsSync } from 'node:fs';
import { join } from 'node:path';
import koffi, { type LibraryHandle } from 'koffi';
import { type Catalogue, generatedDir, loadCatalogue } from './catalogue';
import { isHiragana } from './kana';
import { applyReadingRules } from './readings';
import type { Token } from './types';

/** One morpheme as IPADIC describes it; `*` marks a field the dictionary leaves empty. */
export interface Morpheme {
  surface: string;
  pos: string;
  posDetail: string;
  conjugationType: string;
  basicForm: string;
  /** Katakana; `*` for a word the dictionary does not know. */
  reading: string;
}

export interface TokenizerOptions {
  /** MeCab's C library (Debian package `libmecab2`, which `mecab` installs). */
  library?: string;
  /** A compiled IPADIC in UTF-8 (Debian package `mecab-ipadic-utf8`). */
  dicDir?: string;
  /** A user dictionary compiled against it: the data build's kana nouns (see `KANA_NOUNS_FILE`). */
  userDic?: string;
}

/** The data build's MeCab user dictionary of catalogue nouns written in kana (see `kanaNounEntries`). */
export const KANA_NOUNS_FILE = 'kana-nouns.dic';

export class TokenizerError extends Error {
  override name = 'TokenizerError';
}

/**
 * Longest piece of text handed to MeCab at once, in UTF-16 units. MeCab's time grows faster than the length
 * on long runs of one character class (1,000 half-width katakana take about 2 ms, 500 a third of that), so
 * each call holds the event loop briefly, and no input, however repetitive, costs more than its length.
 */
export const MAX_CHUNK_LENGTH = 1000;
/** A long text is tokenized a chunk at a time; after this much work in a row, other work gets a turn. */
const SLICE_MS = 2;
// A cut after one of these (or whitespace) keeps sentences whole; MeCab drops whitespace anyway.
const CHUNK_BREAK = /[\s。．.！!？?、，,；;」』）)]/u;
// Characters MeCab must not see: a NUL ends its C string, other controls are not text, and a lone surrogate
// cannot be written as UTF-8. Each is replaced by one UTF-16 unit so offsets still match the original text.
const UNSENDABLE = /\p{Cc}|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
/** Each morpheme on a line: the surface, a tab, IPADIC's features; then EOS after the text. */
const OUTPUT_FORMAT = ['-F', '%m\\t%H\\n', '-U', '%m\\t%H\\n', '-E', 'EOS\\n'];

/** Splits text MeCab can read into pieces of at most `MAX_CHUNK_LENGTH` units, cut at a break where one is near. */
export function chunksOf(text: string, max = MAX_CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let end = start + max;
    let cut = end;
    while (cut > start + max / 2 && !CHUNK_BREAK.test(text[cut - 1]!)) cut--;
    if (cut > start + max / 2) end = cut;
    else if (/[\ud800-\udbff]/.test(text[end - 1]!)) end--;
    chunks.push(text.slice(start, end));
    start = end;
  }
  chunks.push(text.slice(start));
  return chunks;
}

/** The calls of MeCab's C API that tokenizing needs. */
type Mecab = {
  /** MeCab's output for `text`, or null when it failed. */
  parse(text: string): string | null;
  error(): string;
  destroy(): void;
};

function openMecab(library: string, dicDir: string, userDic: string | undefined): Mecab {
  let lib: LibraryHandle;
  try {
    lib = koffi.load(library);
  } catch {
    throw new TokenizerError(
      `MeCab's library was not found (${library}); install the Debian packages mecab and mecab-ipadic-utf8`,
    );
  }
  const create = lib.func('void *mecab_new(int argc, const char **argv)');
  const parse = lib.func('const char *mecab_sparse_tostr2(void *mecab, const char *text, size_t length)');
  const strerror = lib.func('const char *mecab_strerror(void *mecab)');
  const destroy = lib.func('void mecab_destroy(void *mecab)');
  // Arguments as a list, not one string MeCab would split at spaces: a dictionary path may contain one.
  const argv = ['mecab', '-d', dicDir, ...(userDic ? ['-u', userDic] : []), ...OUTPUT_FORMAT];
  const handle: unknown = create(argv.length, argv);
  if (!handle) {
    const dictionaries = userDic ? `${dicDir} with ${userDic}` : dicDir;
    throw new TokenizerError(
      `MeCab could not open the dictionary ${dictionaries}: ${strerror(null) || 'no reason given'}`,
    );
  }
  return {
    parse: (text) => parse(handle, text, Buffer.byteLength(text)),
    error: () => strerror(handle),
    destroy: () => destroy(handle),
  };
}

/**
 * IPADIC morphemes from MeCab's C library, called in this process: a message's text is tokenized in a tenth
 * of a millisecond, where a round trip to a MeCab process took half a millisecond and, on a busy machine,
 * several (ADR 10). MeCab runs in linear time (it bounds how far it groups unknown characters) with ~35 MB of
 * memory, mostly the dictionary mapped from disk. A long text goes a chunk at a time, letting other work run
 * between chunks.
 */
export class MecabTokenizer {
  private mecab: Mecab | undefined;
  private readonly library: string;
  private readonly dicDir: string;
  private readonly userDic: string | undefined;

  constructor(options: TokenizerOptions = {}) {
    this.library = options.library ?? 'libmecab.so.2';
    this.dicDir = options.dicDir ?? '/var/lib/mecab/dic/ipadic-utf8';
    this.userDic = options.userDic;
  }

  /** The morphemes of `text`, whitespace included, covering it exactly. */
  async morphemes(text: string): Promise<Morpheme[]> {
    const sendable = text.replace(UNSENDABLE, ' ');
    const found: Morpheme[] = [];
    let sliceStart = performance.now();
    for (const chunk of chunksOf(sendable)) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      // MeCab is opened on the first call, and again after a close (which may come while a long text waits
      // its turn).
      const from = found.length;
      readMorphemes(this.parse(chunk), found);
      this.readLostRunsAgain(found, from);
    }
    return alignToText(found, sendable, text);
  }

  private parse(text: string): string {
    this.mecab ??= openMecab(this.library, this.dicDir, this.userDic);
    const output = this.mecab.parse(text);
    if (output === null) throw new TokenizerError(`MeCab failed: ${this.mecab.error()}`);
    return output;
  }

  /**
   * Reads again, from `from` on, each run of hiragana MeCab lost its way in (see `isLostRun`), with the
   * hiragana word before it: the longest start of the run that is one word MeCab knows, then the rest as
   * MeCab reads it alone (し + ょくどうはやすくておいしいです: しょくどう, then は + やすく + て + おいしい + です).
   */
  private readLostRunsAgain(morphemes: Morpheme[], from: number): void {
    let budget = LOST_RUNS_PER_CHUNK;
    for (let k = from; k < morphemes.length && budget > 0; k++) {
      if (!isLostRun(morphemes[k]!)) continue;
      budget--;
      const first = k > from && isHiragana(morphemes[k - 1]!.surface) ? k - 1 : k;
      const run = morphemes
        .slice(first, k + 1)
        .map((morpheme) => morpheme.surface)
        .join('');
      const again = this.readRun(run, READ_AGAIN_DEPTH);
      if (again) morphemes.splice(first, k + 1 - first, ...again);
    }
  }

  /** A run of hiragana as its longest first word MeCab knows and the rest, or undefined where none begins it. */
  private readRun(run: string, depth: number): Morpheme[] | undefined {
    for (let end = Math.min(run.length, LONGEST_KANA_WORD); end > 1; end--) {
      const [word, ...more] = this.morphemesOf(run.slice(0, end));
      if (!word || more.length > 0 || word.reading === '*') continue;
      const rest = run.length > end ? this.morphemesOf(run.slice(end)) : [];
      // The rest may lose its way again (after a second small kana), a bounded number of times.
      const lost = rest.findIndex(isLostRun);
      if (lost >= 0 && depth > 0) {
        const again = this.readRun(
          rest
            .slice(lost)
            .map((morpheme) => morpheme.surface)
            .join(''),
          depth - 1,
        );
        if (again) rest.splice(lost, rest.length - lost, ...again);
      }
      return [word, ...rest];
    }
    return undefined;
  }

  private morphemesOf(text: string): Morpheme[] {
    const morphemes: Morpheme[] = [];
    readMorphemes(this.parse(text), morphemes);
    return morphemes;
  }

  /** Frees MeCab and its dictionary (opened again on the next call). */
  close(): void {
    this.mecab?.destroy();
    this.mecab = undefined;
  }
}

// Kana that only end a syllable (ょ of しょ): no word begins with one. The small っ does begin particles (って).
const SYLLABLE_END = /^[ぁぃぅぇぉゃゅょゎゕゖ]/;
// Unknown hiragana this long is most often several words MeCab grouped as one, not one word.
const LOST_RUN_LENGTH = 6;
// How many times a run is read again after a lost run inside it; and the longest kana word looked for. Each
// reading again parses the rest of its run, so a chunk reads at most so many runs again: a few milliseconds.
const READ_AGAIN_DEPTH = 3;
const LOST_RUNS_PER_CHUNK = 16;
const LONGEST_KANA_WORD = 10;

/**
 * Whether MeCab lost its way in a run of hiragana: where no word of its dictionaries begins at a kana (the ょ
 * of しょくどう after the verb し, the び of さびしい after the adverb さ), it groups all the hiragana after it
 * into one unknown word (ょくどうはやすくておいしいです), and words written in kana without spaces are lost.
 */
function isLostRun(morpheme: Morpheme): boolean {
  const { surface } = morpheme;
  const unknown = morpheme.reading === '*' && isHiragana(surface);
  return unknown && (SYLLABLE_END.test(surface) || surface.length >= LOST_RUN_LENGTH);
}

/** Appends the morphemes of MeCab's output to `into`: a line per morpheme, up to the EOS line. */
function readMorphemes(output: string, into: Morpheme[]): void {
  let start = 0;
  for (let end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n', start)) {
    if (end - start === 3 && output.startsWith('EOS', start)) return;
    // The surface, a tab, then IPADIC's comma-separated features (unknown words have fewer).
    let tab = output.indexOf('\t', start);
    if (tab < 0 || tab > end) tab = end;
    const morpheme: Morpheme = {
      surface: known(output.slice(start, tab)),
      pos: '*',
      posDetail: '*',
      conjugationType: '*',
      basicForm: '*',
      reading: '*',
    };
    let from = tab + 1;
    for (let field = 0; field <= 7 && from <= end; field++) {
      let comma = output.indexOf(',', from);
      if (comma < 0 || comma > end) comma = end;
      if (field === 0) morpheme.pos = known(output.slice(from, comma));
      else if (field === 1) morpheme.posDetail = known(output.slice(from, comma));
      else if (field === 4) morpheme.conjugationType = known(output.slice(from, comma));
      else if (field === 6) morpheme.basicForm = known(output.slice(from, comma));
      else if (field === 7) morpheme.reading = known(output.slice(from, comma));
      from = comma + 1;
    }
    into.push(morpheme);
    start = end + 1;
  }
}

// The same words and features come back message after message: each distinct string is kept once and
// reused, so a token points at strings that live as long as it may, not at fresh ones. Once V8 allocates
// tokens directly in the old generation (it does after long texts, all of whose tokens are alive at once),
// fresh strings held by them are copied at every young-generation collection until a full one.
// Longer strings (a run of unknown characters, a long latin word) are user text rather than words, and are
// not kept: at most some 5 MB are.
const KNOWN_LIMIT = 50_000;
const KNOWN_MAX_LENGTH = 24;
const knownStrings = new Map<string, string>();

function known(text: string): string {
  if (text.length > KNOWN_MAX_LENGTH) return text;
  const found = knownStrings.get(text);
  if (found !== undefined) return found;
  if (knownStrings.size >= KNOWN_LIMIT) knownStrings.clear();
  knownStrings.set(text, text);
  return text;
}

const WHITESPACE: Omit<Morpheme, 'surface'> = {
  pos: '記号',
  posDetail: '空白',
  conjugationType: '*',
  basicForm: '*',
  reading: '*',
};

/**
 * Gives MeCab's morphemes their surfaces from the original text and puts back, as whitespace morphemes, the
 * characters MeCab skips (spaces, tabs, line breaks, and the replaced control characters), so that the
 * morphemes cover the text exactly.
 */
function alignToText(found: Morpheme[], sent: string, original: string): Morpheme[] {
  const out: Morpheme[] = [];
  let at = 0;
  for (const morpheme of found) {
    const start = sent.indexOf(morpheme.surface, at);
    if (start < 0) throw new TokenizerError('MeCab answered with text that is not in the input');
    if (start > at) out.push({ ...WHITESPACE, surface: original.slice(at, start) });
    at = start + morpheme.surface.length;
    // Only where characters were replaced does the original differ from what MeCab saw.
    if (sent !== original) morpheme.surface = original.slice(start, at);
    out.push(morpheme);
  }
  if (at < original.length) out.push({ ...WHITESPACE, surface: original.slice(at) });
  return out;
}

let shared: MecabTokenizer | undefined;

/**
 * The process's one tokenizer: IPADIC (from `MECAB_DIC_DIR` when set) with the data build's kana nouns, which
 * the build writes before it first tokenizes.
 */
export function getTokenizer(): MecabTokenizer {
  shared ??= new MecabTokenizer({
    dicDir: process.env.MECAB_DIC_DIR || undefined,
    userDic: kanaNounsPath(),
  });
  return shared;
}

/** The kana nouns' user dictionary, once the data build has written it. */
function kanaNounsPath(): string | undefined {
  const path = join(generatedDir(), KANA_NOUNS_FILE);
  return existsSync(path) ? path : undefined;
}

/** Tokens of `text` with dictionary forms and readings corrected for context and by the catalogue. */
export async function tokenize(text: string, catalogue: Catalogue = loadCatalogue()): Promise<Token[]> {
  return applyReadingRules(await getTokenizer().morphemes(text), catalogue);
}
