import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { type Catalogue, loadCatalogue } from './catalogue';
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
  /** The MeCab command (Debian package `mecab`). */
  command?: string;
  /** A compiled IPADIC in UTF-8 (Debian package `mecab-ipadic-utf8`). */
  dicDir?: string;
  /** A call that takes longer fails, and the MeCab process is started again for the next one. */
  timeoutMs?: number;
}

export class TokenizerError extends Error {
  override name = 'TokenizerError';
}

/**
 * Longest piece of text handed to MeCab at once, in UTF-16 units: at most 3,000 bytes of UTF-8, well inside
 * MeCab's 8 KiB line buffer, and small enough that no input, however repetitive, costs more than its length.
 */
export const MAX_CHUNK_LENGTH = 1000;
const DEFAULT_TIMEOUT_MS = 10_000;
// A cut after one of these (or whitespace) keeps sentences whole; MeCab drops whitespace anyway.
const CHUNK_BREAK = /[\s。．.！!？?、，,；;」』）)]/u;
// Characters MeCab must not see: controls end or corrupt its line protocol, and a lone surrogate cannot be
// written as UTF-8. Each is replaced by one UTF-16 unit so offsets still match the original text.
const UNSENDABLE = /\p{Cc}|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

/** Splits text MeCab can read into lines of at most `MAX_CHUNK_LENGTH` units, cut at a break where one is near. */
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

type Call = {
  lines: number;
  morphemes: Morpheme[];
  resolve: (morphemes: Morpheme[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * IPADIC morphemes from one long-lived MeCab process. Tokenizing runs in that process, off Node's event
 * loop, in linear time (MeCab bounds how far it groups unknown characters), with ~35 MB of memory; calls are
 * answered in the order they were made. A crash or a call over the time limit fails the calls in flight with
 * a `TokenizerError`, and the next call starts a new process.
 */
export class MecabTokenizer {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly calls: Call[] = [];
  private readonly command: string;
  private readonly dicDir: string;
  private readonly timeoutMs: number;

  constructor(options: TokenizerOptions = {}) {
    this.command = options.command ?? 'mecab';
    this.dicDir = options.dicDir ?? '/var/lib/mecab/dic/ipadic-utf8';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The morphemes of `text`, whitespace included, covering it exactly. */
  async morphemes(text: string): Promise<Morpheme[]> {
    const sendable = text.replace(UNSENDABLE, ' ');
    const found = await this.parse(chunksOf(sendable));
    return alignToText(found, sendable, text);
  }

  /** Ends the MeCab process (a new one starts on the next call). */
  close(): void {
    this.fail(new TokenizerError('The tokenizer was closed'));
  }

  private parse(lines: string[]): Promise<Morpheme[]> {
    const child = this.process();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new TokenizerError(`Japanese analysis took longer than ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      this.calls.push({ lines: lines.length, morphemes: [], resolve, reject, timer });
      this.setKeepsProcessAlive(true);
      child.stdin.write(`${lines.join('\n')}\n`);
    });
  }

  private process(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(
      this.command,
      ['-d', this.dicDir, '-F', '%m\\t%H\\n', '-U', '%m\\t%H\\n', '-E', 'EOS\\n'],
      { stdio: 'pipe' },
    );
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString()).slice(-500);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      this.fail(
        new TokenizerError(
          error.code === 'ENOENT'
            ? `MeCab was not found (${this.command}); install the Debian packages mecab and mecab-ipadic-utf8`
            : `MeCab could not run: ${error.message}`,
        ),
        child,
      ),
    );
    // 'close', not 'exit': only once its output is closed has all it wrote to stderr been read.
    child.on('close', (code, signal) =>
      this.fail(new TokenizerError(`MeCab stopped (${signal ?? `exit ${code}`}): ${stderr.trim()}`), child),
    );
    child.stdin.on('error', () => {}); // the 'close' or 'error' event above reports what went wrong
    // The output is read as it comes, line by line, without a copy of each line or of its nine features: a
    // message's hundred lines made a third of what its analysis allocated.
    let unfinished = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (data: string) => {
      const text = unfinished + data;
      let start = 0;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        this.receive(text, start, end);
        start = end + 1;
      }
      unfinished = text.slice(start);
    });
    return child;
  }

  /** One line of MeCab's output, `text` from `start` to `end`: a morpheme, or EOS after each input line. */
  private receive(text: string, start: number, end: number): void {
    const call = this.calls[0];
    if (!call) return;
    if (end - start === 3 && text.startsWith('EOS', start)) {
      if (--call.lines > 0) return;
      this.calls.shift();
      clearTimeout(call.timer);
      if (this.calls.length === 0) this.setKeepsProcessAlive(false);
      call.resolve(call.morphemes);
      return;
    }
    // The surface, a tab, then IPADIC's comma-separated features (unknown words have fewer).
    let tab = text.indexOf('\t', start);
    if (tab < 0 || tab > end) tab = end;
    const morpheme: Morpheme = {
      surface: known(text.slice(start, tab)),
      pos: '*',
      posDetail: '*',
      conjugationType: '*',
      basicForm: '*',
      reading: '*',
    };
    let from = tab + 1;
    for (let field = 0; field <= 7 && from <= end; field++) {
      let comma = text.indexOf(',', from);
      if (comma < 0 || comma > end) comma = end;
      if (field === 0) morpheme.pos = known(text.slice(from, comma));
      else if (field === 1) morpheme.posDetail = known(text.slice(from, comma));
      else if (field === 4) morpheme.conjugationType = known(text.slice(from, comma));
      else if (field === 6) morpheme.basicForm = known(text.slice(from, comma));
      else if (field === 7) morpheme.reading = known(text.slice(from, comma));
      from = comma + 1;
    }
    call.morphemes.push(morpheme);
  }

  /** Fails every call in flight and ends the process (`only`: unless a newer process already replaced it). */
  private fail(error: Error, only?: ChildProcessWithoutNullStreams): void {
    if (only && only !== this.child) return;
    const child = this.child;
    this.child = undefined;
    child?.kill('SIGKILL');
    for (const call of this.calls.splice(0)) {
      clearTimeout(call.timer);
      call.reject(error);
    }
  }

  /** An idle MeCab process must not keep a script (or a test run) from exiting; a busy one must. */
  private setKeepsProcessAlive(busy: boolean): void {
    const child = this.child;
    if (!child) return;
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as {
      ref(): void;
      unref(): void;
    }[]) {
      if (busy) handle.ref();
      else handle.unref();
    }
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

/** The process's one tokenizer (the dictionary from `MECAB_DIC_DIR` when set). */
export function getTokenizer(): MecabTokenizer {
  shared ??= new MecabTokenizer({ dicDir: process.env.MECAB_DIC_DIR || undefined });
  return shared;
}

/** Tokens of `text` with dictionary forms and readings corrected for context and by the catalogue. */
export async function tokenize(text: string, catalogue: Catalogue = loadCatalogue()): Promise<Token[]> {
  return applyReadingRules(await getTokenizer().morphemes(text), catalogue);
}
