import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';

/** An audio file of the package; the same name in every export, so Anki keeps one copy. */
export type AnkiSound = { fileName: string; data: Uint8Array };

/** One note of the package: a word or kanji with what the review screen shows of it. */
export type AnkiNote = {
  /**
   * The item's dictionary spelling, which names the note (its guid) with the reading: a word shown in kana
   * can share its kana with another word (居る and 要る are both shown いる) and still be its own note.
   */
  spelling: string;
  /** As the learner sees it: the kana of a word usually written in kana. */
  word: string;
  reading: string;
  meaning: string;
  pitchAccent: string;
  example: string;
  exampleTranslation: string;
  tags: string[];
  /** Played with the reading and with the example sentence, when their clips exist. */
  readingAudio?: AnkiSound | undefined;
  exampleAudio?: AnkiSound | undefined;
};

const FIELDS = ['Word', 'Reading', 'Meaning', 'Pitch accent', 'Example', 'Example translation'] as const;
const MODEL_NAME = 'Kaiwa vocabulary';
const DEFAULT_DECK_ID = 1;

const sha1 = (text: string) => createHash('sha1').update(text).digest();

/**
 * A positive id that depends on `name` only, so every export names the same model, deck, note and card the
 * same way and Anki updates them instead of adding copies. 47 bits keep it a safe integer in JavaScript.
 */
export const stableId = (name: string) => sha1(name).readUIntBE(0, 6) % 2 ** 47;

/** Anki's note guid: a short string that identifies the note across collections. */
export const noteGuid = (spelling: string, reading: string) =>
  sha1(`kaiwa:${spelling}:${reading}`).toString('base64url').slice(0, 10);

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the sort field, as a number. */
const checksum = (text: string) => Number.parseInt(sha1(text).toString('hex').slice(0, 8), 16);

// The schema 11 layout of `collection.anki2`, as Anki 2.1 writes it.
const SCHEMA_11 = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const CSS =
  '.card { font-family: sans-serif; font-size: 22px; text-align: center; }\n.jp { font-size: 40px; }';
const FRONT = '<div class="jp" lang="ja">{{Word}}</div>';
const BACK =
  '{{FrontSide}}<hr id="answer"><div lang="ja">{{Reading}}</div><div>{{Pitch accent}}</div>' +
  '<div>{{Meaning}}</div><div lang="ja">{{Example}}</div><div>{{Example translation}}</div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A field's text with Anki's tag to play `sound`, which goes into the package's media. */
const withSound = (text: string, sound: AnkiSound | undefined) =>
  sound ? `${escapeHtml(text)} [sound:${sound.fileName}]` : escapeHtml(text);

/**
 * An Anki package (`.apkg`: a zip of a schema 11 `collection.anki2`, its audio files named "0", "1", … and
 * the `media` map from those names to the file names the fields refer to) with one note and card per item in
 * the deck `deckName`. Ids come from names, so exporting again updates the notes in Anki.
 */
export function buildAnkiPackage(deckName: string, notes: readonly AnkiNote[], now: number): Uint8Array {
  const modelId = stableId(`model:${MODEL_NAME}`);
  const deckId = stableId(`deck:${deckName}`);
  const seconds = Math.floor(now / 1000);
  const model = {
    id: modelId,
    name: MODEL_NAME,
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [{ name: 'Recognition', ord: 0, qfmt: FRONT, afmt: BACK, did: null, bqfmt: '', bafmt: '' }],
    flds: FIELDS.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre: '\\documentclass[12pt]{article}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
  const deck = (id: number, name: string) => ({
    id,
    name,
    desc: '',
    mod: seconds,
    usn: -1,
    collapsed: false,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50,
  });
  const deckConfig = {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20 },
    rev: { bury: true, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  };
  const collectionConfig = {
    nextPos: notes.length + 1,
    estTimes: true,
    activeDecks: [DEFAULT_DECK_ID],
    sortType: 'noteFld',
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: DEFAULT_DECK_ID,
    newSpread: 0,
    dueCounts: true,
    curModel: modelId,
    collapseTime: 1200,
  };

  const media = new Map<string, Uint8Array>();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-apkg-'));
  try {
    const file = path.join(dir, 'collection.anki2');
    const db = new SQLite(file);
    try {
      db.exec(SCHEMA_11);
      db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
        seconds,
        now,
        now,
        JSON.stringify(collectionConfig),
        JSON.stringify({ [modelId]: model }),
        JSON.stringify({
          [DEFAULT_DECK_ID]: deck(DEFAULT_DECK_ID, 'Default'),
          [deckId]: deck(deckId, deckName),
        }),
        JSON.stringify({ 1: deckConfig }),
        '{}',
      );
      const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
      const insertCard = db.prepare(
        "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
      );
      // Two items of one spelling and reading (a word and a kanji read alike) are one note to Anki.
      const seen = new Set<string>();
      const addMedia = (sound: AnkiSound | undefined) => {
        if (sound) media.set(sound.fileName, sound.data);
      };
      db.transaction(() => {
        notes.forEach((note, position) => {
          const guid = noteGuid(note.spelling, note.reading);
          if (seen.has(guid)) return;
          seen.add(guid);
          const noteId = stableId(`note:${guid}`);
          const fields = [
            escapeHtml(note.word),
            withSound(note.reading, note.readingAudio),
            escapeHtml(note.meaning),
            escapeHtml(note.pitchAccent),
            withSound(note.example, note.exampleAudio),
            escapeHtml(note.exampleTranslation),
          ];
          addMedia(note.readingAudio);
          addMedia(note.exampleAudio);
          insertNote.run(
            noteId,
            guid,
            modelId,
            seconds,
            note.tags.length > 0 ? ` ${note.tags.join(' ')} ` : '',
            fields.join('\x1f'),
            note.word,
            checksum(note.word),
          );
          insertCard.run(stableId(`card:${guid}`), noteId, deckId, seconds, position + 1);
        });
      })();
    } finally {
      db.close();
    }
    const files = [...media];
    return zipSync({
      'collection.anki2': fs.readFileSync(file),
      // Audio is compressed already: stored as it is, it costs no time to zip.
      ...Object.fromEntries(files.map(([, data], index) => [String(index), [data, { level: 0 }] as const])),
      media: strToU8(JSON.stringify(Object.fromEntries(files.map(([name], index) => [index, name])))),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
