import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasKanji, tokenize } from '@kaiwa/japanese';
import type { ProcessPool } from './process-pool';
import { splitForSpeech } from './speech-text';

export const OPEN_JTALK_COMMAND = 'open_jtalk';
const MEI_VOICE = 'voices/mei_normal.htsvoice';

/**
 * open_jtalk reads one line of at most 1,023 bytes (the rest is silently dropped) and widens ASCII to
 * full-width characters in a 1,024-byte buffer (longer input crashes it). Text goes to it in pieces that stay
 * well inside both, counting each ASCII character as the three bytes it becomes.
 */
export const OPEN_JTALK_MAX_BYTES = 900;
export const openJtalkBytes = (text: string): number => {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 3 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

// Something to say: a letter or a digit. A piece of only punctuation makes open_jtalk fail.
const SPEAKABLE = /[\p{L}\p{N}]/u;

/**
 * A file under the server's `assets` folder. The sources (src/tts) and the bundle (dist) sit at different
 * depths below it, so the folders above this module are searched.
 */
function assetPath(relative: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path.join(dir, 'assets', relative);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Missing asset ${relative}`);
}

/**
 * The text Open JTalk should read. It reads kanji with its own dictionary, which does not know the context
 * rules of Kaiwa's language core: a word whose reading a rule chose (何分 なんぷん, 三月一日 ついたち, 日本
 * にほん, 10分 じゅっぷん) is handed over as that reading in hiragana, so the voice says what the furigana
 * show. Its dictionary then reads a kanji word next to that kana out of context (今なんじ as こんなんじ), so
 * such a neighbour is handed over as its reading too. Everything else stays as written, which keeps the
 * dictionary's accents.
 */
export async function openJtalkText(text: string): Promise<string> {
  const tokens = await tokenize(text);
  const spelled = new Set<number>();
  tokens.forEach((token, index) => {
    if (!token.readingByRule) return;
    spelled.add(index);
    for (const next of [index - 1, index + 1]) {
      const neighbour = tokens[next];
      if (neighbour?.readingKnown && hasKanji(neighbour.surface)) spelled.add(next);
    }
  });
  let spoken = '';
  let last = 0;
  tokens.forEach((token, index) => {
    if (!spelled.has(index)) return;
    spoken += text.slice(last, token.start) + token.reading;
    last = token.end;
  });
  return spoken + text.slice(last);
}

export type OpenJtalkStyle = {
  /** Speaking rate, 1 being the voice's own pace. */
  rate: number;
  /** Pitch shift in semitones (0: the voice as recorded). */
  halfTones: number;
};

/**
 * Open JTalk with the HTS voice "Mei", one `open_jtalk` process per piece of text in the process pool. Each
 * piece comes back as a WAV file (48 kHz, 16-bit mono).
 */
export function createOpenJtalk(options: { pool: ProcessPool; dictionary: string }) {
  const { pool, dictionary } = options;
  const voice = assetPath(MEI_VOICE);

  return {
    dictionary,
    voice,

    /**
     * The WAV of each piece of `text` (prepared with `openJtalkText`), in order, one at a time so that a long
     * text never holds all its audio uncompressed at once.
     */
    async *synthesize(text: string, style: OpenJtalkStyle, signal?: AbortSignal): AsyncGenerator<Buffer> {
      const args = ['-x', dictionary, '-m', voice, '-r', String(style.rate), '-fm', String(style.halfTones)];
      // A line break would end open_jtalk's input line.
      const pieces = splitForSpeech(text.replace(/\s+/g, ' '), OPEN_JTALK_MAX_BYTES, openJtalkBytes);
      for (const piece of pieces.filter((candidate) => SPEAKABLE.test(candidate))) {
        // open_jtalk opens its output by name, and Node's pipes to a child are sockets, which /dev/stdout
        // cannot be opened on: the WAV goes through a temporary file.
        const file = path.join(os.tmpdir(), `kaiwa-open-jtalk-${randomUUID()}.wav`);
        try {
          await pool.run(OPEN_JTALK_COMMAND, [...args, '-ow', file], { input: Buffer.from(piece), signal });
          yield await fs.promises.readFile(file);
        } finally {
          await fs.promises.rm(file, { force: true });
        }
      }
    },
  };
}
export type OpenJtalk = ReturnType<typeof createOpenJtalk>;

/** What is missing for Open JTalk on this host (the program, its dictionary), or nothing. */
export function missingForOpenJtalk(dictionary: string, hasCommand: (name: string) => boolean): string[] {
  const missing: string[] = [];
  if (!hasCommand(OPEN_JTALK_COMMAND)) missing.push('the open_jtalk program (Debian package open-jtalk)');
  if (!fs.existsSync(path.join(dictionary, 'sys.dic'))) {
    missing.push(`its dictionary in ${dictionary} (Debian package open-jtalk-mecab-naist-jdic)`);
  }
  return missing;
}
