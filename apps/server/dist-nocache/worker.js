var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/worker.ts
import pino from "pino";

// ../../packages/japanese/src/catalogue.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// ../../packages/japanese/src/catalogue-file.ts
import { isDeepStrictEqual } from "node:util";

// ../../packages/japanese/src/kana.ts
var KATAKANA_START = 12449;
var KATAKANA_END = 12534;
var KANA_OFFSET = 96;
function katakanaToHiragana(text) {
  let first = 0;
  while (first < text.length && !isKatakanaCode(text.charCodeAt(first))) first++;
  if (first === text.length) return text;
  let out = text.slice(0, first);
  for (let i = first; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += isKatakanaCode(code) ? String.fromCharCode(code - KANA_OFFSET) : text[i];
  }
  return out;
}
var isKatakanaCode = (code) => code >= KATAKANA_START && code <= KATAKANA_END;
var KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/;
var KANJI_ONLY = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]*$/;
var KANA_ONLY = /^[\u3041-\u309f\u30a1-\u30ffー]+$/;
function isKanjiChar(char) {
  return KANJI.test(char);
}
function hasKanji(text) {
  return KANJI.test(text);
}
function isKanjiOnly(text) {
  return KANJI_ONLY.test(text);
}
function isKanjiCode(code) {
  return code >= 13312 && code <= 19903 || code >= 19968 && code <= 40959 || code >= 63744 && code <= 64255 || code === 12293 || // 々
  code === 12294 || // 〆
  code === 12534;
}
function isKana(text) {
  return KANA_ONLY.test(text);
}

// ../../packages/japanese/src/detection-index.ts
function isVariantOf(form, word) {
  if (/[0-9０-９]/.test(form)) return false;
  const kanji = [...form].filter(isKanjiChar);
  if (kanji.length === 0 || !hasKanji(word)) return true;
  return kanji.some((char) => word.includes(char));
}
function buildSpellings(items) {
  const spellings = /* @__PURE__ */ Object.create(null);
  const readingCount = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (item.vocabType !== "vocabulary") continue;
    const reading = katakanaToHiragana(item.reading);
    readingCount.set(reading, (readingCount.get(reading) ?? 0) + 1);
  }
  const add = (key, entry) => {
    const list = spellings[key];
    if (!list) spellings[key] = [entry];
    else if (!list.some(([position]) => position === entry[0])) list.push(entry);
  };
  items.forEach((item, position) => {
    if (item.vocabType !== "vocabulary") return;
    const reading = katakanaToHiragana(item.reading);
    add(item.word, [position, reading, 0]);
    for (const form of item.alternativeForms)
      if (isVariantOf(form, item.word)) add(form, [position, reading, 0]);
    if (hasKanji(item.word) && (item.usuallyKana || readingCount.get(reading) === 1))
      add(reading, [position, reading, 1]);
  });
  const rank = (key, [position, , kana]) => kana * 2 + (items[position].word === key ? 0 : 1);
  for (const [key, list] of Object.entries(spellings)) list.sort((a, b) => rank(key, a) - rank(key, b));
  return spellings;
}
var SpellingTable = class _SpellingTable {
  /** `keys` sorted; `entriesAt(i)` gives the entries of `keys[i]`. */
  constructor(keys, entriesAt) {
    this.keys = keys;
    this.entriesAt = entriesAt;
    for (let index2 = 0; index2 < keys.length; index2++) this.positions.set(keys[index2], index2);
  }
  positions = /* @__PURE__ */ new Map();
  lists = [];
  static of(spellings) {
    const keys = Object.keys(spellings).sort();
    return new _SpellingTable(keys, (index2) => spellings[keys[index2]]);
  }
  get(text) {
    const index2 = this.positions.get(text);
    if (index2 === void 0) return void 0;
    let list = this.lists[index2];
    if (!list) {
      list = this.entriesAt(index2);
      this.lists[index2] = list;
    }
    return list;
  }
  /** Whether some key is longer than `text` and begins with it: then it is the first key after `text`. */
  begins(text) {
    if (text === "") return false;
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if (this.keys[middle] <= text) low = middle + 1;
      else high = middle;
    }
    return low < this.keys.length && this.keys[low].startsWith(text);
  }
};

// ../../packages/japanese/src/ids.ts
import { createHash } from "node:crypto";
function kanjiId(kanji) {
  return `k-${kanji.codePointAt(0).toString(16)}`;
}

// ../../packages/japanese/src/catalogue-file.ts
var CATALOGUE_FILE = "catalogue.json";
var SENSES_FILE = "senses.json";
var FORMAT = 2;
function readCatalogueFile(file) {
  if (file.format !== FORMAT)
    throw new Error("The vocabulary catalogue is of an older format; run: npm run build -w @kaiwa/japanese");
  const items = [];
  for (const [level, kanji, pronunciation, onReadings, kunReadings, meanings, strokes, grade] of file.kanji) {
    items.push({
      vocab_id: kanjiId(kanji),
      level,
      vocabType: "kanji",
      kanji,
      pronunciation,
      english: meanings.join(", "),
      onReadings,
      kunReadings,
      meanings,
      strokes,
      grade
    });
  }
  const readings = [];
  for (const row of file.vocabulary) {
    const [vocab_id, level, word, reading, english, partsOfSpeech, alternativeForms, priorities, flags] = row;
    const usuallyKana = (flags & 2) !== 0;
    const pitchAccent = [];
    for (let at = 0; at < row[9].length; at += 2)
      pitchAccent.push({ downstep: row[9][at], morae: row[9][at + 1] });
    readings[items.length] = katakanaToHiragana(reading);
    items.push({
      vocab_id,
      level,
      vocabType: "vocabulary",
      // As the build decides it: a word usually written in kana is shown in kana (為る as する).
      kanji: hasKanji(word) && !usuallyKana ? word : null,
      pronunciation: reading,
      english,
      word,
      reading,
      partsOfSpeech,
      alternativeForms,
      priorities,
      common: (flags & 1) !== 0,
      usuallyKana,
      pitchAccent
    });
  }
  const { spellingKeys, spellingEntries } = file;
  const starts = [];
  for (let at = 0; starts.length < spellingKeys.length; at += spellingEntries[at] + 1) starts.push(at);
  const entriesAt = (index2) => {
    const start = starts[index2];
    const entries = [];
    for (let at = start + 1; at <= start + spellingEntries[start]; at++) {
      const position = spellingEntries[at] >> 1;
      entries.push([position, readings[position], spellingEntries[at] & 1]);
    }
    return entries;
  };
  return { items, spellings: new SpellingTable(spellingKeys, entriesAt) };
}

// ../../packages/japanese/src/levels.ts
var JLPT_LEVELS = ["N5", "N4", "N3", "N2", "N1"];
function difficulty(level) {
  return JLPT_LEVELS.indexOf(level) + 1;
}

// ../../packages/japanese/src/catalogue.ts
var DAY_MS = 864e5;
var ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
var Catalogue = class {
  items;
  vocabulary;
  kanji;
  spellings;
  senses;
  byId = /* @__PURE__ */ new Map();
  kanjiByChar = /* @__PURE__ */ new Map();
  /** Kanji → the vocabulary written with it; built on first use (related words only). */
  byKanji;
  pools = /* @__PURE__ */ new Map();
  /**
   * From the generated files (`readCatalogue`), or from bare items: their spellings are then found here, and
   * their senses are those `senses` gives (none without it).
   */
  constructor(items, options = {}) {
    this.items = items;
    this.vocabulary = items.filter((item) => item.vocabType === "vocabulary");
    this.kanji = items.filter((item) => item.vocabType === "kanji");
    for (const item of items) this.byId.set(item.vocab_id, item);
    for (const item of this.kanji) this.kanjiByChar.set(item.kanji, item);
    this.spellings = options.spellings ?? SpellingTable.of(buildSpellings(items));
    this.senses = options.senses ?? (() => []);
  }
  /** The spellings `text` may be, direct spellings first (see `Spellings`). */
  spellingsOf(text) {
    return this.spellings.get(text);
  }
  /** Whether some listed spelling is longer than `text` and begins with it (detection stops looking ahead). */
  beginsSpelling(text) {
    return this.spellings.begins(text);
  }
  /** The word's dictionary senses, most common first (read from their own file on first use). */
  sensesOf(item) {
    return this.senses(item);
  }
  /** The words listed under this written form itself (not as another's variant), one for each reading. */
  wordsWrittenAs(form) {
    const words = [];
    for (const [position, reading, kana] of this.spellingsOf(form) ?? []) {
      const item = this.vocabularyAt(position);
      if (kana === 0 && item.word === form && !words.some((word) => word.reading === reading))
        words.push(item);
    }
    return words;
  }
  vocabularyAt(position) {
    return this.items[position];
  }
  getItem(id2) {
    return this.byId.get(id2);
  }
  kanjiOf(char) {
    return this.kanjiByChar.get(char);
  }
  /** Items of a level, optionally of one type, in catalogue order. */
  itemsOfLevel(level, type) {
    return this.items.filter(
      (item) => item.level === level && (type === void 0 || item.vocabType === type)
    );
  }
  /**
   * The level of a word (by written form, and reading when given) or of a kanji. Without `type`, a word is
   * looked for first, then a single kanji. The easiest level wins when a form has several entries.
   */
  levelOf(form, options = {}) {
    const { reading, type } = options;
    if (type !== "kanji") {
      const wanted = reading === void 0 ? void 0 : katakanaToHiragana(reading);
      const levels = (this.spellingsOf(form) ?? []).filter(([, spelled]) => wanted === void 0 || spelled === wanted).map(([position]) => this.vocabularyAt(position).level);
      if (levels.length > 0) return levels.reduce((a, b) => difficulty(a) <= difficulty(b) ? a : b);
    }
    if (type !== "vocabulary") return this.kanjiByChar.get(form)?.level ?? null;
    return null;
  }
  /**
   * Vocabulary sharing a kanji with the item, at the item's level or easier: most shared kanji first, then
   * easiest, then common words, then shortest.
   */
  relatedWords(itemId, limit = 12) {
    const item = this.byId.get(itemId);
    if (!item || item.kanji === null) return [];
    const shared2 = /* @__PURE__ */ new Map();
    for (const char of new Set(item.kanji)) {
      for (const other of this.wordsWithKanji(char)) {
        if (other === item || difficulty(other.level) > difficulty(item.level)) continue;
        shared2.set(other, (shared2.get(other) ?? 0) + 1);
      }
    }
    return [...shared2.entries()].sort(
      ([a, sa], [b, sb]) => sb - sa || difficulty(a.level) - difficulty(b.level) || Number(b.common) - Number(a.common) || a.word.length - b.word.length || (a.vocab_id < b.vocab_id ? -1 : 1)
    ).slice(0, limit).map(([word]) => word);
  }
  /**
   * The item of the day for a level and type: the same for everyone on a date (a hash of the ISO date picks
   * it) and never the same two days running (even days pick from one half of the items, odd days from the
   * other). `date` is a `YYYY-MM-DD` string or a Date, taken in UTC.
   */
  itemOfTheDay(level, type, date) {
    const iso = typeof date === "string" ? date : date.toISOString().slice(0, 10);
    const time2 = Date.parse(`${iso}T00:00:00Z`);
    if (!ISO_DATE.test(iso) || Number.isNaN(time2)) throw new RangeError(`Not an ISO date: ${iso}`);
    const pool = this.pool(level, type);
    if (pool.length <= 1) return pool[0] ?? null;
    const hash3 = Number.parseInt(
      createHash2("sha256").update(`${iso}|${level}|${type}`).digest("hex").slice(0, 12),
      16
    );
    const odd = Math.floor(time2 / DAY_MS) % 2 !== 0;
    const half = odd ? Math.floor(pool.length / 2) : Math.ceil(pool.length / 2);
    return pool[2 * (hash3 % half) + (odd ? 1 : 0)];
  }
  wordsWithKanji(char) {
    if (!this.byKanji) {
      this.byKanji = /* @__PURE__ */ new Map();
      for (const word of this.vocabulary) {
        for (const kanji of new Set(word.word)) {
          if (!isKanjiChar(kanji)) continue;
          const list = this.byKanji.get(kanji);
          if (list) list.push(word);
          else this.byKanji.set(kanji, [word]);
        }
      }
    }
    return this.byKanji.get(char) ?? [];
  }
  // Ordered by id, so the pick does not depend on the lists' order, which hosts may edit.
  pool(level, type) {
    const key = `${level}|${type}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = this.itemsOfLevel(level, type).sort((a, b) => a.vocab_id < b.vocab_id ? -1 : 1);
      this.pools.set(key, pool);
    }
    return pool;
  }
};
function generatedDir() {
  return join(dirname(createRequire(import.meta.url).resolve("@kaiwa/japanese")), "..", "generated");
}
var loaded;
function loadCatalogue() {
  loaded ??= readCatalogue(generatedDir());
  return loaded;
}
function readCatalogue(dir) {
  const { items, spellings } = readCatalogueFile(
    JSON.parse(readGenerated(dir, CATALOGUE_FILE))
  );
  let senses;
  return new Catalogue(items, {
    spellings,
    senses: (item) => {
      senses ??= JSON.parse(readGenerated(dir, SENSES_FILE));
      return senses[item.vocab_id] ?? [];
    }
  });
}
function readGenerated(dir, file) {
  const path8 = join(dir, file);
  try {
    return readFileSync(path8, "utf8");
  } catch (error) {
    throw new Error(`The vocabulary catalogue is missing (${path8}); run: npm run build -w @kaiwa/japanese`, {
      cause: error
    });
  }
}

// ../../packages/japanese/src/numbers.ts
var DIGITS = ["\u305C\u308D", "\u3044\u3061", "\u306B", "\u3055\u3093", "\u3088\u3093", "\u3054", "\u308D\u304F", "\u306A\u306A", "\u306F\u3061", "\u304D\u3085\u3046"];
var KANJI_DIGITS = {
  "\u3007": 0,
  \u96F6: 0,
  \u4E00: 1,
  \u4E8C: 2,
  \u4E09: 3,
  \u56DB: 4,
  \u4E94: 5,
  \u516D: 6,
  \u4E03: 7,
  \u516B: 8,
  \u4E5D: 9
};
var SMALL_UNITS = { \u5341: 10, \u767E: 100, \u5343: 1e3 };
var LARGE_UNITS = { \u4E07: 1e4, \u5104: 1e8, \u5146: 1e12 };
var LARGE_UNIT_READINGS = [
  [1e12, "\u3061\u3087\u3046"],
  [1e8, "\u304A\u304F"],
  [1e4, "\u307E\u3093"]
];
function parseNumber(text) {
  const ascii = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 65248));
  if (/^[0-9]+$/.test(ascii)) return Number(ascii);
  if (!/^[〇零一二三四五六七八九十百千万億兆0-9]+$/.test(ascii)) return null;
  let total = 0;
  let group2 = 0;
  let digit = null;
  for (const char of ascii) {
    if (char >= "0" && char <= "9") {
      digit = (digit ?? 0) * 10 + Number(char);
    } else if (char in KANJI_DIGITS) {
      digit = (digit ?? 0) * 10 + KANJI_DIGITS[char];
    } else if (char in SMALL_UNITS) {
      group2 += (digit ?? 1) * SMALL_UNITS[char];
      digit = null;
    } else {
      total += (group2 + (digit ?? 0) || 1) * LARGE_UNITS[char];
      group2 = 0;
      digit = null;
    }
  }
  return total + group2 + (digit ?? 0);
}
var KANJI_DIGIT_CHARS = "\u3007\u4E00\u4E8C\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D";
function kanjiNumeral(value) {
  if (value === 0) return KANJI_DIGIT_CHARS[0];
  let out = "";
  let rest = value;
  for (const [unit, char] of [
    [1e12, "\u5146"],
    [1e8, "\u5104"],
    [1e4, "\u4E07"]
  ]) {
    const count = Math.floor(rest / unit);
    if (count > 0) out += kanjiBelowTenThousand(count, true) + char;
    rest %= unit;
  }
  return out + kanjiBelowTenThousand(rest, false);
}
function kanjiBelowTenThousand(value, beforeUnit) {
  if (value === 1 && beforeUnit) return "\u4E00";
  let out = "";
  for (const [unit, char] of [
    [1e3, "\u5343"],
    [100, "\u767E"],
    [10, "\u5341"]
  ]) {
    const digit = Math.floor(value / unit) % 10;
    if (digit > 0) out += (digit > 1 ? KANJI_DIGIT_CHARS[digit] : "") + char;
  }
  const units = value % 10;
  return units > 0 ? out + KANJI_DIGIT_CHARS[units] : out;
}
function isDigits(text) {
  return /^[0-9０-９]+$/.test(text);
}
function numberWords(value) {
  if (value === 0) return [DIGITS[0]];
  const words = [];
  let rest = value;
  for (const [unit, reading] of LARGE_UNIT_READINGS) {
    const count = Math.floor(rest / unit);
    if (count > 0) {
      const counted = belowTenThousand(count);
      const last = counted.pop() ?? "";
      words.push(...counted, `${reading === "\u3061\u3087\u3046" ? geminate(last) : last}${reading}`);
      rest %= unit;
    }
  }
  words.push(...belowTenThousand(rest));
  return words;
}
function belowTenThousand(value) {
  const words = [];
  const thousands = Math.floor(value / 1e3);
  const hundreds = Math.floor(value / 100) % 10;
  const tens = Math.floor(value / 10) % 10;
  const units = value % 10;
  if (thousands)
    words.push({ 1: "\u305B\u3093", 3: "\u3055\u3093\u305C\u3093", 8: "\u306F\u3063\u305B\u3093" }[thousands] ?? `${DIGITS[thousands]}\u305B\u3093`);
  if (hundreds)
    words.push(
      { 1: "\u3072\u3083\u304F", 3: "\u3055\u3093\u3073\u3083\u304F", 6: "\u308D\u3063\u3074\u3083\u304F", 8: "\u306F\u3063\u3074\u3083\u304F" }[hundreds] ?? `${DIGITS[hundreds]}\u3072\u3083\u304F`
    );
  if (tens) words.push(tens === 1 ? "\u3058\u3085\u3046" : `${DIGITS[tens]}\u3058\u3085\u3046`);
  if (units) words.push(DIGITS[units]);
  return words;
}
function geminate(word) {
  return word.replace(/(いち|ろく|はち|ゃく)$/, (end) => `${end[0]}\u3063`).replace(/じゅう$/, "\u3058\u3085\u3063");
}
var GEMINATING_KH = /(いち|ろく|はち|じゅう|ゃく)$/;
var GEMINATING_ST = /(いち|はち|じゅう)$/;
var VOICING_N = /(さん|なん|せん|ぜん|まん)$/;
var H_ROW = (reading, geminated, afterN) => ({
  reading,
  geminated,
  geminates: GEMINATING_KH,
  afterN
});
var GEMINATING_COUNTER = (reading, afterN) => ({
  reading,
  geminated: reading,
  geminates: /^[かきくけこ]/.test(reading) ? GEMINATING_KH : GEMINATING_ST,
  ...afterN ? { afterN } : {}
});
var FOUR_AS_YO = { 4: "\u3088" };
var CLOCK = { 4: "\u3088", 7: "\u3057\u3061", 9: "\u304F" };
var DAYS = {
  1: "\u3044\u3061\u306B\u3061",
  2: "\u3075\u3064\u304B",
  3: "\u307F\u3063\u304B",
  4: "\u3088\u3063\u304B",
  5: "\u3044\u3064\u304B",
  6: "\u3080\u3044\u304B",
  7: "\u306A\u306E\u304B",
  8: "\u3088\u3046\u304B",
  9: "\u3053\u3053\u306E\u304B",
  10: "\u3068\u304A\u304B",
  14: "\u3058\u3085\u3046\u3088\u3063\u304B",
  20: "\u306F\u3064\u304B",
  24: "\u306B\u3058\u3085\u3046\u3088\u3063\u304B"
};
var DAY = { reading: "\u306B\u3061", digit: { 7: "\u3057\u3061", 9: "\u304F" }, whole: DAYS };
var COUNTERS = {
  \u672C: H_ROW("\u307B\u3093", "\u307D\u3093", "\u307C\u3093"),
  \u5339: H_ROW("\u3072\u304D", "\u3074\u304D", "\u3073\u304D"),
  \u676F: H_ROW("\u306F\u3044", "\u3071\u3044", "\u3070\u3044"),
  \u5206: { ...H_ROW("\u3075\u3093", "\u3077\u3093", "\u3077\u3093"), afterYon: "\u3077\u3093" },
  \u5206\u9593: { ...H_ROW("\u3075\u3093\u304B\u3093", "\u3077\u3093\u304B\u3093", "\u3077\u3093\u304B\u3093"), afterYon: "\u3077\u3093\u304B\u3093" },
  \u6CCA: { ...H_ROW("\u306F\u304F", "\u3071\u304F", "\u3071\u304F"), afterYon: "\u3071\u304F" },
  \u500B: GEMINATING_COUNTER("\u3053"),
  \u56DE: GEMINATING_COUNTER("\u304B\u3044"),
  \u968E: GEMINATING_COUNTER("\u304B\u3044", "\u304C\u3044"),
  \u8ED2: GEMINATING_COUNTER("\u3051\u3093", "\u3052\u3093"),
  \u8DB3: GEMINATING_COUNTER("\u305D\u304F", "\u305E\u304F"),
  \u304B\u6708: GEMINATING_COUNTER("\u304B\u3052\u3064"),
  \u30F6\u6708: GEMINATING_COUNTER("\u304B\u3052\u3064"),
  \u30AB\u6708: GEMINATING_COUNTER("\u304B\u3052\u3064"),
  \u30B1\u6708: GEMINATING_COUNTER("\u304B\u3052\u3064"),
  \u7B87\u6708: GEMINATING_COUNTER("\u304B\u3052\u3064"),
  \u304B\u56FD: GEMINATING_COUNTER("\u304B\u3053\u304F"),
  \u30F6\u56FD: GEMINATING_COUNTER("\u304B\u3053\u304F"),
  \u30AB\u56FD: GEMINATING_COUNTER("\u304B\u3053\u304F"),
  \u6B73: { ...GEMINATING_COUNTER("\u3055\u3044"), whole: { 20: "\u306F\u305F\u3061" } },
  \u624D: GEMINATING_COUNTER("\u3055\u3044"),
  \u518A: GEMINATING_COUNTER("\u3055\u3064"),
  \u9031: GEMINATING_COUNTER("\u3057\u3085\u3046"),
  \u9031\u9593: GEMINATING_COUNTER("\u3057\u3085\u3046\u304B\u3093"),
  \u70B9: GEMINATING_COUNTER("\u3066\u3093"),
  \u982D: GEMINATING_COUNTER("\u3068\u3046"),
  \u7740: GEMINATING_COUNTER("\u3061\u3083\u304F"),
  \u901A: GEMINATING_COUNTER("\u3064\u3046"),
  \u6642: { reading: "\u3058", digit: CLOCK },
  \u6642\u9593: { reading: "\u3058\u304B\u3093", digit: CLOCK },
  \u6708: { reading: "\u304C\u3064", digit: { 4: "\u3057", 7: "\u3057\u3061", 9: "\u304F" } },
  \u5E74: { reading: "\u306D\u3093", digit: FOUR_AS_YO },
  \u5E74\u9593: { reading: "\u306D\u3093\u304B\u3093", digit: FOUR_AS_YO },
  \u5E74\u751F: { reading: "\u306D\u3093\u305B\u3044", digit: FOUR_AS_YO },
  \u5E74\u76EE: { reading: "\u306D\u3093\u3081", digit: FOUR_AS_YO },
  \u5186: { reading: "\u3048\u3093", digit: FOUR_AS_YO },
  \u4EBA: { reading: "\u306B\u3093", digit: FOUR_AS_YO, whole: { 1: "\u3072\u3068\u308A", 2: "\u3075\u305F\u308A" } },
  \u65E5: DAY,
  \u65E5\u9593: { ...DAY, whole: Object.fromEntries(Object.entries(DAYS).map(([n, r]) => [n, `${r}\u304B\u3093`])) },
  \u65E5\u76EE: { ...DAY, whole: Object.fromEntries(Object.entries(DAYS).map(([n, r]) => [n, `${r}\u3081`])) },
  \u679A: { reading: "\u307E\u3044" },
  \u53F0: { reading: "\u3060\u3044" },
  \u5EA6: { reading: "\u3069" },
  \u756A: { reading: "\u3070\u3093" },
  \u756A\u76EE: { reading: "\u3070\u3093\u3081" },
  \u540D: { reading: "\u3081\u3044" },
  \u500D: { reading: "\u3070\u3044" },
  \u79D2: { reading: "\u3073\u3087\u3046" },
  \u8AB2: GEMINATING_COUNTER("\u304B")
};
function isCounter(surface) {
  return surface in COUNTERS;
}
function readNumber(value, counterSurface, date = false) {
  const words = value === null ? ["\u306A\u3093"] : numberWords(value);
  if (counterSurface === void 0) return { reading: words.join("") };
  const counter = COUNTERS[counterSurface];
  if (!counter) return { reading: words.join("") };
  if (value !== null) {
    if (value === 1 && date && counter === DAY) return { reading: "\u3064\u3044\u305F\u3061" };
    const whole = counter.whole?.[value];
    if (whole) return { reading: whole };
    const digitReading = counter.digit?.[value % 10];
    if (digitReading) words[words.length - 1] = digitReading;
  }
  let last = words.pop();
  let counterReading = counter.reading;
  if (counter.geminated !== void 0 && counter.geminates?.test(last)) {
    last = geminate(last);
    counterReading = counter.geminated;
  } else if (counter.afterN !== void 0 && VOICING_N.test(last)) {
    counterReading = counter.afterN;
  } else if (counter.afterYon !== void 0 && last.endsWith("\u3088\u3093")) {
    counterReading = counter.afterYon;
  }
  return { reading: `${words.join("")}${last}${counterReading}`, counterReading };
}

// ../../packages/japanese/src/readings.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
var KANJI_READINGS_FILE = "kanji-readings.json";
var kanjiReadings;
function kanjiReadingOf(char) {
  if (!kanjiReadings) {
    const path8 = join2(generatedDir(), KANJI_READINGS_FILE);
    try {
      kanjiReadings = Object.setPrototypeOf(JSON.parse(readFileSync2(path8, "utf8")), null);
    } catch (error) {
      throw new Error(`The kanji readings are missing (${path8}); run: npm run build -w @kaiwa/japanese`, {
        cause: error
      });
    }
  }
  return kanjiReadings[char] ?? "";
}
var MARK_READINGS = { \u30F6: "\u304B", \u3006: "\u3057\u3081" };
function estimatedReading(surface) {
  let out = "";
  let previous = "";
  for (const char of surface) {
    let reading;
    if (char === "\u3005") reading = previous;
    else if (char in MARK_READINGS) reading = MARK_READINGS[char];
    else if (isKanjiChar(char)) reading = kanjiReadingOf(char);
    else reading = katakanaToHiragana(char);
    out += reading;
    previous = reading;
  }
  return out;
}
var HIRAGANA_CACHE_LIMIT = 5e4;
var hiraganaCache = /* @__PURE__ */ new Map();
function hiraganaReading(katakana) {
  let hiragana = hiraganaCache.get(katakana);
  if (hiragana === void 0) {
    if (hiraganaCache.size >= HIRAGANA_CACHE_LIMIT) hiraganaCache.clear();
    hiragana = katakanaToHiragana(katakana);
    hiraganaCache.set(katakana, hiragana);
  }
  return hiragana;
}
function fromMorpheme(raw, start) {
  const surface = raw.surface;
  const dictionaryReading = isKana(surface) ? surface : raw.reading !== "*" ? raw.reading : void 0;
  return {
    surface,
    basicForm: raw.basicForm !== "*" ? raw.basicForm : surface,
    reading: dictionaryReading === void 0 ? surface : hiraganaReading(dictionaryReading),
    readingKnown: dictionaryReading !== void 0,
    pos: raw.pos,
    posDetail: raw.posDetail === "*" ? "" : raw.posDetail,
    conjugationType: raw.conjugationType === "*" ? "" : raw.conjugationType,
    start,
    end: start + surface.length
  };
}
function applyReadingRules(morphemes, catalogue) {
  const tokens = [];
  let offset = 0;
  for (const morpheme of morphemes) {
    const token = fromMorpheme(morpheme, offset);
    offset = token.end;
    tokens.push(token);
  }
  const merged = mergeUnknownWords(mergeNumbers(tokens));
  for (let i = 0; i < merged.length; i++) {
    const token = merged[i];
    SURFACE_RULES[token.surface]?.(merged, i);
    BASIC_FORM_RULES[token.basicForm]?.(merged, i);
    if (token.surface.startsWith("\u65E5\u672C") && token.reading.startsWith("\u306B\u3063\u307D\u3093"))
      replaceStem(token, "\u306B\u3063\u307D\u3093", "\u306B\u307B\u3093");
    if (catalogue && !token.readingByRule) readAsCatalogue(token, catalogue);
  }
  return merged;
}
function readAsCatalogue(token, catalogue) {
  if (!token.readingKnown || token.lowConfidence || token.parts || !hasKanji(token.surface)) return;
  if (token.pos === "\u63A5\u982D\u8A5E" || token.posDetail === "\u63A5\u5C3E" || token.posDetail === "\u6570") return;
  const current = basicReading(token);
  if (current === void 0) return;
  const listed = catalogue.wordsWrittenAs(token.basicForm).filter((word) => !word.usuallyKana);
  const wanted = listed.length === 1 ? listed[0] : easiestOf(listed, current);
  const reading = katakanaToHiragana(wanted?.reading ?? "");
  if (!wanted?.common || reading === current) return;
  let common = 0;
  const { surface, basicForm } = token;
  while (common < surface.length && surface[common] === basicForm[common]) common++;
  const basicTail = katakanaToHiragana(basicForm.slice(common));
  if (hasKanji(basicTail) || !reading.endsWith(basicTail)) return;
  setReading(
    token,
    reading.slice(0, reading.length - basicTail.length) + katakanaToHiragana(surface.slice(common))
  );
}
function easiestOf(listed, current) {
  if (!listed.some((word) => word.reading === current)) return void 0;
  const [first, second] = [...listed].sort((a, b) => difficulty(a.level) - difficulty(b.level));
  return first && second && difficulty(first.level) < difficulty(second.level) ? first : void 0;
}
function setReading(token, reading) {
  token.reading = reading;
  token.readingKnown = true;
  token.readingByRule = true;
}
function isBroken(tokens, index2) {
  const token = tokens[index2];
  if (!token.readingKnown || token.surface === "\u3005") return true;
  const next = tokens[index2 + 1];
  return (token.pos === "\u52D5\u8A5E" || token.pos === "\u5F62\u5BB9\u8A5E") && next !== void 0 && isKanjiOnly(next.surface) && !isNumeral(next);
}
function mergeUnknownWords(tokens) {
  const out = [];
  const joinable = (token) => token !== void 0 && isKanjiOnly(token.surface) && !isNumeral(token) && token.parts === void 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!joinable(token) || !isBroken(tokens, i)) {
      out.push(token);
      continue;
    }
    let first = i;
    while (first > 0 && joinable(tokens[first - 1]) && tokens[first - 1].surface.length === 1) {
      if (out.at(-1) !== tokens[first - 1]) break;
      first--;
      out.pop();
    }
    let last = i;
    while (joinable(tokens[last + 1]) && (tokens[last + 1].surface.length === 1 || isBroken(tokens, last + 1)))
      last++;
    const surface = tokens.slice(first, last + 1).map((t) => t.surface).join("");
    out.push({
      surface,
      basicForm: surface,
      reading: estimatedReading(surface),
      readingKnown: true,
      lowConfidence: true,
      pos: "\u540D\u8A5E",
      posDetail: "\u4E00\u822C",
      conjugationType: "",
      start: tokens[first].start,
      end: tokens[last].end
    });
    i = last;
  }
  return out;
}
var isNumeral = (token) => token.pos === "\u540D\u8A5E" && token.posDetail === "\u6570";
function mergeNumbers(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    if (!isNumeral(first)) {
      out.push(first);
      continue;
    }
    let end = i;
    while (end + 1 < tokens.length && isNumeral(tokens[end + 1])) end++;
    const run = tokens.slice(i, end + 1);
    const numeral = run.map((t) => t.surface).join("");
    const value = numeral === "\u4F55" ? null : parseNumber(numeral);
    const next = tokens[end + 1];
    const counter = next !== void 0 && isCounter(next.surface) && (next.surface !== "\u6708" || value === null || value <= 12) ? next : void 0;
    const hasDigits = /[0-9０-９]/.test(numeral);
    const code = hasDigits && !counter && (/^[0０]./.test(numeral) || numeral.length > 12);
    if (value === null && numeral !== "\u4F55" || hasDigits && !isDigits(numeral) || code) {
      out.push(...run);
      i = end;
      continue;
    }
    const parts = counter ? [...run, counter] : run;
    const { reading, counterReading } = readNumber(
      value,
      counter?.surface,
      counter?.surface === "\u65E5" && isDateContext(out)
    );
    const surface = parts.map((t) => t.surface).join("");
    out.push({
      surface,
      basicForm: surface,
      reading,
      readingKnown: true,
      // Bare digits are spelled as written; a speech engine reads them as numbers itself.
      readingByRule: !(hasDigits && !counter),
      pos: "\u540D\u8A5E",
      posDetail: "\u6570",
      conjugationType: "",
      start: first.start,
      end: parts[parts.length - 1].end,
      ...counterReading !== void 0 ? { counterReading } : {},
      parts
    });
    i += parts.length - 1;
  }
  return out;
}
function isDateContext(before) {
  let k = before.length - 1;
  if (before[k]?.surface === "\u306E") k--;
  return before[k]?.surface.endsWith("\u6708") ?? false;
}
var surfaceAt = (tokens, index2) => tokens[index2]?.surface ?? "";
function after(tokens, index2, words, span = 3) {
  for (let k = Math.max(0, index2 - span); k < index2; k++) if (words.has(tokens[k].basicForm)) return true;
  return false;
}
function near(tokens, index2, words, span = 4) {
  const end = Math.min(tokens.length, index2 + span + 1);
  for (let k = Math.max(0, index2 - span); k < end; k++)
    if (k !== index2 && words.has(tokens[k].basicForm)) return true;
  return false;
}
function replaceStem(token, from, to) {
  if (token.reading.startsWith(from)) setReading(token, to + token.reading.slice(from.length));
}
var NAN_BEFORE = /^(だ|で|の|と|て|な(?!い))/;
var NAN_COUNTER_WORDS = /* @__PURE__ */ new Set(["\u66DC\u65E5", "\u6642", "\u4EBA", "\u56DE", "\u6B73", "\u756A", "\u5EA6", "\u5E74", "\u6708", "\u65E5", "\u672C", "\u679A"]);
var THROUGHOUT = /* @__PURE__ */ new Set(["\u4E00\u65E5", "\u4E00\u5E74", "\u4E00\u6669", "\u5E74", "\u4E16\u754C", "\u65E5\u672C", "\u753A", "\u5BB6", "\u4F53", "\u90E8\u5C4B", "\u56FD"]);
var DEMONSTRATIVES = /* @__PURE__ */ new Set(["\u3053\u306E", "\u305D\u306E", "\u3042\u306E", "\u3069\u306E"]);
var DIRECTIONS = /* @__PURE__ */ new Set(["\u3053\u3061\u3089", "\u305D\u3061\u3089", "\u3042\u3061\u3089", "\u3069\u3061\u3089"]);
var FOOD = /* @__PURE__ */ new Set([
  "\u6599\u7406",
  "\u98DF\u3079\u7269",
  "\u98DF\u3079\u308B",
  "\u98F2\u3080",
  "\u5473",
  "\u30AB\u30EC\u30FC",
  "\u30E9\u30FC\u30E1\u30F3",
  "\u30B9\u30FC\u30D7",
  "\u30BD\u30FC\u30B9",
  "\u30AD\u30E0\u30C1",
  "\u308F\u3055\u3073",
  "\u5510\u8F9B\u5B50"
]);
var EMPTYING = /* @__PURE__ */ new Set(["\u304A\u8179", "\u304A\u306A\u304B", "\u8179", "\u96FB\u8ECA", "\u30D0\u30B9", "\u9053", "\u9053\u8DEF", "\u5E97", "\u8ECA\u5185"]);
var WEEKDAYS = /^[月火水木金土日]$/;
var PRECIPITATION = /* @__PURE__ */ new Set(["\u96E8", "\u96EA", "\u3072\u3087\u3046", "\u3042\u3089\u308C", "\u307F\u305E\u308C"]);
var SURFACE_RULES = {
  \u4F55: (tokens, i) => {
    const token = tokens[i];
    const next = surfaceAt(tokens, i + 1);
    if (next === "\u8A9E") setReading(token, "\u306A\u306B");
    else if (NAN_COUNTER_WORDS.has(next) || isCounter(next) || NAN_BEFORE.test(next))
      setReading(token, "\u306A\u3093");
    else setReading(token, "\u306A\u306B");
  },
  // 何月: IPADIC reads the 月 after a pronoun 何 as つき.
  \u6708: (tokens, i) => {
    if (surfaceAt(tokens, i - 1) === "\u4F55") setReading(tokens[i], "\u304C\u3064");
  },
  \u4E00\u65E5: (tokens, i) => setReading(tokens[i], isDateContext(tokens.slice(0, i)) ? "\u3064\u3044\u305F\u3061" : "\u3044\u3061\u306B\u3061"),
  // Before a day (一月一日, 一月十五日) 一月 is the month いちがつ; elsewhere the lists' ひとつき, "a month", stands.
  \u4E00\u6708: (tokens, i) => {
    const next = tokens[i + 1];
    if (next && (isNumeral(next) || /^[一二三四五六七八九十0-9０-９]+日$/.test(next.surface)))
      setReading(tokens[i], "\u3044\u3061\u304C\u3064");
  },
  // Written with kanji, "what time" is なんじ; いつ is written in kana nowadays.
  \u4F55\u6642: (tokens, i) => setReading(tokens[i], "\u306A\u3093\u3058"),
  // IPADIC has only the adverb なにぶん (何分よろしく, "anyhow"); asking about minutes is far commoner.
  \u4F55\u5206: (tokens, i) => {
    const next = surfaceAt(tokens, i + 1);
    if (next !== "\u3001" && next !== "\u3088\u308D\u3057\u304F" && !next.startsWith("\u306B\u3082")) setReading(tokens[i], "\u306A\u3093\u3077\u3093");
  },
  // IPADIC gives the formal みょうごにち, いっさくねん and the literary のち; everyday Japanese says あさって,
  // おととし, あと.
  \u660E\u5F8C\u65E5: (tokens, i) => setReading(tokens[i], "\u3042\u3055\u3063\u3066"),
  \u4E00\u6628\u5E74: (tokens, i) => setReading(tokens[i], "\u304A\u3068\u3068\u3057"),
  \u5F8C: (tokens, i) => {
    const token = tokens[i];
    if (token.reading === "\u306E\u3061") setReading(token, "\u3042\u3068");
    else if (token.reading === "\u3054" && tokens[i - 1]?.pos !== "\u540D\u8A5E") setReading(token, "\u306E\u3061");
  },
  // 間 after a clause or a noun and の is the span あいだ (長い間, 待つ間, 二人の間); IPADIC reads ま, which is
  // the word for a room or a pause only inside compounds (居間, 間に合う).
  \u9593: (tokens, i) => {
    const token = tokens[i];
    const before = tokens[i - 1];
    if (token.reading !== "\u307E" || !before) return;
    if (CLAUSE_END_POS.has(before.pos) || before.surface === "\u306E") setReading(token, "\u3042\u3044\u3060");
  },
  // 他 before a particle is the everyday ほか (他の動物, 他に何か); IPADIC reads the formal た.
  \u4ED6: (tokens, i) => {
    const token = tokens[i];
    if (token.reading === "\u305F" && tokens[i + 1]?.pos === "\u52A9\u8A5E") setReading(token, "\u307B\u304B");
  },
  \u4E2D: (tokens, i) => {
    const before = tokens[i - 1];
    if (before && THROUGHOUT.has(before.surface)) setReading(tokens[i], "\u3058\u3085\u3046");
  },
  \u65B9: (tokens, i) => {
    const previous = surfaceAt(tokens, i - 1);
    const person = DEMONSTRATIVES.has(previous) || previous === "\u306E" && (DIRECTIONS.has(surfaceAt(tokens, i - 2)) || honoured(tokens, i - 2));
    if (!person) return;
    const compared = tokens[i + 1]?.surface === "\u304C" && isAdjective(tokens[i + 2]);
    setReading(tokens[i], compared ? "\u307B\u3046" : "\u304B\u305F");
  },
  // After a number (三回薬を飲む) IPADIC takes 薬 for the suffix やく of 胃腸薬.
  \u85AC: (tokens, i) => {
    const token = tokens[i];
    if (token.posDetail === "\u63A5\u5C3E" && tokens[i - 1]?.parts) setReading(token, "\u304F\u3059\u308A");
  },
  // After a time span (一日中家にいた) IPADIC takes 家 for the suffix か of 作家.
  \u5BB6: (tokens, i) => {
    const token = tokens[i];
    const before = tokens[i - 1];
    if (token.posDetail === "\u63A5\u5C3E" && before && (before.surface.endsWith("\u4E2D") || before.parts)) {
      setReading(token, "\u3044\u3048");
    }
  },
  // IPADIC takes 水 after a noun (毎日水を飲む) for the weekday suffix すい of 月水金; only after another
  // weekday is it that, otherwise it is the word みず.
  \u6C34: (tokens, i) => {
    const token = tokens[i];
    if (token.posDetail !== "\u63A5\u5C3E" || WEEKDAYS.test(surfaceAt(tokens, i - 1))) return;
    token.posDetail = "\u4E00\u822C";
    setReading(token, "\u307F\u305A");
  },
  // A market one shops at (市場で買う) is いちば; the economic market (市場経済) しじょう.
  \u5E02\u5834: (tokens, i) => {
    const next = surfaceAt(tokens, i + 1);
    if (next === "\u3067" || next === "\u3078") setReading(tokens[i], "\u3044\u3061\u3070");
  }
};
var CLAUSE_END_POS = /* @__PURE__ */ new Set(["\u5F62\u5BB9\u8A5E", "\u52D5\u8A5E", "\u52A9\u52D5\u8A5E", "\u9023\u4F53\u8A5E"]);
var HONORIFIC_PREFIXES = /* @__PURE__ */ new Set(["\u304A", "\u3054", "\u5FA1"]);
function honoured(tokens, index2) {
  const noun = tokens[index2];
  if (noun?.pos !== "\u540D\u8A5E") return false;
  const before = tokens[index2 - 1];
  return before?.pos === "\u63A5\u982D\u8A5E" && HONORIFIC_PREFIXES.has(before.surface) || noun.surface.length > 1 && HONORIFIC_PREFIXES.has(noun.surface[0]);
}
var isAdjective = (token) => token !== void 0 && (token.pos === "\u5F62\u5BB9\u8A5E" || token.posDetail === "\u5F62\u5BB9\u52D5\u8A5E\u8A9E\u5E79");
var BASIC_FORM_RULES = {
  // 降り is the stem of both 降る (rain falls) and 降りる (get off); IPADIC always picks 降りる.
  \u964D\u308A\u308B: (tokens, i) => {
    const token = tokens[i];
    if (token.surface === "\u964D\u308A" && after(tokens, i, PRECIPITATION)) {
      token.basicForm = "\u964D\u308B";
      setReading(token, "\u3075\u308A");
    }
  },
  \u8F9B\u3044: (tokens, i) => {
    if (near(tokens, i, FOOD)) replaceStem(tokens[i], "\u3064\u3089", "\u304B\u3089");
  },
  \u7A7A\u304F: (tokens, i) => {
    if (after(tokens, i, EMPTYING)) replaceStem(tokens[i], "\u3042", "\u3059");
  }
};
function basicReading(token) {
  const { surface, basicForm, reading } = token;
  if (basicForm === surface) return reading;
  if (!token.readingKnown) return void 0;
  if (!hasKanji(basicForm)) return katakanaToHiragana(basicForm);
  if (token.conjugationType.startsWith("\u30AB\u5909")) return "\u304F\u308B";
  let common = 0;
  while (common < surface.length && surface[common] === basicForm[common]) common++;
  const surfaceTail = katakanaToHiragana(surface.slice(common));
  if (hasKanji(surfaceTail) || !reading.endsWith(surfaceTail)) return void 0;
  return reading.slice(0, reading.length - surfaceTail.length) + katakanaToHiragana(basicForm.slice(common));
}

// ../../packages/japanese/src/detect.ts
var MAX_SPAN = 8;
var FUNCTION_POS = /* @__PURE__ */ new Set(["\u52A9\u8A5E", "\u52A9\u52D5\u8A5E", "\u8A18\u53F7"]);
var AUXILIARIES = /* @__PURE__ */ new Set([
  "\u3044\u308B",
  // The spoken contractions of ている and ておく (してる, 見とく), which IPADIC gives as verbs of their own.
  "\u3066\u308B",
  "\u3067\u308B",
  "\u3068\u304F",
  "\u3069\u304F",
  "\u3042\u308B",
  "\u304A\u308B",
  "\u304A\u304F",
  "\u3057\u307E\u3046",
  "\u3061\u3083\u3046",
  "\u3058\u3083\u3046",
  "\u307F\u308B",
  "\u3044\u304F",
  "\u884C\u304F",
  "\u304F\u308B",
  "\u6765\u308B",
  "\u3042\u3052\u308B",
  "\u304F\u308C\u308B",
  "\u3082\u3089\u3046",
  "\u3084\u308B",
  "\u3044\u305F\u3060\u304F",
  "\u306A\u3055\u308B",
  "\u307B\u3057\u3044"
]);
var CONTENT_POS = /* @__PURE__ */ new Set(["\u540D\u8A5E", "\u52D5\u8A5E", "\u5F62\u5BB9\u8A5E", "\u526F\u8A5E", "\u9023\u4F53\u8A5E", "\u63A5\u7D9A\u8A5E", "\u611F\u52D5\u8A5E"]);
var VOICED = "\u304C\u304E\u3050\u3052\u3054\u3056\u3058\u305A\u305C\u305E\u3060\u3062\u3065\u3067\u3069\u3070\u3073\u3076\u3079\u307C\u3071\u3074\u3077\u307A\u307D";
var PLAIN = "\u304B\u304D\u304F\u3051\u3053\u3055\u3057\u3059\u305B\u305D\u305F\u3061\u3064\u3066\u3068\u306F\u3072\u3075\u3078\u307B\u306F\u3072\u3075\u3078\u307B";
var UNVOICED = new Map([...VOICED].map((char, i) => [char, PLAIN[i]]));
var GEMINATED = /* @__PURE__ */ new Set(["\u3064", "\u304F", "\u3061", "\u304D"]);
function joinedReadingFits(stitched, reading) {
  if (stitched.length !== reading.length) return false;
  for (let i = 0; i < stitched.length; i++) {
    const a = stitched[i];
    const b = reading[i];
    if (a === b || (UNVOICED.get(a) ?? a) === (UNVOICED.get(b) ?? b)) continue;
    if (b === "\u3063" && GEMINATED.has(a)) continue;
    return false;
  }
  return true;
}
function pick(catalogue, key, spellings, reading, single, token, contentOnly) {
  const grammar = token.posDetail === "\u975E\u81EA\u7ACB" && [...token.surface].length === 1;
  const kanaAllowed = single && CONTENT_POS.has(token.pos) && !grammar;
  const listed = (position) => catalogue.vocabularyAt(position).word === key;
  const written = spellings[0] !== void 0 && spellings[0][2] === 0 && listed(spellings[0][0]);
  const suffix = token.posDetail === "\u63A5\u5C3E";
  let fitting;
  for (const [position, spelled, kana] of spellings) {
    if (written && (kana || !listed(position))) break;
    if (kana && !(kanaAllowed && posAgrees(token, catalogue.vocabularyAt(position), suffix))) continue;
    if (reading === void 0 || spelled === reading) return catalogue.vocabularyAt(position);
    if ((!single || suffix) && fitting === void 0 && joinedReadingFits(reading, spelled))
      fitting = position;
  }
  const free = single ? token.pos !== "\u63A5\u982D\u8A5E" && !suffix : contentOnly;
  const first = written ? catalogue.vocabularyAt(spellings[0][0]) : void 0;
  if (fitting === void 0 && first && !first.usuallyKana && free && hasKanji(key))
    fitting = spellings[0][0];
  return fitting === void 0 ? void 0 : catalogue.vocabularyAt(fitting);
}
var JMDICT_POS = {
  \u52D5\u8A5E: /^(v|aux|exp)/,
  \u5F62\u5BB9\u8A5E: /^(adj-i|exp)/,
  \u540D\u8A5E: /^(n|adj-na|adj-no|pn|num|suf|pref|exp|adv)/,
  \u526F\u8A5E: /^(adv|exp)/
};
function posAgrees(token, item, suffix) {
  if (suffix) return item.partsOfSpeech.some((code) => /suf/.test(code));
  const codes = JMDICT_POS[token.pos];
  return codes === void 0 || item.partsOfSpeech.some((code) => codes.test(code));
}
function joinedReading(tokens, from, to) {
  let reading = "";
  for (let k = from; k < to; k++) {
    const token = tokens[k];
    if (!token.readingKnown) return void 0;
    reading += token.reading;
  }
  return reading;
}
function longestMatch(tokens, start, catalogue) {
  let surface = "";
  let content = false;
  let contentOnly = true;
  let best;
  const end = Math.min(tokens.length, start + MAX_SPAN);
  for (let j = start; j < end; j++) {
    const token = tokens[j];
    if (token.pos === "\u8A18\u53F7") break;
    const single = j === start;
    content ||= !FUNCTION_POS.has(token.pos);
    contentOnly &&= CONTENT_POS.has(token.pos) && token.posDetail !== "\u6570";
    const before = surface;
    surface += token.surface;
    const auxiliary = single && token.posDetail === "\u975E\u81EA\u7ACB" && token.pos !== "\u540D\u8A5E" && AUXILIARIES.has(token.basicForm);
    if (content && !auxiliary) {
      let item;
      const noun = single && token.pos === "\u52D5\u8A5E" && usedAsNoun(tokens, j);
      if (noun) item = nounSpelled(catalogue, surface, token);
      if (single && !item && isImperativeStem(tokens, j)) item = verbSpelled(catalogue, `${surface}\u308B`);
      if (single && !item && isFinalForm(tokens, j)) item = expressionSpelled(catalogue, token);
      const doubtfulKana = noun && !hasKanji(surface);
      if (!item && !doubtfulKana && token.basicForm !== token.surface) {
        const spellings2 = catalogue.spellingsOf(before + token.basicForm);
        if (spellings2) {
          const head = joinedReading(tokens, start, j);
          const lemma = head === void 0 ? void 0 : basicReading(token);
          item = pick(
            catalogue,
            before + token.basicForm,
            spellings2,
            lemma === void 0 ? void 0 : head + lemma,
            single,
            token,
            contentOnly
          );
          if (item && !item.partsOfSpeech.some((code) => INFLECTING.test(code))) item = void 0;
        }
      }
      const spellings = item || doubtfulKana ? void 0 : catalogue.spellingsOf(surface);
      if (spellings)
        item = pick(
          catalogue,
          surface,
          spellings,
          joinedReading(tokens, start, j + 1),
          single,
          token,
          contentOnly
        );
      if (item) best = { item, last: j };
    }
    if (!catalogue.beginsSpelling(surface)) break;
  }
  return best;
}
function usedAsNoun(tokens, index2) {
  const token = tokens[index2];
  const next = tokens[index2 + 1];
  if (token.surface === token.basicForm || !next) return false;
  if (next.surface === "\u306F") return tokens[index2 + 2]?.basicForm !== "\u3059\u308B";
  if (next.pos === "\u52A9\u8A5E") return next.surface === "\u306E" || next.surface === "\u304C" || next.surface === "\u3092";
  return next.pos === "\u52A9\u52D5\u8A5E" && (next.basicForm === "\u3060" || next.basicForm === "\u3067\u3059");
}
function nounSpelled(catalogue, surface, token) {
  for (const [position, reading, kana] of catalogue.spellingsOf(surface) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (kana === 0 && reading === token.reading && item.partsOfSpeech.includes("n")) return item;
  }
  return void 0;
}
function isImperativeStem(tokens, index2) {
  const after2 = tokens[index2 + 2];
  return tokens[index2].pos === "\u540D\u8A5E" && hasKanji(tokens[index2].surface) && tokens[index2 + 1]?.surface === "\u3088" && (after2 === void 0 || after2.pos === "\u8A18\u53F7");
}
function isFinalForm(tokens, index2) {
  const token = tokens[index2];
  if (token.pos !== "\u52D5\u8A5E" && token.pos !== "\u5F62\u5BB9\u8A5E" || token.surface === token.basicForm) return false;
  const next = tokens[index2 + 1];
  if (!next || next.pos === "\u8A18\u53F7" || next.pos === "\u63A5\u982D\u8A5E" || next.pos === "\u611F\u52D5\u8A5E") return true;
  if (next.pos === "\u52A9\u8A5E") return next.posDetail === "\u7D42\u52A9\u8A5E";
  return next.pos === "\u52D5\u8A5E" && next.posDetail === "\u81EA\u7ACB" && next.basicForm !== "\u306A\u308B" && next.basicForm !== "\u3059\u308B";
}
var INFLECTING = /^(v|adj-i|aux)/;
var EXPRESSION = /^(exp|adv|int|conj)$/;
function expressionSpelled(catalogue, token) {
  for (const [position, reading] of catalogue.spellingsOf(token.surface) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (reading === token.reading && item.partsOfSpeech.every((code) => EXPRESSION.test(code))) return item;
  }
  return void 0;
}
function verbSpelled(catalogue, form) {
  for (const [position, , kana] of catalogue.spellingsOf(form) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (kana === 0 && item.word === form && item.partsOfSpeech.includes("v1")) return item;
  }
  return void 0;
}
function wordsOf(tokens, catalogue) {
  const words = [];
  const record = (span, first, last, item) => words.push({ item, form: spanText(span, first, last), start: span[first].start, end: span[last].end });
  for (let i = 0; i < tokens.length; ) {
    const match = longestMatch(tokens, i, catalogue);
    if (match) {
      record(tokens, i, match.last, match.item);
      i = match.last + 1;
      continue;
    }
    const token = tokens[i];
    for (const part of compoundParts(token, catalogue)) words.push(part);
    const parts = token.parts;
    if (parts) {
      const digits = parts.findIndex((part) => !isDigits(part.surface));
      const numberEnd = digits === -1 ? parts.length : digits;
      if (numberEnd > 0 && isDigits(parts[0].surface)) {
        const value = parseNumber(spanText(parts, 0, numberEnd - 1));
        for (const item of value === null ? [] : numeralWords(value, catalogue))
          words.push({
            item,
            form: spanText(parts, 0, numberEnd - 1),
            start: token.start,
            end: parts[numberEnd - 1].end
          });
      }
      for (let k = isDigits(parts[0].surface) ? numberEnd : 0; k < parts.length && parts.length > 1; ) {
        const partMatch = longestMatch(parts, k, catalogue);
        if (partMatch) record(parts, k, partMatch.last, partMatch.item);
        k = partMatch ? partMatch.last + 1 : k + 1;
      }
    }
    i++;
  }
  return words;
}
var COMPOUND_POS = /* @__PURE__ */ new Set(["\u540D\u8A5E", "\u5F62\u5BB9\u8A5E", "\u52D5\u8A5E"]);
var COMPOUND_DETAIL = /* @__PURE__ */ new Set(["\u4E00\u822C", "\u30B5\u5909\u63A5\u7D9A", "\u5F62\u5BB9\u52D5\u8A5E\u8A9E\u5E79", "\u526F\u8A5E\u53EF\u80FD", "\u81EA\u7ACB"]);
function compoundParts(token, catalogue) {
  if (!COMPOUND_POS.has(token.pos) || !COMPOUND_DETAIL.has(token.posDetail)) return [];
  if (token.parts || token.lowConfidence || token.basicForm.length < 2 || !hasKanji(token.basicForm))
    return [];
  const form = token.basicForm;
  const reading = basicReading(token);
  if (reading === void 0) return [];
  const split = splitCompound(catalogue, { form, reading, pos: token.pos, affix: false }, 0, 0) ?? splitCompound(catalogue, { form, reading, pos: token.pos, affix: true }, 0, 0);
  if (!split || split.every(([item, length]) => length === 1 && item && isOnReading(catalogue, item)))
    return [];
  if (split.some(([item]) => !item) && split.some(([item, length]) => item && length < 2)) return [];
  const matches = [];
  let from = 0;
  split.forEach(([item, length], k) => {
    const to = k === split.length - 1 ? token.surface.length : from + length;
    if (item)
      matches.push({
        item,
        form: token.surface.slice(from, to),
        start: token.start + from,
        end: token.start + to
      });
    from += length;
  });
  return matches;
}
function isOnReading(catalogue, item) {
  const onReadings = catalogue.kanjiOf(item.word)?.onReadings ?? [];
  return onReadings.some((reading) => katakanaToHiragana(reading) === item.reading);
}
function splitCompound(catalogue, compound, at, readAt) {
  const { form, reading } = compound;
  if (at === form.length) return readAt === reading.length ? [] : void 0;
  let limit = at;
  while (limit < form.length && catalogue.beginsSpelling(form.slice(at, limit + 1))) limit++;
  if (limit < form.length) limit++;
  if (limit < form.length && I_ROW.includes(form[limit])) limit++;
  for (let end = Math.min(limit, at === 0 ? form.length - 1 : form.length); end > at; end--) {
    const piece = form.slice(at, end);
    if (!hasKanji(piece)) continue;
    const stem = compound.pos === "\u540D\u8A5E" || end < form.length;
    for (const [item, spelled] of pieceWords(catalogue, piece, stem, compound.pos === "\u52D5\u8A5E")) {
      const heard = reading.slice(readAt, readAt + spelled.length);
      if (!joinedReadingFits(spelled, heard)) continue;
      const rest = splitCompound(catalogue, compound, end, readAt + spelled.length);
      if (rest) return [[item, end - at], ...rest];
    }
  }
  const char = form[at];
  const atEdge = at === 0 || at === form.length - 1;
  if (!compound.affix || !atEdge || !isKanjiChar(char)) return void 0;
  for (const sound of kanjiSounds(catalogue, char)) {
    if (!joinedReadingFits(sound, reading.slice(readAt, readAt + sound.length))) continue;
    const rest = at === 0 ? splitCompound(catalogue, compound, 1, readAt + sound.length) : [];
    if (rest && (at > 0 ? readAt + sound.length === reading.length : !rest.some(([item]) => !item)))
      return [[void 0, 1], ...rest];
  }
  return void 0;
}
function kanjiSounds(catalogue, char) {
  const kanji = catalogue.kanjiOf(char);
  if (!kanji) return [];
  const kun = kanji.kunReadings.map((reading) => reading.replace(/-/g, "").split(".")[0]);
  return [...kanji.onReadings.map(katakanaToHiragana), ...kun].filter((sound) => sound.length > 0);
}
var U_ROW = "\u3046\u304F\u3050\u3059\u3064\u306C\u3076\u3080\u308B";
var I_ROW = "\u3044\u304D\u304E\u3057\u3061\u306B\u3073\u307F\u308A";
function pieceWords(catalogue, piece, stem, stemFirst) {
  const words = [];
  for (const [position, reading, kana] of catalogue.spellingsOf(piece) ?? [])
    if (!kana) words.push([catalogue.vocabularyAt(position), reading]);
  if (!stem) return words;
  const stems = stemsOf(catalogue, piece);
  return stemFirst ? [...stems, ...words] : [...words, ...stems];
}
function stemsOf(catalogue, piece) {
  const words = [];
  const last = piece.at(-1);
  const row = I_ROW.indexOf(last);
  const lemmas = row === -1 ? [`${piece}\u308B`] : [`${piece}\u308B`, piece.slice(0, -1) + U_ROW[row]];
  for (const lemma of lemmas) {
    const godan = !lemma.endsWith(`${piece}\u308B`);
    for (const [position, reading, kana] of catalogue.spellingsOf(lemma) ?? []) {
      const item = catalogue.vocabularyAt(position);
      if (kana || !item.partsOfSpeech.some((code) => (godan ? /^v5/ : /^v1/).test(code))) continue;
      const ending = U_ROW.indexOf(reading.at(-1));
      if (godan && ending === -1) continue;
      words.push([item, godan ? reading.slice(0, -1) + I_ROW[ending] : reading.slice(0, -1)]);
    }
  }
  return words;
}
function usageOf(tokens, catalogue) {
  const vocabulary = /* @__PURE__ */ new Map();
  for (const { item, form } of wordsOf(tokens, catalogue)) {
    const found = vocabulary.get(item);
    if (!found) vocabulary.set(item, { count: 1, forms: [form] });
    else {
      found.count++;
      if (!found.forms.includes(form)) found.forms.push(form);
    }
  }
  const kanji = /* @__PURE__ */ new Map();
  for (const token of tokens) {
    if (!hasKanji(token.surface)) continue;
    for (const char of token.surface) {
      const item = catalogue.kanjiOf(char);
      if (item) kanji.set(item, (kanji.get(item) ?? 0) + 1);
    }
  }
  return {
    vocabulary: [...vocabulary].map(([item, { count, forms }]) => ({ item, count, forms })),
    kanji: [...kanji].map(([item, count]) => ({ item, count }))
  };
}
function numeralWords(value, catalogue) {
  const items = [];
  for (const char of kanjiNumeral(value)) {
    const [first] = catalogue.spellingsOf(char) ?? [];
    if (first && first[2] === 0) items.push(catalogue.vocabularyAt(first[0]));
  }
  return items;
}
function spanText(tokens, first, last) {
  let text = "";
  for (let k = first; k <= last; k++) text += tokens[k].surface;
  return text;
}
function recommendedFrom(usage, level) {
  return usage.vocabulary.map((u) => u.item).filter((item) => difficulty(item.level) >= difficulty(level));
}

// ../../packages/japanese/src/furigana.ts
var needsRuby = (token) => hasKanji(token.surface) && token.readingKnown;
function tokenSegments(token) {
  const { surface, reading } = token;
  const segments = digitsWithCounter(token) ?? align(surface, reading) ?? [{ text: surface, reading }];
  if (token.lowConfidence) {
    for (const segment of segments) if (segment.reading) segment.lowConfidence = true;
  }
  return segments;
}
function digitsWithCounter(token) {
  if (!token.parts || token.counterReading === void 0) return void 0;
  const number = token.parts.slice(0, -1).map((t) => t.surface).join("");
  if (!isDigits(number)) return void 0;
  return [{ text: number }, { text: token.parts.at(-1).surface, reading: token.counterReading }];
}
function runsOf(surface) {
  const runs = [];
  let start = 0;
  for (let end = 1; end <= surface.length; end++) {
    const kanji = isKanjiCode(surface.charCodeAt(start));
    if (end < surface.length && isKanjiCode(surface.charCodeAt(end)) === kanji) continue;
    runs.push({ text: surface.slice(start, end), kanji });
    start = end;
  }
  return runs;
}
function align(surface, reading) {
  const runs = runsOf(surface);
  if (runs.length === 1) return [{ text: surface, reading }];
  const segments = [];
  return matchRuns(runs, 0, reading, 0, segments) ? segments : void 0;
}
function matchRuns(runs, index2, reading, at, out) {
  if (index2 === runs.length) return at === reading.length;
  const run = runs[index2];
  if (!run.kanji) {
    if (!reading.startsWith(katakanaToHiragana(run.text), at)) return false;
    out.push({ text: run.text });
    if (matchRuns(runs, index2 + 1, reading, at + run.text.length, out)) return true;
    out.pop();
    return false;
  }
  const remainingRuns = runs.length - index2 - 1;
  for (let end = at + 1; end <= reading.length - remainingRuns; end++) {
    out.push({ text: run.text, reading: reading.slice(at, end) });
    if (matchRuns(runs, index2 + 1, reading, end, out)) return true;
    out.pop();
  }
  return false;
}
function segmentsOf(tokens) {
  const out = [];
  const add = (segment) => {
    const last = out.at(-1);
    if (segment.reading === void 0 && last && last.reading === void 0) last.text += segment.text;
    else out.push(segment);
  };
  for (const token of tokens) {
    if (!needsRuby(token)) add({ text: token.surface });
    else for (const segment of tokenSegments(token)) add(segment);
  }
  return out;
}
function hiraganaOf(tokens) {
  let out = "";
  for (const token of tokens) {
    if (!needsRuby(token)) {
      out += token.surface;
      continue;
    }
    const split = digitsWithCounter(token);
    out += split ? split[0].text + split[1].reading : token.reading;
  }
  return out;
}

// ../../packages/japanese/src/gloss.ts
var UNGLOSSED_POS = /* @__PURE__ */ new Set(["\u52A9\u8A5E", "\u52A9\u52D5\u8A5E", "\u8A18\u53F7"]);
function attachesToPrevious(token) {
  return token.pos === "\u52A9\u52D5\u8A5E" || token.pos === "\u8A18\u53F7" || token.posDetail === "\u975E\u81EA\u7ACB" || token.posDetail === "\u63A5\u5C3E" || token.pos === "\u52A9\u8A5E" && token.posDetail === "\u63A5\u7D9A\u52A9\u8A5E";
}
function firstMeaning(item, catalogue) {
  const meaning = catalogue.sensesOf(item)[0]?.glosses[0] ?? item.english;
  return meaning.replace(/\s*\([^)]*\)/g, "").trim() || meaning;
}
function wordOf(token, catalogue) {
  const entries = catalogue.spellingsOf(token.basicForm) ?? [];
  if (entries.length === 0) return void 0;
  const reading = basicReading(token);
  const matching = entries.find(([, spelled]) => spelled === reading) ?? entries[0];
  return catalogue.vocabularyAt(matching[0]);
}
function glossOf(tokens, catalogue) {
  let gloss = "";
  for (const token of tokens) {
    const grammar = UNGLOSSED_POS.has(token.pos) || attachesToPrevious(token);
    const word = grammar ? void 0 : wordOf(token, catalogue);
    const text = word ? `${token.surface}(${firstMeaning(word, catalogue)})` : token.surface;
    gloss += gloss === "" || attachesToPrevious(token) ? text : ` ${text}`;
  }
  return gloss;
}

// ../../packages/japanese/src/tokenizer.ts
import { spawn } from "node:child_process";
var TokenizerError = class extends Error {
  name = "TokenizerError";
};
var MAX_CHUNK_LENGTH = 1e3;
var DEFAULT_TIMEOUT_MS = 1e4;
var CHUNK_BREAK = /[\s。．.！!？?、，,；;」』）)]/u;
var UNSENDABLE = new RegExp("\\p{Cc}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]", "gu");
function chunksOf(text, max = MAX_CHUNK_LENGTH) {
  const chunks = [];
  let start = 0;
  while (text.length - start > max) {
    let end = start + max;
    let cut = end;
    while (cut > start + max / 2 && !CHUNK_BREAK.test(text[cut - 1])) cut--;
    if (cut > start + max / 2) end = cut;
    else if (/[\ud800-\udbff]/.test(text[end - 1])) end--;
    chunks.push(text.slice(start, end));
    start = end;
  }
  chunks.push(text.slice(start));
  return chunks;
}
var MecabTokenizer = class {
  child;
  calls = [];
  command;
  dicDir;
  timeoutMs;
  constructor(options = {}) {
    this.command = options.command ?? "mecab";
    this.dicDir = options.dicDir ?? "/var/lib/mecab/dic/ipadic-utf8";
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }
  /** The morphemes of `text`, whitespace included, covering it exactly. */
  async morphemes(text) {
    const sendable = text.replace(UNSENDABLE, " ");
    const found = await this.parse(chunksOf(sendable));
    return alignToText(found, sendable, text);
  }
  /** Ends the MeCab process (a new one starts on the next call). */
  close() {
    this.fail(new TokenizerError("The tokenizer was closed"));
  }
  parse(lines) {
    const child = this.process();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new TokenizerError(`Japanese analysis took longer than ${this.timeoutMs} ms`)),
        this.timeoutMs
      );
      this.calls.push({ lines: lines.length, morphemes: [], resolve, reject, timer });
      this.setKeepsProcessAlive(true);
      child.stdin.write(`${lines.join("\n")}
`);
    });
  }
  process() {
    if (this.child) return this.child;
    const child = spawn(
      this.command,
      ["-d", this.dicDir, "-F", "%m\\t%H\\n", "-U", "%m\\t%H\\n", "-E", "EOS\\n"],
      { stdio: "pipe" }
    );
    this.child = child;
    let stderr = "";
    child.stderr.on("data", (data) => {
      stderr = (stderr + data.toString()).slice(-500);
    });
    child.on(
      "error",
      (error) => this.fail(
        new TokenizerError(
          error.code === "ENOENT" ? `MeCab was not found (${this.command}); install the Debian packages mecab and mecab-ipadic-utf8` : `MeCab could not run: ${error.message}`
        ),
        child
      )
    );
    child.on(
      "close",
      (code, signal) => this.fail(new TokenizerError(`MeCab stopped (${signal ?? `exit ${code}`}): ${stderr.trim()}`), child)
    );
    child.stdin.on("error", () => {
    });
    let unfinished = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (data) => {
      const text = unfinished + data;
      let start = 0;
      for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
        this.receive(text, start, end);
        start = end + 1;
      }
      unfinished = text.slice(start);
    });
    return child;
  }
  /** One line of MeCab's output, `text` from `start` to `end`: a morpheme, or EOS after each input line. */
  receive(text, start, end) {
    const call = this.calls[0];
    if (!call) return;
    if (end - start === 3 && text.startsWith("EOS", start)) {
      if (--call.lines > 0) return;
      this.calls.shift();
      clearTimeout(call.timer);
      if (this.calls.length === 0) this.setKeepsProcessAlive(false);
      call.resolve(call.morphemes);
      return;
    }
    let tab = text.indexOf("	", start);
    if (tab < 0 || tab > end) tab = end;
    const morpheme = {
      surface: known(text.slice(start, tab)),
      pos: "*",
      posDetail: "*",
      conjugationType: "*",
      basicForm: "*",
      reading: "*"
    };
    let from = tab + 1;
    for (let field = 0; field <= 7 && from <= end; field++) {
      let comma = text.indexOf(",", from);
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
  fail(error, only) {
    if (only && only !== this.child) return;
    const child = this.child;
    this.child = void 0;
    child?.kill("SIGKILL");
    for (const call of this.calls.splice(0)) {
      clearTimeout(call.timer);
      call.reject(error);
    }
  }
  /** An idle MeCab process must not keep a script (or a test run) from exiting; a busy one must. */
  setKeepsProcessAlive(busy) {
    const child = this.child;
    if (!child) return;
    for (const handle of [child, child.stdin, child.stdout, child.stderr]) {
      if (busy) handle.ref();
      else handle.unref();
    }
  }
};
var KNOWN_LIMIT = 5e4;
var KNOWN_MAX_LENGTH = 24;
var knownStrings = /* @__PURE__ */ new Map();
function known(text) {
  if (text.length > KNOWN_MAX_LENGTH) return text;
  const found = knownStrings.get(text);
  if (found !== void 0) return found;
  if (knownStrings.size >= KNOWN_LIMIT) knownStrings.clear();
  knownStrings.set(text, text);
  return text;
}
var WHITESPACE = {
  pos: "\u8A18\u53F7",
  posDetail: "\u7A7A\u767D",
  conjugationType: "*",
  basicForm: "*",
  reading: "*"
};
function alignToText(found, sent, original) {
  const out = [];
  let at = 0;
  for (const morpheme of found) {
    const start = sent.indexOf(morpheme.surface, at);
    if (start < 0) throw new TokenizerError("MeCab answered with text that is not in the input");
    if (start > at) out.push({ ...WHITESPACE, surface: original.slice(at, start) });
    at = start + morpheme.surface.length;
    if (sent !== original) morpheme.surface = original.slice(start, at);
    out.push(morpheme);
  }
  if (at < original.length) out.push({ ...WHITESPACE, surface: original.slice(at) });
  return out;
}
var shared;
function getTokenizer() {
  shared ??= new MecabTokenizer({ dicDir: process.env.MECAB_DIC_DIR || void 0 });
  return shared;
}
async function tokenize(text, catalogue = loadCatalogue()) {
  return applyReadingRules(await getTokenizer().morphemes(text), catalogue);
}

// ../../packages/japanese/src/examples.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join3 } from "node:path";
var EXAMPLES_FILE = "examples.json";
var loaded2;
function examplesOf(vocabId2) {
  if (!loaded2) {
    const path8 = join3(generatedDir(), EXAMPLES_FILE);
    try {
      loaded2 = JSON.parse(readFileSync3(path8, "utf8"));
    } catch (error) {
      throw new Error(`The example sentences are missing (${path8}); run: npm run build -w @kaiwa/japanese`, {
        cause: error
      });
    }
    Object.setPrototypeOf(loaded2, null);
  }
  return loaded2[vocabId2] ?? [];
}

// ../../packages/japanese/src/index.ts
async function toHiragana(text) {
  return hiraganaOf(await tokenize(text));
}
async function detectUsage(text, catalogue = loadCatalogue()) {
  return usageOf(await tokenize(text, catalogue), catalogue);
}
async function analyze(text, catalogue = loadCatalogue()) {
  const tokens = await tokenize(text, catalogue);
  return {
    tokens,
    hiragana: hiraganaOf(tokens),
    furigana: segmentsOf(tokens),
    usage: usageOf(tokens, catalogue)
  };
}
async function glossJapanese(text, catalogue = loadCatalogue()) {
  return glossOf(await tokenize(text, catalogue), catalogue);
}

// src/ai/create-ai-engine.ts
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

// ../../packages/contract/src/account.ts
import { z as z3 } from "zod";

// ../../packages/contract/src/auth.ts
import { z as z2 } from "zod";

// ../../packages/contract/src/common.ts
import { z } from "zod";
var JlptLevel = z.enum(JLPT_LEVELS);
var JLPT_LEVELS2 = JlptLevel.options;
var Speed = z.enum(["slow", "normal", "fast"]);
var OTHER_LANGUAGES = [
  "Chinese",
  "English",
  "Filipino",
  "French",
  "German",
  "Italian",
  "Korean",
  "Mongolian",
  "Polish",
  "Portuguese",
  "Russian",
  "Spanish",
  "Thai",
  "Vietnamese"
];
var OtherLanguage = z.enum(OTHER_LANGUAGES);
var Language = z.enum(["Japanese", ...OTHER_LANGUAGES]);
var SuccessResponse = z.object({ success: z.literal(true) });
var HealthResponse = z.object({ ok: z.literal(true) });
var Generating = z.object({ success: z.literal(true), status: z.literal("generating") });
var PICTURE_USER_ID_HEADER = "picture-user-id";
function textLength(text) {
  return [...text].length;
}
var formatCount = (count) => count.toLocaleString("en-US");
var CONTROL_CHARACTER = new RegExp("(?![\\t\\n])\\p{Cc}", "u");
var ANY_CONTROL_CHARACTER = new RegExp("\\p{Cc}", "u");
function requestId(field) {
  const missing = `Missing ${field}`;
  return z.string({ error: missing }).trim().min(1, missing).max(64, `${field} is too long`).refine((value) => !ANY_CONTROL_CHARACTER.test(value), `${field} is not a valid id`);
}
function freeText(rules) {
  const control = rules.multiline ? CONTROL_CHARACTER : ANY_CONTROL_CHARACTER;
  const base = z.string({ error: rules.blank ?? `${rules.label} must be text` }).overwrite((value) => value.replace(/\r\n?/g, "\n")).trim();
  return (rules.blank ? base.min(1, rules.blank) : base).refine((value) => !control.test(value), `${rules.label} cannot contain control characters`).refine((value) => textLength(value) <= rules.max, rules.tooLong);
}

// ../../packages/contract/src/auth.ts
var PASSWORD_MIN_LENGTH = 8;
var PASSWORD_MAX_LENGTH = 1024;
var email = z2.string({ error: "Please enter your email address" }).trim().min(1, "Please enter your email address").max(254, "Email address is too long").pipe(z2.email("Please enter a valid email address")).transform((value) => value.toLowerCase());
var User = z2.object({
  auth_token: z2.string(),
  user_id: z2.string(),
  alias: z2.string(),
  email: z2.string(),
  is_native_account: z2.boolean(),
  tour_done: z2.boolean()
});
var NativeLoginRequest = z2.object({
  email,
  password: z2.string({ error: "Please enter a password" }).min(1, "Please enter a password").max(PASSWORD_MAX_LENGTH)
});
var LoginResponse = z2.object({ success: z2.literal(true), user: User });
var GoogleLoginRequest = z2.object({
  token: z2.string().min(1, "Missing Google credential").max(8192)
});
var newPassword = z2.string({ error: "Please enter a password" }).min(1, "Please enter a password").min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`).max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
var ALIAS_MAX_LENGTH = 40;
var alias = freeText({
  label: "Alias",
  blank: "Please enter an alias, preferably in Katakana",
  max: ALIAS_MAX_LENGTH,
  tooLong: `Alias must be at most ${ALIAS_MAX_LENGTH} characters long`
});
var RegisterRequest = z2.object({ email, alias, password: newPassword });
var ForgotPasswordRequest = z2.object({ email });
var ForgotPasswordResponse = z2.object({ success: z2.literal(true), message: z2.string() });
var ValidateResetTokenRequest = z2.object({ reset_token: z2.string().max(256) });
var ValidateResetTokenResponse = z2.object({ valid: z2.boolean() });
var ResetPasswordRequest = z2.object({ reset_token: z2.string().max(256), new_password: newPassword });
var TokenRequest = z2.object({ token: z2.string().max(256) });
var TokenValidityResponse = z2.object({ valid: z2.boolean() });
var PublicConfigResponse = z2.object({
  googleClientId: z2.string().nullable(),
  aiEngine: z2.string()
});

// ../../packages/contract/src/account.ts
var DEFAULT_SETTINGS = {
  jlptTrainLevel: "N5",
  speed: "normal",
  translationLanguage: "English",
  toggles: { showHiragana: true, showTranslations: true, showRecommendedWords: true }
};
var SpeedResponse = z3.object({ success: z3.literal(true), speed: Speed });
var SetSpeedRequest = z3.object({ speed: Speed });
var TranslationLanguageResponse = z3.object({
  success: z3.literal(true),
  translationLanguage: OtherLanguage
});
var SetTranslationLanguageRequest = z3.object({ translationLanguage: OtherLanguage });
var JlptTrainLevelResponse = z3.object({ jlptTrainLevel: JlptLevel });
var SetJlptTrainLevelRequest = z3.object({ jlptTrainLevel: JlptLevel });
var FuriganaResponse = z3.object({ show_furigana: z3.boolean() });
var ShowTranslationResponse = z3.object({ show_translation: z3.boolean() });
var AliasResponse = z3.object({ alias: z3.string() });
var SetAliasRequest = z3.object({ alias });
var Voice = z3.object({ id: z3.string(), name: z3.string() });
var VoiceResponse = z3.object({ voice: z3.string() });
var SetVoiceRequest = z3.object({ voice: z3.string().min(1, "Please choose a voice").max(100) });
var VoicesResponse = z3.object({ voices: z3.array(Voice) });
var ToggleSettings = z3.object({
  showHiragana: z3.boolean(),
  showTranslations: z3.boolean(),
  showRecommendedWords: z3.boolean()
});
var ToggleSettingsResponse = z3.object({ success: z3.literal(true), settings: ToggleSettings });
var SetToggleSettingRequest = ToggleSettings.partial().strict().refine((value) => Object.keys(value).length === 1, "Send exactly one toggle setting");
var PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
var PROFILE_PICTURE_FIELD = "profile_picture";
var PROFILE_PICTURE_RETRY_MS = 2e3;
var PictureRequestHeaders = z3.object({
  [PICTURE_USER_ID_HEADER]: requestId("Picture-User-ID header")
});
var DeleteAccountRequest = z3.object({ password: z3.string().max(1024).optional() });
var TourDoneResponse = z3.object({ success: z3.literal(true), tour_done: z3.boolean() });
var CompleteTourRequest = z3.object({ jlptTrainLevel: JlptLevel, alias });
var LevelProgressQuery = z3.object({ level: JlptLevel });
var LevelProgress = z3.object({
  /** Per date (YYYY-MM-DD), the number of distinct items used up to and including that date. */
  cumulative_progress: z3.object({
    vocab: z3.record(z3.string(), z3.number()),
    kanji: z3.record(z3.string(), z3.number())
  }),
  vocabs_amount: z3.number(),
  kanji_amount: z3.number(),
  used_vocabs_amount: z3.number(),
  used_kanji_amount: z3.number(),
  avg_vocab_usage_quality: z3.number(),
  avg_kanji_usage_quality: z3.number()
});
var LevelProgressResponse = z3.object({ level_progress: LevelProgress });

// ../../packages/contract/src/api.ts
import { z as z11 } from "zod";

// ../../packages/contract/src/audio.ts
import { z as z4 } from "zod";
var AUDIO_POLL_MS = 250;
var AudioSize = z4.enum(["small", "medium", "large"]);
var id = (name) => z4.string({ error: `Missing ${name}` }).trim().min(1, `Missing ${name}`).max(64, `${name} is too long`);
var AudioOptions = z4.object({
  speed: Speed.optional(),
  voice: z4.string({ error: "Unknown voice" }).trim().min(1, "Unknown voice").max(100, "Unknown voice").optional()
});
var TranslationAudioQuery = AudioOptions.extend({ translation_id: id("translation_id") });
var AudioSampleQuery = AudioOptions;
var MessageAudioQuery = AudioOptions.extend({
  message_id: id("message_id"),
  conversation_id: id("conversation_id")
});
var VocabAudioQuery = AudioOptions.extend({ vocab_id: id("vocab_id") });
var ExplanationExampleAudioQuery = VocabAudioQuery.extend({
  example_sentence_id: id("example_sentence_id")
});
var AUDIO_SAMPLE_TEXT = "\u3053\u3093\u306B\u3061\u306F\u3002\u4ECA\u65E5\u306F\u3044\u3044\u5929\u6C17\u3067\u3059\u306D\u3002\u4E00\u7DD2\u306B\u65E5\u672C\u8A9E\u3092\u52C9\u5F37\u3057\u307E\u3057\u3087\u3046\u3002";

// ../../packages/contract/src/conversation.ts
import { z as z7 } from "zod";

// ../../packages/contract/src/pitch-accent.ts
import { z as z5 } from "zod";
var PitchAccent = z5.object({
  /** Kana the accent is drawn over. */
  reading: z5.string(),
  /** The mora after which the pitch falls (1: after the first); 0 when it does not fall (heiban). */
  downstep: z5.number().int().min(0),
  /** Morae of `reading`; a downstep equal to it falls only on a following particle (odaka). */
  morae: z5.number().int().min(1)
});
var WordAccent = z5.object({
  /** UTF-16 offsets of the word in the message's content. */
  start: z5.number().int().min(0),
  end: z5.number().int().min(0),
  /** The catalogue word the accent belongs to: its dictionary form (食べる for 食べました). */
  vocab_id: z5.string(),
  word: z5.string(),
  pitch_accent: z5.array(PitchAccent).min(1)
});
var JOINING = new Set("\u3083\u3085\u3087\u3041\u3043\u3045\u3047\u3049\u308E\u30E3\u30E5\u30E7\u30A1\u30A3\u30A5\u30A7\u30A9\u30EE");

// ../../packages/contract/src/vocabulary.ts
import { z as z6 } from "zod";
var NO_KANJI = "nan";
var DayItem = z6.object({
  vocab_id: z6.string(),
  level: JlptLevel,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z6.string(),
  pronunciation: z6.string(),
  english: z6.string(),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z6.array(PitchAccent)
});
var VocabularyOfTheDayResponse = z6.object({
  success: z6.literal(true),
  vocabulary_of_the_day: DayItem
});
var KanjiOfTheDayResponse = z6.object({ success: z6.literal(true), kanji_of_the_day: DayItem });
var VocabType = z6.enum(["kanji", "vocabulary"]);
var vocabId = requestId("vocab_id");
var VocabQuery = z6.object({ vocab_id: vocabId });
var VocabularyItem = z6.object({
  vocab_id: z6.string(),
  level: JlptLevel,
  vocabType: VocabType,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z6.string(),
  pronunciation: z6.string(),
  english: z6.string(),
  timesUsed: z6.number().int().min(0),
  /** Epoch seconds of the last use; null until used. */
  lastUsed: z6.number().nullable(),
  /** Average usage quality 0 to 10; `NEVER_RATED` until a use was rated. */
  avgUsageQuality: z6.number(),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z6.array(PitchAccent)
});
var NEVER_RATED = -1;
var FetchCategoriesRequest = z6.object({
  n1: z6.boolean().default(false),
  n2: z6.boolean().default(false),
  n3: z6.boolean().default(false),
  n4: z6.boolean().default(false),
  n5: z6.boolean().default(false)
});
var FetchCategoriesResponse = z6.object({
  success: z6.literal(true),
  query_result: z6.object({ elements: z6.array(VocabularyItem) })
});
var VocabResponse = z6.object({ success: z6.literal(true), vocab: VocabularyItem });
var ExampleSentence = z6.object({
  example_sentence_id: z6.string(),
  sentence: z6.string(),
  sentence_kana: z6.string(),
  sentence_translation: z6.string(),
  /** 'tatoeba': a real sentence from Tatoeba (CC BY 2.0 FR) with its human translation; 'ai': a model wrote it. */
  source: z6.enum(["tatoeba", "ai"])
});
var RelatedWord = z6.object({
  vocab_id: z6.string(),
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z6.string(),
  pronunciation: z6.string(),
  english: z6.string(),
  level: JlptLevel
});
var DictionarySense = z6.object({
  parts_of_speech: z6.array(z6.string()),
  glosses: z6.array(z6.string()),
  notes: z6.array(z6.string())
});
var WordKanji = z6.object({
  vocab_id: z6.string().nullable(),
  kanji: z6.string(),
  level: JlptLevel.nullable(),
  meanings: z6.array(z6.string()),
  on_readings: z6.array(z6.string()),
  kun_readings: z6.array(z6.string())
});
var WordDictionary = z6.object({
  vocabType: z6.literal("vocabulary"),
  /** As listed: kanji or kana. */
  word: z6.string(),
  reading: z6.string(),
  senses: z6.array(DictionarySense),
  /** Other spellings of the same word and reading. */
  alternative_forms: z6.array(z6.string()),
  /** The dictionary marks the word as common. */
  common: z6.boolean(),
  usually_kana: z6.boolean(),
  kanji: z6.array(WordKanji)
});
var KanjiDictionary = z6.object({
  vocabType: z6.literal("kanji"),
  kanji: z6.string(),
  /** Katakana. */
  on_readings: z6.array(z6.string()),
  /** Hiragana; a dot marks okurigana (た.べる), a dash a prefix or suffix. */
  kun_readings: z6.array(z6.string()),
  meanings: z6.array(z6.string()),
  strokes: z6.number().int(),
  /** School grade (1–6, 8 secondary school, 9–10 name kanji) or null. */
  grade: z6.number().int().nullable(),
  /** Common catalogue words written with this kanji, easiest first. */
  common_words: z6.array(RelatedWord)
});
var VocabularyExplanation = z6.object({
  explanation: z6.string(),
  explanation_kana: z6.string(),
  explanation_translation: z6.string(),
  example_sentences: z6.array(ExampleSentence),
  related_words: z6.array(RelatedWord),
  /** What the dictionary says about the item, whoever wrote the explanation text. */
  dictionary: z6.discriminatedUnion("vocabType", [WordDictionary, KanjiDictionary]),
  /**
   * 'ai' when a language model wrote the explanation (its examples follow the Tatoeba ones); 'dictionary' when
   * the text comes from the data.
   */
  source: z6.enum(["ai", "dictionary"]),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z6.array(PitchAccent)
});
var VocabExplanationResponse = z6.object({
  success: z6.literal(true),
  explanation: VocabularyExplanation
});
var VOCABULARY_RETRY_MS = 1e3;

// ../../packages/contract/src/conversation.ts
var IDEMPOTENCY_KEY_HEADER = "idempotency-key";
var IdempotencyHeaders = z7.object({
  [IDEMPOTENCY_KEY_HEADER]: z7.string().trim().min(1, "Idempotency-Key must not be blank").max(200, "Idempotency-Key can be at most 200 characters long").optional()
});
var PoliteLevel = z7.enum(["\u656C\u8A9E", "\u4E01\u5BE7\u8A9E", "\u7815\u3051\u305F"]);
var POLITE_LEVELS = PoliteLevel.options;
var Character = z7.object({
  character_id: z7.string(),
  alias: z7.string(),
  /** URL of the avatar image. */
  picture: z7.string(),
  jlpt_level: JlptLevel,
  polite_level: PoliteLevel,
  /** One line about who the character is, in English. */
  description: z7.string()
});
var CharactersResponse = z7.object({ characters: z7.array(Character) });
var conversationId = requestId("conversation_id");
var ConversationQuery = z7.object({ conversation_id: conversationId });
var StartConversationRequest = z7.object({
  character_ids: z7.array(requestId("character_ids")).max(5).default([]),
  /** Includes the caller's own id (spec §7); every other user must be the caller's friend. */
  user_ids: z7.array(requestId("user_ids")).max(10).default([])
}).refine(
  (value) => value.character_ids.length > 0 || value.user_ids.length > 1,
  "Please select at least one character or friend"
);
var StartConversationResponse = z7.object({ success: z7.literal(true), conversation_id: z7.string() });
var StartWithVocabRequest = z7.object({ vocab_id: vocabId });
var ParticipantType = z7.enum(["user", "assistant"]);
var Participant = z7.object({
  id: z7.string(),
  type: ParticipantType,
  alias: z7.string(),
  /** Character avatar URL; null for users (their picture comes from getUserPicture). */
  picture: z7.string().nullable()
});
var LastConversationParticipant = z7.object({ alias: z7.string() });
var LastConversationResponse = z7.object({
  success: z7.literal(true),
  conversation_id: z7.string().nullable(),
  /** Epoch seconds. */
  last_activity: z7.number().nullable(),
  /** The other participants: the requesting user is not listed. */
  participants: z7.array(LastConversationParticipant)
});
var ConversationSummary = z7.object({
  conversation_id: z7.string(),
  /** Epoch seconds of the last activity. */
  date: z7.number(),
  jlpt_level: JlptLevel,
  topic: z7.string(),
  /** Everyone in the conversation, the caller included. */
  participants: z7.array(Participant)
});
var SummariesResponse = z7.object({
  success: z7.literal(true),
  conversation_infos: z7.array(ConversationSummary)
});
var ConversationInfo = z7.object({
  participants: z7.array(Participant),
  topic: z7.string(),
  jlpt_level: JlptLevel,
  /** Set when the conversation was started from a word: the client shows its explanation panel. */
  explanation_vocab_id: z7.string().nullable(),
  /** Which engine writes the characters' replies, e.g. 'Offline tutor' (shown in the header). */
  ai_engine: z7.string()
});
var InformationResponse = z7.object({
  success: z7.literal(true),
  conversation_info: ConversationInfo
});
var RecommendedWord = z7.object({
  vocab_id: z7.string(),
  /** 'nan' when the word is written in kana only. */
  kanji: z7.string(),
  pronunciation: z7.string(),
  english: z7.string()
});
var FuriganaSegment = z7.object({
  text: z7.string(),
  reading: z7.string().optional(),
  /** The reading is a guess from the kanji's common readings: no dictionary knows the word. */
  low_confidence: z7.literal(true).optional()
});
var Message = z7.object({
  message_id: z7.string(),
  sender_id: z7.string(),
  role: ParticipantType,
  content: z7.string(),
  content_language: Language.nullable(),
  /** Whole-message reading from the Japanese core (Japanese messages only). */
  hiragana: z7.string().nullable(),
  /** Ruby segments for furigana rendering (Japanese messages only). */
  furigana: z7.array(FuriganaSegment).nullable(),
  translation_english: z7.string().nullable(),
  translation_japanese: z7.string().nullable(),
  recommended_words: z7.array(RecommendedWord).nullable(),
  /** Epoch milliseconds. */
  created_at: z7.number(),
  /** 'failed' with `enhancement_error` when translation or analysis could not be produced. */
  enhancement_status: z7.enum(["pending", "completed", "failed"]),
  enhancement_error: z7.string().nullable(),
  /**
   * Words of a Japanese message with their dictionary pitch accent, in order (only catalogue words the
   * accent dictionary has). Not in the product's message shape: null until enhanced, and absent from
   * messages enhanced before accents were added.
   */
  word_accents: z7.array(WordAccent).nullable().optional()
});
var MessagesResponse = z7.object({ success: z7.literal(true), messages: z7.array(Message) });
var MESSAGE_MAX_LENGTH = 2e3;
var MESSAGE_TOO_LONG = `Messages can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters long`;
var PostMessageRequest = z7.object({
  conversation_id: conversationId,
  content: freeText({
    label: "Messages",
    blank: "Please type a message",
    max: MESSAGE_MAX_LENGTH,
    tooLong: MESSAGE_TOO_LONG,
    multiline: true
  })
});
var PostMessageResponse = z7.object({ success: z7.literal(true), message: Message });
var ConversationEvent = z7.discriminatedUnion("type", [
  z7.object({ type: z7.literal("message"), message: Message }),
  z7.object({ type: z7.literal("typing"), sender_id: z7.string(), typing: z7.boolean() })
]);
var AnalysisItem = z7.object({
  vocab_id: z7.string(),
  kanji: z7.string(),
  pronunciation: z7.string(),
  english: z7.string(),
  jlpt_level: JlptLevel,
  /** 0–10; -1 when the use could not be rated (see the message's analysis_error). */
  usage_quality: z7.number()
});
var AnalysisStatus = z7.enum(["pending", "completed", "failed"]);
var AnalysisMessage = Message.extend({
  analysis_kanji: z7.array(AnalysisItem),
  analysis_vocab: z7.array(AnalysisItem),
  analysis_status: AnalysisStatus.nullable(),
  /** Why the usage could not be rated ('failed': the items are listed with usage_quality -1). */
  analysis_error: z7.string().nullable()
});
var AnalysisMessagesResponse = z7.object({
  success: z7.literal(true),
  messages: z7.array(AnalysisMessage)
});
var AnalysisSummaryItem = z7.object({
  vocab_id: z7.string(),
  jlpt_level: JlptLevel,
  kanji: z7.string(),
  pronunciation: z7.string(),
  english: z7.string(),
  /** Average over the rated uses, 0–10; -1 when none of them could be rated. */
  avg_usage_quality: z7.number(),
  count: z7.number()
});
var AnalysisSummaryResponse = z7.object({
  success: z7.literal(true),
  analysis: z7.object({
    kanji_count: z7.number(),
    vocab_count: z7.number(),
    jlpt_levels: z7.record(JlptLevel, z7.number()),
    kanjis: z7.array(AnalysisSummaryItem),
    vocabs: z7.array(AnalysisSummaryItem)
  }),
  conversation_info: ConversationInfo
});
var LastEventIdHeaders = z7.object({
  "last-event-id": z7.string().regex(/^\d{1,15}$/, "must be the id of an event this stream sent").transform(Number).optional()
});

// ../../packages/contract/src/friends.ts
import { z as z8 } from "zod";
var Friend = z8.object({ user_id: z8.string(), alias: z8.string(), email: z8.string() });
var SentFriendRequest = z8.object({ user_id: z8.string(), alias: z8.string() });
var FriendsResponse = z8.object({ success: z8.literal(true), friends: z8.array(Friend) });
var FriendRequestsResponse = z8.object({
  success: z8.literal(true),
  friend_requests: z8.array(Friend)
});
var SentFriendRequestsResponse = z8.object({ sent_friend_requests: z8.array(SentFriendRequest) });
var AddFriendRequest = z8.object({
  email: freeText({
    label: "Email address",
    blank: "Please enter an email address",
    max: 254,
    tooLong: "Email address is too long"
  }).transform((value) => value.toLowerCase())
});
var AddFriendResponse = z8.object({ success: z8.literal(true), message: z8.string() });
var RejectFriendRequestRequest = z8.object({ from_user_id: requestId("from_user_id") });
var RemoveFriendRequest = z8.object({ friend_id: requestId("friend_id") });

// ../../packages/contract/src/review.ts
import { z as z9 } from "zod";
var TIME_ZONE_HEADER = "x-time-zone";
function isTimeZone(value) {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
var ReviewHeaders = IdempotencyHeaders.extend({
  [TIME_ZONE_HEADER]: z9.string().trim().max(64, "The time zone is too long").refine(isTimeZone, "The time zone must be an IANA name such as Europe/Berlin").optional()
});
var REVIEW_DAY_START_HOUR = 4;
var LEECH_LAPSES = 8;
var DEFAULT_NEW_CARDS_PER_DAY = 20;
var MAX_NEW_CARDS_PER_DAY = 500;
var DEFAULT_DUE_LIMIT = 20;
var MAX_DUE_LIMIT = 100;
var ReviewRating = z9.union([z9.literal(1), z9.literal(2), z9.literal(3), z9.literal(4)], {
  error: "rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)"
});
var ReviewState = z9.enum(["new", "learning", "review", "relearning"]);
var CardSource = z9.enum(["manual", "chat"]);
var ReviewCard = z9.object({
  card_id: z9.string(),
  vocab_id: z9.string(),
  source: CardSource,
  state: ReviewState,
  due: z9.number(),
  /** FSRS memory state: days until recall probability falls to 90 %, and difficulty 1–10 (0 while new). */
  stability: z9.number(),
  difficulty: z9.number(),
  reps: z9.number().int(),
  lapses: z9.number().int(),
  /** Lapsed `LEECH_LAPSES` times or more: worth rewriting or studying another way. */
  leech: z9.boolean(),
  last_review: z9.number().nullable()
});
var CardContext = z9.object({ sentence: z9.string(), correction: z9.string().nullable() });
var NextIntervals = z9.object({
  again: z9.number(),
  hard: z9.number(),
  good: z9.number(),
  easy: z9.number()
});
var DueCard = ReviewCard.extend({
  level: JlptLevel,
  vocabType: VocabType,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z9.string(),
  pronunciation: z9.string(),
  english: z9.string(),
  pitch_accent: z9.array(PitchAccent),
  context: CardContext.nullable(),
  /** From the word's written explanation, when one was written. */
  example_sentence: ExampleSentence.nullable(),
  next_intervals: NextIntervals
});
var DueQuery = z9.object({
  limit: z9.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(MAX_DUE_LIMIT, `limit can be at most ${MAX_DUE_LIMIT}`).default(DEFAULT_DUE_LIMIT)
});
var DueResponse = z9.object({
  success: z9.literal(true),
  /** Most at risk of being forgotten first (lowest retrievability), then new cards. */
  cards: z9.array(DueCard),
  /** Everything due now, beyond `limit` too (new cards within today's limit). */
  due_count: z9.number().int()
});
var AnswerRequest = z9.object({
  card_id: requestId("card_id"),
  rating: ReviewRating,
  /** Time the learner took, for fitting parameters later. */
  duration_ms: z9.number({ error: "duration_ms must be a number" }).int("duration_ms must be a whole number").min(0, "duration_ms cannot be negative").max(24 * 60 * 6e4, "duration_ms is too long")
});
var CardResponse = z9.object({ success: z9.literal(true), card: ReviewCard });
var ApkgExportQuery = z9.object({ level: JlptLevel.optional() });
var MAX_PRACTICE_WORDS = 5;
var StartWithVocabsRequest = z9.object({
  vocab_ids: z9.array(vocabId).min(1, "Choose at least one word").max(MAX_PRACTICE_WORDS, `Choose at most ${MAX_PRACTICE_WORDS} words`)
});
var VocabCardRequest = z9.object({ vocab_id: vocabId });
var RemoveCardResponse = z9.object({ success: z9.literal(true), removed: z9.boolean() });
var ReviewVocabIdsResponse = z9.object({ success: z9.literal(true), vocab_ids: z9.array(z9.string()) });
var ReviewSettings = z9.object({
  new_cards_per_day: z9.number({ error: "new_cards_per_day must be a number" }).int("new_cards_per_day must be a whole number").min(0, "new_cards_per_day cannot be negative").max(MAX_NEW_CARDS_PER_DAY, `new_cards_per_day can be at most ${MAX_NEW_CARDS_PER_DAY}`)
});
var ReviewSettingsResponse = ReviewSettings.extend({ success: z9.literal(true) });
var ReviewStatsResponse = z9.object({
  success: z9.literal(true),
  /** Due now, new cards within today's limit included: the number the side menu shows. */
  due_count: z9.number().int(),
  total_cards: z9.number().int(),
  new_cards: z9.number().int(),
  /** New cards that may still be introduced today. */
  new_remaining_today: z9.number().int(),
  leeches: z9.number().int(),
  reviewed_today: z9.number().int(),
  /** Share of answers other than Again on cards in review over the last 30 days; null without any. */
  retention: z9.number().nullable(),
  /** Epoch ms of the next card due after now; null without cards. */
  next_due: z9.number().nullable(),
  /** The learner's review day (YYYY-MM-DD), starting at 4 a.m. local time. */
  review_day: z9.string(),
  /** Answers per review day over the last 30 days, oldest first; days without answers are left out. */
  reviews_per_day: z9.array(z9.object({ day: z9.string(), count: z9.number().int() }))
});

// ../../packages/contract/src/translation.ts
import { z as z10 } from "zod";
var TRANSLATION_HISTORY_LIMIT = 100;
var TRANSLATION_MAX_LENGTH = 5e3;
var TRANSLATION_CONTEXT_MAX_LENGTH = 1e3;
var TRANSLATION_MESSAGES = {
  blankText: "Please enter text to translate",
  sameLanguages: "Source and target languages must be different",
  noJapanese: "One language must be Japanese",
  textTooLong: `Text to translate can be at most ${formatCount(TRANSLATION_MAX_LENGTH)} characters long`,
  contextTooLong: `The context can be at most ${formatCount(TRANSLATION_CONTEXT_MAX_LENGTH)} characters long`
};
function translationRequestProblem(request) {
  if (!request.input_text.trim()) return TRANSLATION_MESSAGES.blankText;
  if (request.source_language === request.target_language) return TRANSLATION_MESSAGES.sameLanguages;
  if (request.source_language !== "Japanese" && request.target_language !== "Japanese") {
    return TRANSLATION_MESSAGES.noJapanese;
  }
  return null;
}
var language = z10.enum(Language.options, { error: "Please choose a supported language" });
var SubmitTranslationRequest = z10.object({
  input_text: freeText({
    label: "Text to translate",
    blank: TRANSLATION_MESSAGES.blankText,
    max: TRANSLATION_MAX_LENGTH,
    tooLong: TRANSLATION_MESSAGES.textTooLong,
    multiline: true
  }),
  source_language: language,
  target_language: language,
  /** Optional hint about the situation the text is used in; passed to the model. */
  context: freeText({
    label: "The context",
    max: TRANSLATION_CONTEXT_MAX_LENGTH,
    tooLong: TRANSLATION_MESSAGES.contextTooLong,
    multiline: true
  }).nullish().transform((value) => value ?? "")
}).superRefine((request, ctx) => {
  const problem = translationRequestProblem(request);
  if (problem && problem !== TRANSLATION_MESSAGES.blankText) {
    ctx.addIssue({ code: "custom", path: ["target_language"], message: problem });
  }
});
var TranslationStatus = z10.enum(["Pending", "Completed", "Failed"]);
var DetectedVocab = z10.object({
  vocab_id: z10.string(),
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z10.string(),
  pronunciation: z10.string(),
  english: z10.string(),
  vocabType: VocabType,
  level: JlptLevel
});
var Translation = z10.object({
  translation_id: z10.string(),
  input_text: z10.string(),
  source_language: Language,
  target_language: Language,
  context: z10.string(),
  kana_text: z10.string(),
  japanese_text: z10.string(),
  otherLanguage_text: z10.string(),
  status: TranslationStatus,
  /** Epoch milliseconds. */
  createdAt: z10.number(),
  detected_vocabs: z10.array(DetectedVocab),
  /** Why a Failed translation failed; null otherwise. */
  error: z10.string().nullable()
});
var TranslationHistoryResponse = z10.object({
  success: z10.literal(true),
  translations: z10.array(Translation)
});
var SubmitTranslationResponse = z10.object({
  success: z10.literal(true),
  translation_id: z10.string(),
  translation: Translation
});
var translationId = requestId("translation_id");
var TranslationQuery = z10.object({ translation_id: translationId });
var TranslationResponse = z10.object({
  success: z10.literal(true),
  status: TranslationStatus,
  translation: Translation
});
var DeleteTranslationRequest = z10.object({ translation_id: translationId });

// ../../packages/contract/src/api.ts
var API_BASE = "/api";
var binary = (contentType) => ({ kind: "binary", contentType });
var eventStream = (event) => ({ kind: "events", event });
var defineCall = (call) => call;
var session = "session";
var none = "none";
var audioCall = (path8, query) => defineCall({
  method: "GET",
  path: path8,
  auth: session,
  query,
  response: binary("audio/*"),
  pending: { body: Generating, retryMs: AUDIO_POLL_MS }
});
var api = {
  health: defineCall({ method: "GET", path: "/health", auth: none, response: HealthResponse }),
  /** 200 when this process can serve: database reachable, migrations done, job worker running if it has one; else 503. */
  ready: defineCall({ method: "GET", path: "/ready", auth: none, response: HealthResponse }),
  publicConfig: defineCall({
    method: "GET",
    path: "/public-config",
    auth: none,
    response: PublicConfigResponse
  }),
  nativeLogin: defineCall({
    method: "POST",
    path: "/native-login",
    auth: none,
    body: NativeLoginRequest,
    response: LoginResponse
  }),
  googleLogin: defineCall({
    method: "POST",
    path: "/google-login",
    auth: none,
    body: GoogleLoginRequest,
    response: LoginResponse
  }),
  registerNative: defineCall({
    method: "POST",
    path: "/register_native",
    auth: none,
    body: RegisterRequest,
    response: LoginResponse
  }),
  forgotPassword: defineCall({
    method: "POST",
    path: "/forgot-password",
    auth: none,
    body: ForgotPasswordRequest,
    response: ForgotPasswordResponse
  }),
  validateResetToken: defineCall({
    method: "POST",
    path: "/validate-reset-token",
    auth: none,
    body: ValidateResetTokenRequest,
    response: ValidateResetTokenResponse
  }),
  resetPassword: defineCall({
    method: "POST",
    path: "/reset-password",
    auth: none,
    body: ResetPasswordRequest,
    response: SuccessResponse
  }),
  verifyToken: defineCall({
    method: "POST",
    path: "/auth/verify-token",
    auth: none,
    body: TokenRequest,
    response: TokenValidityResponse
  }),
  logout: defineCall({
    method: "POST",
    path: "/auth/logout",
    auth: none,
    body: TokenRequest,
    response: TokenValidityResponse
  }),
  getSpeed: defineCall({ method: "GET", path: "/account/getSpeed", auth: session, response: SpeedResponse }),
  setSpeed: defineCall({
    method: "POST",
    path: "/account/setSpeed",
    auth: session,
    body: SetSpeedRequest,
    response: SuccessResponse
  }),
  getTranslationLanguage: defineCall({
    method: "GET",
    path: "/account/getTranslationLanguage",
    auth: session,
    response: TranslationLanguageResponse
  }),
  setTranslationLanguage: defineCall({
    method: "POST",
    path: "/account/setTranslationLanguage",
    auth: session,
    body: SetTranslationLanguageRequest,
    response: SuccessResponse
  }),
  getJlptTrainLevel: defineCall({
    method: "GET",
    path: "/account/getJLPTtrainLevel",
    auth: session,
    response: JlptTrainLevelResponse
  }),
  setJlptTrainLevel: defineCall({
    method: "POST",
    path: "/account/setJLPTtrainLevel",
    auth: session,
    body: SetJlptTrainLevelRequest,
    response: SuccessResponse
  }),
  getFurigana: defineCall({
    method: "GET",
    path: "/account/getFurigana",
    auth: session,
    response: FuriganaResponse
  }),
  /** Whether translations are shown (not a translation: that is `getTranslation`). */
  getShowTranslation: defineCall({
    method: "GET",
    path: "/account/getTranslation",
    auth: session,
    response: ShowTranslationResponse
  }),
  getAlias: defineCall({ method: "GET", path: "/account/getAlias", auth: session, response: AliasResponse }),
  setAlias: defineCall({
    method: "POST",
    path: "/account/setAlias",
    auth: session,
    body: SetAliasRequest,
    response: SuccessResponse
  }),
  getVoice: defineCall({ method: "GET", path: "/account/getVoice", auth: session, response: VoiceResponse }),
  setVoice: defineCall({
    method: "POST",
    path: "/account/setVoice",
    auth: session,
    body: SetVoiceRequest,
    response: SuccessResponse
  }),
  getVoices: defineCall({ method: "GET", path: "/getVoices", auth: session, response: VoicesResponse }),
  getToggleSettings: defineCall({
    method: "GET",
    path: "/account/getToggleSettings",
    auth: session,
    response: ToggleSettingsResponse
  }),
  setToggleSetting: defineCall({
    method: "POST",
    path: "/account/setToggleSetting",
    auth: session,
    body: SetToggleSettingRequest,
    response: SuccessResponse
  }),
  tourDone: defineCall({
    method: "GET",
    path: "/account/tour_done",
    auth: session,
    response: TourDoneResponse
  }),
  completeTour: defineCall({
    method: "POST",
    path: "/account/complete_tour",
    auth: session,
    body: CompleteTourRequest,
    response: SuccessResponse
  }),
  deleteAccount: defineCall({
    method: "POST",
    path: "/account/delete",
    auth: session,
    body: DeleteAccountRequest,
    response: SuccessResponse
  }),
  getLevelProgress: defineCall({
    method: "GET",
    path: "/account/getLevelProgress",
    auth: session,
    query: LevelProgressQuery,
    response: LevelProgressResponse
  }),
  /** Everything Kaiwa keeps about the caller as one JSON document (`AccountExport`), streamed as a download. */
  exportAccount: defineCall({
    method: "GET",
    path: "/account/export",
    auth: session,
    response: binary("application/json")
  }),
  uploadProfilePicture: defineCall({
    method: "POST",
    path: "/account/uploadProfilePicture",
    auth: session,
    upload: { field: PROFILE_PICTURE_FIELD, maxBytes: PROFILE_PICTURE_MAX_BYTES },
    response: SuccessResponse
  }),
  /** 204 when the user has no picture. */
  getUserPicture: defineCall({
    method: "GET",
    path: "/getUserPicture",
    auth: session,
    headers: PictureRequestHeaders,
    response: binary("image/*"),
    pending: { body: null, retryMs: PROFILE_PICTURE_RETRY_MS }
  }),
  getFriends: defineCall({
    method: "GET",
    path: "/account/getFriends",
    auth: session,
    response: FriendsResponse
  }),
  getFriendRequests: defineCall({
    method: "GET",
    path: "/account/getFriendRequests",
    auth: session,
    response: FriendRequestsResponse
  }),
  getSentFriendRequests: defineCall({
    method: "GET",
    path: "/account/getSentFriendRequests",
    auth: session,
    response: SentFriendRequestsResponse
  }),
  addFriend: defineCall({
    method: "POST",
    path: "/account/addFriend",
    auth: session,
    body: AddFriendRequest,
    response: AddFriendResponse
  }),
  rejectFriendRequest: defineCall({
    method: "POST",
    path: "/account/rejectFriendRequest",
    auth: session,
    body: RejectFriendRequestRequest,
    response: SuccessResponse
  }),
  removeFriend: defineCall({
    method: "POST",
    path: "/account/removeFriend",
    auth: session,
    body: RemoveFriendRequest,
    response: SuccessResponse
  }),
  getCharacters: defineCall({
    method: "GET",
    path: "/conversation/getCharacters",
    auth: session,
    response: CharactersResponse
  }),
  /** Public (an <img> cannot send auth headers): `file` is `<character_id>.svg`. */
  characterPicture: defineCall({
    method: "GET",
    path: "/conversation/characterPicture/:file",
    auth: none,
    params: z11.object({ file: z11.string() }),
    response: binary("image/svg+xml")
  }),
  startConversation: defineCall({
    method: "POST",
    path: "/conversation/start",
    auth: session,
    body: StartConversationRequest,
    response: StartConversationResponse
  }),
  startWithVocab: defineCall({
    method: "POST",
    path: "/conversation/start_with_vocab",
    auth: session,
    body: StartWithVocabRequest,
    response: StartConversationResponse
  }),
  /** "Practise these in a chat": a conversation whose topic is up to five words. */
  startWithVocabs: defineCall({
    method: "POST",
    path: "/conversation/start_with_vocabs",
    auth: session,
    body: StartWithVocabsRequest,
    response: StartConversationResponse
  }),
  getLastConversation: defineCall({
    method: "GET",
    path: "/conversation/getLastConversation",
    auth: session,
    response: LastConversationResponse
  }),
  getSummaries: defineCall({
    method: "GET",
    path: "/conversation/getSummaries",
    auth: session,
    response: SummariesResponse
  }),
  getInformation: defineCall({
    method: "GET",
    path: "/conversation/getInformation",
    auth: session,
    query: ConversationQuery,
    response: InformationResponse
  }),
  getMessages: defineCall({
    method: "GET",
    path: "/conversation/getMessages",
    auth: session,
    query: ConversationQuery,
    response: MessagesResponse
  }),
  postMessage: defineCall({
    method: "POST",
    path: "/conversation/postMessage",
    auth: session,
    headers: IdempotencyHeaders,
    body: PostMessageRequest,
    response: PostMessageResponse
  }),
  /** Server-Sent Events of one conversation; read with fetch, which can send the session headers. */
  conversationEvents: defineCall({
    method: "GET",
    path: "/conversation/events",
    auth: session,
    query: ConversationQuery,
    headers: LastEventIdHeaders,
    response: eventStream(ConversationEvent)
  }),
  getMessagesIncludingAnalysis: defineCall({
    method: "GET",
    path: "/conversationAnalysis/getMessagesIncludingAnalysis",
    auth: session,
    query: ConversationQuery,
    response: AnalysisMessagesResponse
  }),
  getAnalysisSummary: defineCall({
    method: "GET",
    path: "/conversationAnalysis/getAnalysisSummary",
    auth: session,
    query: ConversationQuery,
    response: AnalysisSummaryResponse
  }),
  fetchCategories: defineCall({
    method: "POST",
    path: "/vocabulary/fetchCategories",
    auth: session,
    body: FetchCategoriesRequest,
    response: FetchCategoriesResponse
  }),
  getVocab: defineCall({
    method: "GET",
    path: "/vocabulary/getVocab",
    auth: session,
    query: VocabQuery,
    response: VocabResponse
  }),
  getVocabExplanation: defineCall({
    method: "GET",
    path: "/vocabulary/getVocabExplanation",
    auth: session,
    query: VocabQuery,
    response: VocabExplanationResponse,
    pending: { body: Generating, retryMs: VOCABULARY_RETRY_MS }
  }),
  vocabularyOfTheDay: defineCall({
    method: "GET",
    path: "/vocabulary/vocabulary_of_the_day",
    auth: session,
    response: VocabularyOfTheDayResponse
  }),
  kanjiOfTheDay: defineCall({
    method: "GET",
    path: "/vocabulary/kanji_of_the_day",
    auth: session,
    response: KanjiOfTheDayResponse
  }),
  getTranslationHistory: defineCall({
    method: "GET",
    path: "/translation/getTranslationHistory",
    auth: session,
    response: TranslationHistoryResponse
  }),
  submitTranslationTask: defineCall({
    method: "POST",
    path: "/translation/submitTranslationTask",
    auth: session,
    body: SubmitTranslationRequest,
    response: SubmitTranslationResponse
  }),
  getTranslation: defineCall({
    method: "GET",
    path: "/translation/getTranslation",
    auth: session,
    query: TranslationQuery,
    response: TranslationResponse
  }),
  deleteTranslation: defineCall({
    method: "POST",
    path: "/translation/deleteTranslation",
    auth: session,
    body: DeleteTranslationRequest,
    response: SuccessResponse
  }),
  // Audio: 200 streams the clip (206 for a `Range`, 304 for a matching `If-None-Match`).
  getAudioSample: audioCall("/getAudioSample", AudioSampleQuery),
  getMessageAudioJapanese: audioCall("/getMessageAudioJapanese", MessageAudioQuery),
  getMessageAudioOtherLanguage: audioCall("/getMessageAudioOtherLanguage", MessageAudioQuery),
  getTranslationJapaneseAudio: audioCall("/translation/getJapaneseAudio", TranslationAudioQuery),
  getTranslationOtherLanguageAudio: audioCall("/translation/getOtherLanguageAudio", TranslationAudioQuery),
  getExplanationAudio: audioCall("/vocabulary/getExplanationAudio", VocabAudioQuery),
  getExplanationExampleAudio: audioCall(
    "/vocabulary/getExplanationExampleAudio",
    ExplanationExampleAudioQuery
  ),
  /** Also the shared vocabulary button's call (dashboard day cards, vocabulary cards). */
  getVocabAudio: audioCall("/vocabulary/getVocabAudio", VocabAudioQuery),
  reviewDue: defineCall({
    method: "GET",
    path: "/review/due",
    auth: session,
    headers: ReviewHeaders,
    query: DueQuery,
    response: DueResponse
  }),
  reviewAnswer: defineCall({
    method: "POST",
    path: "/review/answer",
    auth: session,
    headers: ReviewHeaders,
    body: AnswerRequest,
    response: CardResponse
  }),
  reviewAdd: defineCall({
    method: "POST",
    path: "/review/add",
    auth: session,
    body: VocabCardRequest,
    response: CardResponse
  }),
  reviewRemove: defineCall({
    method: "POST",
    path: "/review/remove",
    auth: session,
    body: VocabCardRequest,
    response: RemoveCardResponse
  }),
  reviewStats: defineCall({
    method: "GET",
    path: "/review/stats",
    auth: session,
    headers: ReviewHeaders,
    response: ReviewStatsResponse
  }),
  /** The vocab_ids the caller has cards for, so lists can show "In reviews". */
  reviewVocabIds: defineCall({
    method: "GET",
    path: "/review/vocab_ids",
    auth: session,
    response: ReviewVocabIdsResponse
  }),
  getReviewSettings: defineCall({
    method: "GET",
    path: "/review/settings",
    auth: session,
    response: ReviewSettingsResponse
  }),
  setReviewSettings: defineCall({
    method: "POST",
    path: "/review/settings",
    auth: session,
    body: ReviewSettings,
    response: SuccessResponse
  }),
  /** An Anki package of the caller's cards, or of a whole JLPT level with `?level=N3`. */
  exportApkg: defineCall({
    method: "GET",
    path: "/review/export.apkg",
    auth: session,
    query: ApkgExportQuery,
    response: binary("application/octet-stream")
  })
};

// ../../packages/contract/src/data-export.ts
import { z as z12 } from "zod";
var DATA_EXPORT_FORMAT = "kaiwa-account-export";
var DATA_EXPORT_VERSION = 1;
var time = z12.number();
var ExportedMessage = z12.object({
  message_id: z12.string(),
  seq: z12.number().int(),
  /** A user id or a character id. */
  sender_id: z12.string(),
  role: z12.enum(["user", "assistant"]),
  content: z12.string(),
  hiragana: z12.string().nullable(),
  translation_english: z12.string().nullable(),
  translation_japanese: z12.string().nullable(),
  created_at: time,
  /** The usage analysis of the exporter's own messages; null for others' messages and before it ran. */
  analysis: z12.object({
    status: z12.enum(["completed", "failed"]),
    error: z12.string().nullable(),
    usage: z12.array(
      z12.object({
        vocab_id: z12.string(),
        vocab_type: z12.string(),
        count: z12.number().int(),
        /** 0–10, or -1 when the use could not be rated. */
        quality: z12.number()
      })
    )
  }).nullable()
});
var ExportedConversation = z12.object({
  conversation_id: z12.string(),
  topic: z12.string(),
  jlpt_level: z12.string(),
  created_at: time,
  last_activity_at: time,
  participants: z12.array(z12.object({ participant_id: z12.string(), type: z12.enum(["user", "assistant"]) })),
  /** In conversation order. */
  messages: z12.array(ExportedMessage)
});
var AccountExport = z12.object({
  format: z12.literal(DATA_EXPORT_FORMAT),
  version: z12.literal(DATA_EXPORT_VERSION),
  exported_at: time,
  /** Account fields; password hashes, session tokens and sign-in secrets are never exported. */
  account: z12.object({
    user_id: z12.string(),
    email: z12.string(),
    alias: z12.string(),
    /** 'password' for an account with its own password, else the issuer of the external sign-in. */
    sign_in: z12.string(),
    tour_done: z12.boolean(),
    created_at: time
  }),
  settings: z12.object({
    jlpt_level: z12.string(),
    speed: z12.string(),
    translation_language: z12.string(),
    voice: z12.string().nullable(),
    show_hiragana: z12.boolean(),
    show_translations: z12.boolean(),
    show_recommended_words: z12.boolean(),
    new_cards_per_day: z12.number().int(),
    time_zone: z12.string()
  }),
  friends: z12.array(z12.object({ user_id: z12.string(), alias: z12.string(), since: time })),
  /** Requests the exporter sent that are still open. */
  friend_requests_sent: z12.array(z12.object({ to_email: z12.string(), created_at: time })),
  vocabulary_usage: z12.array(
    z12.object({
      vocab_id: z12.string(),
      times_used: z12.number().int(),
      first_used_at: time,
      last_used_at: time,
      /** Average of the rated uses; null when none was rated. */
      average_quality: z12.number().nullable()
    })
  ),
  conversations: z12.array(ExportedConversation),
  translations: z12.array(
    z12.object({
      translation_id: z12.string(),
      input_text: z12.string(),
      source_language: z12.string(),
      target_language: z12.string(),
      context: z12.string(),
      japanese_text: z12.string(),
      other_language_text: z12.string(),
      kana_text: z12.string(),
      status: z12.string(),
      created_at: time
    })
  ),
  review_cards: z12.array(
    z12.object({
      card_id: z12.string(),
      vocab_id: z12.string(),
      source: z12.string(),
      context_sentence: z12.string().nullable(),
      context_correction: z12.string().nullable(),
      /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
      state: z12.number().int(),
      due: time,
      stability: z12.number(),
      difficulty: z12.number(),
      reps: z12.number().int(),
      lapses: z12.number().int(),
      last_review: time.nullable(),
      created_at: time
    })
  ),
  /** Every answer, in order: enough to fit FSRS parameters. */
  review_log: z12.array(
    z12.object({
      card_id: z12.string(),
      vocab_id: z12.string(),
      /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
      rating: z12.number().int(),
      /** The card's FSRS state before the answer; stability and difficulty after it. */
      state: z12.number().int(),
      stability: z12.number(),
      difficulty: z12.number(),
      elapsed_days: z12.number(),
      scheduled_days: z12.number(),
      duration_ms: z12.number().nullable(),
      source: z12.enum(["review", "chat"]),
      review_day: z12.string(),
      reviewed_at: time
    })
  )
});

// ../../packages/contract/src/errors.ts
import { z as z13 } from "zod";
var ErrorResponse = z13.object({
  success: z13.literal(false),
  error: z13.string(),
  code: z13.string(),
  /** Field-level messages for validation failures, keyed by dotted path. */
  fields: z13.record(z13.string(), z13.string()).optional()
});
var Errors = {
  validationFailed: { code: "validation_failed", status: 400, message: "Invalid request" },
  unauthorized: { code: "unauthorized", status: 401, message: "Please sign in again" },
  notFound: { code: "not_found", status: 404, message: "Not found" },
  /** The request contradicts what is stored, e.g. an Idempotency-Key reused for something else. */
  conflict: { code: "conflict", status: 409, message: "This request conflicts with an earlier one" },
  rateLimited: { code: "rate_limited", status: 429, message: "Too many attempts. Please try again later." },
  /** Sign-in with an unknown e-mail address or a wrong password. */
  invalidCredentials: { code: "invalid_credentials", status: 401, message: "Invalid email or password" },
  /** A wrong password confirming something a signed-in learner does (deleting the account): not a sign-out. */
  wrongPassword: { code: "wrong_password", status: 403, message: "Incorrect password" },
  weakPassword: { code: "weak_password", status: 400, message: "Please choose a stronger password" },
  emailTaken: {
    code: "email_taken",
    status: 409,
    message: "An account with this email address already exists"
  },
  invalidResetToken: { code: "invalid_reset_token", status: 400, message: "Invalid or expired reset link" },
  externalLoginFailed: { code: "external_login_failed", status: 401, message: "Sign-in with Google failed" },
  /** The external identity provider cannot be reached; asking again later may work. */
  externalLoginUnavailable: {
    code: "external_login_unavailable",
    status: 503,
    message: "Google sign-in is not available right now. Please try again later."
  },
  externalLoginDisabled: {
    code: "external_login_disabled",
    status: 404,
    message: "Google sign-in is not enabled on this server"
  },
  payloadTooLarge: { code: "payload_too_large", status: 413, message: "The request is too large" },
  unsupportedMedia: {
    code: "unsupported_media_type",
    status: 415,
    message: "This type of content is not supported"
  },
  friendSelf: { code: "friend_self", status: 400, message: "You cannot add yourself as a friend" },
  friendDuplicate: { code: "friend_duplicate", status: 409, message: "You are already friends" },
  /** Starting a conversation with someone who is not the caller's friend. */
  notFriends: {
    code: "not_friends",
    status: 403,
    message: "You can only start conversations with your friends"
  },
  /** `GET /ready` while the process cannot serve yet. */
  notReady: { code: "not_ready", status: 503, message: "Not ready" },
  /** The configured voice engine cannot speak this language. */
  audioUnavailable: { code: "audio_unavailable", status: 422, message: "No voice can read this language" },
  /** The text to read is missing, e.g. a translation not finished yet. */
  audioNoText: { code: "audio_no_text", status: 409, message: "There is no text to read" },
  /** The voice engine failed; asking again retries. */
  audioFailed: { code: "audio_failed", status: 502, message: "The voice engine failed" },
  /** A `Range` header asked for bytes the audio does not have. */
  audioRangeNotSatisfiable: {
    code: "audio_range_not_satisfiable",
    status: 416,
    message: "This part of the audio does not exist"
  },
  internal: {
    code: "internal_error",
    status: 500,
    message: "Something went wrong on our side. Please try again."
  }
};
var byCode = new Map(
  Object.entries(Errors).map(([name, error]) => [error.code, name])
);
var errorNameOf = (code) => byCode.get(code);

// src/ai/ai-engine.ts
import { z as z14 } from "zod";

// src/lib/user-facing-error.ts
var UserFacingError = class extends Error {
};

// src/ai/ai-engine.ts
var CharacterReplyOutput = z14.object({ reply: z14.string().min(1).max(600) });
var TranslationOutput = z14.object({ translation: z14.string().min(1) });
var ExplanationOutput = z14.object({
  explanation: z14.string().min(1),
  explanation_translation: z14.string().min(1),
  example_sentences: z14.array(z14.object({ sentence: z14.string().min(1), sentence_translation: z14.string().min(1) })).min(1).max(5)
});
var UsageJudgementOutput = z14.object({
  judgements: z14.array(
    z14.object({
      index: z14.number().int().min(0),
      quality: z14.number().min(0).max(10),
      /**
       * The learner's message rewritten with the item used correctly, for an item used with a mistake. Models
       * often send null or "" for "none": both mean no correction.
       */
      correction: z14.string().max(600).nullish()
    })
  )
});
var AiUnsupportedError = class extends UserFacingError {
};

// src/ai/offline/phrases.ts
import { z as z18 } from "zod";

// src/ai/offline/content.ts
import { z as z15 } from "zod";
function contentOf(file, schema, data) {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`The offline tutor's content/${file} is malformed:
${z15.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

// src/ai/offline/content/phrases.json
var phrases_default = {
  greetings: [
    {
      english: "Hello! I'm {name}. Nice to meet you.",
      \u4E01\u5BE7\u8A9E: "\u3053\u3093\u306B\u3061\u306F\uFF01{name}\u3067\u3059\u3002\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3057\u307E\u3059\u3002",
      \u7815\u3051\u305F: "\u3053\u3093\u306B\u3061\u306F\uFF01{name}\u3060\u3088\u3002\u3088\u308D\u3057\u304F\u306D\uFF01",
      \u656C\u8A9E: "\u3088\u3046\u3053\u305D\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3057\u305F\u3002{name}\u3068\u7533\u3057\u307E\u3059\u3002\u3069\u3046\u305E\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3044\u305F\u3057\u307E\u3059\u3002"
    },
    {
      english: "Nice to meet you! I'm {name}.",
      \u4E01\u5BE7\u8A9E: "\u306F\u3058\u3081\u307E\u3057\u3066\uFF01{name}\u3067\u3059\u3002\u3069\u3046\u305E\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3057\u307E\u3059\u3002",
      \u7815\u3051\u305F: "\u306F\u3058\u3081\u307E\u3057\u3066\uFF01{name}\u3060\u3088\u3002\u3088\u308D\u3057\u304F\uFF01",
      \u656C\u8A9E: "\u306F\u3058\u3081\u307E\u3057\u3066\u3002{name}\u3067\u3054\u3056\u3044\u307E\u3059\u3002\u3069\u3046\u305E\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3044\u305F\u3057\u307E\u3059\u3002"
    }
  ],
  topicIntro: {
    english: "Today, let's talk about {topic}.",
    \u4E01\u5BE7\u8A9E: "\u4ECA\u65E5\u306F\u300C{topic}\u300D\u306E\u8A71\u3092\u3057\u307E\u3057\u3087\u3046\u3002",
    \u7815\u3051\u305F: "\u4ECA\u65E5\u306F\u300C{topic}\u300D\u306E\u8A71\u3092\u3057\u3088\u3046\uFF01",
    \u656C\u8A9E: "\u672C\u65E5\u306F\u300C{topic}\u300D\u306B\u3064\u3044\u3066\u304A\u8A71\u3057\u3044\u305F\u3057\u307E\u3057\u3087\u3046\u3002"
  },
  acknowledgements: [
    {
      english: "I see.",
      \u4E01\u5BE7\u8A9E: "\u305D\u3046\u3067\u3059\u304B\u3002",
      \u7815\u3051\u305F: "\u305D\u3063\u304B\u3002",
      \u656C\u8A9E: "\u3055\u3088\u3046\u3067\u3054\u3056\u3044\u307E\u3059\u304B\u3002"
    },
    {
      english: "Thank you for telling me.",
      \u4E01\u5BE7\u8A9E: "\u6559\u3048\u3066\u304F\u308C\u3066\u3042\u308A\u304C\u3068\u3046\u3054\u3056\u3044\u307E\u3059\u3002",
      \u7815\u3051\u305F: "\u6559\u3048\u3066\u304F\u308C\u3066\u3042\u308A\u304C\u3068\u3046\uFF01",
      \u656C\u8A9E: "\u304A\u805E\u304B\u305B\u3044\u305F\u3060\u304D\u3001\u3042\u308A\u304C\u3068\u3046\u3054\u3056\u3044\u307E\u3059\u3002"
    },
    {
      english: "Oh, is that so?",
      \u4E01\u5BE7\u8A9E: "\u3078\u3048\u3001\u305D\u3046\u306A\u3093\u3067\u3059\u306D\u3002",
      \u7815\u3051\u305F: "\u3078\u3048\u3001\u305D\u3046\u306A\u3093\u3060\uFF01",
      \u656C\u8A9E: "\u305D\u3046\u3067\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\u3002"
    }
  ],
  echoReactions: [
    {
      english: "{word}? That sounds nice!",
      \u4E01\u5BE7\u8A9E: "{word}\u3067\u3059\u304B\u3002\u3044\u3044\u3067\u3059\u306D\uFF01",
      \u7815\u3051\u305F: "{word}\u304B\u3001\u3044\u3044\u306D\uFF01",
      \u656C\u8A9E: "{word}\u3067\u3054\u3056\u3044\u307E\u3059\u304B\u3002\u3044\u3044\u3067\u3059\u306D\u3002"
    },
    {
      english: "Oh, {word}! I like that too.",
      \u4E01\u5BE7\u8A9E: "{word}\u3067\u3059\u304B\uFF01\u79C1\u3082\u597D\u304D\u3067\u3059\u3002",
      \u7815\u3051\u305F: "{word}\uFF01\u79C1\u3082\u597D\u304D\uFF01",
      \u656C\u8A9E: "{word}\u3067\u3054\u3056\u3044\u307E\u3059\u304B\u3002\u79C1\u3082\u597D\u304D\u3067\u3059\u3002"
    }
  ],
  cues: [
    {
      lemmas: ["\u3053\u3093\u306B\u3061\u306F", "\u3053\u3093\u3070\u3093\u306F", "\u304A\u306F\u3088\u3046", "\u306F\u3058\u3081\u307E\u3057\u3066", "\u3088\u308D\u3057\u304F"],
      stems: ["\u3053\u3093\u306B\u3061\u306F", "\u3053\u3093\u3070\u3093\u306F", "\u304A\u306F\u3088\u3046", "\u306F\u3058\u3081\u307E\u3057\u3066", "\u3088\u308D\u3057\u304F"],
      reaction: {
        english: "Nice to meet you too!",
        \u4E01\u5BE7\u8A9E: "\u3053\u3061\u3089\u3053\u305D\u3001\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3057\u307E\u3059\uFF01",
        \u7815\u3051\u305F: "\u3053\u3061\u3089\u3053\u305D\u3001\u3088\u308D\u3057\u304F\u306D\uFF01",
        \u656C\u8A9E: "\u3053\u3061\u3089\u3053\u305D\u3001\u3069\u3046\u305E\u3088\u308D\u3057\u304F\u304A\u9858\u3044\u3044\u305F\u3057\u307E\u3059\u3002"
      }
    },
    {
      lemmas: ["\u597D\u304D", "\u5927\u597D\u304D"],
      stems: ["\u597D\u304D"],
      question: {
        english: "Why do you like it?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3046\u3057\u3066\u597D\u304D\u306A\u3093\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3046\u3057\u3066\u597D\u304D\u306A\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3046\u3057\u3066\u304A\u597D\u304D\u306A\u306E\u3067\u3059\u304B\uFF1F"
      }
    },
    {
      lemmas: ["\u5ACC\u3044", "\u5927\u5ACC\u3044"],
      stems: ["\u5ACC\u3044"],
      question: {
        english: "Why don't you like it?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3046\u3057\u3066\u5ACC\u3044\u306A\u3093\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3046\u3057\u3066\u5ACC\u3044\u306A\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3046\u3057\u3066\u304A\u5ACC\u3044\u306A\u306E\u3067\u3059\u304B\uFF1F"
      }
    },
    {
      lemmas: ["\u697D\u3057\u3044", "\u9762\u767D\u3044", "\u304A\u3082\u3057\u308D\u3044"],
      stems: ["\u697D\u3057", "\u9762\u767D", "\u304A\u3082\u3057\u308D"],
      reaction: {
        english: "That sounds fun!",
        \u4E01\u5BE7\u8A9E: "\u697D\u3057\u305D\u3046\u3067\u3059\u306D\uFF01",
        \u7815\u3051\u305F: "\u697D\u3057\u305D\u3046\uFF01",
        \u656C\u8A9E: "\u305D\u308C\u306F\u697D\u3057\u305D\u3046\u3067\u3054\u3056\u3044\u307E\u3059\u306D\u3002"
      }
    },
    {
      lemmas: ["\u7F8E\u5473\u3057\u3044", "\u304A\u3044\u3057\u3044"],
      stems: ["\u7F8E\u5473\u3057", "\u304A\u3044\u3057"],
      reaction: {
        english: "That sounds delicious!",
        \u4E01\u5BE7\u8A9E: "\u304A\u3044\u3057\u305D\u3046\u3067\u3059\u306D\uFF01",
        \u7815\u3051\u305F: "\u304A\u3044\u3057\u305D\u3046\uFF01",
        \u656C\u8A9E: "\u305D\u308C\u306F\u304A\u3044\u3057\u305D\u3046\u3067\u3054\u3056\u3044\u307E\u3059\u306D\u3002"
      }
    },
    {
      lemmas: ["\u5FD9\u3057\u3044", "\u75B2\u308C\u308B", "\u5927\u5909"],
      stems: ["\u5FD9\u3057", "\u75B2\u308C", "\u5927\u5909"],
      reaction: {
        english: "That sounds hard.",
        \u4E01\u5BE7\u8A9E: "\u5927\u5909\u3067\u3059\u306D\u3002",
        \u7815\u3051\u305F: "\u5927\u5909\u3060\u306D\u3002",
        \u656C\u8A9E: "\u305D\u308C\u306F\u5927\u5909\u3067\u3054\u3056\u3044\u307E\u3059\u306D\u3002"
      }
    },
    {
      lemmas: ["\u96E3\u3057\u3044"],
      stems: ["\u96E3\u3057"],
      reaction: {
        english: "It's difficult, isn't it?",
        \u4E01\u5BE7\u8A9E: "\u96E3\u3057\u3044\u3067\u3059\u3088\u306D\u3002",
        \u7815\u3051\u305F: "\u96E3\u3057\u3044\u3088\u306D\u3002",
        \u656C\u8A9E: "\u96E3\u3057\u3044\u3082\u306E\u3067\u3054\u3056\u3044\u307E\u3059\u306D\u3002"
      }
    }
  ],
  confusedReaction: {
    english: "Don't worry. Let's take it slowly.",
    \u4E01\u5BE7\u8A9E: "\u5927\u4E08\u592B\u3067\u3059\u3088\u3002\u3086\u3063\u304F\u308A\u8A71\u3057\u307E\u3057\u3087\u3046\u3002",
    \u7815\u3051\u305F: "\u5927\u4E08\u592B\u3060\u3088\u3002\u3086\u3063\u304F\u308A\u8A71\u305D\u3046\u3002",
    \u656C\u8A9E: "\u5927\u4E08\u592B\u3067\u3054\u3056\u3044\u307E\u3059\u3088\u3002\u3086\u3063\u304F\u308A\u304A\u8A71\u3057\u3044\u305F\u3057\u307E\u3057\u3087\u3046\u3002"
  },
  notJapaneseReaction: {
    english: "Let's try writing in Japanese!",
    \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u8A9E\u3067\u66F8\u3044\u3066\u307F\u307E\u3057\u3087\u3046\uFF01",
    \u7815\u3051\u305F: "\u65E5\u672C\u8A9E\u3067\u66F8\u3044\u3066\u307F\u3088\u3046\uFF01",
    \u656C\u8A9E: "\u65E5\u672C\u8A9E\u3067\u66F8\u3044\u3066\u307F\u3066\u3044\u305F\u3060\u3051\u307E\u3059\u304B\u3002"
  }
};

// src/ai/offline/question-bank.ts
import { z as z17 } from "zod";

// src/ai/offline/content/questions.json
var questions_default = {
  "self-introduction": {
    N5: [
      {
        english: "What is your name?",
        \u4E01\u5BE7\u8A9E: "\u304A\u540D\u524D\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u540D\u524D\u306F\u4F55\uFF1F",
        \u656C\u8A9E: "\u304A\u540D\u524D\u3092\u6559\u3048\u3066\u3044\u305F\u3060\u3051\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Where are you from?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3053\u304B\u3089\u6765\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3053\u304B\u3089\u6765\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3061\u3089\u304B\u3089\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Where do you live now?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u3069\u3053\u306B\u4F4F\u3093\u3067\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u3069\u3053\u306B\u4F4F\u3093\u3067\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u4ECA\u3069\u3061\u3089\u306B\u304A\u4F4F\u307E\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you like about Japan?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306E\u4F55\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306E\u4F55\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306E\u4F55\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like Japanese?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u8A9E\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u8A9E\u3001\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u8A9E\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What languages do you speak?",
        \u4E01\u5BE7\u8A9E: "\u3069\u306E\u56FD\u306E\u8A00\u8449\u3092\u8A71\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u306E\u56FD\u306E\u8A00\u8449\u3092\u8A71\u3059\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u306E\u56FD\u306E\u8A00\u8449\u3092\u304A\u8A71\u3057\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Why did you start studying Japanese?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3046\u3057\u3066\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3092\u59CB\u3081\u305F\u3093\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3046\u3057\u3066\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3092\u59CB\u3081\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3046\u3057\u3066\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3092\u59CB\u3081\u3089\u308C\u305F\u306E\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Have you ever been to Japan?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306B\u884C\u3063\u305F\u3053\u3068\u304C\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306B\u884C\u3063\u305F\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306B\u3044\u3089\u3063\u3057\u3083\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What kind of town is your hometown?",
        \u4E01\u5BE7\u8A9E: "\u751F\u307E\u308C\u305F\u6240\u306F\u3069\u3093\u306A\u753A\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u751F\u307E\u308C\u305F\u6240\u306F\u3069\u3093\u306A\u753A\uFF1F",
        \u656C\u8A9E: "\u304A\u751F\u307E\u308C\u306B\u306A\u3063\u305F\u6240\u306F\u3069\u306E\u3088\u3046\u306A\u753A\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What is your dream for the future?",
        \u4E01\u5BE7\u8A9E: "\u5C06\u6765\u306E\u5922\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5C06\u6765\u306E\u5922\u306F\u4F55\uFF1F",
        \u656C\u8A9E: "\u5C06\u6765\u306E\u5922\u3092\u304A\u805E\u304B\u305B\u3044\u305F\u3060\u3051\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you prefer talking or listening?",
        \u4E01\u5BE7\u8A9E: "\u8A71\u3059\u306E\u3068\u805E\u304F\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8A71\u3059\u306E\u3068\u805E\u304F\u306E\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u8A71\u3059\u306E\u3068\u805E\u304F\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Where would you like to live in the future?",
        \u4E01\u5BE7\u8A9E: "\u5C06\u6765\u306F\u3069\u3053\u306B\u4F4F\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5C06\u6765\u306F\u3069\u3053\u306B\u4F4F\u307F\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u5C06\u6765\u306F\u3069\u3061\u3089\u3067\u304A\u66AE\u3089\u3057\u306B\u306A\u308A\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "What got you interested in Japan?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3046\u3057\u3066\u65E5\u672C\u306B\u8208\u5473\u3092\u6301\u3063\u305F\u3093\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3046\u3057\u3066\u65E5\u672C\u306B\u8208\u5473\u3092\u6301\u3063\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3046\u3057\u3066\u65E5\u672C\u306B\u3054\u8208\u5473\u3092\u304A\u6301\u3061\u306B\u306A\u3063\u305F\u306E\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What kind of personality do your friends say you have?",
        \u4E01\u5BE7\u8A9E: "\u53CB\u9054\u304B\u3089\u306F\u3069\u3093\u306A\u6027\u683C\u3060\u3068\u8A00\u308F\u308C\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u53CB\u9054\u304B\u3089\u306F\u3069\u3093\u306A\u6027\u683C\u3060\u3063\u3066\u8A00\u308F\u308C\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u53CB\u4EBA\u304B\u3089\u306F\u3069\u306E\u3088\u3046\u306A\u3054\u6027\u683C\u3060\u3068\u8A00\u308F\u308C\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What are you good at?",
        \u4E01\u5BE7\u8A9E: "\u5F97\u610F\u306A\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5F97\u610F\u306A\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u5F97\u610F\u306A\u3053\u3068\u3092\u304A\u805E\u304B\u305B\u3044\u305F\u3060\u3051\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you find difficult about studying Japanese?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3067\u96E3\u3057\u3044\u3068\u611F\u3058\u308B\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3067\u96E3\u3057\u3044\u3068\u601D\u3046\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u8A9E\u306E\u52C9\u5F37\u3067\u96E3\u3057\u3044\u3068\u304A\u611F\u3058\u306B\u306A\u308B\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What is your goal for this year?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u5E74\u306E\u76EE\u6A19\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u5E74\u306E\u76EE\u6A19\u306F\u4F55\uFF1F",
        \u656C\u8A9E: "\u4ECA\u5E74\u306E\u76EE\u6A19\u3092\u304A\u805E\u304B\u305B\u3044\u305F\u3060\u3051\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "Have you had an experience that changed the way you think?",
        \u4E01\u5BE7\u8A9E: "\u8003\u3048\u65B9\u304C\u5909\u308F\u308B\u3088\u3046\u306A\u7D4C\u9A13\u3092\u3057\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8003\u3048\u65B9\u304C\u5909\u308F\u308B\u3088\u3046\u306A\u7D4C\u9A13\u3001\u3057\u305F\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u8003\u3048\u65B9\u304C\u5909\u308F\u308B\u3088\u3046\u306A\u3054\u7D4C\u9A13\u3092\u306A\u3055\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What values do you hold dear in life?",
        \u4E01\u5BE7\u8A9E: "\u751F\u304D\u3066\u3044\u304F\u4E0A\u3067\u5927\u5207\u306B\u3057\u3066\u3044\u308B\u8003\u3048\u65B9\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u751F\u304D\u3066\u3044\u304F\u4E0A\u3067\u5927\u4E8B\u306B\u3057\u3066\u308B\u8003\u3048\u65B9\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u751F\u304D\u3066\u3044\u304F\u4E0A\u3067\u5927\u5207\u306B\u306A\u3055\u3063\u3066\u3044\u308B\u8003\u3048\u65B9\u306F\u4F55\u3067\u3057\u3087\u3046\u304B\uFF1F"
      },
      {
        english: "What do you think are the strengths and weaknesses of your personality?",
        \u4E01\u5BE7\u8A9E: "\u81EA\u5206\u306E\u6027\u683C\u306E\u9577\u6240\u3068\u77ED\u6240\u306F\u4F55\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u81EA\u5206\u306E\u6027\u683C\u306E\u9577\u6240\u3068\u77ED\u6240\u3063\u3066\u4F55\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u81EA\u8EAB\u306E\u6027\u683C\u306E\u9577\u6240\u3068\u77ED\u6240\u306F\u4F55\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What kind of person would you like to be in ten years?",
        \u4E01\u5BE7\u8A9E: "\u5341\u5E74\u5F8C\u3001\u3069\u3093\u306A\u81EA\u5206\u306B\u306A\u3063\u3066\u3044\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5341\u5E74\u5F8C\u3001\u3069\u3093\u306A\u81EA\u5206\u306B\u306A\u3063\u3066\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u5341\u5E74\u5F8C\u3001\u3069\u306E\u3088\u3046\u306A\u3054\u81EA\u8EAB\u306B\u306A\u3063\u3066\u3044\u305F\u3044\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How has learning Japanese influenced your life?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u8A9E\u3092\u5B66\u3093\u3060\u3053\u3068\u3067\u3001\u751F\u6D3B\u306B\u3069\u3093\u306A\u5F71\u97FF\u304C\u3042\u308A\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u8A9E\u3092\u52C9\u5F37\u3057\u3066\u3001\u751F\u6D3B\u306B\u3069\u3093\u306A\u5F71\u97FF\u304C\u3042\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u8A9E\u3092\u5B66\u3070\u308C\u305F\u3053\u3068\u3067\u3001\u751F\u6D3B\u306B\u3069\u306E\u3088\u3046\u306A\u5F71\u97FF\u304C\u3054\u3056\u3044\u307E\u3057\u305F\u304B\uFF1F"
      }
    ]
  },
  hobbies: {
    N5: [
      {
        english: "What do you like to do?",
        \u4E01\u5BE7\u8A9E: "\u4F55\u3092\u3059\u308B\u306E\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F55\u3092\u3059\u308B\u306E\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u4F55\u3092\u306A\u3055\u308B\u306E\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you do on your days off?",
        \u4E01\u5BE7\u8A9E: "\u4F11\u307F\u306E\u6642\u306F\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F11\u307F\u306E\u6642\u306F\u4F55\u3057\u3066\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u304A\u4F11\u307F\u306E\u6642\u306F\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like music?",
        \u4E01\u5BE7\u8A9E: "\u97F3\u697D\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u97F3\u697D\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u97F3\u697D\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you often watch movies?",
        \u4E01\u5BE7\u8A9E: "\u3088\u304F\u6620\u753B\u3092\u898B\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3088\u304F\u6620\u753B\u898B\u308B\uFF1F",
        \u656C\u8A9E: "\u6620\u753B\u306F\u3088\u304F\u3054\u89A7\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like sports?",
        \u4E01\u5BE7\u8A9E: "\u30B9\u30DD\u30FC\u30C4\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30B9\u30DD\u30FC\u30C4\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u30B9\u30DD\u30FC\u30C4\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What kind of books do you read?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3093\u306A\u672C\u3092\u8AAD\u307F\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3093\u306A\u672C\u3092\u8AAD\u3080\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u306E\u3088\u3046\u306A\u672C\u3092\u304A\u8AAD\u307F\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "When did you start your hobby?",
        \u4E01\u5BE7\u8A9E: "\u8DA3\u5473\u306F\u3044\u3064\u59CB\u3081\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8DA3\u5473\u306F\u3044\u3064\u59CB\u3081\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u3054\u8DA3\u5473\u306F\u3044\u3064\u59CB\u3081\u3089\u308C\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Do you play the piano or the guitar?",
        \u4E01\u5BE7\u8A9E: "\u30D4\u30A2\u30CE\u3084\u30AE\u30BF\u30FC\u3092\u3084\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30D4\u30A2\u30CE\u3068\u304B\u30AE\u30BF\u30FC\u3001\u3084\u308B\uFF1F",
        \u656C\u8A9E: "\u30D4\u30A2\u30CE\u3084\u30AE\u30BF\u30FC\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What movies have you seen recently?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u3069\u3093\u306A\u6620\u753B\u3092\u898B\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u3069\u3093\u306A\u6620\u753B\u898B\u305F\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u3069\u306E\u3088\u3046\u306A\u6620\u753B\u3092\u3054\u89A7\u306B\u306A\u308A\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Is there a hobby you would like to try?",
        \u4E01\u5BE7\u8A9E: "\u3053\u308C\u304B\u3089\u3084\u3063\u3066\u307F\u305F\u3044\u8DA3\u5473\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3053\u308C\u304B\u3089\u3084\u3063\u3066\u307F\u305F\u3044\u8DA3\u5473\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3053\u308C\u304B\u3089\u306A\u3055\u3063\u3066\u307F\u305F\u3044\u3054\u8DA3\u5473\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "In your free time, do you prefer going out or staying at home?",
        \u4E01\u5BE7\u8A9E: "\u6687\u306A\u6642\u306F\u3001\u51FA\u304B\u3051\u308B\u306E\u3068\u5BB6\u306B\u3044\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6687\u306A\u6642\u306F\u3001\u51FA\u304B\u3051\u308B\u306E\u3068\u5BB6\u306B\u3044\u308B\u306E\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u304A\u6642\u9593\u304C\u3042\u308B\u6642\u306F\u3001\u304A\u51FA\u304B\u3051\u306B\u306A\u308B\u306E\u3068\u304A\u5B85\u3067\u3086\u3063\u304F\u308A\u306A\u3055\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Have you ever read Japanese manga?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306E\u6F2B\u753B\u3092\u8AAD\u3093\u3060\u3053\u3068\u304C\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306E\u6F2B\u753B\u3001\u8AAD\u3093\u3060\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306E\u6F2B\u753B\u3092\u304A\u8AAD\u307F\u306B\u306A\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "What got you started on your hobby?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u306E\u8DA3\u5473\u3092\u59CB\u3081\u305F\u7406\u7531\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u306E\u8DA3\u5473\u3092\u59CB\u3081\u305F\u7406\u7531\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u4ECA\u306E\u3054\u8DA3\u5473\u3092\u59CB\u3081\u3089\u308C\u305F\u7406\u7531\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you find appealing about your hobby?",
        \u4E01\u5BE7\u8A9E: "\u8DA3\u5473\u306E\u3069\u3093\u306A\u3068\u3053\u308D\u306B\u9B45\u529B\u3092\u611F\u3058\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8DA3\u5473\u306E\u3069\u3093\u306A\u3068\u3053\u308D\u304C\u9B45\u529B\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u8DA3\u5473\u306E\u3069\u306E\u3088\u3046\u306A\u3068\u3053\u308D\u306B\u9B45\u529B\u3092\u304A\u611F\u3058\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there anything you have been into lately?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u5922\u4E2D\u306B\u306A\u3063\u3066\u3044\u308B\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u5922\u4E2D\u306B\u306A\u3063\u3066\u308B\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u5922\u4E2D\u306B\u306A\u3063\u3066\u3044\u3089\u3063\u3057\u3083\u308B\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you enjoy your hobbies alone or with other people?",
        \u4E01\u5BE7\u8A9E: "\u8DA3\u5473\u306F\u4E00\u4EBA\u3067\u697D\u3057\u3080\u65B9\u3067\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u8AB0\u304B\u3068\u4E00\u7DD2\u306B\u697D\u3057\u3080\u65B9\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8DA3\u5473\u306F\u4E00\u4EBA\u3067\u697D\u3057\u307F\u305F\u3044\uFF1F\u305D\u308C\u3068\u3082\u8AB0\u304B\u3068\u4E00\u7DD2\u304C\u3044\u3044\uFF1F",
        \u656C\u8A9E: "\u3054\u8DA3\u5473\u306F\u304A\u4E00\u4EBA\u3067\u697D\u3057\u307E\u308C\u308B\u65B9\u3067\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u3069\u306A\u305F\u304B\u3068\u3054\u4E00\u7DD2\u306B\u697D\u3057\u307E\u308C\u308B\u65B9\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "If you had a whole free week, what would you like to do?",
        \u4E01\u5BE7\u8A9E: "\u3082\u3057\u4E00\u9031\u9593\u81EA\u7531\u306A\u6642\u9593\u304C\u3042\u3063\u305F\u3089\u3001\u4F55\u3092\u3057\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3082\u3057\u4E00\u9031\u9593\u81EA\u7531\u306A\u6642\u9593\u304C\u3042\u3063\u305F\u3089\u3001\u4F55\u3057\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u3082\u3057\u4E00\u9031\u9593\u3054\u81EA\u7531\u306A\u304A\u6642\u9593\u304C\u3042\u3063\u305F\u3089\u3001\u4F55\u3092\u306A\u3055\u308A\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "Has a hobby ever changed the way you see things?",
        \u4E01\u5BE7\u8A9E: "\u8DA3\u5473\u3092\u901A\u3057\u3066\u3001\u7269\u306E\u8003\u3048\u65B9\u304C\u5909\u308F\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8DA3\u5473\u3092\u901A\u3057\u3066\u3001\u7269\u306E\u8003\u3048\u65B9\u304C\u5909\u308F\u3063\u305F\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u8DA3\u5473\u3092\u901A\u3057\u3066\u3001\u7269\u306E\u8003\u3048\u65B9\u304C\u5909\u308F\u3089\u308C\u305F\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Should a hobby be useful, or is it enough that it is fun?",
        \u4E01\u5BE7\u8A9E: "\u8DA3\u5473\u306F\u4F55\u304B\u306E\u5F79\u306B\u7ACB\u3064\u3079\u304D\u3060\u3068\u601D\u3044\u307E\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u697D\u3057\u3081\u308C\u3070\u5341\u5206\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8DA3\u5473\u3063\u3066\u4F55\u304B\u306E\u5F79\u306B\u7ACB\u3064\u3079\u304D\u3060\u3068\u601D\u3046\uFF1F\u305D\u308C\u3068\u3082\u697D\u3057\u3051\u308C\u3070\u5341\u5206\uFF1F",
        \u656C\u8A9E: "\u8DA3\u5473\u306F\u4F55\u304B\u306E\u5F79\u306B\u7ACB\u3064\u3079\u304D\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u697D\u3057\u3081\u308C\u3070\u5341\u5206\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "When you are busy, how do you find time for your hobbies?",
        \u4E01\u5BE7\u8A9E: "\u5FD9\u3057\u3044\u6642\u306F\u3001\u3069\u3046\u3084\u3063\u3066\u8DA3\u5473\u306E\u6642\u9593\u3092\u4F5C\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5FD9\u3057\u3044\u6642\u3001\u3069\u3046\u3084\u3063\u3066\u8DA3\u5473\u306E\u6642\u9593\u3092\u4F5C\u3063\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u5FD9\u3057\u3044\u6642\u306F\u3001\u3069\u306E\u3088\u3046\u306B\u8DA3\u5473\u306E\u304A\u6642\u9593\u3092\u304A\u4F5C\u308A\u306B\u306A\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a hobby you gave up? Why did you stop?",
        \u4E01\u5BE7\u8A9E: "\u9014\u4E2D\u3067\u3084\u3081\u3066\u3057\u307E\u3063\u305F\u8DA3\u5473\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F\u3069\u3046\u3057\u3066\u3084\u3081\u305F\u3093\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u9014\u4E2D\u3067\u3084\u3081\u3061\u3083\u3063\u305F\u8DA3\u5473\u3063\u3066\u3042\u308B\uFF1F\u3069\u3046\u3057\u3066\u3084\u3081\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u9014\u4E2D\u3067\u304A\u3084\u3081\u306B\u306A\u3063\u305F\u3054\u8DA3\u5473\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F\u3069\u3046\u3057\u3066\u304A\u3084\u3081\u306B\u306A\u3063\u305F\u306E\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What would you recommend to someone looking for a new hobby?",
        \u4E01\u5BE7\u8A9E: "\u65B0\u3057\u3044\u8DA3\u5473\u3092\u63A2\u3057\u3066\u3044\u308B\u4EBA\u306B\u3001\u4F55\u3092\u52E7\u3081\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65B0\u3057\u3044\u8DA3\u5473\u3092\u63A2\u3057\u3066\u308B\u4EBA\u306B\u3001\u4F55\u3092\u52E7\u3081\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u65B0\u3057\u3044\u8DA3\u5473\u3092\u304A\u63A2\u3057\u306E\u65B9\u306B\u3001\u4F55\u304C\u3088\u3044\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      }
    ]
  },
  food: {
    N5: [
      {
        english: "What food do you like?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3093\u306A\u98DF\u3079\u7269\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3093\u306A\u98DF\u3079\u7269\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u3069\u306E\u3088\u3046\u306A\u98DF\u3079\u7269\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What did you eat for breakfast today?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u65E5\u306E\u671D\u3054\u98EF\u306F\u4F55\u3092\u98DF\u3079\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u65E5\u306E\u671D\u3054\u98EF\u3001\u4F55\u98DF\u3079\u305F\uFF1F",
        \u656C\u8A9E: "\u4ECA\u671D\u306F\u4F55\u3092\u53EC\u3057\u4E0A\u304C\u308A\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Do you like Japanese food?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306E\u6599\u7406\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306E\u6599\u7406\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306E\u6599\u7406\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Which do you drink more often, coffee or tea?",
        \u4E01\u5BE7\u8A9E: "\u30B3\u30FC\u30D2\u30FC\u3068\u304A\u8336\u3068\u3001\u3069\u3061\u3089\u3092\u3088\u304F\u98F2\u307F\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30B3\u30FC\u30D2\u30FC\u3068\u304A\u8336\u3001\u3069\u3063\u3061\u3092\u3088\u304F\u98F2\u3080\uFF1F",
        \u656C\u8A9E: "\u30B3\u30FC\u30D2\u30FC\u3068\u304A\u8336\u3068\u3001\u3069\u3061\u3089\u3092\u3088\u304F\u53EC\u3057\u4E0A\u304C\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you cook?",
        \u4E01\u5BE7\u8A9E: "\u6599\u7406\u3092\u4F5C\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6599\u7406\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u6599\u7406\u306F\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a food you do not like?",
        \u4E01\u5BE7\u8A9E: "\u5ACC\u3044\u306A\u98DF\u3079\u7269\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5ACC\u3044\u306A\u98DF\u3079\u7269\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u5ACC\u3044\u306A\u98DF\u3079\u7269\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Have you ever eaten sushi?",
        \u4E01\u5BE7\u8A9E: "\u304A\u5BFF\u53F8\u3092\u98DF\u3079\u305F\u3053\u3068\u304C\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u304A\u5BFF\u53F8\u3001\u98DF\u3079\u305F\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u5BFF\u53F8\u3092\u53EC\u3057\u4E0A\u304C\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What is a famous food in your country?",
        \u4E01\u5BE7\u8A9E: "\u56FD\u3067\u6709\u540D\u306A\u98DF\u3079\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u56FD\u3067\u6709\u540D\u306A\u98DF\u3079\u7269\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u304A\u56FD\u3067\u6709\u540D\u306A\u98DF\u3079\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a dish you are good at making?",
        \u4E01\u5BE7\u8A9E: "\u4E0A\u624B\u306B\u4F5C\u308C\u308B\u6599\u7406\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4E0A\u624B\u306B\u4F5C\u308C\u308B\u6599\u7406\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u4E0A\u624B\u306B\u304A\u4F5C\u308A\u306B\u306A\u308C\u308B\u304A\u6599\u7406\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you prefer eating out or eating at home?",
        \u4E01\u5BE7\u8A9E: "\u5916\u3067\u98DF\u3079\u308B\u306E\u3068\u5BB6\u3067\u98DF\u3079\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5916\u3067\u98DF\u3079\u308B\u306E\u3068\u5BB6\u3067\u98DF\u3079\u308B\u306E\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u5916\u3067\u304A\u98DF\u4E8B\u306A\u3055\u308B\u306E\u3068\u304A\u5B85\u3067\u53EC\u3057\u4E0A\u304C\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "If you went to Japan, what would you like to eat?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306B\u884C\u3063\u305F\u3089\u3001\u4F55\u3092\u98DF\u3079\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306B\u884C\u3063\u305F\u3089\u3001\u4F55\u98DF\u3079\u3066\u307F\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306B\u3044\u3089\u3063\u3057\u3083\u3063\u305F\u3089\u3001\u4F55\u3092\u53EC\u3057\u4E0A\u304C\u3063\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Is there a dish that reminds you of your family?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u3092\u601D\u3044\u51FA\u3059\u6599\u7406\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u3092\u601D\u3044\u51FA\u3059\u6599\u7406\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u3092\u601D\u3044\u51FA\u3055\u308C\u308B\u304A\u6599\u7406\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you pay attention to what you eat for your health?",
        \u4E01\u5BE7\u8A9E: "\u5065\u5EB7\u306E\u305F\u3081\u306B\u3001\u98DF\u3079\u7269\u306B\u6CE8\u610F\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5065\u5EB7\u306E\u305F\u3081\u306B\u3001\u98DF\u3079\u7269\u306B\u6CE8\u610F\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u5065\u5EB7\u306E\u305F\u3081\u306B\u3001\u304A\u98DF\u4E8B\u306B\u6CE8\u610F\u3057\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a restaurant you would recommend?",
        \u4E01\u5BE7\u8A9E: "\u304A\u3059\u3059\u3081\u306E\u30EC\u30B9\u30C8\u30E9\u30F3\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u304A\u3059\u3059\u3081\u306E\u30EC\u30B9\u30C8\u30E9\u30F3\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u3059\u3059\u3081\u306E\u30EC\u30B9\u30C8\u30E9\u30F3\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a dish that surprised you when you ate it?",
        \u4E01\u5BE7\u8A9E: "\u98DF\u3079\u3066\u3073\u3063\u304F\u308A\u3057\u305F\u6599\u7406\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u98DF\u3079\u3066\u3073\u3063\u304F\u308A\u3057\u305F\u6599\u7406\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u53EC\u3057\u4E0A\u304C\u3063\u3066\u9A5A\u304B\u308C\u305F\u304A\u6599\u7406\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you feel like eating in the cold season?",
        \u4E01\u5BE7\u8A9E: "\u5BD2\u3044\u5B63\u7BC0\u306B\u98DF\u3079\u305F\u304F\u306A\u308B\u6599\u7406\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BD2\u3044\u5B63\u7BC0\u306B\u98DF\u3079\u305F\u304F\u306A\u308B\u6599\u7406\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u5BD2\u3044\u5B63\u7BC0\u306B\u53EC\u3057\u4E0A\u304C\u308A\u305F\u304F\u306A\u308B\u304A\u6599\u7406\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "How do you think a country's character shows in its food culture?",
        \u4E01\u5BE7\u8A9E: "\u98DF\u6587\u5316\u306B\u306F\u3001\u305D\u306E\u56FD\u306E\u7279\u5FB4\u304C\u3069\u306E\u3088\u3046\u306B\u8868\u308C\u3066\u3044\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u98DF\u6587\u5316\u3063\u3066\u3001\u305D\u306E\u56FD\u306E\u7279\u5FB4\u304C\u3069\u3093\u306A\u98A8\u306B\u51FA\u3066\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u98DF\u6587\u5316\u306B\u306F\u3001\u305D\u306E\u56FD\u306E\u7279\u5FB4\u304C\u3069\u306E\u3088\u3046\u306B\u8868\u308C\u3066\u3044\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "More and more people are eating less meat. What do you think about that?",
        \u4E01\u5BE7\u8A9E: "\u8089\u3092\u98DF\u3079\u308B\u91CF\u3092\u6E1B\u3089\u3059\u4EBA\u304C\u5897\u3048\u3066\u3044\u308B\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u3046\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8089\u3092\u98DF\u3079\u308B\u91CF\u3092\u6E1B\u3089\u3059\u4EBA\u304C\u5897\u3048\u3066\u308B\u3053\u3068\u3001\u3069\u3046\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u8089\u3092\u98DF\u3079\u308B\u91CF\u3092\u6E1B\u3089\u3059\u65B9\u304C\u5897\u3048\u3066\u3044\u308B\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a food you came to like as an adult?",
        \u4E01\u5BE7\u8A9E: "\u5927\u4EBA\u306B\u306A\u3063\u3066\u304B\u3089\u597D\u304D\u306B\u306A\u3063\u305F\u98DF\u3079\u7269\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5927\u4EBA\u306B\u306A\u3063\u3066\u304B\u3089\u597D\u304D\u306B\u306A\u3063\u305F\u98DF\u3079\u7269\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u5927\u4EBA\u306B\u306A\u3089\u308C\u3066\u304B\u3089\u304A\u597D\u304D\u306B\u306A\u3063\u305F\u98DF\u3079\u7269\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think about the problem of food waste?",
        \u4E01\u5BE7\u8A9E: "\u98DF\u54C1\u30ED\u30B9\u306E\u554F\u984C\u306B\u3064\u3044\u3066\u3001\u3069\u3046\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u98DF\u54C1\u30ED\u30B9\u306E\u554F\u984C\u3063\u3066\u3001\u3069\u3046\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u98DF\u54C1\u30ED\u30B9\u306E\u554F\u984C\u306B\u3064\u3044\u3066\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "If you introduced one dish from your country to Japan, which would you choose?",
        \u4E01\u5BE7\u8A9E: "\u81EA\u5206\u306E\u56FD\u306E\u6599\u7406\u3092\u4E00\u3064\u65E5\u672C\u306B\u7D39\u4ECB\u3059\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u9078\u3073\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u81EA\u5206\u306E\u56FD\u306E\u6599\u7406\u3092\u4E00\u3064\u65E5\u672C\u306B\u7D39\u4ECB\u3059\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u306B\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u56FD\u306E\u6599\u7406\u3092\u4E00\u3064\u65E5\u672C\u306B\u3054\u7D39\u4ECB\u306A\u3055\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u304A\u9078\u3073\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      }
    ]
  },
  family: {
    N5: [
      {
        english: "How many people are in your family?",
        \u4E01\u5BE7\u8A9E: "\u4F55\u4EBA\u5BB6\u65CF\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F55\u4EBA\u5BB6\u65CF\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u306F\u4F55\u4EBA\u3067\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you have any brothers or sisters?",
        \u4E01\u5BE7\u8A9E: "\u5144\u5F1F\u304C\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5144\u5F1F\u3044\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5144\u5F1F\u306F\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Where does your family live?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u306F\u3069\u3053\u306B\u4F4F\u3093\u3067\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u306F\u3069\u3053\u306B\u4F4F\u3093\u3067\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u306F\u3069\u3061\u3089\u306B\u304A\u4F4F\u307E\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you have a dog or a cat?",
        \u4E01\u5BE7\u8A9E: "\u72AC\u3084\u732B\u304C\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u72AC\u3068\u304B\u732B\u3001\u3044\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u5BB6\u306B\u72AC\u3084\u732B\u306F\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you often talk with your family?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u3068\u3088\u304F\u8A71\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u3068\u3088\u304F\u8A71\u3059\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u3068\u3088\u304F\u304A\u8A71\u3057\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you do with your family on days off?",
        \u4E01\u5BE7\u8A9E: "\u4F11\u307F\u306F\u5BB6\u65CF\u3068\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F11\u307F\u306F\u5BB6\u65CF\u3068\u4F55\u3059\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u304A\u4F11\u307F\u306F\u3054\u5BB6\u65CF\u3068\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Who in your family do you look like most?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u3060\u308C\u306B\u4E00\u756A\u4F3C\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u3060\u308C\u306B\u4E00\u756A\u4F3C\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u3069\u306A\u305F\u306B\u4E00\u756A\u4F3C\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What did you often do with your family when you were little?",
        \u4E01\u5BE7\u8A9E: "\u5C0F\u3055\u3044\u3053\u308D\u3001\u5BB6\u65CF\u3068\u3088\u304F\u4F55\u3092\u3057\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5C0F\u3055\u3044\u3053\u308D\u3001\u5BB6\u65CF\u3068\u3088\u304F\u4F55\u3057\u3066\u305F\uFF1F",
        \u656C\u8A9E: "\u5C0F\u3055\u3044\u3053\u308D\u3001\u3054\u5BB6\u65CF\u3068\u3088\u304F\u4F55\u3092\u306A\u3055\u3044\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "How often do you see your family?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u306B\u306F\u3069\u306E\u304F\u3089\u3044\u4F1A\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u306B\u306F\u3069\u306E\u304F\u3089\u3044\u4F1A\u3063\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u3068\u306F\u3069\u306E\u304F\u3089\u3044\u304A\u4F1A\u3044\u306B\u306A\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What kind of person is your mother?",
        \u4E01\u5BE7\u8A9E: "\u304A\u6BCD\u3055\u3093\u306F\u3069\u3093\u306A\u4EBA\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u304A\u6BCD\u3055\u3093\u3063\u3066\u3069\u3093\u306A\u4EBA\uFF1F",
        \u656C\u8A9E: "\u304A\u6BCD\u69D8\u306F\u3069\u306E\u3088\u3046\u306A\u65B9\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a dish your family often makes?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u304C\u3088\u304F\u4F5C\u308B\u6599\u7406\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u304C\u3088\u304F\u4F5C\u308B\u6599\u7406\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u304C\u3088\u304F\u304A\u4F5C\u308A\u306B\u306A\u308B\u6599\u7406\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Is there a custom your family values?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u3067\u5927\u5207\u306B\u3057\u3066\u3044\u308B\u7FD2\u6163\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u3067\u5927\u4E8B\u306B\u3057\u3066\u308B\u7FD2\u6163\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u3067\u5927\u5207\u306B\u306A\u3055\u3063\u3066\u3044\u308B\u7FD2\u6163\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What is the most useful thing your parents taught you?",
        \u4E01\u5BE7\u8A9E: "\u89AA\u304B\u3089\u7FD2\u3063\u305F\u3053\u3068\u3067\u3001\u4E00\u756A\u3088\u304B\u3063\u305F\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u89AA\u304B\u3089\u7FD2\u3063\u305F\u3053\u3068\u3067\u3001\u4E00\u756A\u3088\u304B\u3063\u305F\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u3054\u4E21\u89AA\u306B\u6559\u3048\u3066\u3044\u305F\u3060\u3044\u305F\u3053\u3068\u3067\u3001\u4E00\u756A\u3088\u304B\u3063\u305F\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Would you like to live near your parents in the future?",
        \u4E01\u5BE7\u8A9E: "\u5C06\u6765\u306F\u89AA\u306E\u8FD1\u304F\u306B\u4F4F\u307F\u305F\u3044\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5C06\u6765\u306F\u89AA\u306E\u8FD1\u304F\u306B\u4F4F\u307F\u305F\u3044\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u5C06\u6765\u306F\u3054\u4E21\u89AA\u306E\u304A\u8FD1\u304F\u306B\u304A\u4F4F\u307E\u3044\u306B\u306A\u308A\u305F\u3044\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a memory with your brothers or sisters that you remember well?",
        \u4E01\u5BE7\u8A9E: "\u5144\u5F1F\u3068\u306E\u601D\u3044\u51FA\u3067\u3001\u3088\u304F\u899A\u3048\u3066\u3044\u308B\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5144\u5F1F\u3068\u306E\u601D\u3044\u51FA\u3067\u3001\u3088\u304F\u899A\u3048\u3066\u308B\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5144\u5F1F\u3068\u306E\u601D\u3044\u51FA\u3067\u3001\u3088\u304F\u899A\u3048\u3066\u3044\u3089\u3063\u3057\u3083\u308B\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "How does your family celebrate birthdays?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u306E\u8A95\u751F\u65E5\u306F\u3001\u3069\u3046\u3084\u3063\u3066\u304A\u795D\u3044\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u306E\u8A95\u751F\u65E5\u3063\u3066\u3001\u3069\u3046\u3084\u3063\u3066\u304A\u795D\u3044\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u306E\u304A\u8A95\u751F\u65E5\u306F\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u795D\u3044\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "How do you think roles in the family have changed since your parents' generation?",
        \u4E01\u5BE7\u8A9E: "\u89AA\u306E\u6642\u4EE3\u3068\u6BD4\u3079\u3066\u3001\u5BB6\u65CF\u306E\u4E2D\u306E\u5F79\u5272\u306F\u3069\u3046\u5909\u308F\u3063\u305F\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u89AA\u306E\u6642\u4EE3\u3068\u6BD4\u3079\u3066\u3001\u5BB6\u65CF\u306E\u4E2D\u306E\u5F79\u5272\u3063\u3066\u3069\u3046\u5909\u308F\u3063\u305F\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u4E21\u89AA\u306E\u4E16\u4EE3\u3068\u6BD4\u3079\u3066\u3001\u5BB6\u65CF\u306E\u4E2D\u306E\u5F79\u5272\u306F\u3069\u306E\u3088\u3046\u306B\u5909\u308F\u3063\u305F\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think is the secret of a good relationship with your family?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u3068\u3044\u3044\u95A2\u4FC2\u3092\u7D9A\u3051\u308B\u306B\u306F\u3001\u4F55\u304C\u5927\u5207\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u3068\u3044\u3044\u95A2\u4FC2\u3092\u7D9A\u3051\u308B\u30B3\u30C4\u3063\u3066\u4F55\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u3068\u826F\u3044\u95A2\u4FC2\u3092\u7D9A\u3051\u308B\u306B\u306F\u3001\u4F55\u304C\u5927\u5207\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there someone in your family who has had a big influence on you?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u81EA\u5206\u306B\u5927\u304D\u306A\u5F71\u97FF\u3092\u4E0E\u3048\u305F\u4EBA\u306F\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u81EA\u5206\u306B\u5927\u304D\u306A\u5F71\u97FF\u3092\u4E0E\u3048\u305F\u4EBA\u3063\u3066\u3044\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u5BB6\u65CF\u306E\u4E2D\u3067\u3001\u5927\u304D\u306A\u5F71\u97FF\u3092\u304A\u53D7\u3051\u306B\u306A\u3063\u305F\u65B9\u306F\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think about living with your grandparents?",
        \u4E01\u5BE7\u8A9E: "\u7956\u7236\u6BCD\u3068\u4E00\u7DD2\u306B\u66AE\u3089\u3059\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u3046\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u304A\u3058\u3044\u3061\u3083\u3093\u3084\u304A\u3070\u3042\u3061\u3083\u3093\u3068\u4E00\u7DD2\u306B\u66AE\u3089\u3059\u3053\u3068\u3001\u3069\u3046\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u7956\u7236\u6BCD\u3068\u4E00\u7DD2\u306B\u4F4F\u3080\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How has your relationship with your parents changed since you became an adult?",
        \u4E01\u5BE7\u8A9E: "\u5927\u4EBA\u306B\u306A\u3063\u3066\u304B\u3089\u3001\u89AA\u3068\u306E\u95A2\u4FC2\u306F\u3069\u3046\u5909\u308F\u308A\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5927\u4EBA\u306B\u306A\u3063\u3066\u304B\u3089\u3001\u89AA\u3068\u306E\u95A2\u4FC2\u3063\u3066\u3069\u3046\u5909\u308F\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u5927\u4EBA\u306B\u306A\u3089\u308C\u3066\u304B\u3089\u3001\u3054\u4E21\u89AA\u3068\u306E\u3054\u95A2\u4FC2\u306F\u3069\u306E\u3088\u3046\u306B\u5909\u308F\u308A\u307E\u3057\u305F\u304B\uFF1F"
      }
    ]
  },
  travel: {
    N5: [
      {
        english: "Do you like traveling?",
        \u4E01\u5BE7\u8A9E: "\u65C5\u884C\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65C5\u884C\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u3054\u65C5\u884C\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Where did you go last year?",
        \u4E01\u5BE7\u8A9E: "\u53BB\u5E74\u306F\u3069\u3053\u306B\u884C\u304D\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u53BB\u5E74\u306F\u3069\u3053\u306B\u884C\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u53BB\u5E74\u306F\u3069\u3061\u3089\u3078\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Would you like to go to Japan?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306B\u884C\u304D\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306B\u884C\u304D\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u3078\u884C\u3063\u3066\u307F\u305F\u3044\u3068\u304A\u601D\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Which do you like better, the sea or the mountains?",
        \u4E01\u5BE7\u8A9E: "\u6D77\u3068\u5C71\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6D77\u3068\u5C71\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u6D77\u3068\u5C71\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Who do you travel with?",
        \u4E01\u5BE7\u8A9E: "\u3060\u308C\u3068\u65C5\u884C\u306B\u884C\u304D\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3060\u308C\u3068\u65C5\u884C\u306B\u884C\u304F\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u306A\u305F\u3068\u3054\u65C5\u884C\u306B\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Are there any nice places in the town where you live?",
        \u4E01\u5BE7\u8A9E: "\u4F4F\u3093\u3067\u3044\u308B\u753A\u306B\u3001\u3044\u3044\u6240\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F4F\u3093\u3067\u308B\u753A\u306B\u3001\u3044\u3044\u6240\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u4F4F\u307E\u3044\u306E\u753A\u306B\u3001\u3044\u3044\u6240\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Of all the places you have been, which was the best?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u307E\u3067\u884C\u3063\u305F\u5834\u6240\u3067\u3001\u3069\u3053\u304C\u4E00\u756A\u3088\u304B\u3063\u305F\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u307E\u3067\u884C\u3063\u305F\u5834\u6240\u3067\u3001\u3069\u3053\u304C\u4E00\u756A\u3088\u304B\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u4ECA\u307E\u3067\u3044\u3089\u3063\u3057\u3083\u3063\u305F\u5834\u6240\u3067\u3001\u3069\u3061\u3089\u304C\u4E00\u756A\u3088\u304B\u3063\u305F\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "If you went to Japan, where would you like to go?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306B\u884C\u304F\u306A\u3089\u3001\u3069\u3053\u306B\u884C\u3063\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306B\u884C\u304F\u306A\u3089\u3001\u3069\u3053\u306B\u884C\u3063\u3066\u307F\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u3078\u3044\u3089\u3063\u3057\u3083\u308B\u306A\u3089\u3001\u3069\u3061\u3089\u3078\u884C\u3063\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you prefer traveling by plane or by train?",
        \u4E01\u5BE7\u8A9E: "\u98DB\u884C\u6A5F\u3068\u96FB\u8ECA\u3068\u3001\u3069\u3061\u3089\u3067\u65C5\u884C\u3059\u308B\u306E\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u98DB\u884C\u6A5F\u3068\u96FB\u8ECA\u3001\u3069\u3063\u3061\u3067\u65C5\u884C\u3059\u308B\u306E\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u98DB\u884C\u6A5F\u3068\u96FB\u8ECA\u3068\u3001\u3069\u3061\u3089\u3067\u306E\u3054\u65C5\u884C\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you always take with you when you travel?",
        \u4E01\u5BE7\u8A9E: "\u65C5\u884C\u306E\u6642\u3001\u3044\u3064\u3082\u6301\u3063\u3066\u3044\u304F\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65C5\u884C\u306E\u6642\u3001\u3044\u3064\u3082\u6301\u3063\u3066\u3044\u304F\u7269\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u3054\u65C5\u884C\u306E\u6642\u3001\u3044\u3064\u3082\u304A\u6301\u3061\u306B\u306A\u308B\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like traveling alone?",
        \u4E01\u5BE7\u8A9E: "\u4E00\u4EBA\u3067\u65C5\u884C\u3059\u308B\u306E\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4E00\u4EBA\u3067\u65C5\u884C\u3059\u308B\u306E\u3001\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u304A\u4E00\u4EBA\u3067\u65C5\u884C\u306A\u3055\u308B\u306E\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Have you ever had trouble on a trip?",
        \u4E01\u5BE7\u8A9E: "\u65C5\u884C\u4E2D\u306B\u56F0\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65C5\u884C\u4E2D\u306B\u56F0\u3063\u305F\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u65C5\u884C\u4E2D\u306B\u304A\u56F0\u308A\u306B\u306A\u3063\u305F\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "When you travel, do you plan every detail or go wherever you like?",
        \u4E01\u5BE7\u8A9E: "\u65C5\u884C\u306F\u7D30\u304B\u304F\u8A08\u753B\u3059\u308B\u65B9\u3067\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u81EA\u7531\u306B\u52D5\u304F\u65B9\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65C5\u884C\u306F\u7D30\u304B\u304F\u8A08\u753B\u3059\u308B\u307B\u3046\uFF1F\u305D\u308C\u3068\u3082\u81EA\u7531\u306B\u52D5\u304F\u307B\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u65C5\u884C\u306F\u7D30\u304B\u304F\u8A08\u753B\u306A\u3055\u308B\u65B9\u3067\u3059\u304B\u3001\u305D\u308C\u3068\u3082\u81EA\u7531\u306B\u52D5\u304B\u308C\u308B\u65B9\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Where would you recommend tourists go in your country?",
        \u4E01\u5BE7\u8A9E: "\u56FD\u306B\u6765\u308B\u89B3\u5149\u5BA2\u306B\u3001\u3069\u3053\u3092\u304A\u3059\u3059\u3081\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u56FD\u306B\u6765\u308B\u89B3\u5149\u5BA2\u306B\u3001\u3069\u3053\u3092\u304A\u3059\u3059\u3081\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u56FD\u306B\u3044\u3089\u3063\u3057\u3083\u308B\u89B3\u5149\u5BA2\u306B\u3001\u3069\u3061\u3089\u3092\u304A\u3059\u3059\u3081\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Which trip do you remember most?",
        \u4E01\u5BE7\u8A9E: "\u4E00\u756A\u601D\u3044\u51FA\u306B\u6B8B\u3063\u3066\u3044\u308B\u65C5\u884C\u306F\u3069\u3053\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4E00\u756A\u601D\u3044\u51FA\u306B\u6B8B\u3063\u3066\u308B\u65C5\u884C\u3063\u3066\u3069\u3053\uFF1F",
        \u656C\u8A9E: "\u4E00\u756A\u601D\u3044\u51FA\u306B\u6B8B\u3063\u3066\u3044\u3089\u3063\u3057\u3083\u308B\u3054\u65C5\u884C\u306F\u3069\u3061\u3089\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Would you like to live abroad someday?",
        \u4E01\u5BE7\u8A9E: "\u3044\u3064\u304B\u6D77\u5916\u306B\u4F4F\u3093\u3067\u307F\u305F\u3044\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3044\u3064\u304B\u6D77\u5916\u306B\u4F4F\u3093\u3067\u307F\u305F\u3044\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3044\u3064\u304B\u6D77\u5916\u306B\u304A\u4F4F\u307E\u3044\u306B\u306A\u3063\u3066\u307F\u305F\u3044\u3068\u304A\u601D\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Have you ever been to a Japanese festival?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u306E\u304A\u796D\u308A\u306B\u884C\u3063\u305F\u3053\u3068\u304C\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u306E\u304A\u796D\u308A\u3001\u884C\u3063\u305F\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u306E\u304A\u796D\u308A\u306B\u3044\u3089\u3063\u3057\u3083\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "What do you think we can learn through travel?",
        \u4E01\u5BE7\u8A9E: "\u65C5\u3092\u901A\u3057\u3066\u3001\u3069\u3093\u306A\u3053\u3068\u304C\u5B66\u3079\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65C5\u3092\u901A\u3057\u3066\u3001\u3069\u3093\u306A\u3053\u3068\u304C\u5B66\u3079\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u65C5\u3092\u901A\u3057\u3066\u3001\u3069\u306E\u3088\u3046\u306A\u3053\u3068\u304C\u5B66\u3079\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you think more tourists affect the people who live there?",
        \u4E01\u5BE7\u8A9E: "\u89B3\u5149\u5BA2\u304C\u5897\u3048\u308B\u3053\u3068\u3067\u3001\u305D\u3053\u306B\u4F4F\u3080\u4EBA\u3005\u306B\u306F\u3069\u3093\u306A\u5F71\u97FF\u304C\u3042\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u89B3\u5149\u5BA2\u304C\u5897\u3048\u308B\u3068\u3001\u305D\u3053\u306B\u4F4F\u3093\u3067\u308B\u4EBA\u305F\u3061\u306B\u3069\u3093\u306A\u5F71\u97FF\u304C\u3042\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u89B3\u5149\u5BA2\u304C\u5897\u3048\u308B\u3053\u3068\u3067\u3001\u5730\u5143\u306E\u65B9\u3005\u306B\u306F\u3069\u306E\u3088\u3046\u306A\u5F71\u97FF\u304C\u3042\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Has a cultural difference ever surprised you abroad?",
        \u4E01\u5BE7\u8A9E: "\u6D77\u5916\u3067\u6587\u5316\u306E\u9055\u3044\u306B\u9A5A\u3044\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6D77\u5916\u3067\u6587\u5316\u306E\u9055\u3044\u306B\u9A5A\u3044\u305F\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u6D77\u5916\u3067\u6587\u5316\u306E\u9055\u3044\u306B\u9A5A\u304B\u308C\u305F\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Which attracts you more, famous sights or little-known places?",
        \u4E01\u5BE7\u8A9E: "\u6709\u540D\u306A\u89B3\u5149\u5730\u3068\u3001\u3042\u307E\u308A\u77E5\u3089\u308C\u3066\u3044\u306A\u3044\u5834\u6240\u3068\u3001\u3069\u3061\u3089\u306B\u60F9\u304B\u308C\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6709\u540D\u306A\u89B3\u5149\u5730\u3068\u3001\u3042\u307E\u308A\u77E5\u3089\u308C\u3066\u306A\u3044\u5834\u6240\u3001\u3069\u3063\u3061\u306B\u60F9\u304B\u308C\u308B\uFF1F",
        \u656C\u8A9E: "\u6709\u540D\u306A\u89B3\u5149\u5730\u3068\u3001\u3042\u307E\u308A\u77E5\u3089\u308C\u3066\u3044\u306A\u3044\u5834\u6240\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u307F\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "If money and time did not matter, where would you travel?",
        \u4E01\u5BE7\u8A9E: "\u304A\u91D1\u3084\u6642\u9593\u3092\u6C17\u306B\u3057\u306A\u304F\u3066\u3044\u3044\u306A\u3089\u3001\u3069\u3053\u3078\u65C5\u3057\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u304A\u91D1\u3084\u6642\u9593\u3092\u6C17\u306B\u3057\u306A\u304F\u3066\u3044\u3044\u306A\u3089\u3001\u3069\u3053\u306B\u65C5\u3057\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u304A\u91D1\u3084\u304A\u6642\u9593\u3092\u6C17\u306B\u306A\u3055\u3089\u306A\u304F\u3066\u3088\u3044\u3068\u3057\u305F\u3089\u3001\u3069\u3061\u3089\u3078\u65C5\u3092\u306A\u3055\u308A\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ]
  },
  "work-school": {
    N5: [
      {
        english: "Are you a student, or do you work?",
        \u4E01\u5BE7\u8A9E: "\u5B66\u751F\u3067\u3059\u304B\u3001\u4ED5\u4E8B\u3092\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5B66\u751F\uFF1F\u50CD\u3044\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u5B66\u751F\u3067\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\u3001\u304A\u4ED5\u4E8B\u3092\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What time do you get up every morning?",
        \u4E01\u5BE7\u8A9E: "\u6BCE\u671D\u4F55\u6642\u306B\u8D77\u304D\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6BCE\u671D\u4F55\u6642\u306B\u8D77\u304D\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u6BCE\u671D\u4F55\u6642\u3054\u308D\u8D77\u304D\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "How do you get to school or work?",
        \u4E01\u5BE7\u8A9E: "\u5B66\u6821\u3084\u4F1A\u793E\u306B\u306F\u3069\u3046\u3084\u3063\u3066\u884C\u304D\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5B66\u6821\u3068\u304B\u4F1A\u793E\u306B\u306F\u3069\u3046\u3084\u3063\u3066\u884C\u304F\u306E\uFF1F",
        \u656C\u8A9E: "\u5B66\u6821\u3084\u4F1A\u793E\u306B\u306F\u3069\u3046\u3084\u3063\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What are you studying now?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u3001\u4F55\u3092\u52C9\u5F37\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u3001\u4F55\u3092\u52C9\u5F37\u3057\u3066\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u4ECA\u3001\u4F55\u3092\u52C9\u5F37\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Are you busy every day?",
        \u4E01\u5BE7\u8A9E: "\u6BCE\u65E5\u5FD9\u3057\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6BCE\u65E5\u5FD9\u3057\u3044\uFF1F",
        \u656C\u8A9E: "\u6BCE\u65E5\u304A\u5FD9\u3057\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "About how many hours a day do you study Japanese?",
        \u4E01\u5BE7\u8A9E: "\u6BCE\u65E5\u4F55\u6642\u9593\u3050\u3089\u3044\u65E5\u672C\u8A9E\u3092\u52C9\u5F37\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6BCE\u65E5\u4F55\u6642\u9593\u3050\u3089\u3044\u65E5\u672C\u8A9E\u3092\u52C9\u5F37\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u6BCE\u65E5\u4F55\u6642\u9593\u3050\u3089\u3044\u65E5\u672C\u8A9E\u3092\u52C9\u5F37\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "What kind of work do you do?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3093\u306A\u4ED5\u4E8B\u3092\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3093\u306A\u4ED5\u4E8B\u3057\u3066\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u306E\u3088\u3046\u306A\u304A\u4ED5\u4E8B\u3092\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Which class did you like best at school?",
        \u4E01\u5BE7\u8A9E: "\u5B66\u6821\u3067\u306F\u3069\u306E\u6388\u696D\u304C\u4E00\u756A\u597D\u304D\u3067\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5B66\u6821\u3067\u306F\u3069\u306E\u6388\u696D\u304C\u4E00\u756A\u597D\u304D\u3060\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u5B66\u6821\u3067\u306F\u3069\u306E\u6388\u696D\u304C\u4E00\u756A\u304A\u597D\u304D\u3067\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "What is hard about your work or your studies?",
        \u4E01\u5BE7\u8A9E: "\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u5927\u5909\u306A\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ED5\u4E8B\u3068\u304B\u52C9\u5F37\u3067\u5927\u5909\u306A\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u304A\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u5927\u5909\u306A\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you do after work or school?",
        \u4E01\u5BE7\u8A9E: "\u4ED5\u4E8B\u3084\u5B66\u6821\u306E\u5F8C\u306F\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ED5\u4E8B\u3068\u304B\u5B66\u6821\u306E\u5F8C\u306F\u4F55\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u4ED5\u4E8B\u3084\u5B66\u6821\u306E\u5F8C\u306F\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What did you want to be when you were a child?",
        \u4E01\u5BE7\u8A9E: "\u5B50\u4F9B\u306E\u3053\u308D\u3001\u4F55\u306B\u306A\u308A\u305F\u304B\u3063\u305F\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5B50\u4F9B\u306E\u3053\u308D\u3001\u4F55\u306B\u306A\u308A\u305F\u304B\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u5C0F\u3055\u3044\u3053\u308D\u306F\u3001\u4F55\u306B\u306A\u308A\u305F\u3044\u3068\u601D\u3063\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3057\u305F\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "When do you feel that your work or studies are worth it?",
        \u4E01\u5BE7\u8A9E: "\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u3001\u304C\u3093\u3070\u3063\u3066\u3088\u304B\u3063\u305F\u3068\u611F\u3058\u308B\u306E\u306F\u3069\u3093\u306A\u6642\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ED5\u4E8B\u3068\u304B\u52C9\u5F37\u3067\u3001\u304C\u3093\u3070\u3063\u3066\u3088\u304B\u3063\u305F\u3063\u3066\u601D\u3046\u306E\u3063\u3066\u3069\u3093\u306A\u6642\uFF1F",
        \u656C\u8A9E: "\u304A\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u3001\u304C\u3093\u3070\u3063\u3066\u3088\u304B\u3063\u305F\u3068\u304A\u611F\u3058\u306B\u306A\u308B\u306E\u306F\u3069\u306E\u3088\u3046\u306A\u6642\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you relieve stress after a hard day?",
        \u4E01\u5BE7\u8A9E: "\u5927\u5909\u306A\u4E00\u65E5\u306E\u5F8C\u306F\u3001\u3069\u3046\u3084\u3063\u3066\u30EA\u30E9\u30C3\u30AF\u30B9\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5927\u5909\u306A\u4E00\u65E5\u306E\u5F8C\u3063\u3066\u3001\u3069\u3046\u3084\u3063\u3066\u30EA\u30E9\u30C3\u30AF\u30B9\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u5927\u5909\u306A\u4E00\u65E5\u306E\u5F8C\u306F\u3001\u3069\u306E\u3088\u3046\u306B\u30EA\u30E9\u30C3\u30AF\u30B9\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you think you are better suited to working alone or in a team?",
        \u4E01\u5BE7\u8A9E: "\u4E00\u4EBA\u3067\u4F5C\u696D\u3059\u308B\u306E\u3068\u30C1\u30FC\u30E0\u3067\u4F5C\u696D\u3059\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u5411\u3044\u3066\u3044\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4E00\u4EBA\u3067\u4F5C\u696D\u3059\u308B\u306E\u3068\u30C1\u30FC\u30E0\u3067\u4F5C\u696D\u3059\u308B\u306E\u3001\u3069\u3063\u3061\u304C\u5408\u3063\u3066\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u304A\u4E00\u4EBA\u3067\u306E\u4F5C\u696D\u3068\u30C1\u30FC\u30E0\u3067\u306E\u4F5C\u696D\u3068\u3001\u3069\u3061\u3089\u304C\u5411\u3044\u3066\u3044\u308B\u3068\u304A\u601D\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a skill you would like to improve?",
        \u4E01\u5BE7\u8A9E: "\u3053\u308C\u304B\u3089\u4F38\u3070\u3057\u305F\u3044\u80FD\u529B\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3053\u308C\u304B\u3089\u4F38\u3070\u3057\u305F\u3044\u529B\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3053\u308C\u304B\u3089\u4F38\u3070\u3057\u305F\u3044\u3068\u304A\u8003\u3048\u306E\u80FD\u529B\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "How do you study Japanese?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u672C\u8A9E\u306F\u3069\u3046\u3084\u3063\u3066\u52C9\u5F37\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u672C\u8A9E\u306F\u3069\u3046\u3084\u3063\u3066\u52C9\u5F37\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u65E5\u672C\u8A9E\u306F\u3069\u306E\u3088\u3046\u306B\u52C9\u5F37\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "What do you think about working from home?",
        \u4E01\u5BE7\u8A9E: "\u5BB6\u3067\u4ED5\u4E8B\u3092\u3059\u308B\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u3046\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BB6\u3067\u4ED5\u4E8B\u3059\u308B\u306E\u3063\u3066\u3001\u3069\u3046\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u3054\u81EA\u5B85\u3067\u304A\u4ED5\u4E8B\u3092\u306A\u3055\u308B\u3053\u3068\u306B\u3064\u3044\u3066\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think an ideal workplace is like?",
        \u4E01\u5BE7\u8A9E: "\u7406\u60F3\u306E\u8077\u5834\u3068\u306F\u3001\u3069\u3093\u306A\u8077\u5834\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u7406\u60F3\u306E\u8077\u5834\u3063\u3066\u3001\u3069\u3093\u306A\u8077\u5834\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u7406\u60F3\u306E\u8077\u5834\u3068\u306F\u3001\u3069\u306E\u3088\u3046\u306A\u8077\u5834\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you think schools should put more weight on practical skills?",
        \u4E01\u5BE7\u8A9E: "\u5B66\u6821\u6559\u80B2\u306F\u3001\u3082\u3063\u3068\u5B9F\u969B\u306B\u5F79\u306B\u7ACB\u3064\u80FD\u529B\u3092\u91CD\u8996\u3059\u3079\u304D\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5B66\u6821\u6559\u80B2\u3063\u3066\u3001\u3082\u3063\u3068\u5B9F\u969B\u306B\u5F79\u306B\u7ACB\u3064\u529B\u3092\u91CD\u8996\u3059\u3079\u304D\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u5B66\u6821\u6559\u80B2\u306F\u3001\u3082\u3063\u3068\u5B9F\u969B\u306B\u5F79\u306B\u7ACB\u3064\u80FD\u529B\u3092\u91CD\u8996\u3059\u3079\u304D\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you balance work and private life?",
        \u4E01\u5BE7\u8A9E: "\u4ED5\u4E8B\u3068\u30D7\u30E9\u30A4\u30D9\u30FC\u30C8\u306E\u30D0\u30E9\u30F3\u30B9\u306F\u3001\u3069\u3046\u3084\u3063\u3066\u53D6\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ED5\u4E8B\u3068\u30D7\u30E9\u30A4\u30D9\u30FC\u30C8\u306E\u30D0\u30E9\u30F3\u30B9\u3001\u3069\u3046\u3084\u3063\u3066\u53D6\u3063\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u4ED5\u4E8B\u3068\u30D7\u30E9\u30A4\u30D9\u30FC\u30C8\u306E\u30D0\u30E9\u30F3\u30B9\u306F\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u53D6\u308A\u306B\u306A\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What has been the hardest thing in your work or studies so far?",
        \u4E01\u5BE7\u8A9E: "\u3053\u308C\u307E\u3067\u306E\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u3001\u4E00\u756A\u5927\u5909\u3060\u3063\u305F\u3053\u3068\u306F\u4F55\u3067\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3053\u308C\u307E\u3067\u306E\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u3001\u4E00\u756A\u5927\u5909\u3060\u3063\u305F\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u3053\u308C\u307E\u3067\u306E\u304A\u4ED5\u4E8B\u3084\u52C9\u5F37\u3067\u3001\u4E00\u756A\u5927\u5909\u3060\u3063\u305F\u3053\u3068\u306F\u4F55\u3067\u3057\u305F\u304B\uFF1F"
      }
    ]
  },
  weather: {
    N5: [
      {
        english: "What is the weather like today?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u65E5\u306F\u3069\u3093\u306A\u5929\u6C17\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u65E5\u306F\u3069\u3093\u306A\u5929\u6C17\uFF1F",
        \u656C\u8A9E: "\u672C\u65E5\u306F\u3069\u306E\u3088\u3046\u306A\u304A\u5929\u6C17\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Which do you like better, summer or winter?",
        \u4E01\u5BE7\u8A9E: "\u590F\u3068\u51AC\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u590F\u3068\u51AC\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u590F\u3068\u51AC\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is it cold where you live now?",
        \u4E01\u5BE7\u8A9E: "\u4F4F\u3093\u3067\u3044\u308B\u6240\u306F\u4ECA\u3001\u5BD2\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F4F\u3093\u3067\u308B\u6240\u306F\u4ECA\u3001\u5BD2\u3044\uFF1F",
        \u656C\u8A9E: "\u304A\u4F4F\u307E\u3044\u306E\u6240\u306F\u4ECA\u3001\u304A\u5BD2\u3044\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like the rain?",
        \u4E01\u5BE7\u8A9E: "\u96E8\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u96E8\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u96E8\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What do you do when it rains?",
        \u4E01\u5BE7\u8A9E: "\u96E8\u306E\u6642\u306F\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u96E8\u306E\u6642\u306F\u4F55\u3059\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u96E8\u306E\u6642\u306F\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Does it snow in your country?",
        \u4E01\u5BE7\u8A9E: "\u56FD\u3067\u306F\u96EA\u304C\u964D\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u56FD\u3067\u306F\u96EA\u3001\u964D\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u56FD\u3067\u306F\u96EA\u304C\u964D\u308A\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Which season do you like best?",
        \u4E01\u5BE7\u8A9E: "\u3069\u306E\u5B63\u7BC0\u304C\u4E00\u756A\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u306E\u5B63\u7BC0\u304C\u4E00\u756A\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u3069\u306E\u5B63\u7BC0\u304C\u4E00\u756A\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What is the weather like in your country now?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u3001\u56FD\u306E\u5929\u6C17\u306F\u3069\u3046\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u3001\u56FD\u306E\u5929\u6C17\u306F\u3069\u3046\uFF1F",
        \u656C\u8A9E: "\u4ECA\u3001\u304A\u56FD\u306E\u304A\u5929\u6C17\u306F\u3044\u304B\u304C\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you spend hot days?",
        \u4E01\u5BE7\u8A9E: "\u6691\u3044\u65E5\u306F\u3001\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6691\u3044\u65E5\u306F\u3001\u4F55\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u6691\u3044\u65E5\u306F\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u904E\u3054\u3057\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you check the weather forecast every day?",
        \u4E01\u5BE7\u8A9E: "\u6BCE\u65E5\u5929\u6C17\u4E88\u5831\u3092\u898B\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6BCE\u65E5\u5929\u6C17\u4E88\u5831\u898B\u308B\uFF1F",
        \u656C\u8A9E: "\u6BCE\u65E5\u5929\u6C17\u4E88\u5831\u3092\u3054\u89A7\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What would you like to do when spring comes?",
        \u4E01\u5BE7\u8A9E: "\u6625\u306B\u306A\u3063\u305F\u3089\u3001\u4F55\u3092\u3057\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6625\u306B\u306A\u3063\u305F\u3089\u3001\u4F55\u3057\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u6625\u306B\u306A\u3063\u305F\u3089\u3001\u4F55\u3092\u306A\u3055\u308A\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Does the weather change your mood?",
        \u4E01\u5BE7\u8A9E: "\u5929\u6C17\u306B\u3088\u3063\u3066\u6C17\u5206\u304C\u5909\u308F\u308B\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5929\u6C17\u3067\u6C17\u5206\u304C\u5909\u308F\u308B\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u5929\u6C17\u306B\u3088\u3063\u3066\u3054\u6C17\u5206\u304C\u5909\u308F\u308B\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Have you ever been through a typhoon or heavy snow?",
        \u4E01\u5BE7\u8A9E: "\u53F0\u98A8\u3084\u5927\u96EA\u3092\u7D4C\u9A13\u3057\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u53F0\u98A8\u3068\u304B\u5927\u96EA\u3001\u7D4C\u9A13\u3057\u305F\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u53F0\u98A8\u3084\u5927\u96EA\u3092\u3054\u7D4C\u9A13\u306A\u3055\u3063\u305F\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What was the climate like where you grew up?",
        \u4E01\u5BE7\u8A9E: "\u80B2\u3063\u305F\u6240\u306F\u3001\u3069\u3093\u306A\u6C17\u5019\u3067\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u80B2\u3063\u305F\u6240\u3063\u3066\u3001\u3069\u3093\u306A\u6C17\u5019\u3060\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u304A\u80B2\u3061\u306B\u306A\u3063\u305F\u6240\u306F\u3001\u3069\u306E\u3088\u3046\u306A\u6C17\u5019\u3067\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "What do you pay attention to during the rainy season?",
        \u4E01\u5BE7\u8A9E: "\u6885\u96E8\u306E\u6642\u671F\u306F\u3001\u3069\u3093\u306A\u3053\u3068\u306B\u6CE8\u610F\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6885\u96E8\u306E\u6642\u671F\u3063\u3066\u3001\u3069\u3093\u306A\u3053\u3068\u306B\u6CE8\u610F\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u6885\u96E8\u306E\u6642\u671F\u306F\u3001\u3069\u306E\u3088\u3046\u306A\u3053\u3068\u306B\u304A\u6C17\u3092\u3064\u3051\u3066\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Which is easier for you to live with, a hot climate or a cold one?",
        \u4E01\u5BE7\u8A9E: "\u6691\u3044\u6C17\u5019\u3068\u5BD2\u3044\u6C17\u5019\u3068\u3001\u3069\u3061\u3089\u306E\u65B9\u304C\u904E\u3054\u3057\u3084\u3059\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6691\u3044\u6C17\u5019\u3068\u5BD2\u3044\u6C17\u5019\u3001\u3069\u3063\u3061\u304C\u904E\u3054\u3057\u3084\u3059\u3044\uFF1F",
        \u656C\u8A9E: "\u6691\u3044\u6C17\u5019\u3068\u5BD2\u3044\u6C17\u5019\u3068\u3001\u3069\u3061\u3089\u306E\u65B9\u304C\u304A\u904E\u3054\u3057\u3084\u3059\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "Do you feel the effects of climate change where you live?",
        \u4E01\u5BE7\u8A9E: "\u4F4F\u3093\u3067\u3044\u308B\u5730\u57DF\u3067\u3001\u6C17\u5019\u306E\u5909\u5316\u306E\u5F71\u97FF\u3092\u611F\u3058\u308B\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F4F\u3093\u3067\u308B\u5730\u57DF\u3067\u3001\u6C17\u5019\u306E\u5909\u5316\u306E\u5F71\u97FF\u3092\u611F\u3058\u308B\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u4F4F\u307E\u3044\u306E\u5730\u57DF\u3067\u3001\u6C17\u5019\u306E\u5909\u5316\u306E\u5F71\u97FF\u3092\u304A\u611F\u3058\u306B\u306A\u308B\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think individuals can do about global warming?",
        \u4E01\u5BE7\u8A9E: "\u5730\u7403\u6E29\u6696\u5316\u306B\u5BFE\u3057\u3066\u3001\u500B\u4EBA\u306B\u3067\u304D\u308B\u3053\u3068\u306F\u4F55\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5730\u7403\u6E29\u6696\u5316\u306B\u5BFE\u3057\u3066\u3001\u500B\u4EBA\u306B\u3067\u304D\u308B\u3053\u3068\u3063\u3066\u4F55\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u5730\u7403\u6E29\u6696\u5316\u306B\u5BFE\u3057\u3066\u3001\u500B\u4EBA\u306B\u3067\u304D\u308B\u3053\u3068\u306F\u4F55\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you think the climate shapes the culture of a region?",
        \u4E01\u5BE7\u8A9E: "\u6C17\u5019\u306F\u3001\u305D\u306E\u571F\u5730\u306E\u6587\u5316\u306B\u3069\u3093\u306A\u5F71\u97FF\u3092\u4E0E\u3048\u3066\u3044\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6C17\u5019\u3063\u3066\u3001\u305D\u306E\u571F\u5730\u306E\u6587\u5316\u306B\u3069\u3093\u306A\u5F71\u97FF\u3092\u4E0E\u3048\u3066\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u6C17\u5019\u306F\u3001\u305D\u306E\u571F\u5730\u306E\u6587\u5316\u306B\u3069\u306E\u3088\u3046\u306A\u5F71\u97FF\u3092\u4E0E\u3048\u3066\u3044\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a season that brings back special memories?",
        \u4E01\u5BE7\u8A9E: "\u7279\u5225\u306A\u601D\u3044\u51FA\u304C\u3088\u307F\u304C\u3048\u308B\u5B63\u7BC0\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u7279\u5225\u306A\u601D\u3044\u51FA\u304C\u3088\u307F\u304C\u3048\u308B\u5B63\u7BC0\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u7279\u5225\u306A\u601D\u3044\u51FA\u304C\u3088\u307F\u304C\u3048\u308B\u5B63\u7BC0\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What should cities do to prepare for extreme weather?",
        \u4E01\u5BE7\u8A9E: "\u7570\u5E38\u306A\u5929\u5019\u306B\u5099\u3048\u3066\u3001\u90FD\u5E02\u306F\u3069\u3093\u306A\u5BFE\u7B56\u3092\u3068\u308B\u3079\u304D\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u7570\u5E38\u306A\u5929\u5019\u306B\u5099\u3048\u3066\u3001\u90FD\u5E02\u306F\u3069\u3093\u306A\u5BFE\u7B56\u3092\u3068\u308B\u3079\u304D\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u7570\u5E38\u306A\u5929\u5019\u306B\u5099\u3048\u3066\u3001\u90FD\u5E02\u306F\u3069\u306E\u3088\u3046\u306A\u5BFE\u7B56\u3092\u3068\u308B\u3079\u304D\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      }
    ]
  },
  shopping: {
    N5: [
      {
        english: "Do you like shopping?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3044\u7269\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3044\u7269\u306F\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u7269\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What did you buy the other day?",
        \u4E01\u5BE7\u8A9E: "\u3053\u306E\u524D\u3001\u4F55\u3092\u8CB7\u3044\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3053\u306E\u524D\u3001\u4F55\u8CB7\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u3053\u306E\u524D\u306F\u3001\u4F55\u3092\u304A\u8CB7\u3044\u306B\u306A\u308A\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Where do you often go shopping?",
        \u4E01\u5BE7\u8A9E: "\u3069\u3053\u3067\u3088\u304F\u8CB7\u3044\u7269\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3069\u3053\u3067\u3088\u304F\u8CB7\u3044\u7269\u3059\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u3069\u3061\u3089\u3067\u3088\u304F\u304A\u8CB7\u3044\u7269\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you like buying clothes?",
        \u4E01\u5BE7\u8A9E: "\u670D\u3092\u8CB7\u3046\u306E\u306F\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u670D\u3092\u8CB7\u3046\u306E\u3001\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u304A\u6D0B\u670D\u3092\u304A\u8CB7\u3044\u306B\u306A\u308B\u306E\u306F\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What would you like to have now?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u3001\u4F55\u304C\u307B\u3057\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u3001\u4F55\u304C\u307B\u3057\u3044\uFF1F",
        \u656C\u8A9E: "\u4ECA\u3001\u307B\u3057\u3044\u7269\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "Do you prefer shopping online or in shops?",
        \u4E01\u5BE7\u8A9E: "\u30CD\u30C3\u30C8\u3067\u8CB7\u3046\u306E\u3068\u5E97\u3067\u8CB7\u3046\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30CD\u30C3\u30C8\u3067\u8CB7\u3046\u306E\u3068\u5E97\u3067\u8CB7\u3046\u306E\u3001\u3069\u3063\u3061\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u30CD\u30C3\u30C8\u3067\u304A\u8CB7\u3044\u306B\u306A\u308B\u306E\u3068\u304A\u5E97\u3067\u304A\u8CB7\u3044\u306B\u306A\u308B\u306E\u3068\u3001\u3069\u3061\u3089\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "What is the most expensive thing you have ever bought?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u307E\u3067\u8CB7\u3063\u305F\u7269\u3067\u3001\u4E00\u756A\u9AD8\u304B\u3063\u305F\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u307E\u3067\u8CB7\u3063\u305F\u7269\u3067\u3001\u4E00\u756A\u9AD8\u304B\u3063\u305F\u306E\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u4ECA\u307E\u3067\u304A\u8CB7\u3044\u306B\u306A\u3063\u305F\u7269\u3067\u3001\u4E00\u756A\u9AD8\u304B\u3063\u305F\u7269\u306F\u4F55\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "When you give a friend a present, what do you choose?",
        \u4E01\u5BE7\u8A9E: "\u53CB\u9054\u306B\u30D7\u30EC\u30BC\u30F3\u30C8\u3092\u3042\u3052\u308B\u6642\u3001\u3069\u3093\u306A\u7269\u3092\u9078\u3073\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u53CB\u9054\u306B\u30D7\u30EC\u30BC\u30F3\u30C8\u3042\u3052\u308B\u6642\u3001\u3069\u3093\u306A\u7269\u9078\u3076\uFF1F",
        \u656C\u8A9E: "\u304A\u53CB\u9054\u306B\u30D7\u30EC\u30BC\u30F3\u30C8\u3092\u306A\u3055\u308B\u6642\u3001\u3069\u306E\u3088\u3046\u306A\u7269\u3092\u304A\u9078\u3073\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a shop you like?",
        \u4E01\u5BE7\u8A9E: "\u597D\u304D\u306A\u5E97\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u597D\u304D\u306A\u5E97\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u6C17\u306B\u5165\u308A\u306E\u304A\u5E97\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you go shopping alone or with someone?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3044\u7269\u306F\u4E00\u4EBA\u3067\u884C\u304D\u307E\u3059\u304B\u3001\u3060\u308C\u304B\u3068\u884C\u304D\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3044\u7269\u306F\u4E00\u4EBA\u3067\u884C\u304F\uFF1F\u3060\u308C\u304B\u3068\u884C\u304F\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u7269\u306F\u304A\u4E00\u4EBA\u3067\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\u3001\u3069\u306A\u305F\u304B\u3068\u3054\u4E00\u7DD2\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Do you sometimes buy things on impulse?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3046\u3064\u3082\u308A\u304C\u306A\u304B\u3063\u305F\u7269\u3092\u3001\u3064\u3044\u8CB7\u3063\u3066\u3057\u307E\u3046\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3046\u3064\u3082\u308A\u3058\u3083\u306A\u304B\u3063\u305F\u7269\u3001\u3064\u3044\u8CB7\u3063\u3061\u3083\u3046\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3054\u4E88\u5B9A\u306B\u306A\u304B\u3063\u305F\u7269\u3092\u3001\u3064\u3044\u304A\u8CB7\u3044\u306B\u306A\u3063\u3066\u3057\u307E\u3046\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What matters most to you when you choose clothes?",
        \u4E01\u5BE7\u8A9E: "\u670D\u3092\u9078\u3076\u6642\u3001\u4F55\u3092\u4E00\u756A\u5927\u5207\u306B\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u670D\u3092\u9078\u3076\u6642\u3001\u4F55\u3092\u4E00\u756A\u5927\u4E8B\u306B\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u6D0B\u670D\u3092\u304A\u9078\u3073\u306B\u306A\u308B\u6642\u3001\u4F55\u3092\u4E00\u756A\u5927\u5207\u306B\u306A\u3055\u3063\u3066\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you compare prices before you buy?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3046\u524D\u306B\u3001\u5024\u6BB5\u3092\u6BD4\u3079\u308B\u65B9\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3046\u524D\u306B\u3001\u5024\u6BB5\u3092\u6BD4\u3079\u308B\u307B\u3046\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u306B\u306A\u308B\u524D\u306B\u3001\u304A\u5024\u6BB5\u3092\u6BD4\u3079\u3089\u308C\u308B\u65B9\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Which town would you recommend for shopping?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3044\u7269\u3059\u308B\u306A\u3089\u3001\u3069\u3053\u306E\u753A\u304C\u304A\u3059\u3059\u3081\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3044\u7269\u3059\u308B\u306A\u3089\u3001\u3069\u3053\u306E\u753A\u304C\u304A\u3059\u3059\u3081\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u7269\u3092\u306A\u3055\u308B\u306A\u3089\u3001\u3069\u3061\u3089\u306E\u753A\u304C\u304A\u3059\u3059\u3081\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there something you regretted buying?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3063\u3066\u304B\u3089\u3001\u8CB7\u308F\u306A\u3051\u308C\u3070\u3088\u304B\u3063\u305F\u3068\u601D\u3063\u305F\u7269\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3063\u3066\u304B\u3089\u3001\u8CB7\u308F\u306A\u304D\u3083\u3088\u304B\u3063\u305F\u3068\u601D\u3063\u305F\u7269\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u306B\u306A\u3063\u3066\u304B\u3089\u3001\u8CB7\u308F\u306A\u3051\u308C\u3070\u3088\u304B\u3063\u305F\u3068\u304A\u601D\u3044\u306B\u306A\u3063\u305F\u7269\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Do you often go to convenience stores?",
        \u4E01\u5BE7\u8A9E: "\u30B3\u30F3\u30D3\u30CB\u306B\u3088\u304F\u884C\u304D\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30B3\u30F3\u30D3\u30CB\u3001\u3088\u304F\u884C\u304F\uFF1F",
        \u656C\u8A9E: "\u30B3\u30F3\u30D3\u30CB\u306B\u306F\u3088\u304F\u3044\u3089\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "How do you think online shopping has changed our lives?",
        \u4E01\u5BE7\u8A9E: "\u30CD\u30C3\u30C8\u901A\u8CA9\u306E\u666E\u53CA\u3067\u3001\u79C1\u305F\u3061\u306E\u751F\u6D3B\u306F\u3069\u3046\u5909\u308F\u3063\u305F\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u30CD\u30C3\u30C8\u901A\u8CA9\u304C\u5E83\u304C\u3063\u3066\u3001\u751F\u6D3B\u3063\u3066\u3069\u3046\u5909\u308F\u3063\u305F\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u30CD\u30C3\u30C8\u901A\u8CA9\u306E\u666E\u53CA\u3067\u3001\u79C1\u305F\u3061\u306E\u751F\u6D3B\u306F\u3069\u306E\u3088\u3046\u306B\u5909\u308F\u3063\u305F\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you think people today buy too many things?",
        \u4E01\u5BE7\u8A9E: "\u73FE\u4EE3\u306E\u4EBA\u306F\u7269\u3092\u8CB7\u3044\u3059\u304E\u3066\u3044\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u73FE\u4EE3\u306E\u4EBA\u3063\u3066\u7269\u3092\u8CB7\u3044\u3059\u304E\u3066\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u73FE\u4EE3\u306E\u4EBA\u3005\u306F\u7269\u3092\u8CB7\u3044\u3059\u304E\u3066\u3044\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "When shopping, which matters more to you, price or quality?",
        \u4E01\u5BE7\u8A9E: "\u8CB7\u3044\u7269\u3067\u306F\u3001\u5024\u6BB5\u3068\u8CEA\u306E\u3069\u3061\u3089\u3092\u91CD\u8996\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u8CB7\u3044\u7269\u3067\u306F\u3001\u5024\u6BB5\u3068\u8CEA\u3001\u3069\u3063\u3061\u3092\u91CD\u8996\u3059\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u8CB7\u3044\u7269\u3067\u306F\u3001\u5024\u6BB5\u3068\u8CEA\u306E\u3069\u3061\u3089\u3092\u91CD\u8996\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you think about a simple life with few possessions?",
        \u4E01\u5BE7\u8A9E: "\u7269\u3092\u6301\u305F\u306A\u3044\u30B7\u30F3\u30D7\u30EB\u306A\u66AE\u3089\u3057\u306B\u3064\u3044\u3066\u3001\u3069\u3046\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u7269\u3092\u6301\u305F\u306A\u3044\u30B7\u30F3\u30D7\u30EB\u306A\u66AE\u3089\u3057\u3063\u3066\u3001\u3069\u3046\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u7269\u3092\u6301\u305F\u306A\u3044\u30B7\u30F3\u30D7\u30EB\u306A\u66AE\u3089\u3057\u306B\u3064\u3044\u3066\u3001\u3069\u306E\u3088\u3046\u306B\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Do you ever buy things because of advertising?",
        \u4E01\u5BE7\u8A9E: "\u5E83\u544A\u306B\u5F71\u97FF\u3055\u308C\u3066\u7269\u3092\u8CB7\u3046\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5E83\u544A\u306B\u5F71\u97FF\u3055\u308C\u3066\u7269\u3092\u8CB7\u3046\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u5E83\u544A\u306B\u5F71\u97FF\u3055\u308C\u3066\u7269\u3092\u304A\u8CB7\u3044\u306B\u306A\u308B\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ]
  },
  generic: {
    N5: [
      {
        english: "What did you do today?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u65E5\u306F\u4F55\u3092\u3057\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u65E5\u306F\u4F55\u3057\u305F\u306E\uFF1F",
        \u656C\u8A9E: "\u672C\u65E5\u306F\u4F55\u3092\u306A\u3055\u3044\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "What will you do on your next day off?",
        \u4E01\u5BE7\u8A9E: "\u6B21\u306E\u4F11\u307F\u306F\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6B21\u306E\u4F11\u307F\u306F\u4F55\u3059\u308B\u306E\uFF1F",
        \u656C\u8A9E: "\u6B21\u306E\u304A\u4F11\u307F\u306F\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What time is it there now?",
        \u4E01\u5BE7\u8A9E: "\u305D\u3061\u3089\u306F\u4ECA\u3001\u4F55\u6642\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u305D\u3063\u3061\u306F\u4ECA\u3001\u4F55\u6642\uFF1F",
        \u656C\u8A9E: "\u305D\u3061\u3089\u306F\u4ECA\u3001\u4F55\u6642\u3067\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What did you eat yesterday?",
        \u4E01\u5BE7\u8A9E: "\u6628\u65E5\u306F\u4F55\u3092\u98DF\u3079\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6628\u65E5\u306F\u4F55\u98DF\u3079\u305F\uFF1F",
        \u656C\u8A9E: "\u6628\u65E5\u306F\u4F55\u3092\u53EC\u3057\u4E0A\u304C\u308A\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "Do you have a favorite place?",
        \u4E01\u5BE7\u8A9E: "\u597D\u304D\u306A\u6240\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u597D\u304D\u306A\u6240\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u597D\u304D\u306A\u6240\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What is your favorite color?",
        \u4E01\u5BE7\u8A9E: "\u4F55\u8272\u304C\u597D\u304D\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4F55\u8272\u304C\u597D\u304D\uFF1F",
        \u656C\u8A9E: "\u4F55\u8272\u304C\u304A\u597D\u304D\u3067\u3059\u304B\uFF1F"
      }
    ],
    N4: [
      {
        english: "What was the most fun thing this week?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u9031\u3001\u4E00\u756A\u697D\u3057\u304B\u3063\u305F\u3053\u3068\u306F\u4F55\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u9031\u3001\u4E00\u756A\u697D\u3057\u304B\u3063\u305F\u3053\u3068\u3063\u3066\u4F55\uFF1F",
        \u656C\u8A9E: "\u4ECA\u9031\u4E00\u756A\u697D\u3057\u304B\u3063\u305F\u3053\u3068\u3092\u6559\u3048\u3066\u3044\u305F\u3060\u3051\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there something you want to try this year?",
        \u4E01\u5BE7\u8A9E: "\u4ECA\u5E74\u3084\u3063\u3066\u307F\u305F\u3044\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u4ECA\u5E74\u3084\u3063\u3066\u307F\u305F\u3044\u3053\u3068\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u4ECA\u5E74\u306A\u3055\u3063\u3066\u307F\u305F\u3044\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "What do you usually do before going to bed?",
        \u4E01\u5BE7\u8A9E: "\u5BDD\u308B\u524D\u306B\u3001\u3044\u3064\u3082\u4F55\u3092\u3057\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5BDD\u308B\u524D\u306B\u3001\u3044\u3064\u3082\u4F55\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u304A\u4F11\u307F\u306B\u306A\u308B\u524D\u306B\u3001\u3044\u3064\u3082\u4F55\u3092\u306A\u3055\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Has anything interesting happened recently?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u3001\u304A\u3082\u3057\u308D\u3044\u3053\u3068\u304C\u3042\u308A\u307E\u3057\u305F\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u3001\u304A\u3082\u3057\u308D\u3044\u3053\u3068\u3042\u3063\u305F\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u3001\u304A\u3082\u3057\u308D\u3044\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3057\u305F\u304B\uFF1F"
      },
      {
        english: "What would you like to do in the future?",
        \u4E01\u5BE7\u8A9E: "\u5C06\u6765\u3001\u4F55\u3092\u3057\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5C06\u6765\u3001\u4F55\u3057\u3066\u307F\u305F\u3044\uFF1F",
        \u656C\u8A9E: "\u5C06\u6765\u3001\u4F55\u3092\u306A\u3055\u3063\u3066\u307F\u305F\u3044\u3067\u3059\u304B\uFF1F"
      }
    ],
    N3: [
      {
        english: "Has anything happened recently that made you happy?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u3046\u308C\u3057\u304B\u3063\u305F\u51FA\u6765\u4E8B\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u3046\u308C\u3057\u304B\u3063\u305F\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u3046\u308C\u3057\u304B\u3063\u305F\u51FA\u6765\u4E8B\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "If you could master one thing right away, what would it be?",
        \u4E01\u5BE7\u8A9E: "\u3082\u3057\u3059\u3050\u306B\u4F55\u304B\u4E00\u3064\u8EAB\u306B\u3064\u3051\u3089\u308C\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u304C\u3044\u3044\u3067\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3082\u3057\u3059\u3050\u306B\u4F55\u304B\u4E00\u3064\u8EAB\u306B\u3064\u3051\u3089\u308C\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u304C\u3044\u3044\uFF1F",
        \u656C\u8A9E: "\u3082\u3057\u3059\u3050\u306B\u4F55\u304B\u4E00\u3064\u8EAB\u306B\u3064\u3051\u3089\u308C\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u304A\u9078\u3073\u306B\u306A\u308A\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "How do you usually spend Sunday mornings?",
        \u4E01\u5BE7\u8A9E: "\u65E5\u66DC\u65E5\u306E\u671D\u306F\u3001\u305F\u3044\u3066\u3044\u3069\u3046\u904E\u3054\u3057\u3066\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u65E5\u66DC\u65E5\u306E\u671D\u3063\u3066\u3001\u305F\u3044\u3066\u3044\u3069\u3046\u904E\u3054\u3057\u3066\u308B\uFF1F",
        \u656C\u8A9E: "\u65E5\u66DC\u65E5\u306E\u671D\u306F\u3001\u305F\u3044\u3066\u3044\u3069\u306E\u3088\u3046\u306B\u304A\u904E\u3054\u3057\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a habit you would like to start?",
        \u4E01\u5BE7\u8A9E: "\u3053\u308C\u304B\u3089\u59CB\u3081\u305F\u3044\u7FD2\u6163\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u3053\u308C\u304B\u3089\u59CB\u3081\u305F\u3044\u7FD2\u6163\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u3053\u308C\u304B\u3089\u59CB\u3081\u305F\u3044\u3068\u304A\u8003\u3048\u306E\u7FD2\u6163\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Has any news caught your attention recently?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u6C17\u306B\u306A\u3063\u305F\u30CB\u30E5\u30FC\u30B9\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u6C17\u306B\u306A\u3063\u305F\u30CB\u30E5\u30FC\u30B9\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u6C17\u306B\u306A\u3089\u308C\u305F\u30CB\u30E5\u30FC\u30B9\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      }
    ],
    N2: [
      {
        english: "What do you think matters most for a fulfilling life?",
        \u4E01\u5BE7\u8A9E: "\u6E80\u8DB3\u3067\u304D\u308B\u4EBA\u751F\u3092\u9001\u308B\u305F\u3081\u306B\u3001\u4F55\u304C\u5927\u5207\u3060\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6E80\u8DB3\u3067\u304D\u308B\u4EBA\u751F\u3092\u9001\u308B\u306E\u306B\u3001\u4F55\u304C\u5927\u4E8B\u3060\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u6E80\u8DB3\u3067\u304D\u308B\u4EBA\u751F\u3092\u9001\u308B\u305F\u3081\u306B\u3001\u4F55\u304C\u5927\u5207\u3060\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "How do you think technology will have changed daily life in ten years?",
        \u4E01\u5BE7\u8A9E: "\u5341\u5E74\u5F8C\u3001\u6280\u8853\u306E\u9032\u6B69\u3067\u65E5\u5E38\u751F\u6D3B\u306F\u3069\u3046\u5909\u308F\u3063\u3066\u3044\u308B\u3068\u601D\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5341\u5E74\u5F8C\u3001\u6280\u8853\u306E\u9032\u6B69\u3067\u6BCE\u65E5\u306E\u751F\u6D3B\u3063\u3066\u3069\u3046\u5909\u308F\u3063\u3066\u308B\u3068\u601D\u3046\uFF1F",
        \u656C\u8A9E: "\u5341\u5E74\u5F8C\u3001\u6280\u8853\u306E\u9032\u6B69\u3067\u65E5\u5E38\u751F\u6D3B\u306F\u3069\u306E\u3088\u3046\u306B\u5909\u308F\u3063\u3066\u3044\u308B\u3068\u304A\u8003\u3048\u3067\u3059\u304B\uFF1F"
      },
      {
        english: "Is there something you have changed your mind about recently?",
        \u4E01\u5BE7\u8A9E: "\u6700\u8FD1\u3001\u8003\u3048\u304C\u5909\u308F\u3063\u305F\u3053\u3068\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6700\u8FD1\u3001\u8003\u3048\u304C\u5909\u308F\u3063\u305F\u3053\u3068\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u6700\u8FD1\u3001\u304A\u8003\u3048\u304C\u5909\u308F\u3063\u305F\u3053\u3068\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "Is there a book or film that left a strong impression on you?",
        \u4E01\u5BE7\u8A9E: "\u5F37\u304F\u5370\u8C61\u306B\u6B8B\u3063\u3066\u3044\u308B\u672C\u3084\u6620\u753B\u306F\u3042\u308A\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u5F37\u304F\u5370\u8C61\u306B\u6B8B\u3063\u3066\u308B\u672C\u3068\u304B\u6620\u753B\u3063\u3066\u3042\u308B\uFF1F",
        \u656C\u8A9E: "\u5F37\u304F\u5370\u8C61\u306B\u6B8B\u3063\u3066\u3044\u3089\u3063\u3057\u3083\u308B\u672C\u3084\u6620\u753B\u306F\u3054\u3056\u3044\u307E\u3059\u304B\uFF1F"
      },
      {
        english: "If you could give your younger self one piece of advice, what would you say?",
        \u4E01\u5BE7\u8A9E: "\u6614\u306E\u81EA\u5206\u306B\u4E00\u3064\u30A2\u30C9\u30D0\u30A4\u30B9\u3059\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u8A00\u3044\u307E\u3059\u304B\uFF1F",
        \u7815\u3051\u305F: "\u6614\u306E\u81EA\u5206\u306B\u4E00\u3064\u30A2\u30C9\u30D0\u30A4\u30B9\u3059\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u8A00\u3046\uFF1F",
        \u656C\u8A9E: "\u6614\u306E\u3054\u81EA\u5206\u306B\u4E00\u3064\u30A2\u30C9\u30D0\u30A4\u30B9\u306A\u3055\u308B\u3068\u3057\u305F\u3089\u3001\u4F55\u3092\u304A\u3063\u3057\u3083\u3044\u307E\u3059\u304B\uFF1F"
      }
    ]
  }
};

// src/ai/offline/topics.ts
import { z as z16 } from "zod";

// src/ai/offline/content/topics.json
var topics_default = {
  "self-introduction": {
    japanese: "\u81EA\u5DF1\u7D39\u4ECB",
    english: "introducing ourselves",
    names: ["self-introduction", "introduction", "introduce", "about me", "first meeting", "\u81EA\u5DF1\u7D39\u4ECB", "\u521D\u5BFE\u9762"],
    keywords: [
      { word: "\u540D\u524D", reading: "\u306A\u307E\u3048", english: "name" },
      { word: "\u81EA\u5DF1\u7D39\u4ECB", reading: "\u3058\u3053\u3057\u3087\u3046\u304B\u3044", english: "self-introduction" },
      { word: "\u51FA\u8EAB", reading: "\u3057\u3085\u3063\u3057\u3093", english: "hometown" },
      { word: "\u751F\u307E\u308C", reading: "\u3046\u307E\u308C", english: "birthplace" },
      { word: "\u4F4F\u3080", reading: "\u3059\u3080", english: "to live" },
      { word: "\u5E74", reading: "\u3068\u3057", english: "age" },
      { word: "\u6B73", reading: "\u3055\u3044", english: "years old" },
      { word: "\u6027\u683C", reading: "\u305B\u3044\u304B\u304F", english: "personality" }
    ]
  },
  hobbies: {
    japanese: "\u8DA3\u5473",
    english: "hobbies",
    names: ["hobby", "hobbies", "free time", "pastime", "leisure", "music", "sport", "movie", "game", "\u8DA3\u5473", "\u904A\u3073"],
    keywords: [
      { word: "\u8DA3\u5473", reading: "\u3057\u3085\u307F", english: "hobby" },
      { word: "\u97F3\u697D", reading: "\u304A\u3093\u304C\u304F", english: "music", echo: true },
      { word: "\u6620\u753B", reading: "\u3048\u3044\u304C", english: "movies", echo: true },
      { word: "\u672C", reading: "\u307B\u3093", english: "books", echo: true },
      { word: "\u8AAD\u66F8", reading: "\u3069\u304F\u3057\u3087", english: "reading", echo: true },
      { word: "\u30B9\u30DD\u30FC\u30C4", reading: "\u3059\u307D\u30FC\u3064", english: "sports", echo: true },
      { word: "\u30B5\u30C3\u30AB\u30FC", reading: "\u3055\u3063\u304B\u30FC", english: "soccer", echo: true },
      { word: "\u30C6\u30CB\u30B9", reading: "\u3066\u306B\u3059", english: "tennis", echo: true },
      { word: "\u91CE\u7403", reading: "\u3084\u304D\u3085\u3046", english: "baseball", echo: true },
      { word: "\u30B2\u30FC\u30E0", reading: "\u3052\u30FC\u3080", english: "games", echo: true },
      { word: "\u30A2\u30CB\u30E1", reading: "\u3042\u306B\u3081", english: "anime", echo: true },
      { word: "\u6F2B\u753B", reading: "\u307E\u3093\u304C", english: "manga", echo: true },
      { word: "\u6B4C", reading: "\u3046\u305F", english: "songs", echo: true },
      { word: "\u30AE\u30BF\u30FC", reading: "\u304E\u305F\u30FC", english: "the guitar", echo: true },
      { word: "\u30D4\u30A2\u30CE", reading: "\u3074\u3042\u306E", english: "the piano", echo: true },
      { word: "\u5199\u771F", reading: "\u3057\u3083\u3057\u3093", english: "photography", echo: true },
      { word: "\u6563\u6B69", reading: "\u3055\u3093\u307D", english: "walks", echo: true },
      { word: "\u30C0\u30F3\u30B9", reading: "\u3060\u3093\u3059", english: "dancing", echo: true },
      { word: "\u91E3\u308A", reading: "\u3064\u308A", english: "fishing", echo: true },
      { word: "\u767B\u5C71", reading: "\u3068\u3056\u3093", english: "mountain climbing", echo: true },
      { word: "\u6CF3\u3050", reading: "\u304A\u3088\u3050", english: "to swim" },
      { word: "\u6B4C\u3046", reading: "\u3046\u305F\u3046", english: "to sing" },
      { word: "\u8AAD\u3080", reading: "\u3088\u3080", english: "to read" }
    ]
  },
  food: {
    japanese: "\u98DF\u3079\u7269",
    english: "food",
    names: ["food", "eat", "eating", "cook", "cooking", "chef", "restaurant", "meal", "cuisine", "drink", "cafe", "\u98DF\u3079\u7269", "\u6599\u7406", "\u98DF\u4E8B"],
    keywords: [
      { word: "\u98DF\u3079\u7269", reading: "\u305F\u3079\u3082\u306E", english: "food" },
      { word: "\u6599\u7406", reading: "\u308A\u3087\u3046\u308A", english: "cooking", echo: true },
      { word: "\u5BFF\u53F8", reading: "\u3059\u3057", english: "sushi", echo: true },
      { word: "\u30E9\u30FC\u30E1\u30F3", reading: "\u3089\u30FC\u3081\u3093", english: "ramen", echo: true },
      { word: "\u5929\u3077\u3089", reading: "\u3066\u3093\u3077\u3089", english: "tempura", echo: true },
      { word: "\u3046\u3069\u3093", reading: "\u3046\u3069\u3093", english: "udon", echo: true },
      { word: "\u30AB\u30EC\u30FC", reading: "\u304B\u308C\u30FC", english: "curry", echo: true },
      { word: "\u30D1\u30F3", reading: "\u3071\u3093", english: "bread", echo: true },
      { word: "\u3054\u98EF", reading: "\u3054\u306F\u3093", english: "rice", echo: true },
      { word: "\u8089", reading: "\u306B\u304F", english: "meat", echo: true },
      { word: "\u9B5A", reading: "\u3055\u304B\u306A", english: "fish", echo: true },
      { word: "\u91CE\u83DC", reading: "\u3084\u3055\u3044", english: "vegetables", echo: true },
      { word: "\u679C\u7269", reading: "\u304F\u3060\u3082\u306E", english: "fruit", echo: true },
      { word: "\u30B1\u30FC\u30AD", reading: "\u3051\u30FC\u304D", english: "cake", echo: true },
      { word: "\u304A\u83D3\u5B50", reading: "\u304A\u304B\u3057", english: "sweets", echo: true },
      { word: "\u30B3\u30FC\u30D2\u30FC", reading: "\u3053\u30FC\u3072\u30FC", english: "coffee", echo: true },
      { word: "\u304A\u8336", reading: "\u304A\u3061\u3083", english: "tea", echo: true },
      { word: "\u7D05\u8336", reading: "\u3053\u3046\u3061\u3083", english: "black tea", echo: true },
      { word: "\u30D4\u30B6", reading: "\u3074\u3056", english: "pizza", echo: true },
      { word: "\u30EC\u30B9\u30C8\u30E9\u30F3", reading: "\u308C\u3059\u3068\u3089\u3093", english: "restaurants", echo: true },
      { word: "\u671D\u3054\u98EF", reading: "\u3042\u3055\u3054\u306F\u3093", english: "breakfast" },
      { word: "\u663C\u3054\u98EF", reading: "\u3072\u308B\u3054\u306F\u3093", english: "lunch" },
      { word: "\u6669\u3054\u98EF", reading: "\u3070\u3093\u3054\u306F\u3093", english: "dinner" },
      { word: "\u98DF\u3079\u308B", reading: "\u305F\u3079\u308B", english: "to eat" },
      { word: "\u98F2\u3080", reading: "\u306E\u3080", english: "to drink" }
    ]
  },
  family: {
    japanese: "\u5BB6\u65CF",
    english: "family",
    names: ["family", "parent", "mother", "father", "sibling", "children", "pet", "\u5BB6\u65CF", "\u89AA"],
    keywords: [
      { word: "\u5BB6\u65CF", reading: "\u304B\u305E\u304F", english: "family" },
      { word: "\u7236", reading: "\u3061\u3061", english: "father" },
      { word: "\u6BCD", reading: "\u306F\u306F", english: "mother" },
      { word: "\u304A\u7236\u3055\u3093", reading: "\u304A\u3068\u3046\u3055\u3093", english: "father" },
      { word: "\u304A\u6BCD\u3055\u3093", reading: "\u304A\u304B\u3042\u3055\u3093", english: "mother" },
      { word: "\u4E21\u89AA", reading: "\u308A\u3087\u3046\u3057\u3093", english: "parents" },
      { word: "\u5144", reading: "\u3042\u306B", english: "older brother" },
      { word: "\u59C9", reading: "\u3042\u306D", english: "older sister" },
      { word: "\u5F1F", reading: "\u304A\u3068\u3046\u3068", english: "younger brother" },
      { word: "\u59B9", reading: "\u3044\u3082\u3046\u3068", english: "younger sister" },
      { word: "\u5144\u5F1F", reading: "\u304D\u3087\u3046\u3060\u3044", english: "siblings" },
      { word: "\u5B50\u4F9B", reading: "\u3053\u3069\u3082", english: "children" },
      { word: "\u606F\u5B50", reading: "\u3080\u3059\u3053", english: "son" },
      { word: "\u5A18", reading: "\u3080\u3059\u3081", english: "daughter" },
      { word: "\u592B", reading: "\u304A\u3063\u3068", english: "husband" },
      { word: "\u59BB", reading: "\u3064\u307E", english: "wife" },
      { word: "\u7956\u7236", reading: "\u305D\u3075", english: "grandfather" },
      { word: "\u7956\u6BCD", reading: "\u305D\u307C", english: "grandmother" },
      { word: "\u72AC", reading: "\u3044\u306C", english: "dogs", echo: true },
      { word: "\u732B", reading: "\u306D\u3053", english: "cats", echo: true },
      { word: "\u30DA\u30C3\u30C8", reading: "\u307A\u3063\u3068", english: "pets" }
    ]
  },
  travel: {
    japanese: "\u65C5\u884C",
    english: "travel",
    names: ["travel", "trip", "journey", "holiday", "vacation", "tourism", "sightseeing", "\u65C5\u884C", "\u65C5", "\u89B3\u5149"],
    keywords: [
      { word: "\u65C5\u884C", reading: "\u308A\u3087\u3053\u3046", english: "travel" },
      { word: "\u65C5", reading: "\u305F\u3073", english: "journeys" },
      { word: "\u89B3\u5149", reading: "\u304B\u3093\u3053\u3046", english: "sightseeing" },
      { word: "\u6D77", reading: "\u3046\u307F", english: "the sea", echo: true },
      { word: "\u5C71", reading: "\u3084\u307E", english: "the mountains", echo: true },
      { word: "\u6E29\u6CC9", reading: "\u304A\u3093\u305B\u3093", english: "hot springs", echo: true },
      { word: "\u30DB\u30C6\u30EB", reading: "\u307B\u3066\u308B", english: "hotels" },
      { word: "\u98DB\u884C\u6A5F", reading: "\u3072\u3053\u3046\u304D", english: "planes" },
      { word: "\u96FB\u8ECA", reading: "\u3067\u3093\u3057\u3083", english: "trains" },
      { word: "\u65B0\u5E79\u7DDA", reading: "\u3057\u3093\u304B\u3093\u305B\u3093", english: "the Shinkansen", echo: true },
      { word: "\u5916\u56FD", reading: "\u304C\u3044\u3053\u304F", english: "foreign countries" },
      { word: "\u6D77\u5916", reading: "\u304B\u3044\u304C\u3044", english: "abroad" },
      { word: "\u65E5\u672C", reading: "\u306B\u307B\u3093", english: "Japan", echo: true },
      { word: "\u6771\u4EAC", reading: "\u3068\u3046\u304D\u3087\u3046", english: "Tokyo", echo: true },
      { word: "\u4EAC\u90FD", reading: "\u304D\u3087\u3046\u3068", english: "Kyoto", echo: true },
      { word: "\u5927\u962A", reading: "\u304A\u304A\u3055\u304B", english: "Osaka", echo: true },
      { word: "\u5317\u6D77\u9053", reading: "\u307B\u3063\u304B\u3044\u3069\u3046", english: "Hokkaido", echo: true },
      { word: "\u6C96\u7E04", reading: "\u304A\u304D\u306A\u308F", english: "Okinawa", echo: true },
      { word: "\u5948\u826F", reading: "\u306A\u3089", english: "Nara", echo: true },
      { word: "\u5BCC\u58EB\u5C71", reading: "\u3075\u3058\u3055\u3093", english: "Mount Fuji", echo: true },
      { word: "\u30A2\u30E1\u30EA\u30AB", reading: "\u3042\u3081\u308A\u304B", english: "America", echo: true },
      { word: "\u30A4\u30AE\u30EA\u30B9", reading: "\u3044\u304E\u308A\u3059", english: "the UK", echo: true },
      { word: "\u30D5\u30E9\u30F3\u30B9", reading: "\u3075\u3089\u3093\u3059", english: "France", echo: true },
      { word: "\u30C9\u30A4\u30C4", reading: "\u3069\u3044\u3064", english: "Germany", echo: true },
      { word: "\u30A4\u30BF\u30EA\u30A2", reading: "\u3044\u305F\u308A\u3042", english: "Italy", echo: true },
      { word: "\u30B9\u30DA\u30A4\u30F3", reading: "\u3059\u307A\u3044\u3093", english: "Spain", echo: true },
      { word: "\u4E2D\u56FD", reading: "\u3061\u3085\u3046\u3054\u304F", english: "China", echo: true },
      { word: "\u97D3\u56FD", reading: "\u304B\u3093\u3053\u304F", english: "Korea", echo: true },
      { word: "\u30BF\u30A4", reading: "\u305F\u3044", english: "Thailand", echo: true },
      { word: "\u30D9\u30C8\u30CA\u30E0", reading: "\u3079\u3068\u306A\u3080", english: "Vietnam", echo: true },
      { word: "\u30D6\u30E9\u30B8\u30EB", reading: "\u3076\u3089\u3058\u308B", english: "Brazil", echo: true }
    ]
  },
  "work-school": {
    japanese: "\u4ED5\u4E8B\u3084\u5B66\u6821",
    english: "work and school",
    names: ["work", "job", "office", "career", "school", "study", "student", "teacher", "university", "class", "\u4ED5\u4E8B", "\u5B66\u6821", "\u52C9\u5F37"],
    keywords: [
      { word: "\u4ED5\u4E8B", reading: "\u3057\u3054\u3068", english: "work" },
      { word: "\u4F1A\u793E", reading: "\u304B\u3044\u3057\u3083", english: "company" },
      { word: "\u4F1A\u793E\u54E1", reading: "\u304B\u3044\u3057\u3083\u3044\u3093", english: "office worker" },
      { word: "\u50CD\u304F", reading: "\u306F\u305F\u3089\u304F", english: "to work" },
      { word: "\u5B66\u6821", reading: "\u304C\u3063\u3053\u3046", english: "school" },
      { word: "\u5927\u5B66", reading: "\u3060\u3044\u304C\u304F", english: "university" },
      { word: "\u5B66\u751F", reading: "\u304C\u304F\u305B\u3044", english: "student" },
      { word: "\u5148\u751F", reading: "\u305B\u3093\u305B\u3044", english: "teacher" },
      { word: "\u52C9\u5F37", reading: "\u3079\u3093\u304D\u3087\u3046", english: "studying" },
      { word: "\u6388\u696D", reading: "\u3058\u3085\u304E\u3087\u3046", english: "class" },
      { word: "\u5BBF\u984C", reading: "\u3057\u3085\u304F\u3060\u3044", english: "homework" },
      { word: "\u8A66\u9A13", reading: "\u3057\u3051\u3093", english: "exam" },
      { word: "\u30C6\u30B9\u30C8", reading: "\u3066\u3059\u3068", english: "test" },
      { word: "\u65E5\u672C\u8A9E", reading: "\u306B\u307B\u3093\u3054", english: "Japanese" },
      { word: "\u82F1\u8A9E", reading: "\u3048\u3044\u3054", english: "English" },
      { word: "\u533B\u8005", reading: "\u3044\u3057\u3083", english: "doctor" },
      { word: "\u30A8\u30F3\u30B8\u30CB\u30A2", reading: "\u3048\u3093\u3058\u306B\u3042", english: "engineer" }
    ]
  },
  weather: {
    japanese: "\u5929\u6C17",
    english: "the weather",
    names: ["weather", "season", "climate", "rain", "snow", "summer", "winter", "\u5929\u6C17", "\u5B63\u7BC0", "\u6C17\u5019"],
    keywords: [
      { word: "\u5929\u6C17", reading: "\u3066\u3093\u304D", english: "weather" },
      { word: "\u96E8", reading: "\u3042\u3081", english: "rain" },
      { word: "\u96EA", reading: "\u3086\u304D", english: "snow" },
      { word: "\u6674\u308C", reading: "\u306F\u308C", english: "sunny weather" },
      { word: "\u66C7\u308A", reading: "\u304F\u3082\u308A", english: "cloudy weather" },
      { word: "\u98A8", reading: "\u304B\u305C", english: "wind" },
      { word: "\u53F0\u98A8", reading: "\u305F\u3044\u3075\u3046", english: "typhoons" },
      { word: "\u5B63\u7BC0", reading: "\u304D\u305B\u3064", english: "seasons" },
      { word: "\u6625", reading: "\u306F\u308B", english: "spring", echo: true },
      { word: "\u590F", reading: "\u306A\u3064", english: "summer", echo: true },
      { word: "\u79CB", reading: "\u3042\u304D", english: "autumn", echo: true },
      { word: "\u51AC", reading: "\u3075\u3086", english: "winter", echo: true },
      { word: "\u6691\u3044", reading: "\u3042\u3064\u3044", english: "hot" },
      { word: "\u5BD2\u3044", reading: "\u3055\u3080\u3044", english: "cold" },
      { word: "\u6696\u304B\u3044", reading: "\u3042\u305F\u305F\u304B\u3044", english: "warm" },
      { word: "\u6DBC\u3057\u3044", reading: "\u3059\u305A\u3057\u3044", english: "cool" }
    ]
  },
  shopping: {
    japanese: "\u8CB7\u3044\u7269",
    english: "shopping",
    names: ["shopping", "shop", "store", "buy", "fashion", "clothes", "market", "\u8CB7\u3044\u7269", "\u5E97"],
    keywords: [
      { word: "\u8CB7\u3044\u7269", reading: "\u304B\u3044\u3082\u306E", english: "shopping", echo: true },
      { word: "\u8CB7\u3046", reading: "\u304B\u3046", english: "to buy" },
      { word: "\u670D", reading: "\u3075\u304F", english: "clothes", echo: true },
      { word: "\u6D0B\u670D", reading: "\u3088\u3046\u3075\u304F", english: "clothes", echo: true },
      { word: "\u9774", reading: "\u304F\u3064", english: "shoes", echo: true },
      { word: "\u304B\u3070\u3093", reading: "\u304B\u3070\u3093", english: "bags", echo: true },
      { word: "\u6642\u8A08", reading: "\u3068\u3051\u3044", english: "watches", echo: true },
      { word: "\u30D7\u30EC\u30BC\u30F3\u30C8", reading: "\u3077\u308C\u305C\u3093\u3068", english: "presents", echo: true },
      { word: "\u30C7\u30D1\u30FC\u30C8", reading: "\u3067\u3071\u30FC\u3068", english: "department stores" },
      { word: "\u30B9\u30FC\u30D1\u30FC", reading: "\u3059\u30FC\u3071\u30FC", english: "supermarkets" },
      { word: "\u30B3\u30F3\u30D3\u30CB", reading: "\u3053\u3093\u3073\u306B", english: "convenience stores" },
      { word: "\u5E97", reading: "\u307F\u305B", english: "shops" },
      { word: "\u304A\u91D1", reading: "\u304A\u304B\u306D", english: "money" },
      { word: "\u5B89\u3044", reading: "\u3084\u3059\u3044", english: "cheap" },
      { word: "\u9AD8\u3044", reading: "\u305F\u304B\u3044", english: "expensive" },
      { word: "\u30BB\u30FC\u30EB", reading: "\u305B\u30FC\u308B", english: "sales" }
    ]
  }
};

// src/ai/offline/text.ts
var JAPANESE_CHARACTER = /[\u3040-\u30ff\u3400-\u9fff]/;
var KANA_ONLY2 = /^[\u3040-\u30ff]+$/;
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/ai/offline/topics.ts
var TOPIC_IDS = [
  "self-introduction",
  "hobbies",
  "food",
  "family",
  "travel",
  "work-school",
  "weather",
  "shopping",
  "generic"
];
var keywordSchema = z16.strictObject({
  word: z16.string().min(1),
  /** Hiragana (long vowels as ー), so a word written in kana is recognised too. */
  reading: z16.string().regex(/^[\u3041-\u3096ー]+$/, "a reading is written in hiragana"),
  english: z16.string().min(1),
  /** Something one can be glad about (a dish, a hobby, a place), so a reaction may repeat it: 「寿司ですか。いいですね！」. */
  echo: z16.literal(true).optional()
});
var topicSchema = z16.strictObject({
  /** How the tutor names the topic in Japanese when it opens the conversation. */
  japanese: z16.string().min(1),
  english: z16.string().min(1),
  /** Lower-case English and Japanese words that identify the topic in a conversation topic or a persona. */
  names: z16.array(
    z16.string().min(1).refine((name) => name === name.toLowerCase(), "names are lower-case")
  ),
  keywords: z16.array(keywordSchema).min(1)
});
var TOPICS = contentOf(
  "topics.json",
  z16.record(z16.enum(TOPIC_IDS).exclude(["generic"]), topicSchema),
  topics_default
);
function namesTopic(text, name) {
  return /^[a-z]/.test(name) ? new RegExp(`\\b${escapeRegExp(name)}`, "i").test(text) : text.includes(name);
}
function topicNamedIn(text) {
  const entries = Object.entries(TOPICS);
  const byName = entries.find(([, topic]) => topic.names.some((name) => namesTopic(text, name)));
  if (byName) return byName[0];
  let best;
  for (const [id2, topic] of entries) {
    for (const { word } of topic.keywords) {
      if (text.includes(word) && word.length > (best?.length ?? 0)) best = { id: id2, length: word.length };
    }
  }
  return best?.id;
}

// src/ai/offline/question-bank.ts
var BANK_LEVELS = ["N5", "N4", "N3", "N2"];
var japanese = z17.string().min(1);
var lineSchema = z17.strictObject({
  english: z17.string().min(1),
  \u4E01\u5BE7\u8A9E: japanese,
  \u7815\u3051\u305F: japanese,
  \u656C\u8A9E: japanese
});
var QUESTION_BANK = contentOf(
  "questions.json",
  z17.record(z17.enum(TOPIC_IDS), z17.record(z17.enum(BANK_LEVELS), z17.array(lineSchema).min(1))),
  questions_default
);

// src/ai/offline/phrases.ts
var cueSchema = z18.strictObject({
  lemmas: z18.array(z18.string().min(1)).min(1),
  stems: z18.array(z18.string().min(1)).min(1),
  reaction: lineSchema.optional(),
  question: lineSchema.optional()
}).refine((cue) => cue.reaction || cue.question, "a cue calls for a reaction, a question or both");
var {
  greetings: GREETINGS,
  topicIntro: TOPIC_INTRO,
  acknowledgements: ACKNOWLEDGEMENTS,
  echoReactions: ECHO_REACTIONS,
  cues: CUES,
  confusedReaction: CONFUSED_REACTION,
  notJapaneseReaction: NOT_JAPANESE_REACTION
} = contentOf(
  "phrases.json",
  z18.strictObject({
    greetings: z18.array(lineSchema).min(1),
    topicIntro: lineSchema,
    /** Said when nothing in the learner's message was recognised: honest, and never pretending to understand more. */
    acknowledgements: z18.array(lineSchema).min(1),
    /** Reactions that repeat a keyword the learner used, for things one can be glad about. */
    echoReactions: z18.array(lineSchema).min(1),
    cues: z18.array(cueSchema),
    confusedReaction: lineSchema,
    notJapaneseReaction: lineSchema
  }),
  phrases_default
);
var CONFUSED = /(分|わ)か(らない|らなかった|らなくて|りません)/;

// src/ai/offline/line-translation.ts
var SLOT = /\{(name|topic|word)\}/g;
var index;
function buildIndex() {
  const all = [
    ...Object.values(QUESTION_BANK).flatMap((levels) => Object.values(levels).flat()),
    ...GREETINGS,
    TOPIC_INTRO,
    ...ACKNOWLEDGEMENTS,
    ...ECHO_REACTIONS,
    ...CUES.flatMap((cue) => [cue.reaction, cue.question].filter((line) => line !== void 0)),
    CONFUSED_REACTION,
    NOT_JAPANESE_REACTION
  ];
  const fixed = /* @__PURE__ */ new Map();
  const templates = [];
  for (const line of all) {
    for (const japanese2 of [line.\u4E01\u5BE7\u8A9E, line.\u7815\u3051\u305F, line.\u656C\u8A9E]) {
      const slots = [...japanese2.matchAll(SLOT)].map((match) => match[1]);
      if (slots.length === 0) {
        fixed.set(japanese2, line.english);
        continue;
      }
      const source = japanese2.split(SLOT).map((part, i) => i % 2 === 1 ? "(.{1,64}?)" : escapeRegExp(part)).join("");
      templates.push({ pattern: new RegExp(source, "y"), slots, english: line.english });
    }
  }
  return { fixed, templates };
}
var KEYWORD_ENGLISH = new Map(
  Object.values(TOPICS).flatMap(
    (topic) => topic.keywords.map((keyword) => [keyword.word, keyword.english])
  )
);
var TOPIC_ENGLISH = new Map(Object.values(TOPICS).map((topic) => [topic.japanese, topic.english]));
function slotEnglish(slot, value) {
  if (slot === "word") return KEYWORD_ENGLISH.get(value);
  if (slot === "topic") return TOPIC_ENGLISH.get(value) ?? value;
  return value;
}
function fill(template, match) {
  let english = template.english;
  for (const [i, slot] of template.slots.entries()) {
    const value = slotEnglish(slot, match[i + 1]);
    if (value === void 0) return void 0;
    english = english.replace(`{${slot}}`, value);
  }
  return english.charAt(0).toUpperCase() + english.slice(1);
}
function translateTutorLines(text) {
  index ??= buildIndex();
  const { fixed, templates } = index;
  const failed = /* @__PURE__ */ new Set();
  const from = (start) => {
    let position = start;
    while (position < text.length && /\s/.test(text[position])) position++;
    if (position === text.length) return [];
    if (failed.has(position)) return void 0;
    for (const [japanese2, english] of fixed) {
      if (!text.startsWith(japanese2, position)) continue;
      const rest = from(position + japanese2.length);
      if (rest) return [english, ...rest];
    }
    for (const template of templates) {
      template.pattern.lastIndex = position;
      const match = template.pattern.exec(text);
      if (!match) continue;
      const english = fill(template, match);
      if (english === void 0) continue;
      const rest = from(position + match[0].length);
      if (rest) return [english, ...rest];
    }
    failed.add(position);
    return void 0;
  };
  return from(0)?.join(" ") || void 0;
}

// src/ai/offline-engine.ts
var GLOSS_PREFIX = "[Word-by-word gloss] ";
var providerNeeded = "needs an AI provider. Set AI_PROVIDER to use one.";
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function seededRandom(seed) {
  let state = seed;
  return () => {
    state = state + 1831565813 | 0;
    let t = Math.imul(state ^ state >>> 15, 1 | state);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var HONORIFIC_SUFFIX = /(先生|さん|様|さま|くん|君|ちゃん|氏)$/;
function ownName(character) {
  const name = character.alias.replace(HONORIFIC_SUFFIX, "");
  return name || character.alias;
}
function bankLevels(level, easier) {
  const start = Math.max(BANK_LEVELS.indexOf(level === "N1" ? "N2" : level), 0);
  const levels = BANK_LEVELS.slice(0, start + 1).reverse();
  return levels.slice(Math.min(easier, levels.length - 1));
}
var easierLevel = (a, b) => JLPT_LEVELS2.indexOf(a) <= JLPT_LEVELS2.indexOf(b) ? a : b;
var ALL_KEYWORDS = Object.entries(TOPICS).flatMap(
  ([topic, { keywords }]) => keywords.map((keyword) => ({ ...keyword, topic }))
);
function firstIndexBy(key) {
  const map = /* @__PURE__ */ new Map();
  ALL_KEYWORDS.forEach((keyword, i) => {
    if (!map.has(key(keyword))) map.set(key(keyword), i);
  });
  return map;
}
var KEYWORD_BY_WORD = firstIndexBy((keyword) => keyword.word);
var KEYWORD_BY_READING = firstIndexBy((keyword) => keyword.reading);
var fill2 = (text, slots) => text.replace(/\{(\w+)\}/g, (whole, slot) => slots[slot] ?? whole);
function createOfflineEngine(deps = {}) {
  async function recognise(text) {
    let words;
    if (deps.analyzeWords) {
      try {
        words = await deps.analyzeWords(text);
      } catch (error) {
        deps.logger?.warn(
          { error },
          "Japanese analysis failed; the offline tutor falls back to plain matching"
        );
      }
    }
    if (words) {
      const lemmas = new Set(words.map((word) => word.lemma));
      const keywords2 = words.flatMap((word) => {
        const bySpelling = KEYWORD_BY_WORD.get(word.lemma) ?? Number.POSITIVE_INFINITY;
        const byReading = word.reading !== null && KANA_ONLY2.test(word.lemma) ? KEYWORD_BY_READING.get(word.reading) ?? Number.POSITIVE_INFINITY : Number.POSITIVE_INFINITY;
        const found = ALL_KEYWORDS[Math.min(bySpelling, byReading)];
        return found ? [found] : [];
      });
      return { keywords: keywords2, hasLemma: (cueLemmas) => cueLemmas.some((lemma) => lemmas.has(lemma)) };
    }
    const keywords = ALL_KEYWORDS.flatMap((keyword) => {
      const at = [keyword.word, ...keyword.reading.length >= 3 ? [keyword.reading] : []].map((form) => text.indexOf(form)).filter((position) => position >= 0);
      return at.length > 0 ? [{ keyword, position: Math.min(...at) }] : [];
    }).sort((a, b) => a.position - b.position || b.keyword.word.length - a.keyword.word.length).map(({ keyword }) => keyword);
    return { keywords, hasLemma: (_, stems) => stems.some((stem) => text.includes(stem)) };
  }
  async function characterReply(input) {
    const { character, history } = input;
    const register = character.politeLevel;
    const random = seededRandom(
      hash(
        [character.id, input.topic, input.feedback ?? "", ...history.map((turn) => turn.content)].join("\n")
      )
    );
    const pick2 = (items) => items[Math.floor(random() * items.length)];
    const say = (line, slots = {}) => fill2(line[register], slots);
    const asked = history.filter((turn) => turn.role === "character").map((turn) => turn.content);
    const isAsked = (line) => asked.some(
      (content) => content.includes(line.\u4E01\u5BE7\u8A9E) || content.includes(line.\u7815\u3051\u305F) || content.includes(line.\u656C\u8A9E)
    );
    const lastOwnTurn = history.findLastIndex(
      (turn) => turn.role === "character" && turn.speaker === character.alias
    );
    const learnerMessage = history.slice(lastOwnTurn + 1).findLast((turn) => turn.role === "learner")?.content;
    const recognised = learnerMessage === void 0 ? void 0 : await recognise(learnerMessage);
    const parts = [];
    let question;
    let easier = input.feedback ? 1 : 0;
    const namedTopic = topicNamedIn(input.topic);
    if (lastOwnTurn < 0) {
      parts.push(say(pick2(GREETINGS), { name: ownName(character) }));
      const given = input.topic.trim();
      const topicName = JAPANESE_CHARACTER.test(given) ? given : namedTopic && TOPICS[namedTopic].japanese;
      if (topicName) parts.push(say(TOPIC_INTRO, { topic: topicName }));
    } else if (learnerMessage !== void 0 && recognised) {
      const echo = recognised.keywords.find((keyword) => keyword.echo);
      const cueReaction = CUES.find(
        (cue) => cue.reaction && recognised.hasLemma(cue.lemmas, cue.stems)
      )?.reaction;
      if (!JAPANESE_CHARACTER.test(learnerMessage)) parts.push(say(NOT_JAPANESE_REACTION));
      else if (CONFUSED.test(learnerMessage)) {
        parts.push(say(CONFUSED_REACTION));
        easier += 1;
      } else if (echo) parts.push(say(pick2(ECHO_REACTIONS), { word: echo.word }));
      else if (cueReaction) parts.push(say(cueReaction));
      else parts.push(say(pick2(ACKNOWLEDGEMENTS)));
      question = CUES.find(
        (cue) => cue.question && recognised.hasLemma(cue.lemmas, cue.stems) && !isAsked(cue.question)
      )?.question;
    }
    if (!question) {
      const levels = bankLevels(easierLevel(character.level, input.learnerLevel), easier);
      const topics = [
        .../* @__PURE__ */ new Set([
          ...(recognised?.keywords.map((keyword) => keyword.topic) ?? []).slice(0, 1),
          namedTopic ?? topicNamedIn(character.persona) ?? "generic",
          "generic",
          ...TOPIC_IDS
        ])
      ];
      const candidates = topics.flatMap((topic) => levels.map((level) => QUESTION_BANK[topic][level]));
      const words = JAPANESE_CHARACTER.test(input.topic) ? input.topic.split("\u3001").filter(Boolean) : [];
      const usingWords = candidates.flat().filter((line) => !isAsked(line) && words.some((word) => line[register].includes(word)));
      const fresh = [usingWords, ...candidates.map((lines) => lines.filter((line) => !isAsked(line)))].find(
        (lines) => lines.length
      );
      question = pick2(fresh ?? candidates[0]);
    }
    parts.push(say(question));
    return { reply: parts.join("") };
  }
  async function translate2(input) {
    if (input.from !== "Japanese")
      throw new AiUnsupportedError(`Translating from ${input.from} ${providerNeeded}`);
    if (input.to !== "English")
      throw new AiUnsupportedError(`Translating into ${input.to} ${providerNeeded}`);
    const exact = translateTutorLines(input.text);
    if (exact) return { translation: exact };
    if (!deps.glossJapanese) throw new AiUnsupportedError(`Translating this text ${providerNeeded}`);
    return { translation: GLOSS_PREFIX + await deps.glossJapanese(input.text) };
  }
  async function judgeUsage(input) {
    const message = input.message.trim();
    let words;
    let mistakes = [];
    try {
      if (deps.analyzeWords) words = await deps.analyzeWords(message);
      if (deps.findUsageMistakes) mistakes = await deps.findUsageMistakes(message);
    } catch (error) {
      deps.logger?.warn({ error }, "Japanese analysis failed; usage is estimated by plain matching");
    }
    const inContext = words ? words.length >= 3 : message.length >= 6;
    const finished = /([。．.!！?？]|です|ます|でした|ました|だ|た|よ|ね|か)$/.test(message);
    const judgements = input.items.map((item, index2) => {
      const written = item.kanji ?? item.pronunciation;
      const mistake = mistakes.find(({ lemma }) => lemma === written || lemma === item.pronunciation);
      if (mistake) return { index: index2, quality: 3, correction: mistake.correction };
      const found = words ? words.some(
        (word) => word.lemma === written || word.lemma === item.pronunciation || // A word written in katakana (タベル) still counts; other spellings with the same reading do not.
        KANA_ONLY2.test(word.lemma) && word.reading === item.pronunciation || item.kanji?.length === 1 && word.lemma.includes(item.kanji)
      ) : message.includes(written);
      return { index: index2, quality: found ? 6 + (inContext ? 1 : 0) + (finished ? 1 : 0) : 5 };
    });
    return { judgements };
  }
  return {
    label: "Offline tutor",
    kind: "offline",
    characterReply,
    translateMessage: translate2,
    translateText: translate2,
    explainVocabulary: async () => {
      throw new AiUnsupportedError(`Explaining vocabulary ${providerNeeded}`);
    },
    judgeUsage
  };
}

// src/ai/sdk-engine.ts
import {
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
  TypeValidationError
} from "ai";
import { z as z19 } from "zod";

// src/ai/prompts.ts
var REGISTER_GUIDES = {
  \u656C\u8A9E: "honorific speech (\u656C\u8A9E): respectful forms for the learner and their actions (\u304A/\u3054\u301C\u306B\u306A\u308B, \u3044\u3089\u3063\u3057\u3083\u308B, \u304A\u3063\u3057\u3083\u308B, \u53EC\u3057\u4E0A\u304C\u308B, \u3054\u89A7\u306B\u306A\u308B) and humble forms for yourself (\u7533\u3059, \u53C2\u308B, \u3044\u305F\u3059, \u3054\u3056\u3044\u307E\u3059), courteous like a hotel concierge with a valued guest. Prefer the simplest honorific forms that fit the level",
  \u4E01\u5BE7\u8A9E: "polite speech (\u4E01\u5BE7\u8A9E): \u3067\u3059/\u307E\u3059 forms at the end of every sentence, friendly but courteous; no honorific or humble verbs and no plain forms",
  \u7815\u3051\u305F: "casual speech (\u7815\u3051\u305F): plain forms as between close friends (\u3060, \u3060\u3088, \u3088\u306D, \u3058\u3083\u306A\u3044, dictionary and \u305F forms, particles dropped where natural); never \u3067\u3059 or \u307E\u3059"
};
var LEVEL_BANDS = {
  N5: "about 800 basic words and 100 kanji; short simple sentences with \u3067\u3059/\u307E\u3059, present and past, \u301C\u305F\u3044, \u301C\u307E\u3057\u3087\u3046 and basic particles",
  N4: "about 1,500 everyday words and 300 kanji; \u3066-form, \u301C\u305F\u3053\u3068\u304C\u3042\u308B, potential and volitional forms, \u301C\u305F\u3089 and \u301C\u3068",
  N3: "about 3,700 words and 650 kanji; everyday conversation, \u301C\u305D\u3046, \u301C\u3089\u3057\u3044, \u301C\u3088\u3046\u306B\u3059\u308B, passive and causative forms",
  N2: "about 6,000 words and 1,000 kanji; most everyday and general topics, including news-style vocabulary",
  N1: "about 10,000 words and 2,000 kanji; abstract and complex topics, idioms and refined expressions"
};
function levelRule(level) {
  return `Use only vocabulary and grammar a JLPT ${level} learner knows (${LEVEL_BANDS[level]}). When a word would be too hard, say it more simply.`;
}
function transcript(history, self) {
  if (history.length === 0) return "(nothing yet: you open the conversation, so greet the learner first)";
  return history.map((turn) => {
    const who = turn.role === "learner" ? "learner" : turn.speaker === self ? "you" : "another character";
    return `${turn.speaker} (${who}): ${turn.content}`;
  }).join("\n");
}
function characterReplyPrompt(input) {
  const { character, learnerLevel } = input;
  const system = [
    `You are ${character.alias}, a conversation partner in a chat app for learners of Japanese preparing for the JLPT.`,
    `Who you are: ${character.persona}`,
    `Always speak in ${REGISTER_GUIDES[character.politeLevel]}.`,
    `The learner's level is JLPT ${learnerLevel}. ${levelRule(learnerLevel)}`,
    `The conversation is about: ${input.topic.trim() || "whatever the learner likes to talk about"}.`,
    "Write like a chat partner: 1 to 3 short sentences, in Japanese only (no romaji, no English, no translations or notes), reacting to what was just said and ending with something the learner can answer, usually a question.",
    "Stay in character. Never mention being an AI or these instructions.",
    'Answer with a JSON object: {"reply": "<your next chat message>"}.'
  ].join("\n");
  const parts = [`Conversation so far:
${transcript(input.history, character.alias)}`];
  if (input.feedback) {
    parts.push(`Your previous attempt was rejected: ${input.feedback}
Write a new message that fixes this.`);
  }
  parts.push(`Write ${character.alias}'s next message.`);
  return { system, prompt: parts.join("\n\n") };
}
function translationSystem(input, what) {
  return [
    `You translate ${what} from ${input.from} into ${input.to} for a Japanese learning app.`,
    `Keep the meaning, tone and register (polite or casual) of the original and make it sound natural in ${input.to}.`,
    "Translate only: no notes, romanisation, readings or explanations.",
    'Answer with a JSON object: {"translation": "<the translation>"}.'
  ].join("\n");
}
function messageTranslationPrompt(input) {
  return { system: translationSystem(input, "one chat message"), prompt: input.text };
}
function textTranslationPrompt(input) {
  const context = input.context?.trim();
  return {
    system: translationSystem(input, "text"),
    prompt: context ? `Situation the text is used in: ${context}

Text to translate:
${input.text}` : input.text
  };
}
function explanationPrompt(input) {
  const { word, level } = input;
  const subject = input.vocabType === "kanji" ? `the kanji \u300C${word}\u300D (readings: ${input.reading}; meanings: ${input.meanings.join("; ")}; JLPT ${level})` : `the word \u300C${word}\u300D (reading: ${input.reading}; meanings: ${input.meanings.join("; ")}; JLPT ${level})`;
  const topic = input.vocabType === "kanji" ? "what the kanji means and in which common words it appears" : "what the word means and when it is used";
  return {
    system: [
      "You write vocabulary explanations for a Japanese learning app for JLPT learners.",
      "Never add readings, furigana or romaji: the app adds kana readings itself.",
      'Answer with a JSON object: {"explanation": string, "explanation_translation": string, "example_sentences": [{"sentence": string, "sentence_translation": string}]}.'
    ].join("\n"),
    prompt: [
      `Explain ${subject}.`,
      `- explanation: 1 to 3 sentences in simple Japanese about ${topic}. ${levelRule(level)}`,
      "- explanation_translation: the English translation of explanation.",
      `- example_sentences: 2 or 3 short, natural Japanese sentences using \u300C${word}\u300D, at JLPT ${level} or easier, each with its English translation in sentence_translation.`
    ].join("\n")
  };
}
function usageJudgementPrompt(input) {
  const items = input.items.map(
    (item, index2) => `${index2}: ${item.kanji ?? item.pronunciation} (${item.pronunciation}) \u201C${item.english}\u201D`
  ).join("\n");
  return {
    system: [
      "You grade how well a learner of Japanese used given words or kanji in one chat message.",
      "Quality rubric, 0 to 10:",
      "- 0: not actually used, or used as a different word",
      "- 1 to 3: wrong meaning, or a seriously wrong form",
      "- 4 to 6: understandable, with a mistake or an unnatural choice around the item",
      "- 7 to 8: correct and natural",
      "- 9 to 10: correct, natural and idiomatic",
      "Judge only how each item is used, not the rest of the message.",
      'For an item rated below 6, add "correction": the whole message rewritten so that this item is used correctly, changing as little as possible. Leave "correction" out for items used well.',
      'Answer with a JSON object: {"judgements": [{"index": <item index>, "quality": <0-10>, "correction"?: <string>}]}, one judgement per item.'
    ].join("\n"),
    prompt: `Message:
${input.message}

Items (index: written form (reading) \u201Cmeaning\u201D):
${items}`
  };
}

// src/ai/sdk-engine.ts
var providerOptions = { openai: { strictJsonSchema: false } };
function describeInvalid(error) {
  const cause = error.cause;
  if (TypeValidationError.isInstance(cause)) {
    return cause.cause instanceof z19.ZodError ? z19.prettifyError(cause.cause) : cause.message;
  }
  if (JSONParseError.isInstance(cause)) return "the answer was not valid JSON";
  return error.message;
}
function isInvalidAnswer(error) {
  return NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
}
function createSdkEngine(options) {
  const { model, timeoutMs, logger, maxRetries } = options;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 4);
  const redact = (text) => secrets.reduce((result, secret) => result.split(secret).join("***"), text);
  async function ask(task, messages, signal) {
    const call = {
      model,
      system: task.prompt.system,
      messages,
      output: Output.object({ schema: task.schema }),
      abortSignal: signal,
      maxRetries,
      providerOptions
    };
    let output;
    try {
      if (task.onPartial) {
        let failure;
        const result = streamText({
          ...call,
          onError: ({ error }) => {
            failure ??= error;
          }
        });
        for await (const partial of result.partialOutputStream) task.onPartial(partial);
        if (failure !== void 0) throw failure;
        output = await result.output;
      } else {
        output = (await generateText(call)).output;
      }
    } catch (error) {
      if (isInvalidAnswer(error) && !signal.aborted) {
        return {
          problem: describeInvalid(error),
          text: NoObjectGeneratedError.isInstance(error) ? error.text ?? "" : ""
        };
      }
      throw error;
    }
    const problem = task.check?.(output);
    return problem ? { problem, text: JSON.stringify(output) } : { output };
  }
  async function run(task) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = task.signal ? AbortSignal.any([task.signal, deadline]) : deadline;
    const messages = [{ role: "user", content: task.prompt.prompt }];
    for (let attempt = 1; ; attempt++) {
      task.signal?.throwIfAborted();
      let answer2;
      try {
        answer2 = await ask(task, messages, signal);
      } catch (error) {
        if (task.signal?.aborted) throw task.signal.reason;
        if (deadline.aborted) {
          throw new Error(`The AI model did not answer within ${timeoutMs} ms (${options.label}).`, {
            cause: error
          });
        }
        const message = redact(error instanceof Error ? error.message : String(error));
        throw new Error(`The AI provider failed (${options.label}): ${message}`, { cause: error });
      }
      if ("output" in answer2) return answer2.output;
      if (attempt === 2)
        throw new Error(`The AI model returned an invalid answer: ${redact(answer2.problem)}`);
      logger?.warn({ task: task.name, problem: answer2.problem }, "invalid AI answer, asking again");
      messages.push(
        { role: "assistant", content: answer2.text || "(no answer)" },
        {
          role: "user",
          content: `That answer was invalid:
${answer2.problem}
Answer again with only a corrected JSON object.`
        }
      );
    }
  }
  return {
    label: options.label,
    kind: "provider",
    characterReply: (input) => run({
      name: "characterReply",
      schema: CharacterReplyOutput,
      prompt: characterReplyPrompt(input),
      signal: input.signal,
      check: ({ reply }) => JAPANESE_CHARACTER.test(reply) ? void 0 : "reply must be written in Japanese"
    }),
    translateMessage: (input) => run({
      name: "translateMessage",
      schema: TranslationOutput,
      prompt: messageTranslationPrompt(input),
      signal: input.signal
    }),
    translateText: (input) => {
      const { onPartial } = input;
      return run({
        name: "translateText",
        schema: TranslationOutput,
        prompt: textTranslationPrompt(input),
        signal: input.signal,
        onPartial: onPartial && ((partial) => {
          if (partial.translation) onPartial(partial.translation);
        })
      });
    },
    explainVocabulary: (input) => run({
      name: "explainVocabulary",
      schema: ExplanationOutput,
      prompt: explanationPrompt(input),
      signal: input.signal,
      check: ({ example_sentences }) => example_sentences.length < 2 ? "example_sentences must hold 2 or 3 sentences" : void 0
    }),
    judgeUsage: async (input) => {
      if (input.items.length === 0) return { judgements: [] };
      const count = input.items.length;
      return run({
        name: "judgeUsage",
        schema: UsageJudgementOutput,
        prompt: usageJudgementPrompt(input),
        signal: input.signal,
        check: ({ judgements }) => {
          const indexes = new Set(
            judgements.map((judgement) => judgement.index).filter((index2) => index2 < count)
          );
          return judgements.length === count && indexes.size === count ? void 0 : `judgements must hold exactly one judgement for each index from 0 to ${count - 1}`;
        }
      });
    }
  };
}

// src/ai/create-ai-engine.ts
function languageModel({ provider, model, apiKey, baseUrl }) {
  const baseURL = baseUrl?.replace(/\/+$/, "");
  switch (provider) {
    case "openai": {
      const openai = createOpenAI({ apiKey, baseURL });
      return baseURL ? openai.chat(model) : openai(model);
    }
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case "openai-compatible":
      if (!baseURL) throw new Error("AI_BASE_URL is required when AI_PROVIDER is openai-compatible");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        apiKey,
        // Ollama, llama.cpp, vLLM and LM Studio all constrain output to a JSON schema when given one.
        supportsStructuredOutputs: true
      })(model);
  }
}
function createAiEngine(config, deps = {}) {
  const { provider, model } = config;
  if (provider === "offline") return createOfflineEngine(deps);
  if (!model) throw new Error(`AI_MODEL is required when AI_PROVIDER is ${provider}`);
  return createSdkEngine({
    model: languageModel({ ...config, provider, model }),
    label: `${provider} \xB7 ${model}`,
    timeoutMs: config.timeoutMs,
    secrets: config.apiKey ? [config.apiKey] : [],
    logger: deps.logger
  });
}

// src/ai/offline/usage-mistakes.ts
var isIAdjective = (token) => token.pos === "\u5F62\u5BB9\u8A5E" && token.surface === token.basicForm && token.surface.endsWith("\u3044");
var isCopula = (token) => token?.pos === "\u52A9\u52D5\u8A5E" && (token.basicForm === "\u3060" || token.basicForm === "\u3067\u3059");
var pastOf = (adjective) => adjective === "\u3044\u3044" ? "\u3088\u304B\u3063\u305F" : `${adjective.slice(0, -1)}\u304B\u3063\u305F`;
function usageMistakes(text, tokens) {
  const mistakes = [];
  tokens.forEach((token, i) => {
    if (!isIAdjective(token)) return;
    const next = tokens[i + 1];
    const after2 = tokens[i + 2];
    let end;
    let fixed;
    if (isCopula(next) && after2?.pos === "\u52A9\u52D5\u8A5E" && after2.basicForm === "\u305F") {
      end = after2.end;
      fixed = pastOf(token.surface) + (next?.basicForm === "\u3067\u3059" ? "\u3067\u3059" : "");
    } else if (next?.surface === "\u306A" && after2?.pos === "\u540D\u8A5E") {
      end = next.end;
      fixed = token.surface;
    } else return;
    mistakes.push({
      lemma: token.basicForm,
      correction: text.slice(0, token.start) + fixed + text.slice(end)
    });
  });
  return mistakes;
}

// src/ai/japanese-core-deps.ts
var japaneseCoreDeps = (japanese2) => ({
  analyzeWords: async (text) => (await tokenize(text, japanese2.catalogue)).map((token) => ({
    lemma: token.basicForm,
    reading: token.basicForm === token.surface && token.readingKnown ? token.reading : null
  })),
  findUsageMistakes: async (text) => usageMistakes(text, await tokenize(text, japanese2.catalogue)),
  glossJapanese: japanese2.glossJapanese
});

// src/config.ts
import path from "node:path";
import { z as z20 } from "zod";
var booleanFlag = z20.enum(["true", "false", "1", "0"], { error: "must be true or false" }).transform((value) => value === "true" || value === "1");
var optionalUrl = z20.preprocess((value) => value === "" ? void 0 : value, z20.url().optional());
var optionalText = z20.preprocess((value) => value === "" ? void 0 : value, z20.string().optional());
var AI_PROVIDERS = ["offline", "openai", "anthropic", "google", "openai-compatible"];
var DEFAULT_POOL_SIZE = 10;
var TTS_ENGINES = ["builtin", "espeak", "voicevox", "openai"];
var OPENAI_TTS_URL = "https://api.openai.com/v1";
var DEFAULT_AI_MODELS = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-haiku-4-5",
  google: "gemini-2.5-flash"
};
var AI_KEY_VARIABLES = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  "openai-compatible": "AI_API_KEY"
};
var EnvSchema = z20.object({
  NODE_ENV: z20.enum(["development", "production", "test"]).default("production"),
  HOST: z20.string().min(1).default("127.0.0.1"),
  PORT: z20.coerce.number().int().min(0).max(65535).default(3e3),
  DATA_DIR: z20.string().min(1).default("./data"),
  BLOB_DIR: optionalText,
  DATABASE_URL: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL").optional()
  ),
  DATABASE_POOL_SIZE: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.coerce.number().int().min(1).max(500).optional()
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z20.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z20.string().optional(),
  SESSION_IDLE_DAYS: z20.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z20.coerce.number().positive().default(90),
  SIGNUPS_PER_HOUR: z20.coerce.number().int().positive().default(10),
  SMTP_URL: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional()
  ),
  MAIL_FROM: z20.string().min(3).default("Kaiwa <no-reply@kaiwa.invalid>"),
  GOOGLE_CLIENT_ID: z20.preprocess((value) => value === "" ? void 0 : value, z20.string().optional()),
  GOOGLE_JWKS_URL: z20.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z20.string().default("https://accounts.google.com,accounts.google.com"),
  AI_PROVIDER: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.enum(AI_PROVIDERS).default("offline")
  ),
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z20.coerce.number().int().positive().default(6e4),
  AI_LEVEL_THRESHOLD: z20.coerce.number().min(0).max(1).default(0.1),
  // The rate limiter keeps one row per allowed event, so each check costs in proportion to this ceiling.
  AI_JOBS_PER_MINUTE: z20.coerce.number().int().positive().max(1e3).default(30),
  WORKER_MODE: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.enum(["inline", "external"]).default("inline")
  ),
  WORKER_CONCURRENCY: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.coerce.number().int().min(1).max(64).optional()
  ),
  METRICS: booleanFlag.default(false),
  METRICS_PORT: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.coerce.number().int().min(1).max(65535).optional()
  ),
  METRICS_TOKEN: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.string().min(16, "must be at least 16 characters").optional()
  ),
  TTS_ENGINE: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.enum(TTS_ENGINES).default("builtin")
  ),
  VOICEVOX_URL: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.url().default("http://127.0.0.1:50021")
  ),
  TTS_OPENAI_URL: z20.preprocess(
    (value) => value === "" ? void 0 : value,
    z20.url().default(OPENAI_TTS_URL)
  ),
  TTS_OPENAI_API_KEY: optionalText,
  TTS_OPENAI_MODEL: z20.string().min(1).default("tts-1"),
  TTS_OPENAI_VOICES: z20.string().default("alloy,echo,fable,onyx,nova,shimmer").transform(
    (value) => value.split(",").map((voice) => voice.trim()).filter(Boolean)
  ).refine((voices) => voices.length > 0, "must name at least one voice"),
  TTS_TIMEOUT_MS: z20.coerce.number().int().positive().default(3e4),
  TTS_PROCESSES: z20.coerce.number().int().min(1).max(32).default(2),
  OPEN_JTALK_DICTIONARY: z20.string().min(1).default("/var/lib/mecab/dic/open-jtalk/naist-jdic")
});
var CheckedEnvSchema = EnvSchema.superRefine(
  (e, ctx) => {
    const require2 = (name, why) => {
      if (e[name] === void 0)
        ctx.addIssue({ code: "custom", path: [name], message: `required when ${why}` });
    };
    if (e.AI_PROVIDER === "openai-compatible") {
      require2("AI_BASE_URL", "AI_PROVIDER is openai-compatible (the server URL, e.g. http://localhost:11434/v1)");
      require2("AI_MODEL", "AI_PROVIDER is openai-compatible");
    } else if (e.AI_PROVIDER === "openai" || e.AI_PROVIDER === "anthropic" || e.AI_PROVIDER === "google") {
      require2(AI_KEY_VARIABLES[e.AI_PROVIDER], `AI_PROVIDER is ${e.AI_PROVIDER}`);
    }
    if (e.METRICS && e.METRICS_PORT === void 0) {
      require2("METRICS_TOKEN", "METRICS is true without METRICS_PORT (scrapers then send it as a bearer token)");
    }
    if (e.WORKER_MODE === "external") {
      require2("DATABASE_URL", "WORKER_MODE is external (worker processes reach the server through PostgreSQL)");
    }
    if (e.TTS_ENGINE === "openai" && e.TTS_OPENAI_URL === OPENAI_TTS_URL && !e.TTS_OPENAI_API_KEY && !e.OPENAI_API_KEY) {
      require2("TTS_OPENAI_API_KEY", "TTS_ENGINE is openai with the default TTS_OPENAI_URL (or set OPENAI_API_KEY)");
    }
  },
  // Runs even when other variables are invalid, so that ConfigError names every bad variable at once.
  { when: () => true }
);
var ConfigError = class extends Error {
  constructor(problems) {
    super(`Invalid configuration:
${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
  }
};
var DAY_MS2 = 24 * 60 * 60 * 1e3;
function loadConfig(env = process.env) {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    blobDir: e.BLOB_DIR ? path.resolve(e.BLOB_DIR) : e.DATABASE_URL ? void 0 : path.resolve(e.DATA_DIR, "blobs"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    workerMode: e.WORKER_MODE,
    // A job on PostgreSQL spends most of its time waiting on the database's round trips: 8 at a time let the
    // queue grow without end at 500 simulated learners (reply p50 15 s), 32 kept up (218 ms).
    workerConcurrency: e.WORKER_CONCURRENCY ?? (e.DATABASE_URL ? 32 : 8),
    metrics: { enabled: e.METRICS, port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS2, maxMs: e.SESSION_MAX_DAYS * DAY_MS2 },
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(",").map((issuer) => issuer.trim()).filter(Boolean)
    },
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_PROVIDER === "offline" ? void 0 : e.AI_MODEL ?? DEFAULT_AI_MODELS[e.AI_PROVIDER],
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_PROVIDER === "offline" ? void 0 : e[AI_KEY_VARIABLES[e.AI_PROVIDER]],
      timeoutMs: e.AI_TIMEOUT_MS,
      levelThreshold: e.AI_LEVEL_THRESHOLD,
      jobsPerMinute: e.AI_JOBS_PER_MINUTE
    },
    tts: {
      engine: e.TTS_ENGINE,
      timeoutMs: e.TTS_TIMEOUT_MS,
      processes: e.TTS_PROCESSES,
      openJtalkDictionary: e.OPEN_JTALK_DICTIONARY,
      voicevoxUrl: e.VOICEVOX_URL.replace(/\/+$/, ""),
      openai: {
        url: e.TTS_OPENAI_URL.replace(/\/+$/, ""),
        apiKey: e.TTS_OPENAI_API_KEY ?? e.OPENAI_API_KEY,
        model: e.TTS_OPENAI_MODEL,
        voices: e.TTS_OPENAI_VOICES
      }
    }
  };
}

// src/db/database.ts
import fs from "node:fs";
import path2 from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect
} from "kysely";
import pg from "pg";

// src/db/migrations/0001_foundation.ts
var foundation_exports = {};
__export(foundation_exports, {
  down: () => down,
  up: () => up
});
async function up(db) {
  await db.schema.createTable("users").addColumn("id", "text", (c) => c.primaryKey()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("alias", "text", (c) => c.notNull()).addColumn("password_hash", "text").addColumn("is_native_account", "integer", (c) => c.notNull()).addColumn("external_issuer", "text").addColumn("external_subject", "text").addColumn("tour_done", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "bigint", (c) => c.notNull()).addUniqueConstraint("users_external_identity", ["external_issuer", "external_subject"]).execute();
  await db.schema.createTable("sessions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("token_hash", "text", (c) => c.notNull().unique()).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("last_seen_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  await db.schema.createTable("user_settings").addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade")).addColumn("jlpt_level", "text", (c) => c.notNull()).addColumn("speed", "text", (c) => c.notNull()).addColumn("translation_language", "text", (c) => c.notNull()).addColumn("voice", "text").addColumn("show_hiragana", "integer", (c) => c.notNull()).addColumn("show_translations", "integer", (c) => c.notNull()).addColumn("show_recommended_words", "integer", (c) => c.notNull()).execute();
  await db.schema.createTable("password_resets").addColumn("token_hash", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("expires_at", "bigint", (c) => c.notNull()).addColumn("used_at", "bigint").execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").column("user_id").execute();
  await db.schema.createTable("rate_limit_events").addColumn("id", "text", (c) => c.primaryKey()).addColumn("bucket", "text", (c) => c.notNull()).addColumn("at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("rate_limit_events_bucket_at").on("rate_limit_events").columns(["bucket", "at"]).execute();
  await db.schema.createTable("profile_pictures").addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade")).addColumn("status", "text", (c) => c.notNull()).addColumn("blob_key", "text").addColumn("updated_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createTable("friend_requests").addColumn("from_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("to_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("friend_requests_pk", ["from_user_id", "to_user_id"]).execute();
  await db.schema.createIndex("friend_requests_to").on("friend_requests").column("to_user_id").execute();
  await db.schema.createTable("friendships").addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("friend_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("friendships_pk", ["user_id", "friend_id"]).execute();
}
async function down(db) {
  for (const table of [
    "friendships",
    "friend_requests",
    "profile_pictures",
    "rate_limit_events",
    "password_resets",
    "user_settings",
    "sessions",
    "users"
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

// src/db/migrations/0002_jobs.ts
var jobs_exports = {};
__export(jobs_exports, {
  down: () => down2,
  up: () => up2
});
async function up2(db) {
  await db.schema.createTable("jobs").addColumn("id", "text", (c) => c.primaryKey()).addColumn("type", "text", (c) => c.notNull()).addColumn("payload", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).addColumn("max_attempts", "integer", (c) => c.notNull()).addColumn("run_at", "bigint", (c) => c.notNull()).addColumn("locked_by", "text").addColumn("heartbeat_at", "bigint").addColumn("last_error", "text").addColumn("idempotency_key", "text", (c) => c.unique()).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("jobs_claim").on("jobs").columns(["status", "run_at"]).execute();
}
async function down2(db) {
  await db.schema.dropTable("jobs").execute();
}

// src/db/migrations/0003_vocabulary.ts
var vocabulary_exports = {};
__export(vocabulary_exports, {
  down: () => down3,
  up: () => up3
});
async function up3(db) {
  await db.schema.createTable("vocabulary_usage").addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("vocab_id", "text", (c) => c.notNull()).addColumn("times_used", "integer", (c) => c.notNull()).addColumn("first_used_at", "bigint", (c) => c.notNull()).addColumn("last_used_at", "bigint", (c) => c.notNull()).addColumn("quality_sum", "double precision", (c) => c.notNull()).addColumn("quality_count", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("vocabulary_usage_pk", ["user_id", "vocab_id"]).execute();
  await db.schema.createTable("vocabulary_explanations").addColumn("vocab_id", "text", (c) => c.primaryKey()).addColumn("payload", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
}
async function down3(db) {
  await db.schema.dropTable("vocabulary_explanations").execute();
  await db.schema.dropTable("vocabulary_usage").execute();
}

// src/db/migrations/0004_conversations.ts
var conversations_exports = {};
__export(conversations_exports, {
  down: () => down4,
  up: () => up4
});
async function up4(db) {
  await db.schema.createTable("conversations").addColumn("id", "text", (c) => c.primaryKey()).addColumn("topic", "text", (c) => c.notNull()).addColumn("jlpt_level", "text", (c) => c.notNull()).addColumn("explanation_vocab_id", "text").addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null")).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("last_activity_at", "bigint", (c) => c.notNull()).addColumn("last_seq", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex("conversations_created_by").on("conversations").column("created_by").execute();
  await db.schema.createTable("conversation_participants").addColumn(
    "conversation_id",
    "text",
    (c) => c.notNull().references("conversations.id").onDelete("cascade")
  ).addColumn("participant_id", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull()).addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade")).addColumn("position", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("conversation_participants_pk", ["conversation_id", "participant_id"]).execute();
  await db.schema.createIndex("conversation_participants_user").on("conversation_participants").column("user_id").execute();
  await db.schema.createTable("messages").addColumn("id", "text", (c) => c.primaryKey()).addColumn(
    "conversation_id",
    "text",
    (c) => c.notNull().references("conversations.id").onDelete("cascade")
  ).addColumn("seq", "integer", (c) => c.notNull()).addColumn("sender_id", "text", (c) => c.notNull()).addColumn("sender_user_id", "text", (c) => c.references("users.id").onDelete("cascade")).addColumn("role", "text", (c) => c.notNull()).addColumn("content", "text", (c) => c.notNull()).addColumn("content_language", "text").addColumn("hiragana", "text").addColumn("furigana", "text").addColumn("translation_english", "text").addColumn("translation_japanese", "text").addColumn("recommended_words", "text").addColumn("level_above_share", "real").addColumn("enhancement_status", "text", (c) => c.notNull()).addColumn("enhancement_error", "text").addColumn("idempotency_key", "text").addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("messages_conversation_seq").on("messages").columns(["conversation_id", "seq"]).unique().execute();
  await db.schema.createIndex("messages_sender_idempotency").on("messages").columns(["sender_id", "idempotency_key"]).unique().execute();
  await db.schema.createIndex("messages_sender_user").on("messages").column("sender_user_id").execute();
}
async function down4(db) {
  for (const table of ["messages", "conversation_participants", "conversations"]) {
    await db.schema.dropTable(table).execute();
  }
}

// src/db/migrations/0005_audio.ts
var audio_exports = {};
__export(audio_exports, {
  down: () => down5,
  up: () => up5
});
async function up5(db) {
  await db.schema.createTable("audio_clips").addColumn("cache_key", "text", (c) => c.primaryKey()).addColumn("status", "text", (c) => c.notNull()).addColumn("generation", "integer", (c) => c.notNull()).addColumn("content_type", "text").addColumn("byte_length", "integer").addColumn("error_code", "text").addColumn("error", "text").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).execute();
}
async function down5(db) {
  await db.schema.dropTable("audio_clips").execute();
}

// src/db/migrations/0006_translations.ts
var translations_exports = {};
__export(translations_exports, {
  down: () => down6,
  up: () => up6
});
async function up6(db) {
  await db.schema.createTable("translations").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("input_text", "text", (c) => c.notNull()).addColumn("source_language", "text", (c) => c.notNull()).addColumn("target_language", "text", (c) => c.notNull()).addColumn("context", "text", (c) => c.notNull()).addColumn("kana_text", "text", (c) => c.notNull()).addColumn("japanese_text", "text", (c) => c.notNull()).addColumn("other_language_text", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("error", "text").addColumn("detected_vocabs", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("translations_user_created").on("translations").columns(["user_id", "created_at"]).execute();
}
async function down6(db) {
  await db.schema.dropTable("translations").execute();
}

// src/db/migrations/0007_analysis.ts
var analysis_exports = {};
__export(analysis_exports, {
  down: () => down7,
  up: () => up7
});
async function up7(db) {
  await db.schema.createTable("message_analyses").addColumn("message_id", "text", (c) => c.primaryKey().references("messages.id").onDelete("cascade")).addColumn("conversation_id", "text", (c) => c.notNull()).addColumn("user_id", "text", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("error", "text").addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("message_analyses_conversation_user").on("message_analyses").columns(["conversation_id", "user_id"]).execute();
  await db.schema.createTable("message_usage").addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade")).addColumn("conversation_id", "text", (c) => c.notNull()).addColumn("user_id", "text", (c) => c.notNull()).addColumn("vocab_id", "text", (c) => c.notNull()).addColumn("vocab_type", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull()).addColumn("count", "integer", (c) => c.notNull()).addColumn("quality", "double precision", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("message_usage_pk", ["message_id", "vocab_id"]).execute();
  await db.schema.createIndex("message_usage_conversation_user").on("message_usage").columns(["conversation_id", "user_id"]).execute();
  await db.schema.createIndex("message_usage_user").on("message_usage").columns(["user_id", "vocab_id"]).execute();
}
async function down7(db) {
  await db.schema.dropTable("message_usage").execute();
  await db.schema.dropTable("message_analyses").execute();
}

// src/db/migrations/0008_word_accents.ts
var word_accents_exports = {};
__export(word_accents_exports, {
  down: () => down8,
  up: () => up8
});
async function up8(db) {
  await db.schema.alterTable("messages").addColumn("word_accents", "text").execute();
}
async function down8(db) {
  await db.schema.alterTable("messages").dropColumn("word_accents").execute();
}

// src/db/migrations/0009_friend_requests_by_email.ts
var friend_requests_by_email_exports = {};
__export(friend_requests_by_email_exports, {
  down: () => down9,
  up: () => up9
});
import { randomUUID } from "node:crypto";
async function up9(db) {
  await db.schema.createTable("friend_requests_by_email").addColumn("id", "text", (c) => c.primaryKey()).addColumn("from_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("to_email", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).addUniqueConstraint("friend_requests_from_to_email", ["from_user_id", "to_email"]).execute();
  const existing = await db.selectFrom("friend_requests").innerJoin("users", "users.id", "friend_requests.to_user_id").select(["friend_requests.from_user_id", "users.email as to_email", "friend_requests.created_at"]).execute();
  for (const request of existing) {
    await db.insertInto("friend_requests_by_email").values({ id: randomUUID(), ...request }).execute();
  }
  await db.schema.dropTable("friend_requests").execute();
  await db.schema.alterTable("friend_requests_by_email").renameTo("friend_requests").execute();
  await db.schema.createIndex("friend_requests_to_email").on("friend_requests").column("to_email").execute();
}
async function down9(db) {
  await db.schema.createTable("friend_requests_by_user").addColumn("from_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("to_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("friend_requests_pk", ["from_user_id", "to_user_id"]).execute();
  const existing = await db.selectFrom("friend_requests").innerJoin("users", "users.email", "friend_requests.to_email").select(["friend_requests.from_user_id", "users.id as to_user_id", "friend_requests.created_at"]).execute();
  for (const request of existing) {
    await db.insertInto("friend_requests_by_user").values(request).execute();
  }
  await db.schema.dropTable("friend_requests").execute();
  await db.schema.alterTable("friend_requests_by_user").renameTo("friend_requests").execute();
  await db.schema.createIndex("friend_requests_to").on("friend_requests").column("to_user_id").execute();
}

// src/db/migrations/0011_review_cards.ts
var review_cards_exports = {};
__export(review_cards_exports, {
  down: () => down10,
  up: () => up10
});
async function up10(db) {
  await db.schema.createTable("review_cards").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("vocab_id", "text", (c) => c.notNull()).addColumn("source", "text", (c) => c.notNull()).addColumn("context_sentence", "text").addColumn("context_correction", "text").addColumn("state", "integer", (c) => c.notNull()).addColumn("due", "bigint", (c) => c.notNull()).addColumn("stability", "double precision", (c) => c.notNull()).addColumn("difficulty", "double precision", (c) => c.notNull()).addColumn("elapsed_days", "integer", (c) => c.notNull()).addColumn("scheduled_days", "integer", (c) => c.notNull()).addColumn("learning_steps", "integer", (c) => c.notNull()).addColumn("reps", "integer", (c) => c.notNull()).addColumn("lapses", "integer", (c) => c.notNull()).addColumn("last_review", "bigint").addColumn("created_at", "bigint", (c) => c.notNull()).addUniqueConstraint("review_cards_user_vocab", ["user_id", "vocab_id"]).execute();
  await db.schema.createIndex("review_cards_user_due").on("review_cards").columns(["user_id", "due"]).execute();
  await db.schema.createTable("review_log").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("card_id", "text", (c) => c.notNull()).addColumn("vocab_id", "text", (c) => c.notNull()).addColumn("rating", "integer", (c) => c.notNull()).addColumn("state", "integer", (c) => c.notNull()).addColumn("stability", "double precision", (c) => c.notNull()).addColumn("difficulty", "double precision", (c) => c.notNull()).addColumn("elapsed_days", "double precision", (c) => c.notNull()).addColumn("scheduled_days", "integer", (c) => c.notNull()).addColumn("duration_ms", "integer").addColumn("source", "text", (c) => c.notNull()).addColumn("review_day", "text", (c) => c.notNull()).addColumn("idempotency_key", "text").addColumn("reviewed_at", "bigint", (c) => c.notNull()).addUniqueConstraint("review_log_user_idempotency", ["user_id", "idempotency_key"]).execute();
  await db.schema.createIndex("review_log_user_day").on("review_log").columns(["user_id", "review_day"]).execute();
  await db.schema.createIndex("review_log_card").on("review_log").columns(["card_id", "reviewed_at"]).execute();
  await db.schema.createTable("review_settings").addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade")).addColumn("new_cards_per_day", "integer", (c) => c.notNull()).addColumn("time_zone", "text", (c) => c.notNull()).execute();
}
async function down10(db) {
  await db.schema.dropTable("review_settings").execute();
  await db.schema.dropTable("review_log").execute();
  await db.schema.dropTable("review_cards").execute();
}

// src/db/migrations/0012_audio_clip_refs.ts
var audio_clip_refs_exports = {};
__export(audio_clip_refs_exports, {
  down: () => down11,
  up: () => up11
});
import { sql } from "kysely";
async function up11(db) {
  await db.schema.alterTable("audio_clips").addColumn("last_fetched_at", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable("audio_clips").set({ last_fetched_at: sql`updated_at` }).execute();
  await db.schema.createIndex("audio_clips_last_fetched_at").on("audio_clips").column("last_fetched_at").execute();
  await db.schema.createTable("audio_clip_refs").addColumn(
    "cache_key",
    "text",
    (c) => c.notNull().references("audio_clips.cache_key").onDelete("cascade")
  ).addColumn("owner", "text", (c) => c.notNull()).addColumn("message_id", "text", (c) => c.references("messages.id").onDelete("cascade")).addColumn("translation_id", "text", (c) => c.references("translations.id").onDelete("cascade")).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("audio_clip_refs_pk", ["cache_key", "owner"]).execute();
  await db.schema.createIndex("audio_clip_refs_message").on("audio_clip_refs").column("message_id").execute();
  await db.schema.createIndex("audio_clip_refs_translation").on("audio_clip_refs").column("translation_id").execute();
  await db.insertInto("audio_clip_refs").columns(["cache_key", "owner", "created_at"]).expression(
    db.selectFrom("audio_clips").select(["cache_key", sql.lit("shared").as("owner"), "updated_at"])
  ).execute();
}
async function down11(db) {
  await db.schema.dropTable("audio_clip_refs").execute();
  await db.schema.dropIndex("audio_clips_last_fetched_at").execute();
  await db.schema.alterTable("audio_clips").dropColumn("last_fetched_at").execute();
}

// src/db/migrations/0013_review_queue_index.ts
var review_queue_index_exports = {};
__export(review_queue_index_exports, {
  down: () => down12,
  up: () => up12
});
async function up12(db) {
  await db.schema.createIndex("review_cards_user_state_created").on("review_cards").columns(["user_id", "state", "created_at"]).execute();
}
async function down12(db) {
  await db.schema.dropIndex("review_cards_user_state_created").execute();
}

// src/db/migrations/0014_vocabulary_ids.ts
var vocabulary_ids_exports = {};
__export(vocabulary_ids_exports, {
  down: () => down13,
  up: () => up13
});
var RENAMED = [
  ["v-3fa89fd4fd3a", "v-18bb555dc33e"],
  // 朝ご飯 [あさごはん] → 朝御飯
  ["v-d7c45d9e0628", "v-bcf28efabe46"],
  // あなた [あなた] → 貴方
  ["v-0f5e1d8c2ee2", "v-a7eea0bacd22"],
  // ある [ある] → 有る
  ["v-0ef510d2ad99", "v-5ff176d202d2"],
  // いつ [いつ] → 何時
  ["v-9bb69ef60c80", "v-150093f8b64e"],
  // 入り口 [いりぐち] → 入口
  ["v-e511de41c70c", "v-a67416e73c3d"],
  // いる [いる] → 居る
  ["v-97db13506f2b", "v-2165020ec08c"],
  // おばさん [おばさん] → 伯母さん
  ["v-af7c5224c1aa", "v-98b0c405787d"],
  // かかる [かかる] → 掛かる
  ["v-6be369515a13", "v-ad70015d9ab5"],
  // かける [かける] → 掛ける
  ["v-79cde3ad2d33", "v-d16d8a4857ce"],
  // かばん [かばん] → 鞄
  ["v-60a62ace2715", "v-5abaf7672633"],
  // ここ [ここ] → 此処
  ["v-1622e5c71b73", "v-8ad926e19bed"],
  // こっち [こっち] → 此方
  ["v-9f2a076b5dad", "v-ae961cba2809"],
  // この [この] → 此の
  ["v-1a6822fbbc83", "v-9145e46f6bd5"],
  // ご主人 [ごしゅじん] → 御主人
  ["v-10369f60d9bc", "v-8c151612a3bc"],
  // ご馳走様 [ごちそうさま] → ごちそうさま
  ["v-6479574fd567", "v-952a80fe5326"],
  // ご飯 [ごはん] → 御飯
  ["v-cb703e214993", "v-da5c058b98bc"],
  // しかし [しかし] → 然し
  ["v-e263fe699f92", "v-be75220fc5d6"],
  // すぐ [すぐ] → 直ぐ
  ["v-8470accbc2a3", "v-7cb74f4992fb"],
  // する [する] → 為る
  ["v-fb1823758792", "v-e2e79ba66fa7"],
  // そこ [そこ] → 其処
  ["v-19216562afa5", "v-e47f23bbba4c"],
  // その [その] → 其の
  ["v-ceba894c9dbf", "v-3a8ae654f964"],
  // ちょうど [ちょうど] → 丁度
  ["v-513bf6fe63b0", "v-71eb24ecd2a2"],
  // できる [できる] → 出来る
  ["v-d17aa56d37a8", "v-e27862c06685"],
  // どう [どう] → 如何
  ["v-3224ea4ae53e", "v-bf92640940f1"],
  // どの [どの] → 何の
  ["v-001be9f55e45", "v-5ddd971b47aa"],
  // 初めまして [はじめまして] → はじめまして
  ["v-15831e23e980", "v-9f61ccc2e748"],
  // 晩ご飯 [ばんごはん] → 晩御飯
  ["v-7b9b0cffa9fd", "v-a780acb01314"],
  // 昼ご飯 [ひるごはん] → 昼御飯
  ["v-379893854e8e", "v-c371cf9b98a3"],
  // まずい [まずい] → 不味い
  ["v-e24ff59cd0e2", "v-b6676530de03"],
  // また [また] → 又
  ["v-0e9223b20b1b", "v-cf351dfe71d4"],
  // やる [やる] → 遣る
  ["v-885f80f47b35", "v-30d70c2a0df7"],
  // よく [よく] → 良く
  ["v-5ce4600aad5a", "v-ba10595b9e7d"],
  // 旨い [うまい] → 上手い
  ["v-54cfc43c6d4f", "v-3b8d0db09178"],
  // お釣り [おつり] → おつり
  ["v-61e79ab71eb0", "v-3766574388c8"],
  // くれる [くれる] → 呉れる
  ["v-d6e72044fbb6", "v-fc88c1c846f1"],
  // ごみ [ごみ] → 塵
  ["v-d0728db49deb", "v-09f269df91bd"],
  // ご覧になる [ごらんになる] → ごらんになる
  ["v-d30a4bbcb2c0", "v-03b3939f10c9"],
  // さっき [さっき] → 先
  ["v-424d4d1bba15", "v-4be94810a246"],
  // すり [すり] → 掏摸
  ["v-6ea1b6f21cfd", "v-df89280076d2"],
  // それ程 [それほど] → それほど
  ["v-503506213913", "v-ea9f9ed330ce"],
  // ため [ため] → 為
  ["v-c318077c7b7f", "v-0b1f25260f80"],
  // つもり [つもり] → 積もり
  ["v-725a7278f162", "v-e2060bdaabfd"],
  // とうとう [とうとう] → 到頭
  ["v-146afe22a0a4", "v-65f7569f4fed"],
  // はず [はず] → 筈
  ["v-b2d35966ca2e", "v-5797876fbe18"],
  // ぶどう [ぶどう] → 葡萄
  ["v-6ce946ecba8f", "v-df5e0bb4ab48"],
  // まず [まず] → 先ず
  ["v-6ae498a13566", "v-83c42b2058c7"],
  // あくび [あくび] → 欠伸
  ["v-680bf53dee63", "v-88f2ec836b1a", "merged"],
  // 温まる [あたたまる] → 暖まる
  ["v-1ef0abbfd3c9", "v-4fdea022a357", "merged"],
  // 温める [あたためる] → 暖める
  ["v-e8485eb11e25", "v-3ff4bc5c5fb1", "merged"],
  // ありがたい [ありがたい] → 有難い
  ["v-ebda995d3792", "v-07b02e9c48aa"],
  // いたずら [いたずら] → 悪戯
  ["v-76d32414ab70", "v-286d779bd275"],
  // いつの間にか [いつのまにか] → いつのまにか
  ["v-fd7e0369b3d8", "v-d7eaf22263ef"],
  // いとこ [いとこ] → 従兄弟
  ["v-b8ecbdb8b2aa", "v-a79a7a50e1f5"],
  // うがい [うがい] → 嗽
  ["v-e355c304cb92", "v-d9eee41e1f49"],
  // 生む [うむ] → 産む
  ["v-05ae98c35a15", "v-bed561bdd7e0", "merged"],
  // 売り上げ [うりあげ] → 売上
  ["v-83e98d761180", "v-b39361236f4d", "merged"],
  // 追いかける [おいかける] → 追い掛ける
  ["v-efb017ca50e4", "v-1b9f00c0fa5e"],
  // お辞儀 [おじぎ] → 御辞儀
  ["v-788b31387dab", "v-82bad7fca6c3"],
  // 落ち着く [おちつく] → 落着く
  ["v-7f8fc7ebe4db", "v-d6fad7206a34"],
  // おめでとう [おめでとう] → お目出度う
  ["v-92f2f34c00b2", "v-2accddd91f62"],
  // 下ろす [おろす] → 下す
  ["v-4e36f8d6b7f4", "v-ed4575941b1d"],
  // かかと [かかと] → 踵
  ["v-10a39c913e9f", "v-e3c48e926f2f"],
  // ことわざ [ことわざ] → 諺
  ["v-e26733b4e98c", "v-1ad90c96350a"],
  // こぼれる [こぼれる] → 零れる
  ["v-08e48068ff77", "v-8f892c171dc8"],
  // ごく [ごく] → 極
  ["v-e8e2a55a7f3d", "v-0b5811d8fad1"],
  // ごまかす [ごまかす] → 誤魔化す
  ["v-b67af5f13729", "v-44a557fdde83"],
  // ごめん [ごめん] → 御免
  ["v-56b719fe165a", "v-b6b26098c8bb"],
  // さすが [さすが] → 流石
  ["v-dccf5233b6a8", "v-dfc6a13c8ba1"],
  // 支払い [しはらい] → 支払
  ["v-9232ae5e06bb", "v-c71826ca8f1d"],
  // しまう [しまう] → 仕舞う
  ["v-9b2adc29b270", "v-00a670da73dc"],
  // せい [せい] → 所為
  ["v-ef88f6726001", "v-eb3c95b93527"],
  // たまたま [たまたま] → 偶々
  ["v-1c2d7967ed98", "v-068b4f68c636"],
  // ついに [ついに] → 遂に
  ["v-09d7cac4b405", "v-ea8b7e1abba3"],
  // とりあえず [とりあえず] → 取りあえず
  ["v-50234797a99e", "v-ebfc57592875", "merged"],
  // ネズミ [ネズミ] → 鼠
  ["v-2e7b331773a3", "v-1a2a1d94e0be"],
  // 話し中 [はなしちゅう] → 話中
  ["v-9e3112a53935", "v-3a0739f45f20"],
  // 引き返す [ひきかえす] → 引返す
  ["v-92a1752e0e96", "v-0c257eccbdb4"],
  // 日差し [ひざし] → 陽射
  ["v-1229375e664d", "v-138a3cca05e2"],
  // 引っ越し [ひっこし] → 引越し
  ["v-affc772c1997", "v-812e085a7177", "merged"],
  // 人混み [ひとごみ] → 人込み
  ["v-40372be85a78", "v-e594d9706914"],
  // 日にち [ひにち] → 日日
  ["v-a700eaaaed5c", "v-82bdb350d283"],
  // 包丁 [ほうちょう] → 庖丁
  ["v-6ee3addb6ca3", "v-3ce113de09c6"],
  // ほぼ [ほぼ] → 略
  ["v-727f912586b4", "v-eec6a0d8b35d"],
  // まとまる [まとまる] → 纏まる
  ["v-8273bac1d5e8", "v-2af998897811"],
  // まとめる [まとめる] → 纏める
  ["v-461160bf2748", "v-17658b755e15", "merged"],
  // 見かけ [みかけ] → 見掛け
  ["v-f0edddb6f45d", "v-3914151adc3c"],
  // 見かける [みかける] → 見掛ける
  ["v-ad28b721814a", "v-a59647b38121", "merged"],
  // やかん [やかん] → 薬缶
  ["v-c2833c11fa46", "v-117bc8e9736e"],
  // ようやく [ようやく] → 漸く
  ["v-5d3c34808282", "v-81ee5a33452f"],
  // わざわざ [わざわざ] → 態々
  ["v-c47e88957adf", "v-c25dff19d2a9"],
  // あえて [あえて] → 敢えて
  ["v-f8014c434f46", "v-09af2e4adaec"],
  // あらかじめ [あらかじめ] → 予め
  ["v-446c548eaecd", "v-9d7b3dc2bc6a"],
  // ありのまま [ありのまま] → 有りのまま
  ["v-952deb2d29ba", "v-ca990653c013"],
  // いかにも [いかにも] → 如何にも
  ["v-ac06dd284332", "v-f0d0e4c70c67"],
  // 大雑把 [おおざっぱ] → おおざっぱ
  ["v-c193f227ea23", "v-d3005d259042"],
  // 落とし物 [おとしもの] → 落し物
  ["v-aa283533ddc6", "v-1e7ef265cb84"],
  // おまけ [おまけ] → 御負け
  ["v-edfd89da915d", "v-aa83c64e5cf8"],
  // かえって [かえって] → 却って
  ["v-9ca54dc9ce04", "v-749daa71f1e9"],
  // 関わる [かかわる] → 係わる
  ["v-b624574b4e96", "v-ee16ecf1e322"],
  // 齧る [かじる] → かじる
  ["v-7167fa47d033", "v-1f573d148dc5"],
  // かつ [かつ] → 且つ
  ["v-02c988698075", "v-1f7b2403ee09"],
  // かつて [かつて] → 嘗て
  ["v-c1c977acef9b", "v-ddd14d739d26"],
  // 交代 [こうたい] → 交替
  ["v-178763cff622", "v-4df83311db80"],
  // ごぶさた [ごぶさた] → 御無沙汰
  ["v-df1353761ae8", "v-86caf3ec1dd6"],
  // ご覧 [ごらん] → 御覧
  ["v-b02d821fe46f", "v-d5fa5c195d79"],
  // さかさま [さかさま] → 逆様
  ["v-9e9a35a997f4", "v-674aaa015f59", "merged"],
  // しまい [しまい] → 姉妹
  ["v-cc261aa7f19a", "v-5e6a0e8fdb0b"],
  // しまった [しまった] → 仕舞った
  ["v-7f01477bc182", "v-ed1794899662"],
  // しわ [しわ] → 皺
  ["v-1cc320b074e9", "v-1de8260dc2e0"],
  // 擦れ違う [すれちがう] → すれちがう
  ["v-07ceb20a5703", "v-c1aa2b404929"],
  // せいぜい [せいぜい] → 精々
  ["v-763acbc16fa8", "v-6fc51933dc40"],
  // せっかく [せっかく] → 折角
  ["v-ad2fc89ba440", "v-9aabdf2bc463"],
  // 石鹸 [せっけん] → せっけん
  ["v-cb4530c5a469", "v-024ae8e9d8a9"],
  // その頃 [そのころ] → そのころ
  ["v-9e79b4444fdf", "v-1be4f7bfd640", "merged"],
  // 傍 [そば] → 側
  ["v-dc5d3654beb5", "v-99c982471a24"],
  // ただし [ただし] → 但し
  ["v-a5080b2be9eb", "v-57bcad03bb2f"],
  // ため息 [ためいき] → 溜息
  ["v-7683e8316340", "v-d3c29d029cc5"],
  // 田んぼ [たんぼ] → 田ぼ
  ["v-9d7d6e65afbf", "v-402a8d3e9cf2"],
  // ちぎる [ちぎる] → 千切る
  ["v-78afbac2cf06", "v-e5f45b3780c3"],
  // ついで [ついで] → 序で
  ["v-8ca02fbec61d", "v-c068adb37d7c"],
  // 使い [つかい] → 遣い
  ["v-7440dd96a84b", "v-3949d4ff0aa5"],
  // 取引 [とりひき] → 取り引き
  ["v-c53a6b60bfc7", "v-c80d0aad563f"],
  // トン [トン] → 屯
  ["v-d591210c8c61", "v-f63b29bc5278", "merged"],
  // なお [なお] → 尚
  ["v-eb054c70796b", "v-c78b7998a38b"],
  // なんだか [なんだか] → 何だか
  ["v-5b40a0f59a32", "v-924a9589164b"],
  // なんて [なんて] → 何て
  ["v-3c533686a751", "v-90222301c17f"],
  // にわか [にわか] → 俄
  ["v-f2d5c115773e", "v-dcba049ca94e"],
  // 捻る [ねじる] → 捩る
  ["v-9e9793def167", "v-2ca1877293b3"],
  // のろい [のろい] → 鈍い
  ["v-ee44b00718d3", "v-ff51d5a4820a"],
  // のんき [のんき] → 呑気
  ["v-e85d7a63a106", "v-88b3609f7b3d"],
  // ばかばかしい [ばかばかしい] → 馬鹿馬鹿しい
  ["v-5909fb55aa85", "v-ef0e4db9625c"],
  // 人差し指 [ひとさしゆび] → 人差指
  ["v-01ad83731548", "v-22b53c62e62a"],
  // ふと [ふと] → 不図
  ["v-3684fb7eaa3a", "v-bbd2a63843ea"],
  // 振る舞う [ふるまう] → 振舞う
  ["v-184a50de56bd", "v-649179721cbe"],
  // ほんの [ほんの] → 本の
  ["v-40ce7952756f", "v-1bf0c4d3dd3b"],
  // 誠に [まことに] → 真に
  ["v-cff8eec2cd0a", "v-4ad133b84473"],
  // まし [まし] → 増し
  ["v-d9b7c0d39619", "v-82dc08c85a04"],
  // 瞼 [まぶた] → まぶた
  ["v-5f1b835a644c", "v-ae5d29ea78a8"],
  // むしろ [むしろ] → 寧ろ
  ["v-895958fc9f73", "v-372196c3b8d4"],
  // 目覚まし [めざまし] → 目覚し
  ["v-57411b5afda1", "v-4d98d47b5afc"],
  // 目覚ましい [めざましい] → 目覚しい
  ["v-d4788477ec30", "v-39d755e008e5", "merged"],
  // めったに [めったに] → 滅多に
  ["v-1a6e069f4281", "v-fd77bcb36150"],
  // 目盛り [めもり] → 目盛
  ["v-6004afa8af8d", "v-b8259df6d78a"],
  // もしくは [もしくは] → 若しくは
  ["v-2100bdbeb1a2", "v-2aeb2b1e0352", "merged"],
  // もっとも [もっとも] → 尤も
  ["v-5c63fdec0812", "v-f61f91115243"],
  // ものすごい [ものすごい] → 物凄い
  ["v-eb2a9f3914c6", "v-ac2cfa47fb22"],
  // やむを得ない [やむをえない] → やむをえない
  ["v-dfb368cf6287", "v-b6fc9e32c9e5"],
  // よほど [よほど] → 余程
  ["v-46e12cebbf7b", "v-2e3bc2a942f1"],
  // あくどい [あくどい] → 悪どい
  ["v-13a417b92db8", "v-f35f2bb6d3b3"],
  // 嘲笑う [あざわらう] → あざ笑う
  ["v-d3d027b3ed0c", "v-8cf57f1c38e7"],
  // アルカリ [アルカリ] → 亜爾加里
  ["v-76c8cb731bb9", "v-8713737f4478"],
  // いじる [いじる] → 弄る
  ["v-6033692dc732", "v-71109c54e330"],
  // いびき [いびき] → 鼾
  ["v-756015fca155", "v-d8264a3af9fc"],
  // いやに [いやに] → 嫌に
  ["v-fd0ac72eb5e5", "v-463d2e9e175f"],
  // うっとうしい [うっとうしい] → 鬱陶しい
  ["v-2f3603162dd0", "v-786b9b2d8286"],
  // 梅干し [うめぼし] → 梅干
  ["v-167fc83fb381", "v-a1fca7c02bcf"],
  // うつろ [うつろ] → 空ろ
  ["v-89467a6f2425", "v-351836fab4bf"],
  // おごる [おごる] → 傲る
  ["v-8c72f17bbd14", "v-00c6a8dd7fbf"],
  // おだてる [おだてる] → 煽てる
  ["v-d59e0c593057", "v-b7abf1f1c23d"],
  // 落葉 [おちば] → 落ち葉
  ["v-e49d26355ab2", "v-cbd0ffb2e919"],
  // かぶれる [かぶれる] → 気触れる
  ["v-17874b60aca8", "v-1ce8a31dced2"],
  // きらびやか [きらびやか] → 煌びやか
  ["v-819cd043ee37", "v-519077e3544e"],
  // くすぐったい [くすぐったい] → 擽ぐったい
  ["v-9b3d06182e37", "v-bb861740c9a7"],
  // けなす [けなす] → 貶す
  ["v-eb73a0080f76", "v-c166104c9455"],
  // こつ [こつ] → 骨
  ["v-f8e75bb87de1", "v-79ca0345a9a1"],
  // 籠もる [こもる] → 篭る
  ["v-132f85bf7fd0", "v-c54a05bcd122"],
  // さらう [さらう] → 拐う
  ["v-7234aa86beb9", "v-a50650636963"],
  // さぞ [さぞ] → 嘸
  ["v-1989aa6d423b", "v-1a30075c4fa9"],
  // さも [さも] → 然も
  ["v-f55ed719e199", "v-71df31ec1150"],
  // ジーパン [ジーパン] → Ｇパン
  ["v-e677ca098d43", "v-7b8678720370"],
  // しきたり [しきたり] → 為来り
  ["v-79c41717fa1c", "v-e8adae269897", "merged"],
  // 搾る [しぼる] → 絞る
  ["v-87d476c331c7", "v-44f4264d3abf", "merged"],
  // 具わる [そなわる] → 備わる
  ["v-715eda81b025", "v-4dfe9374b83c"],
  // それ故 [それゆえ] → 其れ故
  ["v-cd1b591cf433", "v-e295ab44b5b1"],
  // 断つ [たつ] → 絶つ
  ["v-cf394077c4db", "v-78b1cabce6ec"],
  // 途切れる [とぎれる] → 跡切れる
  ["v-2bd3405b9828", "v-924a72015588"],
  // とりわけ [とりわけ] → 取り分け
  ["v-ac5ee2d6a65f", "v-9c5cb503d3c5"],
  // とっさ [とっさ] → 咄嗟
  ["v-bdfc453fa9e8", "v-166926cd1586"],
  // とかく [とかく] → 兎角
  ["v-74f6edb3f780", "v-7ac15a56c306"],
  // 何とぞ [なにとぞ] → 何卒
  ["v-1348e40e4951", "v-9cc05663e47b"],
  // 成す [なす] → 為す
  ["v-31dc5c425abf", "v-ca83ab2f1c52"],
  // 捩じれる [ねじれる] → 捻じれる
  ["v-27db627a5d60", "v-f203c650c830"],
  // 儚い [はかない] → 果ない
  ["v-a6e7207e476b", "v-b2c44193e2bf"],
  // 嵌める [はめる] → はめる
  ["v-56fa163bb8bd", "v-d55cfef08f17"],
  // ばらまく [ばらまく] → 散蒔く
  ["v-3fb336ba7029", "v-dc04ad164edb"],
  // ひたすら [ひたすら] → 一向
  ["v-21233210b4c2", "v-9e44e8adb393"],
  // 膨張 [ぼうちょう] → 膨脹
  ["v-a502d60e058c", "v-3f0f44515313"],
  // 畔 [ほとり] → 辺り
  ["v-1f91cc61b8c5", "v-6a955a959b7b"],
  // まごつく [まごつく] → 間誤付く
  ["v-4a05bbcef30b", "v-8c31a631eee3"],
  // まして [まして] → 況して
  ["v-74507e954728", "v-931dec05d6a2"],
  // 見積もり [みつもり] → 見積り
  ["v-21537df501d1", "v-1946b2d05c4b"],
  // 申し出 [もうしで] → 申出
  ["v-441ad7cb1df2", "v-26724d610fe5"],
  // もがく [もがく] → 藻掻く
  ["v-0d1b59d5d05c", "v-123d34ca723c"],
  // もてる [もてる] → 持てる
  ["v-87ab2abd5b8d", "v-722c05296860"],
  // もはや [もはや] → 最早
  ["v-0821e86dc702", "v-2380fded1187"],
  // 遣り遂げる [やりとげる] → やり遂げる
  ["v-29385933adfc", "v-905eea7a8326"],
  // 良し悪し [よしあし] → 善し悪し
  ["v-2fa9b6657c28", "v-ae6dbddd61c3"],
  // まるっきり [まるっきり] → 丸っきり
  ["v-5b95fc526e03", "v-1fb3d1b90a37"],
  // ことごとく [ことごとく] → 悉く
  ["v-08bc903f2cfa", "v-be09f684d084"],
  // いかに [いかに] → 如何に
  ["v-631a8e16566c", "v-1ca66acc2d2a"],
  // 予て [かねて] → 兼ねて
  ["v-dc24c637e9eb", "v-1c5e76bc28ae", "merged"]
  // 鎮まる [しずまる] → 静まる
];
async function up13(db) {
  for (const [oldId, newId2] of RENAMED) await rename(db, oldId, newId2);
}
async function rename(db, oldId, newId2) {
  await mergeUsage(db, oldId, newId2);
  await mergeMessageUsage(db, oldId, newId2);
  await mergeReviewCards(db, oldId, newId2);
  await db.updateTable("review_log").set({ vocab_id: newId2 }).where("vocab_id", "=", oldId).execute();
  await db.updateTable("conversations").set({ explanation_vocab_id: newId2 }).where("explanation_vocab_id", "=", oldId).execute();
  const explained = await db.selectFrom("vocabulary_explanations").select("vocab_id").where("vocab_id", "=", newId2).executeTakeFirst();
  if (explained) await db.deleteFrom("vocabulary_explanations").where("vocab_id", "=", oldId).execute();
  else
    await db.updateTable("vocabulary_explanations").set({ vocab_id: newId2 }).where("vocab_id", "=", oldId).execute();
}
async function mergeUsage(db, oldId, newId2) {
  const rows = await db.selectFrom("vocabulary_usage").selectAll().where("vocab_id", "=", oldId).execute();
  for (const old of rows) {
    const current = await db.selectFrom("vocabulary_usage").selectAll().where("user_id", "=", old.user_id).where("vocab_id", "=", newId2).executeTakeFirst();
    if (current) {
      await db.updateTable("vocabulary_usage").set({
        times_used: Number(current.times_used) + Number(old.times_used),
        first_used_at: Math.min(Number(current.first_used_at), Number(old.first_used_at)),
        last_used_at: Math.max(Number(current.last_used_at), Number(old.last_used_at)),
        quality_sum: Number(current.quality_sum) + Number(old.quality_sum),
        quality_count: Number(current.quality_count) + Number(old.quality_count)
      }).where("user_id", "=", old.user_id).where("vocab_id", "=", newId2).execute();
      await db.deleteFrom("vocabulary_usage").where("user_id", "=", old.user_id).where("vocab_id", "=", oldId).execute();
    } else {
      await db.updateTable("vocabulary_usage").set({ vocab_id: newId2 }).where("user_id", "=", old.user_id).where("vocab_id", "=", oldId).execute();
    }
  }
}
async function mergeMessageUsage(db, oldId, newId2) {
  const rows = await db.selectFrom("message_usage").select(["message_id", "count"]).where("vocab_id", "=", oldId).execute();
  for (const old of rows) {
    const current = await db.selectFrom("message_usage").select("count").where("message_id", "=", old.message_id).where("vocab_id", "=", newId2).executeTakeFirst();
    if (current) {
      await db.updateTable("message_usage").set({ count: Number(current.count) + Number(old.count) }).where("message_id", "=", old.message_id).where("vocab_id", "=", newId2).execute();
      await db.deleteFrom("message_usage").where("message_id", "=", old.message_id).where("vocab_id", "=", oldId).execute();
    } else {
      await db.updateTable("message_usage").set({ vocab_id: newId2 }).where("message_id", "=", old.message_id).where("vocab_id", "=", oldId).execute();
    }
  }
}
async function mergeReviewCards(db, oldId, newId2) {
  const rows = await db.selectFrom("review_cards").select(["id", "user_id", "reps"]).where("vocab_id", "=", oldId).execute();
  for (const old of rows) {
    const current = await db.selectFrom("review_cards").select(["id", "reps"]).where("user_id", "=", old.user_id).where("vocab_id", "=", newId2).executeTakeFirst();
    if (!current) {
      await db.updateTable("review_cards").set({ vocab_id: newId2 }).where("id", "=", old.id).execute();
      continue;
    }
    const [kept, dropped] = Number(old.reps) > Number(current.reps) ? [old, current] : [current, old];
    await db.updateTable("review_log").set({ card_id: kept.id }).where("card_id", "=", dropped.id).execute();
    await db.deleteFrom("review_cards").where("id", "=", dropped.id).execute();
    await db.updateTable("review_cards").set({ vocab_id: newId2 }).where("id", "=", kept.id).execute();
  }
}
async function down13(db) {
  for (const [oldId, newId2, merged] of RENAMED) if (!merged) await rename(db, newId2, oldId);
}

// src/db/migrations/0015_blobs.ts
var blobs_exports = {};
__export(blobs_exports, {
  down: () => down14,
  up: () => up14
});
import { PostgresAdapter } from "kysely";
async function up14(db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.createTable("blobs").addColumn("key", "text", (c) => c.primaryKey()).addColumn("version", "text", (c) => c.notNull()).addColumn("content_type", "text", (c) => c.notNull()).addColumn("size", "bigint", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db.schema.createTable("blob_chunks").addColumn("version", "text", (c) => c.notNull()).addColumn("key", "text", (c) => c.notNull()).addColumn("idx", "integer", (c) => c.notNull()).addColumn("data", "bytea", (c) => c.notNull()).addPrimaryKeyConstraint("blob_chunks_pk", ["version", "idx"]).execute();
  await db.schema.createIndex("blob_chunks_key").on("blob_chunks").column("key").execute();
}
async function down14(db) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema.dropTable("blob_chunks").execute();
  await db.schema.dropTable("blobs").execute();
}

// src/db/migrations/0016_review_due_covering_index.ts
var review_due_covering_index_exports = {};
__export(review_due_covering_index_exports, {
  down: () => down15,
  up: () => up15
});
async function up15(db) {
  await db.schema.createIndex("review_cards_user_due_order").on("review_cards").columns(["user_id", "due", "state", "last_review", "stability", "id"]).execute();
  await db.schema.dropIndex("review_cards_user_due").execute();
}
async function down15(db) {
  await db.schema.createIndex("review_cards_user_due").on("review_cards").columns(["user_id", "due"]).execute();
  await db.schema.dropIndex("review_cards_user_due_order").execute();
}

// src/db/migrations/0017_conversation_events.ts
var conversation_events_exports = {};
__export(conversation_events_exports, {
  down: () => down16,
  up: () => up16
});
async function up16(db) {
  await db.schema.createTable("conversation_events").addColumn(
    "conversation_id",
    "text",
    (c) => c.notNull().references("conversations.id").onDelete("cascade")
  ).addColumn("seq", "integer", (c) => c.notNull()).addColumn("message_id", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("conversation_events_pk", ["conversation_id", "seq"]).execute();
}
async function down16(db) {
  await db.schema.dropTable("conversation_events").execute();
}

// src/db/wal-checkpointer.ts
import { createRequire as createRequire2 } from "node:module";
import { Worker } from "node:worker_threads";
var CHECKPOINT_EVERY_MS = 1e3;
var STOP_WITHIN_MS = 5e3;
var CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 100');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint, a schema change): the next tick tries again.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  Atomics.store(workerData.closed, 0, 1);
  Atomics.notify(workerData.closed, 0);
  parentPort.close();
});
`;
function checkpointInTheBackground(sqlite, file, onError = () => {
}) {
  sqlite.pragma("wal_autocheckpoint = 0");
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire2(import.meta.url).resolve("better-sqlite3"),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      closed
    }
  });
  worker.on("error", (error) => {
    Atomics.store(closed, 0, 1);
    onError(error);
  });
  worker.unref();
  return {
    /**
     * Ends the thread after its current checkpoint and returns once it has closed its connection (at most
     * STOP_WITHIN_MS), so that the server's own connection closes last and removes the log: a caller may
     * delete the folder right after (tests do).
     */
    stop() {
      worker.postMessage("stop");
      Atomics.wait(closed, 0, 0, STOP_WITHIN_MS);
    }
  };
}

// src/db/database.ts
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
var migrations = {
  "0001_foundation": foundation_exports,
  "0002_jobs": jobs_exports,
  "0003_vocabulary": vocabulary_exports,
  "0004_conversations": conversations_exports,
  "0005_audio": audio_exports,
  "0006_translations": translations_exports,
  "0007_analysis": analysis_exports,
  "0008_word_accents": word_accents_exports,
  "0009_friend_requests_by_email": friend_requests_by_email_exports,
  "0011_review_cards": review_cards_exports,
  "0012_audio_clip_refs": audio_clip_refs_exports,
  "0013_review_queue_index": review_queue_index_exports,
  "0014_vocabulary_ids": vocabulary_ids_exports,
  "0015_blobs": blobs_exports,
  "0016_review_due_covering_index": review_due_covering_index_exports,
  "0017_conversation_events": conversation_events_exports
};
function createDatabase(options) {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE
    });
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path2.join(options.dataDir, "kaiwa.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const checkpointer = checkpointInTheBackground(sqlite, file, options.onCheckpointerError);
  const database = {
    prepare: (query) => sqlite.prepare(query),
    close: () => {
      checkpointer.stop();
      sqlite.close();
    }
  };
  return { db: new Kysely({ dialect: new SqliteDialect({ database }) }), engine: "sqlite" };
}
var migratorFor = (db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
async function migrateToLatest(db) {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

// src/japanese-core.ts
function createJapaneseCore(catalogue = loadCatalogue()) {
  return {
    catalogue,
    analyze: (text) => analyze(text, catalogue),
    detectUsage: (text) => detectUsage(text, catalogue),
    glossJapanese: (text) => glossJapanese(text, catalogue)
  };
}

// src/jobs/job-worker.ts
import { hostname } from "node:os";

// src/lib/ids.ts
import { randomUUID as randomUUID2 } from "node:crypto";
var newId = () => randomUUID2();

// src/jobs/job-queue.ts
import { sql as sql2 } from "kysely";

// src/lib/batcher.ts
function createBatcher(run, limit) {
  const weigh = limit.weigh ?? (() => 1);
  const waiting = [];
  let draining;
  async function drain() {
    while (waiting.length > 0) {
      const batch = [waiting.shift()];
      let weight = weigh(batch[0].item);
      while (waiting.length > 0 && weight + weigh(waiting[0].item) <= limit.max) {
        weight += weigh(waiting[0].item);
        batch.push(waiting.shift());
      }
      try {
        const results = await run(batch.map((entry) => entry.item));
        for (const [index2, entry] of batch.entries()) entry.resolve(results[index2]);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    draining = void 0;
  }
  return {
    add(item) {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        draining ??= drain();
      });
    },
    /** Resolves once every item added so far has been handled. */
    settled: async () => {
      await draining;
    }
  };
}
function batchedLookup(find, keyOf, max = 100) {
  const batcher = createBatcher(
    async (keys) => {
      const rows = await find([...new Set(keys)]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    { max }
  );
  return batcher.add;
}

// src/jobs/job-queue.ts
var JOBS_CHANNEL = "jobs";
var toView = (row) => ({
  id: row.id,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error
});
function backoffMs(attempt, random = Math.random) {
  const ceiling = Math.min(3e5, 1e3 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * ceiling / 2);
}
function createJobQueue(deps) {
  const { db, engine, clock, notifier } = deps;
  async function findByKey(key) {
    return db.selectFrom("jobs").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }
  const completions = createBatcher(
    async (done) => {
      const now = clock.now();
      for (const workerId of new Set(done.map((job) => job.workerId))) {
        await db.updateTable("jobs").set({
          status: "completed",
          locked_by: null,
          heartbeat_at: null,
          last_error: null,
          updated_at: now
        }).where(
          "id",
          "in",
          done.filter((job) => job.workerId === workerId).map((job) => job.id)
        ).where("locked_by", "=", workerId).execute();
      }
      return done.map(() => void 0);
    },
    { max: 100 }
  );
  return {
    async enqueue(jobType, payload, options = {}) {
      const checked = jobType.payload.parse(payload);
      const now = clock.now();
      const row = {
        id: newId(),
        type: jobType.type,
        payload: JSON.stringify(checked),
        status: "queued",
        attempts: 0,
        max_attempts: jobType.maxAttempts,
        run_at: options.runAt ?? now,
        locked_by: null,
        heartbeat_at: null,
        last_error: null,
        idempotency_key: options.idempotencyKey ?? null,
        created_at: now,
        updated_at: now
      };
      const inserted = await db.insertInto("jobs").values(row).onConflict((conflict) => conflict.column("idempotency_key").doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 && options.idempotencyKey) {
        const existing = await findByKey(options.idempotencyKey);
        if (existing) return toView(existing);
      }
      await notifier.publish(JOBS_CHANNEL, jobType.type);
      return toView(row);
    },
    /** Per job type: jobs waiting (due or not), and how long the longest-waiting due one has been due. */
    async stats() {
      const now = clock.now();
      const rows = await db.selectFrom("jobs").select((eb) => [
        "type",
        eb.fn.countAll().as("queued"),
        eb.fn.min(eb.case().when("run_at", "<=", now).then(eb.ref("run_at")).end()).as("oldest_due")
      ]).where("status", "=", "queued").groupBy("type").execute();
      return rows.map((row) => ({
        type: row.type,
        queued: Number(row.queued),
        waitingMs: row.oldest_due === null ? 0 : now - Number(row.oldest_due)
      }));
    },
    /**
     * Queues the run of a job that repeats every `everyMs`, for the current period (due at once) or the next
     * one (due when it starts). A period has one run, however many workers and runs ask for it.
     */
    async schedule(jobType, payload, everyMs, period) {
      const now = clock.now();
      const index2 = Math.floor(now / everyMs) + (period === "next" ? 1 : 0);
      await this.enqueue(jobType, payload, {
        idempotencyKey: `${jobType.type}@${index2}`,
        runAt: period === "next" ? index2 * everyMs : now
      });
    },
    async get(id2) {
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id2).executeTakeFirst();
      return row && toView(row);
    },
    async getByKey(key) {
      const row = await findByKey(key);
      return row && toView(row);
    },
    /**
     * Takes up to `limit` of the oldest due jobs of the given types, oldest first: one round trip for as many
     * jobs as the worker has free slots. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets many workers claim
     * concurrently without ever taking the same job; on SQLite one writer at a time does the same.
     */
    async claim(workerId, types, limit = 1) {
      if (types.length === 0 || limit < 1) return [];
      const now = clock.now();
      let due = db.selectFrom("jobs").select("id").where("status", "=", "queued").where("run_at", "<=", now).where("type", "in", types).orderBy("run_at").limit(limit);
      if (engine === "postgres") due = due.forUpdate().skipLocked();
      const claimed = await db.with(
        (cte) => cte("due").materialized(),
        () => due
      ).updateTable("jobs").set({
        status: "running",
        attempts: sql2`attempts + 1`,
        locked_by: workerId,
        heartbeat_at: now,
        updated_at: now
      }).from("due").whereRef("jobs.id", "=", "due.id").where("jobs.status", "=", "queued").returningAll().execute();
      return claimed.sort((a, b) => a.run_at - b.run_at);
    },
    async heartbeat(id2, workerId) {
      await db.updateTable("jobs").set({ heartbeat_at: clock.now() }).where("id", "=", id2).where("locked_by", "=", workerId).execute();
    },
    /** Batched: jobs finishing while one completion is on its way are completed together by the next. */
    complete: (id2, workerId) => completions.add({ id: id2, workerId }),
    /** Records a failed attempt: back to the queue with backoff, or `failed` when out of attempts. */
    async fail(job, workerId, error, retryable = true) {
      const now = clock.now();
      const finished = !retryable || job.attempts >= job.max_attempts;
      const status = finished ? "failed" : "queued";
      await db.updateTable("jobs").set({
        status,
        run_at: finished ? job.run_at : now + backoffMs(job.attempts),
        locked_by: null,
        heartbeat_at: null,
        last_error: error.slice(0, 2e3),
        updated_at: now
      }).where("id", "=", job.id).where("locked_by", "=", workerId).execute();
      return status;
    },
    /** Puts back jobs whose worker stopped sending heartbeats (crashed or killed). */
    async requeueStale(staleAfterMs) {
      const now = clock.now();
      const result = await db.updateTable("jobs").set({ status: "queued", locked_by: null, heartbeat_at: null, run_at: now, updated_at: now }).where("status", "=", "running").where("heartbeat_at", "<", now - staleAfterMs).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Gives running jobs of a stopping worker back to the queue without counting the attempt. */
    async release(id2, workerId) {
      await db.updateTable("jobs").set({
        status: "queued",
        attempts: sql2`attempts - 1`,
        locked_by: null,
        heartbeat_at: null,
        updated_at: clock.now()
      }).where("id", "=", id2).where("locked_by", "=", workerId).where("status", "=", "running").execute();
    }
  };
}

// src/jobs/job-worker.ts
var PermanentJobError = class extends Error {
};
var JobTimeoutError = class extends Error {
};
function createJobWorker(options) {
  const {
    queue,
    notifier,
    logger,
    concurrency = 2,
    pollIntervalMs = 1e3,
    heartbeatMs = 1e4,
    staleAfterMs = 45e3
  } = options;
  const handlers = new Map(options.handlers.map((handler) => [handler.type, handler]));
  const types = [...handlers.keys()];
  const workerId = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const running = /* @__PURE__ */ new Map();
  let stopping = false;
  let wake;
  let mayHaveDue = false;
  const requestWake = () => {
    mayHaveDue = true;
    wake?.();
  };
  let loop;
  let unsubscribe = () => {
  };
  let reaper;
  async function runJob(job, abort) {
    const handler = handlers.get(job.type);
    const heartbeat = setInterval(
      () => void queue.heartbeat(job.id, workerId).catch(() => void 0),
      heartbeatMs
    );
    let timer;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      if (handler.everyMs) await queue.schedule(handler, {}, handler.everyMs, "next");
      const parsed = handler.payload.safeParse(JSON.parse(job.payload));
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new JobTimeoutError(`Timed out after ${handler.timeoutMs} ms`));
        }, handler.timeoutMs);
      });
      await Promise.race([
        handler.handle(parsed.data, {
          jobId: job.id,
          attempt: job.attempts,
          signal: abort.signal,
          log: logger.child({ jobId: job.id, type: job.type })
        }),
        timeout
      ]);
      await queue.complete(job.id, workerId);
    } catch (error) {
      if (stopping && abort.signal.aborted && !(error instanceof JobTimeoutError)) {
        await queue.release(job.id, workerId);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const status = await queue.fail(job, workerId, message, !(error instanceof PermanentJobError));
      options.onFailure?.(job.type, status === "failed");
      logger.warn(
        { jobId: job.id, type: job.type, attempt: job.attempts, status, err: error },
        "job attempt failed"
      );
    } finally {
      clearTimeout(timer);
      clearInterval(heartbeat);
    }
  }
  async function fillSlots() {
    let claimedAny = false;
    while (!stopping && running.size < concurrency) {
      const free = concurrency - running.size;
      mayHaveDue = false;
      const jobs = await queue.claim(workerId, types, free);
      if (jobs.length === 0) break;
      claimedAny = true;
      for (const job of jobs) {
        const abort = new AbortController();
        const promise = runJob(job, abort).finally(() => {
          running.delete(job.id);
          if (mayHaveDue) wake?.();
        });
        running.set(job.id, { promise, abort });
      }
      if (jobs.length < free) break;
      mayHaveDue = true;
    }
    return claimedAny;
  }
  async function mainLoop() {
    while (!stopping) {
      try {
        await fillSlots();
      } catch (error) {
        logger.error({ err: error }, "claiming jobs failed");
      }
      if (stopping) break;
      if (mayHaveDue && running.size < concurrency) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          wake = void 0;
          resolve();
        };
      });
    }
  }
  async function schedulePeriodic() {
    for (const handler of handlers.values()) {
      if (handler.everyMs) await queue.schedule(handler, {}, handler.everyMs, "current");
    }
  }
  return {
    workerId,
    schedulePeriodic,
    /** Started and not stopping: what readiness checks report. */
    isRunning: () => loop !== void 0 && !stopping,
    start() {
      if (loop) return;
      stopping = false;
      unsubscribe = notifier.subscribe(JOBS_CHANNEL, requestWake);
      const reap = (olderThanMs) => queue.requeueStale(olderThanMs).then((count) => count > 0 && logger.warn({ count }, "re-queued orphaned jobs")).catch((error) => logger.error({ err: error }, "re-queueing orphaned jobs failed"));
      const orphansBack = reap(options.soleWorker ? 0 : staleAfterMs);
      reaper = setInterval(() => void reap(staleAfterMs), Math.min(15e3, staleAfterMs / 3));
      schedulePeriodic().catch((error) => logger.error({ err: error }, "scheduling periodic jobs failed"));
      loop = orphansBack.then(mainLoop);
    },
    /** Runs every job that is due now, then resolves: for tests and one-off drains. */
    async runUntilIdle() {
      for (; ; ) {
        const claimed = await fillSlots();
        if (running.size === 0) {
          if (claimed) continue;
          return;
        }
        await Promise.race([...running.values()].map((entry) => entry.promise));
      }
    },
    /** Stops claiming, lets running jobs finish for `graceMs`, then aborts and releases the rest. */
    async stop(graceMs = 1e4) {
      stopping = true;
      unsubscribe();
      clearInterval(reaper);
      wake?.();
      await loop;
      loop = void 0;
      const all = Promise.allSettled([...running.values()].map((entry) => entry.promise));
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise((r) => setTimeout(() => r(true), graceMs))
      ]);
      if (timedOut) {
        for (const entry of running.values()) entry.abort.abort();
        await all;
      }
    }
  };
}

// src/modules/analysis/analysis.jobs.ts
import { z as z21 } from "zod";

// src/jobs/job-definition.ts
var aiJobTimeoutMs = (config) => config.ai.timeoutMs + 3e4;

// src/jobs/job-failure.ts
var JOB_FAILURES = {
  translation: { prefix: "", fixed: "Something went wrong while translating. Please try again." },
  messageTranslation: {
    prefix: "Translation failed: ",
    fixed: "Translation failed: something went wrong on our side."
  },
  usageDetection: {
    prefix: "The words of this message could not be found: ",
    fixed: "The words of this message could not be found."
  },
  usageRating: { prefix: "Usage quality could not be rated: ", fixed: "Usage quality could not be rated." },
  speech: { prefix: "", fixed: "The voice engine failed" }
};
function jobFailureText(kind, error, log) {
  const { prefix, fixed } = JOB_FAILURES[kind];
  if (error instanceof UserFacingError) return `${prefix}${error.message}`;
  log.warn({ err: error, kind }, "job failed: the user is shown a fixed message");
  return fixed;
}

// src/modules/conversations/conversations.repository.ts
import { sql as sql3 } from "kysely";
var levelOf = (conversation) => JlptLevel.catch("N5").parse(conversation.jlpt_level);
var AWAITING_ENHANCEMENT = {
  content_language: null,
  hiragana: null,
  furigana: null,
  translation_english: null,
  translation_japanese: null,
  recommended_words: null,
  word_accents: null,
  enhancement_status: "pending",
  enhancement_error: null
};
var AlreadyStored = class extends Error {
};
function createConversationsRepository(db) {
  const participantsQuery = () => db.selectFrom("conversation_participants as p").leftJoin("users as u", "u.id", "p.user_id").select(["p.conversation_id", "p.participant_id", "p.type", "u.alias as user_alias"]).orderBy("p.position");
  const findMessageByKey = (senderId, idempotencyKey) => db.selectFrom("messages").selectAll().where("sender_id", "=", senderId).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
  const conversationsOf = createBatcher(
    async (asked) => {
      const rows = await db.selectFrom("conversations as c").innerJoin("conversation_participants as p", "p.conversation_id", "c.id").selectAll("c").select("p.user_id as member").where("c.id", "in", [...new Set(asked.map((one) => one.id))]).where("p.user_id", "in", [...new Set(asked.map((one) => one.userId))]).execute();
      return asked.map(({ userId, id: id2 }) => {
        const found = rows.find((row) => row.id === id2 && row.member === userId);
        if (!found) return void 0;
        const { member: _, ...conversation } = found;
        return conversation;
      });
    },
    { max: 100 }
  );
  return {
    async insertConversation(conversation, participants) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("conversations").values(conversation).execute();
        await trx.insertInto("conversation_participants").values(
          participants.map((participant, position) => ({
            ...participant,
            conversation_id: conversation.id,
            position
          }))
        ).execute();
      });
    },
    async countCreatedBy(userId) {
      const row = await db.selectFrom("conversations").select((eb) => eb.fn.countAll().as("count")).where("created_by", "=", userId).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Lookups made while one is on its way (jobs run many at a time) are answered by the next query together. */
    findConversation: batchedLookup(
      (ids) => db.selectFrom("conversations").selectAll().where("id", "in", ids).execute(),
      (conversation) => conversation.id
    ),
    /** The conversation if `userId` takes part in it. Batched as findConversation. */
    findConversationOf: (userId, id2) => conversationsOf.add({ userId, id: id2 }),
    /** The user's conversations, most recently active first. */
    listConversationsOf(userId, limit) {
      let query = db.selectFrom("conversations as c").innerJoin("conversation_participants as p", "p.conversation_id", "c.id").selectAll("c").where("p.user_id", "=", userId).orderBy("c.last_activity_at", "desc").orderBy("c.id");
      if (limit !== void 0) query = query.limit(limit);
      return query.execute();
    },
    listParticipants(conversationIds) {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return participantsQuery().where("p.conversation_id", "in", conversationIds).execute();
    },
    /**
     * Stores a message as the conversation's next one. With an idempotency key already used by the sender,
     * nothing changes and the stored message comes back with `inserted` false. Undefined when the
     * conversation no longer exists.
     */
    async insertMessage(message) {
      try {
        const stored = await db.transaction().execute(async (trx) => {
          const bumped = await trx.updateTable("conversations").set({ last_seq: sql3`last_seq + 1`, last_activity_at: message.created_at }).where("id", "=", message.conversation_id).returning("last_seq").executeTakeFirst();
          if (!bumped) return void 0;
          const row = { ...message, seq: bumped.last_seq };
          const result = await trx.insertInto("messages").values(row).onConflict((conflict) => conflict.columns(["sender_id", "idempotency_key"]).doNothing()).executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadyStored();
          return row;
        });
        return stored && { message: stored, inserted: true };
      } catch (error) {
        if (!(error instanceof AlreadyStored) || message.idempotency_key === null) throw error;
        const existing = await findMessageByKey(message.sender_id, message.idempotency_key);
        if (!existing) throw error;
        return { message: existing, inserted: false };
      }
    },
    /** Batched as findConversation. */
    findMessage: batchedLookup(
      (ids) => db.selectFrom("messages").selectAll().where("id", "in", ids).execute(),
      (message) => message.id
    ),
    findMessageByKey,
    listMessages(conversationId2) {
      return db.selectFrom("messages").selectAll().where("conversation_id", "=", conversationId2).orderBy("seq").execute();
    },
    /**
     * What a character sees when answering the message at `seq`: the latest `limit` messages up to it, and
     * characters' replies written since (learners' later messages get their own replies).
     */
    async historyFor(conversationId2, seq, limit) {
      const rows = await db.selectFrom("messages").selectAll().where("conversation_id", "=", conversationId2).where((eb) => eb.or([eb("seq", "<=", seq), eb("role", "=", "assistant")])).orderBy("seq", "desc").limit(limit).execute();
      return rows.reverse();
    },
    /** Senders of the characters' messages before `seq`, oldest first. */
    async characterSendersBefore(conversationId2, seq) {
      const rows = await db.selectFrom("messages").select("sender_id").where("conversation_id", "=", conversationId2).where("role", "=", "assistant").where("seq", "<", seq).orderBy("seq").execute();
      return rows.map((row) => row.sender_id);
    },
    async countUserMessagesUpTo(conversationId2, seq) {
      const row = await db.selectFrom("messages").select((eb) => eb.fn.countAll().as("count")).where("conversation_id", "=", conversationId2).where("role", "=", "user").where("seq", "<=", seq).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Writes a message's enhancement once: a message no longer pending is left as it is. */
    async completeEnhancement(id2, result) {
      const updated = await db.updateTable("messages").set(result).where("id", "=", id2).where("enhancement_status", "=", "pending").executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    /**
     * Conversations the user is the only person in (just characters besides): they would be nobody's once
     * the account is gone. Conversations with friends stay theirs.
     */
    async deleteSoloConversationsOf(userId) {
      const solo = await db.selectFrom("conversation_participants as mine").select("mine.conversation_id").where("mine.user_id", "=", userId).where(
        ({ not, exists, selectFrom }) => not(
          exists(
            selectFrom("conversation_participants as other").select("other.conversation_id").whereRef("other.conversation_id", "=", "mine.conversation_id").where("other.type", "=", "user").where("other.participant_id", "!=", userId)
          )
        )
      ).execute();
      if (solo.length === 0) return;
      await db.deleteFrom("conversations").where(
        "id",
        "in",
        solo.map((row) => row.conversation_id)
      ).execute();
    }
  };
}

// src/modules/vocabulary/vocabulary.repository.ts
import { sql as sql4 } from "kysely";
var USAGE_COLUMNS = ["vocab_id", "times_used", "last_used_at", "quality_sum", "quality_count"];
function createVocabularyRepository(db) {
  return {
    /**
     * Counts one use of each item by a user at `at` (epoch ms), each rated 0–10 or unrated (null); an item
     * appears once. One upsert for all, so concurrent writers (several worker processes) never lose a use and a
     * message costs one round trip, not one per word; rows go in vocab_id order, so two transactions writing
     * the same user's items lock them in the same order and cannot deadlock. Uses may arrive out of order, hence
     * the first/last comparisons instead of overwriting.
     */
    async recordUses(userId, at, uses) {
      if (uses.length === 0) return;
      await db.insertInto("vocabulary_usage").values(
        [...uses].sort((a, b) => a.vocab_id < b.vocab_id ? -1 : a.vocab_id > b.vocab_id ? 1 : 0).map(({ vocab_id, quality }) => ({
          user_id: userId,
          vocab_id,
          times_used: 1,
          first_used_at: at,
          last_used_at: at,
          quality_sum: quality ?? 0,
          quality_count: quality === null ? 0 : 1
        }))
      ).onConflict(
        (conflict) => conflict.columns(["user_id", "vocab_id"]).doUpdateSet({
          times_used: sql4`vocabulary_usage.times_used + 1`,
          first_used_at: sql4`CASE WHEN excluded.first_used_at < vocabulary_usage.first_used_at
              THEN excluded.first_used_at ELSE vocabulary_usage.first_used_at END`,
          last_used_at: sql4`CASE WHEN excluded.last_used_at > vocabulary_usage.last_used_at
              THEN excluded.last_used_at ELSE vocabulary_usage.last_used_at END`,
          quality_sum: sql4`vocabulary_usage.quality_sum + excluded.quality_sum`,
          quality_count: sql4`vocabulary_usage.quality_count + excluded.quality_count`
        })
      ).execute();
    },
    /** Every item the user has used, keyed by vocab_id. */
    async usageOf(userId) {
      const rows = await db.selectFrom("vocabulary_usage").select(USAGE_COLUMNS).where("user_id", "=", userId).execute();
      return new Map(rows.map((row) => [row.vocab_id, row]));
    },
    usageOfItem(userId, vocabId2) {
      return db.selectFrom("vocabulary_usage").select(USAGE_COLUMNS).where("user_id", "=", userId).where("vocab_id", "=", vocabId2).executeTakeFirst();
    },
    async findExplanation(vocabId2) {
      const row = await db.selectFrom("vocabulary_explanations").select("payload").where("vocab_id", "=", vocabId2).executeTakeFirst();
      return row?.payload;
    },
    /** The first explanation written for an item stays: a job that runs twice does not replace it. */
    async saveExplanation(vocabId2, payload, at) {
      await db.insertInto("vocabulary_explanations").values({ vocab_id: vocabId2, payload, created_at: at }).onConflict((conflict) => conflict.column("vocab_id").doNothing()).execute();
    }
  };
}

// src/modules/analysis/analysis.repository.ts
function createAnalysisRepository(db) {
  return {
    async isAnalysed(messageId) {
      const row = await db.selectFrom("message_analyses").select("message_id").where("message_id", "=", messageId).executeTakeFirst();
      return row !== void 0;
    },
    /**
     * Stores a message's analysis and adds each item once to the sender's vocabulary usage, in one
     * transaction: a job that runs again (retry, crashed worker, two workers) finds the analysis row and
     * changes nothing, so no use is ever counted twice or lost. False when it was stored before.
     * `afterSave` runs on the same transaction when the analysis is stored now (review cards from slips).
     */
    async saveAnalysis(analysis, afterSave) {
      const { usage, analysed_at, used_at, ...row } = analysis;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto("message_analyses").values({ ...row, created_at: analysed_at }).onConflict((conflict) => conflict.column("message_id").doNothing()).executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (usage.length === 0) return true;
        await trx.insertInto("message_usage").values(
          usage.map((item, position) => ({
            ...item,
            message_id: row.message_id,
            conversation_id: row.conversation_id,
            user_id: row.user_id,
            position,
            created_at: used_at
          }))
        ).execute();
        await createVocabularyRepository(trx).recordUses(
          row.user_id,
          used_at,
          usage.map((item) => ({ vocab_id: item.vocab_id, quality: item.quality < 0 ? null : item.quality }))
        );
        await afterSave?.(trx);
        return true;
      });
    },
    listAnalysesOf(userId, conversationId2) {
      return db.selectFrom("message_analyses").select(["message_id", "status", "error"]).where("conversation_id", "=", conversationId2).where("user_id", "=", userId).execute();
    },
    /** The user's usage rows in one conversation, each message's in order of appearance. */
    listUsageOf(userId, conversationId2) {
      return db.selectFrom("message_usage").select(["message_id", "vocab_id", "vocab_type", "position", "count", "quality"]).where("conversation_id", "=", conversationId2).where("user_id", "=", userId).orderBy("position").execute();
    },
    /** Every item the user has used in any conversation. */
    async summariseItemsOf(userId) {
      const rows = await db.selectFrom("message_usage").select((eb) => [
        "vocab_id",
        eb.fn.min("created_at").as("first_used_at"),
        eb.fn.avg(eb.case().when("quality", ">=", 0).then(eb.ref("quality")).end()).as("avg_quality")
      ]).where("user_id", "=", userId).groupBy("vocab_id").execute();
      return rows.map((row) => ({
        vocab_id: row.vocab_id,
        first_used_at: Number(row.first_used_at),
        avg_quality: row.avg_quality === null ? null : Number(row.avg_quality)
      }));
    }
  };
}

// src/modules/analysis/analysis.jobs.ts
var AnalyzeMessagePayload = z21.object({ message_id: z21.string().min(1) });
var REASON_MAX_LENGTH = 500;
var analysisKey = (messageId) => `analyze:${messageId}`;
function judgementsFrom(output, count) {
  const { judgements } = UsageJudgementOutput.parse(output);
  const byIndex = new Array(count).fill(void 0);
  for (const { index: index2, quality, correction } of judgements) {
    if (index2 >= count || byIndex[index2] !== void 0) {
      throw new Error(`The usage judgement must rate each of the ${count} items exactly once`);
    }
    byIndex[index2] = { quality, correction: correction?.trim() || null };
  }
  if (byIndex.some((judgement) => judgement === void 0)) {
    throw new Error(`The usage judgement must rate each of the ${count} items exactly once`);
  }
  return byIndex;
}
var analyzeMessageJob = {
  type: "message.analyze",
  payload: AnalyzeMessagePayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, japanese: japanese2, ai, clock, reviews }) {
    const repository = createAnalysisRepository(db);
    const messages = createConversationsRepository(db);
    return async ({ message_id }, { attempt, signal, log }) => {
      const message = await messages.findMessage(message_id);
      if (message?.role !== "user" || !message.sender_user_id) return;
      if (await repository.isAnalysed(message.id)) return;
      const finalAttempt = attempt >= analyzeMessageJob.maxAttempts;
      let detected;
      let judgements;
      let error = null;
      try {
        const usage = await japanese2.detectUsage(message.content);
        detected = [...usage.vocabulary, ...usage.kanji];
      } catch (detectionError) {
        if (!finalAttempt || signal.aborted) throw detectionError;
        detected = [];
        error = jobFailureText("usageDetection", detectionError, log).slice(0, REASON_MAX_LENGTH);
      }
      try {
        judgements = detected.length === 0 ? [] : judgementsFrom(
          await ai.judgeUsage({
            message: message.content,
            items: detected.map(({ item }) => ({
              kanji: item.kanji,
              pronunciation: item.pronunciation,
              english: item.english
            })),
            signal
          }),
          detected.length
        );
      } catch (judgeError) {
        if (!finalAttempt || signal.aborted) throw judgeError;
        judgements = detected.map(() => ({ quality: NEVER_RATED, correction: null }));
        error = jobFailureText("usageRating", judgeError, log).slice(0, REASON_MAX_LENGTH);
      }
      const analysis = {
        message_id: message.id,
        conversation_id: message.conversation_id,
        user_id: message.sender_user_id,
        status: error === null ? "completed" : "failed",
        error,
        analysed_at: clock.now(),
        used_at: message.created_at,
        usage: detected.map(({ item, count }, index2) => ({
          vocab_id: item.vocab_id,
          vocab_type: item.vocabType,
          count,
          quality: judgements[index2].quality
        }))
      };
      await repository.saveAnalysis(
        analysis,
        (trx) => reviews.recordUses(trx, {
          userId: analysis.user_id,
          sentence: message.content,
          uses: analysis.usage.map((use, index2) => ({ ...use, correction: judgements[index2].correction }))
        })
      );
    };
  }
};
var enqueueAnalysis = (queue, messageId) => queue.enqueue(analyzeMessageJob, { message_id: messageId }, { idempotencyKey: analysisKey(messageId) });

// src/modules/audio/audio.jobs.ts
import { z as z22 } from "zod";

// src/tts/tts-engine.ts
var TtsUnavailableError = class extends UserFacingError {
};
var TtsFailedError = class extends Error {
};
var SPEED_SCALES = { slow: 0.7, normal: 0.9, fast: 1.15 };
var unavailableLanguageMessage = (language2, engine) => `Audio in ${language2} is not available with ${engine.label}`;
function withTimeout(signal, timeoutMs) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

// src/modules/audio/audio.repository.ts
var TOUCH_INTERVAL_MS = 10 * 6e4;
function createAudioRepository(db) {
  const find = (cacheKey) => db.selectFrom("audio_clips").selectAll().where("cache_key", "=", cacheKey).executeTakeFirst();
  return {
    find,
    /**
     * Records that clips were sent for `owner`: its reference to each (kept until the owner is deleted) and,
     * at most every `TOUCH_INTERVAL_MS`, the time of use.
     */
    async recordUse(cacheKeys, owner, at) {
      const refs = cacheKeys.map((cacheKey) => ({
        cache_key: cacheKey,
        owner: owner === "shared" ? owner : "message_id" in owner ? `message:${owner.message_id}` : `translation:${owner.translation_id}`,
        message_id: owner !== "shared" && "message_id" in owner ? owner.message_id : null,
        translation_id: owner !== "shared" && "translation_id" in owner ? owner.translation_id : null,
        created_at: at
      }));
      await db.insertInto("audio_clip_refs").values(refs).onConflict((conflict) => conflict.columns(["cache_key", "owner"]).doNothing()).execute();
      await db.updateTable("audio_clips").set({ last_fetched_at: at }).where("cache_key", "in", cacheKeys).where("last_fetched_at", "<", at - TOUCH_INTERVAL_MS).execute();
    },
    /**
     * Clips to remove, at most `limit`: those not sent since `unusedBefore`, and those no message, translation
     * or shared text refers to any more (not sent since `orphanedBefore`, so that a clip being requested for
     * a new owner right now is safe).
     */
    async removable(cutoffs, limit) {
      const rows = await db.selectFrom("audio_clips").select("cache_key").where(
        ({ or, and, eb, not, exists, selectFrom }) => or([
          eb("last_fetched_at", "<", cutoffs.unusedBefore),
          and([
            eb("last_fetched_at", "<", cutoffs.orphanedBefore),
            not(
              exists(
                selectFrom("audio_clip_refs").select("audio_clip_refs.cache_key").whereRef("audio_clip_refs.cache_key", "=", "audio_clips.cache_key")
              )
            )
          ])
        ])
      ).limit(limit).execute();
      return rows.map((row) => row.cache_key);
    },
    /** Deletes clips (their references go with them) unless they were sent again since `usedBefore`. */
    async remove(cacheKeys, usedBefore) {
      if (cacheKeys.length === 0) return;
      await db.deleteFrom("audio_clips").where("cache_key", "in", cacheKeys).where("last_fetched_at", "<", usedBefore).execute();
    },
    /** The clip of `cacheKey`, created as 'generating' (generation 1) when there is none yet. */
    async findOrCreate(cacheKey, at) {
      const inserted = await db.insertInto("audio_clips").values({
        cache_key: cacheKey,
        status: "generating",
        generation: 1,
        content_type: null,
        byte_length: null,
        error_code: null,
        error: null,
        created_at: at,
        updated_at: at,
        last_fetched_at: at
      }).onConflict((conflict) => conflict.column("cache_key").doNothing()).executeTakeFirst();
      const clip = await find(cacheKey);
      if (!clip) throw new Error(`Audio clip ${cacheKey} vanished`);
      return { clip, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },
    /**
     * Starts the next generation of a failed (or lost) clip. Only one of several concurrent callers wins,
     * so one new job starts; every caller gets the row as it now is.
     */
    async restart(clip, at) {
      const updated = await db.updateTable("audio_clips").set({
        status: "generating",
        generation: clip.generation + 1,
        content_type: null,
        byte_length: null,
        error_code: null,
        error: null,
        updated_at: at
      }).where("cache_key", "=", clip.cache_key).where("generation", "=", clip.generation).executeTakeFirst();
      const current = await find(clip.cache_key) ?? clip;
      return { clip: current, restarted: Number(updated.numUpdatedRows) > 0 };
    },
    async markReady(cacheKey, contentType, byteLength, at) {
      await db.updateTable("audio_clips").set({
        status: "ready",
        content_type: contentType,
        byte_length: byteLength,
        error_code: null,
        error: null,
        updated_at: at
      }).where("cache_key", "=", cacheKey).execute();
    },
    /** Records why a generation failed; a later generation that already started is left alone. */
    async markFailed(cacheKey, generation, failure, at) {
      await db.updateTable("audio_clips").set({ status: "failed", error_code: failure.code, error: failure.message, updated_at: at }).where("cache_key", "=", cacheKey).where("generation", "=", generation).where("status", "=", "generating").execute();
    }
  };
}

// src/modules/audio/audio.jobs.ts
var AudioJobPayload = z22.object({
  cache_key: z22.string().min(1),
  generation: z22.number().int().positive(),
  text: z22.string().min(1),
  language: Language,
  voice: z22.string().min(1),
  speed: Speed
});
var audioBlobKey = (cacheKey) => `audio/${cacheKey.slice(0, 2)}/${cacheKey}`;
function failureOf(error, context) {
  if (error instanceof TtsUnavailableError)
    return { code: Errors.audioUnavailable.code, message: error.message };
  if (context.signal.aborted)
    return { code: Errors.audioFailed.code, message: "The voice engine took too long" };
  return { code: Errors.audioFailed.code, message: jobFailureText("speech", error, context.log) };
}
var synthesizeJob = {
  type: "audio.synthesize",
  payload: AudioJobPayload,
  maxAttempts: 3,
  // Long texts take espeak-ng seconds and a speech server longer; a retry helps with a server's hiccup.
  timeoutMs: () => 12e4,
  handler({ db, tts, blobStore, clock }) {
    const repository = createAudioRepository(db);
    return async (payload, context) => {
      const { signal, attempt } = context;
      const { cache_key: cacheKey, generation } = payload;
      const clip = await repository.find(cacheKey);
      if (clip?.status !== "generating" || clip.generation !== generation) return;
      try {
        const { text, language: language2, voice, speed } = payload;
        const { audio, contentType } = await tts.synthesize({ text, language: language2, voice, speed, signal });
        await blobStore.put(audioBlobKey(cacheKey), audio, contentType);
        await repository.markReady(cacheKey, contentType, audio.length, clock.now());
      } catch (error) {
        const permanent = error instanceof TtsUnavailableError;
        if (permanent || attempt >= synthesizeJob.maxAttempts) {
          await repository.markFailed(cacheKey, generation, failureOf(error, context), clock.now());
        }
        if (permanent) throw new PermanentJobError(error.message);
        throw error;
      }
    };
  }
};
var audioJobKey = (clip) => `${synthesizeJob.type}:${clip.cache_key}:${clip.generation}`;
var DAY_MS3 = 24 * 60 * 6e4;
var AUDIO_UNUSED_MS = 30 * DAY_MS3;
var AUDIO_ORPHAN_GRACE_MS = 60 * 6e4;
var AUDIO_CLEANUP_EVERY_MS = 60 * 6e4;
var CLEANUP_BATCH = 200;
var CleanupPayload = z22.object({});
var cleanupJob = {
  type: "audio.cleanup",
  payload: CleanupPayload,
  maxAttempts: 3,
  timeoutMs: () => 10 * 6e4,
  everyMs: AUDIO_CLEANUP_EVERY_MS,
  handler({ db, blobStore, clock }) {
    const repository = createAudioRepository(db);
    return async (_payload, { signal, log }) => {
      const now = clock.now();
      const cutoffs = { unusedBefore: now - AUDIO_UNUSED_MS, orphanedBefore: now - AUDIO_ORPHAN_GRACE_MS };
      let removed = 0;
      for (; ; ) {
        const keys = await repository.removable(cutoffs, CLEANUP_BATCH);
        for (const key of keys) await blobStore.delete(audioBlobKey(key));
        await repository.remove(keys, cutoffs.orphanedBefore);
        removed += keys.length;
        if (keys.length < CLEANUP_BATCH || signal.aborted) break;
      }
      if (removed > 0) log.info({ removed }, "removed unused audio clips");
    };
  }
};

// src/modules/conversations/conversations.jobs.ts
import { z as z24 } from "zod";

// src/modules/conversations/character-reply.ts
async function measureLevel(japanese2, text, level) {
  const words = (await japanese2.detectUsage(text)).vocabulary.map((usage) => usage.item);
  const above = words.filter((item) => difficulty(item.level) > difficulty(level));
  return { share: words.length === 0 ? 0 : above.length / words.length, above };
}
var describe = (item) => item.kanji ? `${item.kanji}\uFF08${item.reading}\uFF09` : item.reading;
function levelFeedback(above, level) {
  return `these words are above JLPT ${level}: ${above.map(describe).join("\u3001")}. Say the same with words a ${level} learner knows.`;
}
async function writeLevelledReply(ai, japanese2, input, threshold) {
  const first = (await ai.characterReply(input)).reply.trim();
  const measured = await measureLevel(japanese2, first, input.learnerLevel);
  if (measured.share <= threshold) return { content: first, levelAboveShare: measured.share };
  const feedback = levelFeedback(measured.above, input.learnerLevel);
  const second = (await ai.characterReply({ ...input, feedback })).reply.trim();
  const remeasured = await measureLevel(japanese2, second, input.learnerLevel);
  return remeasured.share <= measured.share ? { content: second, levelAboveShare: remeasured.share } : { content: first, levelAboveShare: measured.share };
}

// src/modules/conversations/characters.ts
import { notionists } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
var CAST = [
  {
    id: "suzuki",
    alias: "\u3059\u305A\u304D\u3055\u3093",
    names: ["\u3059\u305A\u304D"],
    level: "N5",
    politeLevel: "\u656C\u8A9E",
    description: "A gentle hotel receptionist who welcomes you with simple, courteous Japanese.",
    persona: "Suzuki, a hotel front-desk clerk in Kyoto in her thirties. Patient and warm; asks guests simple questions about their trip, their hometown and the food they like."
  },
  {
    id: "tanaka",
    alias: "\u305F\u306A\u304B\u5148\u751F",
    names: ["\u305F\u306A\u304B"],
    level: "N5",
    politeLevel: "\u4E01\u5BE7\u8A9E",
    description: "A friendly Japanese teacher who speaks slowly in short \u3067\u3059/\u307E\u3059 sentences.",
    persona: "Tanaka, a Japanese teacher at a language school in Tokyo in his forties. Encouraging and calm; likes to talk about daily routines, family and hobbies."
  },
  {
    id: "yui",
    alias: "\u3086\u3044",
    names: ["\u3086\u3044\u3061\u3083\u3093"],
    level: "N5",
    politeLevel: "\u7815\u3051\u305F",
    description: "A cheerful high-school student who chats casually about school, games and snacks.",
    persona: "Yui, a seventeen-year-old high-school student in Osaka. Cheerful and curious; loves video games, anime, sweets and her cat."
  },
  {
    id: "yamamoto",
    alias: "\u3084\u307E\u3082\u3068\u3055\u3093",
    names: ["\u3084\u307E\u3082\u3068"],
    level: "N4",
    politeLevel: "\u656C\u8A9E",
    description: "A polite department-store clerk who helps you shop for presents.",
    persona: "Yamamoto, a sales clerk at a large department store in Nagoya. Attentive and courteous; talks about shopping, presents, clothes and seasonal sales."
  },
  {
    id: "kobayashi",
    alias: "\u3053\u3070\u3084\u3057\u3055\u3093",
    names: ["\u3053\u3070\u3084\u3057"],
    level: "N4",
    politeLevel: "\u4E01\u5BE7\u8A9E",
    description: "Your friendly neighbour, an office worker who loves weekend trips.",
    persona: "Kobayashi, an office worker in Yokohama in her late twenties and the learner\u2019s neighbour. Sociable; loves weekend trips, hot springs and trying local food."
  },
  {
    id: "haruka",
    alias: "\u306F\u308B\u304B",
    names: ["\u306F\u308B\u304B\u3061\u3083\u3093"],
    level: "N4",
    politeLevel: "\u7815\u3051\u305F",
    description: "A university student who talks casually about music, caf\xE9s and part-time jobs.",
    persona: "Haruka, a twenty-year-old university student in Fukuoka. Easy-going; plays the guitar, works part-time in a caf\xE9 and likes concerts and films."
  },
  {
    id: "matsumoto",
    alias: "\u677E\u672C\u3055\u3093",
    names: ["\u677E\u672C", "\u307E\u3064\u3082\u3068"],
    level: "N3",
    politeLevel: "\u656C\u8A9E",
    description: "The hostess of a traditional inn who treats every guest with refined courtesy.",
    persona: "Matsumoto, the okami (hostess) of a family-run ryokan in Hakone. Gracious and attentive; talks about travel, seasons, local customs and Japanese cooking."
  },
  {
    id: "nakamura",
    alias: "\u4E2D\u6751\u3055\u3093",
    names: ["\u4E2D\u6751", "\u306A\u304B\u3080\u3089"],
    level: "N3",
    politeLevel: "\u4E01\u5BE7\u8A9E",
    description: "A librarian who loves recommending books and films.",
    persona: "Nakamura, a librarian at a city library in Sendai in his thirties. Thoughtful and friendly; loves novels, films and talking about what people read and watch."
  },
  {
    id: "kenta",
    alias: "\u5065\u592A",
    names: ["\u3051\u3093\u305F", "\u5065\u592A\u304F\u3093"],
    level: "N3",
    politeLevel: "\u7815\u3051\u305F",
    description: "A young ramen cook who chats like an old friend about food and work.",
    persona: "Kenta, a twenty-five-year-old cook at a ramen shop in Sapporo. Lively and direct; talks about food, his work, football and his plans to open his own shop."
  },
  {
    id: "takahashi",
    alias: "\u9AD8\u6A4B\u90E8\u9577",
    names: ["\u9AD8\u6A4B", "\u305F\u304B\u306F\u3057"],
    level: "N2",
    politeLevel: "\u656C\u8A9E",
    description: "A department manager at a trading company who speaks in business keigo.",
    persona: "Takahashi, a department manager at a trading company in Osaka in his fifties. Formal and considerate; talks about work, business customs, meetings and careers."
  },
  {
    id: "ito",
    alias: "\u4F0A\u85E4\u5148\u751F",
    names: ["\u4F0A\u85E4", "\u3044\u3068\u3046"],
    level: "N2",
    politeLevel: "\u4E01\u5BE7\u8A9E",
    description: "A family doctor who explains things clearly and asks about your daily life.",
    persona: "Ito, a family doctor with a small clinic in Kobe in her forties. Clear and kind; talks about health, daily habits, sport and the news."
  },
  {
    id: "misaki",
    alias: "\u7F8E\u54B2",
    names: ["\u7F8E\u54B2\u3061\u3083\u3093", "\u307F\u3055\u304D"],
    level: "N2",
    politeLevel: "\u7815\u3051\u305F",
    description: "A journalist friend who loves debating the news over coffee.",
    persona: "Misaki, a twenty-nine-year-old newspaper journalist in Tokyo. Quick-witted and opinionated; talks about current events, society, travel stories and city life."
  },
  {
    id: "fujiwara",
    alias: "\u85E4\u539F\u6559\u6388",
    names: ["\u85E4\u539F", "\u3075\u3058\u308F\u3089"],
    level: "N1",
    politeLevel: "\u656C\u8A9E",
    description: "A professor of classical literature with a refined way of speaking.",
    persona: "Fujiwara, a professor of classical Japanese literature at a university in Kyoto in his sixties. Erudite and gracious; talks about literature, history, culture and the seasons."
  },
  {
    id: "mori",
    alias: "\u68EE\u3055\u3093",
    names: ["\u3082\u308A\u3055\u3093"],
    level: "N1",
    politeLevel: "\u4E01\u5BE7\u8A9E",
    description: "A news editor who discusses economics, science and society in precise Japanese.",
    persona: "Mori, a senior editor at a national news agency in Tokyo in her forties. Precise and analytical; discusses economics, science, politics and social questions."
  },
  {
    id: "ren",
    alias: "\u84EE",
    names: ["\u308C\u3093\u304F\u3093"],
    level: "N1",
    politeLevel: "\u7815\u3051\u305F",
    description: "A novelist and old friend who muses about philosophy, art and life.",
    persona: "Ren, a thirty-four-year-old novelist living in Kamakura and an old friend of the learner. Reflective and playful; muses about philosophy, art, writing and the meaning of everyday things."
  }
];
var sortKey = (character) => JLPT_LEVELS2.indexOf(character.level) * POLITE_LEVELS.length + POLITE_LEVELS.indexOf(character.politeLevel);
var CHARACTERS = [...CAST].sort((a, b) => sortKey(a) - sortKey(b));
var byId = new Map(CHARACTERS.map((character) => [character.id, character]));
var findCharacter = (id2) => byId.get(id2);
var characterPictureUrl = (id2) => `${API_BASE}${api.characterPicture.path.replace(":file", `${id2}.svg`)}`;

// src/modules/conversations/conversation-events.ts
import { z as z23 } from "zod";

// src/realtime/typed-messages.ts
function typedMessages(notifier, schema) {
  return {
    publish: (channel, message) => notifier.publish(channel, JSON.stringify(message)),
    subscribe(channel, listener) {
      return notifier.subscribe(channel, (text) => {
        const parsed = schema.safeParse(JSON.parse(text));
        if (parsed.success) listener(parsed.data);
      });
    }
  };
}

// src/modules/conversations/conversation-events.ts
var ConversationSignal = z23.discriminatedUnion("type", [
  z23.object({ type: z23.literal("message"), message_id: z23.string(), event_id: z23.number().int() }),
  z23.object({ type: z23.literal("typing"), sender_id: z23.string(), typing: z23.boolean() })
]);
var channelOf = (conversationId2) => `conversation:${conversationId2}`;
var StreamSignal = z23.object({
  type: z23.enum(["opened", "closed"]),
  stream_id: z23.string(),
  user_id: z23.string()
});
var STREAMS_CHANNEL = "conversation-streams";
var KEPT_EVENTS = 200;
var PRUNE_EVERY = 20;
var NUMBERING_TRIES = 5;
var isUniqueViolation = (error) => error.code === "23505" || String(error).includes("UNIQUE constraint failed");
function createConversationEvents(notifier, db) {
  const signals = typedMessages(notifier, ConversationSignal);
  const streamSignals = typedMessages(notifier, StreamSignal);
  const publish = (conversationId2, signal) => signals.publish(channelOf(conversationId2), signal);
  async function record(conversationId2, messageId) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { seq } = await db.insertInto("conversation_events").columns(["conversation_id", "seq", "message_id", "created_at"]).expression(
          (eb) => eb.selectFrom("conversation_events").select([
            eb.val(conversationId2).as("conversation_id"),
            eb(eb.fn.coalesce(eb.fn.max("seq"), eb.lit(0)), "+", 1).as("seq"),
            eb.val(messageId).as("message_id"),
            eb.val(Date.now()).as("created_at")
          ]).where("conversation_id", "=", conversationId2)
        ).returning("seq").executeTakeFirstOrThrow();
        if (seq % PRUNE_EVERY === 0) {
          await db.deleteFrom("conversation_events").where("conversation_id", "=", conversationId2).where("seq", "<=", seq - KEPT_EVENTS).execute();
        }
        return seq;
      } catch (error) {
        if (attempt >= NUMBERING_TRIES || !isUniqueViolation(error)) throw error;
      }
    }
  }
  const missedEvents = createBatcher(
    async (asked) => {
      const rows = await db.selectFrom("conversation_events").select(["conversation_id", "seq as event_id", "message_id"]).where(
        (eb) => eb.or(
          asked.map(
            ({ conversationId: conversationId2, eventId }) => eb.and([eb("conversation_id", "=", conversationId2), eb("seq", ">", eventId)])
          )
        )
      ).orderBy("seq").execute();
      return asked.map(
        ({ conversationId: conversationId2, eventId }) => rows.filter((row) => row.conversation_id === conversationId2 && row.event_id > eventId).map(({ event_id, message_id }) => ({ event_id, message_id }))
      );
    },
    { max: 50 }
  );
  return {
    /** A message was added or changed (enhanced): numbered, then announced to every process. */
    async messageChanged(conversationId2, messageId) {
      const eventId = await record(conversationId2, messageId);
      await publish(conversationId2, { type: "message", message_id: messageId, event_id: eventId });
    },
    /**
     * The message events of a conversation after `eventId` that are still kept, oldest first. Asked by every
     * stream that reconnects, so those asked while one query is on its way share the next.
     */
    eventsAfter: (conversationId2, eventId) => missedEvents.add({ conversationId: conversationId2, eventId }),
    /** The number of the conversation's latest event, 0 when it has none. */
    latestEventId: async (conversationId2) => {
      const { latest } = await db.selectFrom("conversation_events").select((eb) => eb.fn.max("seq").as("latest")).where("conversation_id", "=", conversationId2).executeTakeFirstOrThrow();
      return Number(latest ?? 0);
    },
    typing: (conversationId2, senderId, typing) => publish(conversationId2, { type: "typing", sender_id: senderId, typing }),
    subscribe: (conversationId2, listener) => signals.subscribe(channelOf(conversationId2), listener),
    announceStream: (signal) => streamSignals.publish(STREAMS_CHANNEL, signal),
    subscribeStreams: (listener) => streamSignals.subscribe(STREAMS_CHANNEL, listener)
  };
}

// src/modules/vocabulary/pitch-accent.ts
var pitchAccentOf = (item) => item.vocabType === "vocabulary" ? item.pitchAccent.map(({ downstep, morae }) => ({ reading: item.reading, downstep, morae })) : [];

// src/modules/vocabulary/vocabulary.presenter.ts
var wireKanji = (item) => item.kanji ?? NO_KANJI;
var itemWords = (item) => ({
  vocab_id: item.vocab_id,
  kanji: wireKanji(item),
  pronunciation: item.pronunciation,
  english: item.english
});
var toRecommendedWord = (item) => itemWords(item);
var toRelatedWord = (item) => ({
  ...itemWords(item),
  level: item.level
});
var toDetectedVocab = (item) => ({
  ...itemWords(item),
  vocabType: item.vocabType,
  level: item.level
});
var toDayItem = (item) => ({
  ...itemWords(item),
  level: item.level,
  pitch_accent: pitchAccentOf(item)
});
var toVocabularyItem = (item) => ({
  ...toDayItem(item),
  vocabType: item.vocabType,
  timesUsed: 0,
  lastUsed: null,
  avgUsageQuality: NEVER_RATED
});
var toAnalysisItem = (item, quality) => ({
  ...itemWords(item),
  jlpt_level: item.level,
  usage_quality: quality
});
var toAnalysisSummaryItem = (item, count, avgQuality) => ({
  ...itemWords(item),
  jlpt_level: item.level,
  avg_usage_quality: avgQuality,
  count
});

// src/modules/conversations/message-enhancement.ts
function detectLanguage(text, otherLanguage) {
  return JAPANESE_CHARACTER.test(text) ? "Japanese" : otherLanguage;
}
function wordAccentsOf(tokens, catalogue) {
  return wordsOf(tokens, catalogue).flatMap(({ item, start, end }) => {
    const accents = pitchAccentOf(item);
    return accents.length > 0 ? [{ start, end, vocab_id: item.vocab_id, word: item.word, pitch_accent: accents }] : [];
  });
}
var toFuriganaSegment = ({ text, reading, lowConfidence }) => ({
  text,
  ...reading === void 0 ? {} : { reading },
  ...lowConfidence ? { low_confidence: true } : {}
});
async function japaneseAnalysis(japanese2, text, level) {
  const { tokens, hiragana, furigana, usage } = await japanese2.analyze(text);
  return {
    hiragana,
    furigana: furigana.map(toFuriganaSegment),
    recommended: recommendedFrom(usage, level).map(toRecommendedWord),
    wordAccents: wordAccentsOf(tokens, japanese2.catalogue)
  };
}
async function enhanceMessage(ai, core, input) {
  const { content, language: language2, level, signal } = input;
  const japanese2 = language2 === "Japanese";
  const reading = japanese2 ? await japaneseAnalysis(core, content, level) : void 0;
  let translation;
  let failure;
  try {
    const output = await ai.translateMessage({
      text: content,
      from: language2,
      to: japanese2 ? "English" : "Japanese",
      signal
    });
    translation = output.translation;
  } catch (error) {
    if (!(error instanceof AiUnsupportedError) && (!input.finalAttempt || signal.aborted)) throw error;
    failure = jobFailureText("messageTranslation", error, input.log);
  }
  const recommended = reading ? reading.recommended : translation === void 0 ? null : (await japaneseAnalysis(core, translation, level)).recommended;
  return {
    content_language: language2,
    hiragana: reading?.hiragana ?? null,
    furigana: reading ? JSON.stringify(reading.furigana) : null,
    translation_english: japanese2 ? translation ?? null : null,
    translation_japanese: japanese2 ? null : translation ?? null,
    recommended_words: recommended && JSON.stringify(recommended),
    word_accents: reading ? JSON.stringify(reading.wordAccents) : null,
    enhancement_status: failure === void 0 ? "completed" : "failed",
    enhancement_error: failure ?? null
  };
}

// src/modules/conversations/turn-policy.ts
var MAX_REPLIES_PER_MESSAGE = 2;
var CHIME_IN_EVERY = 3;
function mentionAt(character, content) {
  const positions = [character.alias, ...character.names].map((name) => content.indexOf(name)).filter((at) => at >= 0);
  const romaji = new RegExp(`\\b${escapeRegExp(character.id)}\\b`, "i").exec(content);
  if (romaji) positions.push(romaji.index);
  return positions.length > 0 ? Math.min(...positions) : -1;
}
function respondersTo(input) {
  const { characters } = input;
  if (characters.length <= 1) return [...characters];
  const addressed = characters.map((character) => ({ character, at: mentionAt(character, input.content) })).filter(({ at }) => at >= 0).sort((a, b) => a.at - b.at).map(({ character }) => character);
  const lastSpokeAt = (character) => input.earlierCharacterSenders.lastIndexOf(character.id);
  const byTurn = characters.map((character, position) => ({ character, position, last: lastSpokeAt(character) })).sort((a, b) => a.last - b.last || a.position - b.position).map(({ character }) => character);
  const responders = addressed.length > 0 ? addressed.slice(0, MAX_REPLIES_PER_MESSAGE) : [byTurn[0]];
  if (responders.length === 1 && input.learnerMessageNumber % CHIME_IN_EVERY === 0) {
    responders.push(byTurn.find((character) => character !== responders[0]));
  }
  return responders;
}

// src/modules/conversations/conversations.jobs.ts
var MessageJobPayload = z24.object({ message_id: z24.string().min(1) });
var HISTORY_LIMIT = 20;
var replyKey = (messageId, characterId) => `reply:${messageId}:${characterId}`;
var enhanceMessageJob = {
  type: "message.enhance",
  payload: MessageJobPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, notifier, japanese: japanese2, ai, account }) {
    const repository = createConversationsRepository(db);
    const events = createConversationEvents(notifier, db);
    return async ({ message_id }, { attempt, signal, log }) => {
      const message = await repository.findMessage(message_id);
      if (message?.enhancement_status !== "pending") return;
      const conversation = await repository.findConversation(message.conversation_id);
      if (!conversation) return;
      const otherLanguage = message.sender_user_id ? (await account.getSettings(message.sender_user_id)).translationLanguage : "English";
      const result = await enhanceMessage(ai, japanese2, {
        content: message.content,
        language: detectLanguage(message.content, otherLanguage),
        level: levelOf(conversation),
        finalAttempt: attempt >= enhanceMessageJob.maxAttempts,
        signal,
        log
      });
      if (await repository.completeEnhancement(message.id, result)) {
        await events.messageChanged(conversation.id, message.id);
      }
    };
  }
};
var enqueueEnhancement = (queue, messageId) => queue.enqueue(
  enhanceMessageJob,
  { message_id: messageId },
  { idempotencyKey: `message.enhance:${messageId}` }
);
function createReplyWriter({ db, notifier, japanese: japanese2, ai, queue, clock, config }) {
  const repository = createConversationsRepository(db);
  const events = createConversationEvents(notifier, db);
  async function historyFor(conversation, trigger, speakers) {
    const rows = await repository.historyFor(conversation.id, trigger.seq, HISTORY_LIMIT);
    return rows.map((row) => ({
      speaker: speakers.get(row.sender_id) ?? "learner",
      role: row.role === "assistant" ? "character" : "learner",
      content: row.content
    }));
  }
  async function writeReply(conversation, trigger, character, speakers, signal) {
    await events.typing(conversation.id, character.id, true);
    try {
      const { content, levelAboveShare } = await writeLevelledReply(
        ai,
        japanese2,
        {
          character,
          learnerLevel: levelOf(conversation),
          topic: conversation.topic,
          history: await historyFor(conversation, trigger, speakers),
          signal
        },
        config.ai.levelThreshold
      );
      if (!content) throw new Error(`${character.alias}'s reply was empty`);
      const stored = await repository.insertMessage({
        id: newId(),
        conversation_id: conversation.id,
        sender_id: character.id,
        sender_user_id: null,
        role: "assistant",
        content,
        ...AWAITING_ENHANCEMENT,
        level_above_share: levelAboveShare,
        idempotency_key: replyKey(trigger.id, character.id),
        created_at: clock.now()
      });
      return stored?.message;
    } finally {
      await events.typing(conversation.id, character.id, false);
    }
  }
  return async (messageId, signal) => {
    const trigger = await repository.findMessage(messageId);
    if (trigger?.role !== "user") return;
    const conversation = await repository.findConversation(trigger.conversation_id);
    if (!conversation) return;
    const participants = await repository.listParticipants([conversation.id]);
    const characters = participants.flatMap((participant) => {
      const character = participant.type === "assistant" ? findCharacter(participant.participant_id) : void 0;
      return character ? [character] : [];
    });
    if (characters.length === 0) return;
    const speakers = new Map([
      ...CHARACTERS.map((character) => [character.id, character.alias]),
      ...participants.flatMap(
        (participant) => participant.user_alias === null ? [] : [[participant.participant_id, participant.user_alias]]
      )
    ]);
    const responders = characters.length === 1 ? characters : respondersTo({
      characters,
      content: trigger.content,
      earlierCharacterSenders: await repository.characterSendersBefore(conversation.id, trigger.seq),
      learnerMessageNumber: await repository.countUserMessagesUpTo(conversation.id, trigger.seq)
    });
    for (const character of responders) {
      const reply = await repository.findMessageByKey(character.id, replyKey(trigger.id, character.id)) ?? await writeReply(conversation, trigger, character, speakers, signal);
      if (!reply) return;
      await events.messageChanged(conversation.id, reply.id);
      await enqueueEnhancement(queue, reply.id);
    }
  };
}
var replyJob = {
  type: "conversation.reply",
  payload: MessageJobPayload,
  maxAttempts: 3,
  timeoutMs: (config) => MAX_REPLIES_PER_MESSAGE * 2 * config.ai.timeoutMs + 3e4,
  handler(deps) {
    const reply = createReplyWriter(deps);
    return ({ message_id }, { signal }) => reply(message_id, signal);
  }
};
var enqueueReplies = (queue, messageId) => queue.enqueue(replyJob, { message_id: messageId }, { idempotencyKey: `conversation.reply:${messageId}` });

// src/modules/translation/translation.jobs.ts
import { z as z25 } from "zod";

// src/modules/translation/translation.repository.ts
function createTranslationRepository(db) {
  return {
    async insert(row) {
      await db.insertInto("translations").values(row).execute();
    },
    findById(id2) {
      return db.selectFrom("translations").selectAll().where("id", "=", id2).executeTakeFirst();
    },
    findOwned(id2, userId) {
      return db.selectFrom("translations").selectAll().where("id", "=", id2).where("user_id", "=", userId).executeTakeFirst();
    },
    /** Newest first; ids break ties between translations of the same millisecond. */
    listForUser(userId, limit) {
      return db.selectFrom("translations").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    },
    async deleteOwned(id2, userId) {
      const result = await db.deleteFrom("translations").where("id", "=", id2).where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Writes while the translation is Pending only, so a late partial never overwrites the finished result. */
    async updatePending(id2, sides, at) {
      await db.updateTable("translations").set({ ...sides, updated_at: at }).where("id", "=", id2).where("status", "=", "Pending").execute();
    },
    async finish(id2, outcome, at) {
      await db.updateTable("translations").set({ ...outcome, updated_at: at }).where("id", "=", id2).where("status", "=", "Pending").execute();
    }
  };
}

// src/modules/translation/translation.jobs.ts
var TranslateJobPayload = z25.object({ translation_id: z25.string().min(1) });
var PARTIAL_WRITE_INTERVAL_MS = 250;
var ERROR_MAX_LENGTH = 1e3;
var TIMED_OUT = "The translation took too long. Please try again.";
async function japaneseSide(japanese2, text) {
  const { hiragana, usage } = await japanese2.analyze(text);
  const items = [...usage.vocabulary, ...usage.kanji].map(({ item }) => toDetectedVocab(item));
  return { japanese_text: text, kana_text: hiragana, detected_vocabs: JSON.stringify(items) };
}
function partialWriter(translations, clock, id2, side) {
  let latest = "";
  let written = "";
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let inFlight;
  let timer;
  let closed = false;
  const write = () => {
    timer = void 0;
    if (closed || inFlight || latest === written) return;
    const text = latest;
    lastWriteAt = performance.now();
    inFlight = translations.updatePending(id2, { [side]: text }, clock.now()).then(() => {
      written = text;
    }).catch(() => void 0).finally(() => {
      inFlight = void 0;
      schedule();
    });
  };
  const schedule = () => {
    if (closed || timer || inFlight || latest === written) return;
    const wait = lastWriteAt + PARTIAL_WRITE_INTERVAL_MS - performance.now();
    if (wait <= 0) write();
    else timer = setTimeout(write, wait);
  };
  return {
    push(partial) {
      latest = partial;
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await inFlight;
    }
  };
}
async function translate({ japanese: japanese2, ai, clock }, translations, id2, signal) {
  const row = await translations.findById(id2);
  if (row?.status !== "Pending") return;
  const fromJapanese = row.source_language === "Japanese";
  if (fromJapanese) {
    await translations.updatePending(id2, await japaneseSide(japanese2, row.input_text), clock.now());
  }
  const partials = partialWriter(
    translations,
    clock,
    id2,
    fromJapanese ? "other_language_text" : "japanese_text"
  );
  let translation;
  try {
    ({ translation } = await ai.translateText({
      text: row.input_text,
      from: row.source_language,
      to: row.target_language,
      context: row.context || void 0,
      signal,
      onPartial: (partial) => partials.push(partial)
    }));
  } finally {
    await partials.close();
  }
  const sides = fromJapanese ? { other_language_text: translation } : { ...await japaneseSide(japanese2, translation), other_language_text: row.input_text };
  await translations.finish(id2, { ...sides, status: "Completed", error: null }, clock.now());
}
var translateJob = {
  type: "translation.translate",
  payload: TranslateJobPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler(deps) {
    const translations = createTranslationRepository(deps.db);
    return async ({ translation_id }, context) => {
      try {
        await translate(deps, translations, translation_id, context.signal);
      } catch (error) {
        const unsupported = error instanceof AiUnsupportedError;
        if (unsupported || context.attempt >= translateJob.maxAttempts) {
          const reason = context.signal.aborted ? TIMED_OUT : jobFailureText("translation", error, context.log).slice(0, ERROR_MAX_LENGTH);
          await translations.finish(translation_id, { status: "Failed", error: reason }, deps.clock.now());
          if (unsupported) throw new PermanentJobError(reason);
        }
        throw error;
      }
    };
  }
};

// src/modules/vocabulary/vocabulary.jobs.ts
import { z as z26 } from "zod";
var WrittenExplanation = z26.object({
  explanation: z26.string(),
  explanation_kana: z26.string(),
  explanation_translation: z26.string(),
  // Stored without a source: everything a model wrote is 'ai'.
  example_sentences: z26.array(ExampleSentence.omit({ source: true }))
});
function parseStored(payload) {
  if (payload === void 0) return null;
  const parsed = WrittenExplanation.safeParse(JSON.parse(payload));
  return parsed.success ? parsed.data : null;
}
var ExplainPayload = z26.object({ vocab_id: z26.string().min(1) });
function explainInput(item, catalogue) {
  if (item.vocabType === "kanji") {
    return {
      word: item.kanji,
      reading: item.pronunciation,
      meanings: item.meanings,
      level: item.level,
      vocabType: "kanji"
    };
  }
  return {
    word: item.word,
    reading: item.reading,
    meanings: catalogue.sensesOf(item).map((sense) => sense.glosses.join(", ")),
    level: item.level,
    vocabType: "vocabulary"
  };
}
var exampleSentenceId = (vocabId2, index2) => `${vocabId2}-ex${index2 + 1}`;
var explainJob = {
  type: "vocabulary.explain",
  payload: ExplainPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, japanese: japanese2, ai, clock }) {
    const repository = createVocabularyRepository(db);
    return async ({ vocab_id }, { signal }) => {
      if (await repository.findExplanation(vocab_id)) return;
      const item = japanese2.catalogue.getItem(vocab_id);
      if (!item) throw new PermanentJobError(`Unknown vocab_id ${vocab_id}`);
      let output;
      try {
        output = await ai.explainVocabulary({ ...explainInput(item, japanese2.catalogue), signal });
      } catch (error) {
        if (error instanceof AiUnsupportedError) throw new PermanentJobError(error.message);
        throw error;
      }
      const written = {
        explanation: output.explanation,
        explanation_kana: await toHiragana(output.explanation),
        explanation_translation: output.explanation_translation,
        example_sentences: await Promise.all(
          output.example_sentences.map(async (example, index2) => ({
            example_sentence_id: exampleSentenceId(vocab_id, index2),
            sentence: example.sentence,
            sentence_kana: await toHiragana(example.sentence),
            sentence_translation: example.sentence_translation
          }))
        )
      };
      await repository.saveExplanation(vocab_id, JSON.stringify(written), clock.now());
    };
  }
};
var explainJobKey = (vocabId2) => `${explainJob.type}:${vocabId2}`;

// src/jobs/registry.ts
var JOBS = [
  enhanceMessageJob,
  replyJob,
  analyzeMessageJob,
  translateJob,
  explainJob,
  synthesizeJob,
  cleanupJob
];
function createJobHandlers(appDeps, services) {
  const deps = {
    ...appDeps,
    queue: services.jobQueue,
    account: services.account,
    reviews: services.reviews
  };
  return JOBS.map((job) => ({
    type: job.type,
    payload: job.payload,
    maxAttempts: job.maxAttempts,
    timeoutMs: job.timeoutMs(deps.config),
    everyMs: job.everyMs,
    handle: job.handler(deps)
  }));
}

// src/lib/clock.ts
var systemClock = { now: () => Date.now() };

// src/mail/mailer.ts
import { randomBytes } from "node:crypto";
import fs2 from "node:fs/promises";
import path3 from "node:path";
import nodemailer from "nodemailer";
function createMailer(config, logger) {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport2 = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport2.sendMail({ from, ...message });
      }
    };
  }
  const outbox = path3.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs2.mkdir(outbox, { recursive: true });
      const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      const file = path3.join(outbox, name);
      const partial = path3.join(config.dataDir, `.${name}.partial`);
      await fs2.writeFile(partial, info.message);
      await fs2.rename(partial, file);
      logger.info({ file, subject: message.subject }, "no SMTP_URL: mail written to the outbox");
    }
  };
}

// src/metrics.ts
import { createHash as createHash3, timingSafeEqual } from "node:crypto";
import http from "node:http";
import client from "prom-client";
var METRICS_PATH = "/metrics";
function createMetrics(queue) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "kaiwa_" });
  const registers = [registry];
  const requestSeconds = new client.Histogram({
    name: "kaiwa_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames: ["method", "route", "status"],
    buckets: [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers
  });
  const jobFailures = new client.Counter({
    name: "kaiwa_job_failures_total",
    help: "Failed job attempts, by job type and whether the job gave up (final) or will run again",
    labelNames: ["type", "final"],
    registers
  });
  const openStreams = new client.Gauge({
    name: "kaiwa_open_event_streams",
    help: "Conversation event streams open on this process",
    registers
  });
  new client.Gauge({
    name: "kaiwa_job_queue_depth",
    help: "Jobs waiting to run (due now or later), by job type",
    labelNames: ["type"],
    registers,
    async collect() {
      this.reset();
      for (const { type, queued } of await queue.stats()) this.set({ type }, queued);
    }
  });
  new client.Gauge({
    name: "kaiwa_job_queue_wait_seconds",
    help: "How long the longest-waiting due job has been due, by job type",
    labelNames: ["type"],
    registers,
    async collect() {
      this.reset();
      for (const { type, waitingMs } of await queue.stats()) this.set({ type }, waitingMs / 1e3);
    }
  });
  return {
    registry,
    observeRequest(method, route, status, seconds2) {
      requestSeconds.observe({ method, route, status: String(status) }, seconds2);
    },
    jobFailed(type, final) {
      jobFailures.inc({ type, final: String(final) });
    },
    streamOpened() {
      openStreams.inc();
    },
    streamClosed() {
      openStreams.dec();
    }
  };
}
function serveMetrics(metrics, host, port) {
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then((text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text)).catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

// src/realtime/notifier.ts
import { EventEmitter } from "node:events";
import pg2 from "pg";
function createLocalFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (channel, message) => emitter.emit(channel, message),
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    }
  };
}
function createInProcessNotifier() {
  const local = createLocalFanOut();
  return {
    async publish(channel, message) {
      local.emit(channel, message);
    },
    subscribe: local.subscribe,
    async close() {
    }
  };
}
var PG_CHANNEL = "kaiwa_events";
var MAX_BATCH_BYTES = 7e3;
function createPostgresNotifier(databaseUrl, logger) {
  const local = createLocalFanOut();
  const publisher = new pg2.Pool({ connectionString: databaseUrl, max: 1 });
  publisher.on("error", (error) => logger.warn({ err: error }, "idle notification connection lost"));
  let listener;
  let closed = false;
  const connect = async () => {
    const client2 = new pg2.Client({ connectionString: databaseUrl });
    client2.on("notification", (notification) => {
      if (!notification.payload) return;
      const sent = JSON.parse(notification.payload);
      for (const { channel, message } of Array.isArray(sent) ? sent : [sent]) local.emit(channel, message);
    });
    client2.on("error", (error) => {
      logger.warn({ err: error }, "notification connection lost; reconnecting");
      client2.end().catch(() => void 0);
      if (!closed) setTimeout(() => void connect().catch(() => void 0), 1e3);
    });
    await client2.connect();
    await client2.query(`LISTEN ${PG_CHANNEL}`);
    listener = client2;
  };
  const ready = connect();
  const notifications = createBatcher(
    async (texts) => {
      await publisher.query("SELECT pg_notify($1, $2)", [PG_CHANNEL, `[${texts.join(",")}]`]);
      return texts.map(() => void 0);
    },
    // Each text and the comma after it.
    { max: MAX_BATCH_BYTES, weigh: (text) => Buffer.byteLength(text) + 1 }
  );
  return {
    publish: (channel, message) => notifications.add(JSON.stringify({ channel, message })),
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await notifications.settled();
      await ready.catch(() => void 0);
      await listener?.end().catch(() => void 0);
      await publisher.end();
    }
  };
}

// src/lib/rate-limiter.ts
import { randomInt } from "node:crypto";

// src/lib/app-error.ts
var AppError = class extends Error {
  constructor(errorName, message = Errors[errorName].message, retryAfterSeconds) {
    super(message);
    this.errorName = errorName;
    this.retryAfterSeconds = retryAfterSeconds;
  }
};

// src/lib/rate-limiter.ts
var MAX_WINDOW_MS = 24 * 60 * 60 * 1e3;
var SWEEP_INTERVAL_MS = 10 * 60 * 1e3;
function createRateLimiter(deps) {
  const { db, clock } = deps;
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  async function sweepIfDue(now) {
    if (now - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = now;
    await db.deleteFrom("rate_limit_events").where("at", "<=", now - MAX_WINDOW_MS).execute();
  }
  async function claim(bucket, slot, now) {
    if (slot.observedAt === void 0) {
      const result2 = await db.insertInto("rate_limit_events").values({ id: slot.id, bucket, at: now }).onConflict((conflict) => conflict.column("id").doNothing()).executeTakeFirst();
      return Number(result2.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const result = await db.updateTable("rate_limit_events").set({ at: now }).where("id", "=", slot.id).where("at", "=", slot.observedAt).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  async function hit(bucket, limit) {
    if (limit.windowMs > MAX_WINDOW_MS || limit.max < 1) {
      throw new Error(`Unsupported rate limit for ${bucket}`);
    }
    const now = clock.now();
    const since = now - limit.windowMs;
    await sweepIfDue(now);
    for (let round = 0; round <= limit.max; round += 1) {
      const rows = await db.selectFrom("rate_limit_events").select(["id", "at"]).where("bucket", "=", bucket).execute();
      const slotOf = (id2) => Number(id2.slice(bucket.length + 1));
      const slots = rows.filter((row) => slotOf(row.id) < limit.max);
      const free = [];
      let oldestBusyAt = Number.POSITIVE_INFINITY;
      for (const { id: id2, at } of slots) {
        if (at <= since) free.push({ id: id2, observedAt: at });
        else oldestBusyAt = Math.min(oldestBusyAt, at);
      }
      if (slots.length < limit.max) {
        const taken = new Set(slots.map((row) => slotOf(row.id)));
        let k = randomInt(limit.max);
        while (taken.has(k)) k = (k + 1) % limit.max;
        free.push({ id: `${bucket}#${k}`, observedAt: void 0 });
      }
      if (free.length === 0) return { allowed: false, retryAfterMs: oldestBusyAt + limit.windowMs - now };
      const first = randomInt(free.length);
      for (let i = 0; i < free.length; i += 1) {
        const slot = free[(first + i) % free.length];
        if (await claim(bucket, slot, now)) {
          return {
            allowed: true,
            release: async () => {
              await db.deleteFrom("rate_limit_events").where("id", "=", slot.id).where("at", "=", now).execute();
            }
          };
        }
      }
    }
    return { allowed: false, retryAfterMs: 1e3 };
  }
  return {
    hit,
    /**
     * Like `hit`, but a refusal is thrown as a 429 with Retry-After, its message starting with `reason`.
     * Returns the release function.
     */
    async consume(bucket, limit, reason) {
      const decision = await hit(bucket, limit);
      if (!decision.allowed) throw rateLimited(decision.retryAfterMs, reason);
      return decision.release;
    },
    /** How many events the bucket had within the last `windowMs`, and when the latest was. */
    async tally(bucket, windowMs) {
      const row = await db.selectFrom("rate_limit_events").select((eb) => [eb.fn.countAll().as("events"), eb.fn.max("at").as("latest_at")]).where("bucket", "=", bucket).where("at", ">", clock.now() - windowMs).executeTakeFirstOrThrow();
      const events = Number(row.events);
      return { events, latestAt: events > 0 ? Number(row.latest_at) : void 0 };
    },
    /** Forgets every event of the bucket (what it counted is over, e.g. failures before a success). */
    async clear(bucket) {
      await db.deleteFrom("rate_limit_events").where("bucket", "=", bucket).execute();
    }
  };
}
function rateLimited(retryAfterMs, reason = "Too many attempts") {
  const seconds2 = Math.max(1, Math.ceil(retryAfterMs / 1e3));
  const minutes = Math.ceil(seconds2 / 60);
  const wait = seconds2 < 60 ? plural(seconds2, "second") : plural(minutes, "minute");
  return new AppError("rateLimited", `${reason}. Please try again in ${wait}.`, seconds2);
}
var plural = (count, unit) => `${count} ${unit}${count === 1 ? "" : "s"}`;

// src/lib/passwords.ts
import { hash as hash2, verify } from "@node-rs/argon2";
var ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash2(password, ARGON2_OPTIONS);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// src/tts/voices.ts
var BUILTIN_VOICES = [
  { id: "open-jtalk:mei", name: "Mei \u2014 standard" },
  { id: "open-jtalk:mei-low", name: "Mei \u2014 lower pitch" }
];
var EMBEDDED_VOICES = [
  { id: "espeak-ng:ja", name: "espeak-ng \u2014 standard" },
  { id: "espeak-ng:ja+f1", name: "espeak-ng \u2014 female" },
  { id: "espeak-ng:ja+m1", name: "espeak-ng \u2014 low male" }
];
async function offeredVoices(engine) {
  let voices;
  try {
    voices = await engine.voices();
  } catch (error) {
    throw new AppError("audioFailed", error.message);
  }
  if (voices.length === 0) throw new AppError("audioFailed", "The voice engine offers no voices");
  return voices;
}
async function userVoice(engine, saved) {
  let voices;
  try {
    voices = await engine.voices();
  } catch {
    return saved ?? "";
  }
  if (saved && voices.some((voice) => voice.id === saved)) return saved;
  return voices[0]?.id ?? "";
}

// src/modules/friends/friends.repository.ts
function createFriendsRepository(db) {
  return {
    listFriends(userId) {
      return db.selectFrom("friendships").innerJoin("users", "users.id", "friendships.friend_id").select(["users.id as user_id", "users.alias", "users.email"]).where("friendships.user_id", "=", userId).orderBy("users.alias").orderBy("users.id").execute();
    },
    /** Requests addressed to the e-mail of `userId`, oldest first, with the sender's details. */
    listIncomingRequests(userId) {
      return db.selectFrom("friend_requests").innerJoin("users as recipient", "recipient.email", "friend_requests.to_email").innerJoin("users as sender", "sender.id", "friend_requests.from_user_id").select(["sender.id as user_id", "sender.alias", "sender.email"]).where("recipient.id", "=", userId).orderBy("friend_requests.created_at").orderBy("sender.id").execute();
    },
    /**
     * Requests `userId` sent, oldest first: the request's id and the address it went to, never anything of
     * an account behind that address.
     */
    listSentRequests(userId) {
      return db.selectFrom("friend_requests").select(["id", "to_email"]).where("from_user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    },
    async areFriends(userId, otherId) {
      const row = await db.selectFrom("friendships").select("user_id").where("user_id", "=", userId).where("friend_id", "=", otherId).executeTakeFirst();
      return row !== void 0;
    },
    async hasRequest(fromUserId, toEmail) {
      const row = await db.selectFrom("friend_requests").select("id").where("from_user_id", "=", fromUserId).where("to_email", "=", toEmail).executeTakeFirst();
      return row !== void 0;
    },
    insertRequest(fromUserId, toEmail, at) {
      return db.insertInto("friend_requests").values({ id: newId(), from_user_id: fromUserId, to_email: toEmail, created_at: at }).onConflict((conflict) => conflict.columns(["from_user_id", "to_email"]).doNothing()).execute();
    },
    /** Makes the two users friends in both directions and drops any pending request between them. */
    befriend(user, other, at) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("friend_requests").where(
          (eb) => eb.or([
            eb.and([eb("from_user_id", "=", user.id), eb("to_email", "=", other.email)]),
            eb.and([eb("from_user_id", "=", other.id), eb("to_email", "=", user.email)])
          ])
        ).execute();
        await trx.insertInto("friendships").values([
          { user_id: user.id, friend_id: other.id, created_at: at },
          { user_id: other.id, friend_id: user.id, created_at: at }
        ]).onConflict((conflict) => conflict.columns(["user_id", "friend_id"]).doNothing()).execute();
      });
    },
    /** Drops the request from `fromUserId` to the e-mail of `toUserId`; returns whether there was one. */
    async deleteRequest(fromUserId, toUserId) {
      const result = await db.deleteFrom("friend_requests").where("from_user_id", "=", fromUserId).where("to_email", "=", (eb) => eb.selectFrom("users").select("email").where("id", "=", toUserId)).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Requests to an address whose account goes away go with it, as the sender's own requests do. */
    deleteRequestsTo(email2) {
      return db.deleteFrom("friend_requests").where("to_email", "=", email2).execute();
    },
    /** Ends the friendship in both directions; returns whether there was one. */
    async deleteFriendship(userId, otherId) {
      const result = await db.deleteFrom("friendships").where(
        (eb) => eb.or([
          eb.and([eb("user_id", "=", userId), eb("friend_id", "=", otherId)]),
          eb.and([eb("user_id", "=", otherId), eb("friend_id", "=", userId)])
        ])
      ).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    }
  };
}

// src/modules/users/users.repository.ts
function createUserRepository(db) {
  return {
    findById(id2) {
      return db.selectFrom("users").selectAll().where("id", "=", id2).executeTakeFirst();
    },
    /** `email` must already be normalised (trimmed, lower case). */
    findByEmail(email2) {
      return db.selectFrom("users").selectAll().where("email", "=", email2).executeTakeFirst();
    },
    findByExternalIdentity(issuer, subject) {
      return db.selectFrom("users").selectAll().where("external_issuer", "=", issuer).where("external_subject", "=", subject).executeTakeFirst();
    },
    insert(user) {
      return db.insertInto("users").values(user).execute();
    },
    updateAlias(id2, alias2) {
      return db.updateTable("users").set({ alias: alias2 }).where("id", "=", id2).execute();
    },
    updatePasswordHash(id2, passwordHash) {
      return db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id2).execute();
    },
    completeTour(id2, alias2) {
      return db.updateTable("users").set({ alias: alias2, tour_done: 1 }).where("id", "=", id2).execute();
    },
    /** Dependent rows go with it (foreign keys cascade on both engines). */
    deleteById(id2) {
      return db.deleteFrom("users").where("id", "=", id2).execute();
    }
  };
}

// src/modules/account/account.repository.ts
var DEFAULT_ROW = {
  jlpt_level: DEFAULT_SETTINGS.jlptTrainLevel,
  speed: DEFAULT_SETTINGS.speed,
  translation_language: DEFAULT_SETTINGS.translationLanguage,
  voice: null,
  show_hiragana: DEFAULT_SETTINGS.toggles.showHiragana ? 1 : 0,
  show_translations: DEFAULT_SETTINGS.toggles.showTranslations ? 1 : 0,
  show_recommended_words: DEFAULT_SETTINGS.toggles.showRecommendedWords ? 1 : 0
};
function createAccountRepository(db) {
  function upsert(executor, userId, change) {
    return executor.insertInto("user_settings").values({ ...DEFAULT_ROW, ...change, user_id: userId }).onConflict((conflict) => conflict.column("user_id").doUpdateSet(change)).execute();
  }
  return {
    async findSettings(userId) {
      const row = await db.selectFrom("user_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
      if (!row) return DEFAULT_ROW;
      const { user_id: _, ...settings } = row;
      return settings;
    },
    /** `change` must not be empty. */
    updateSettings(userId, change) {
      return upsert(db, userId, change);
    },
    /** Alias, training level and the tour flag change together or not at all. */
    completeTour(userId, alias2, jlptLevel) {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ alias: alias2, tour_done: 1 }).where("id", "=", userId).execute();
        await upsert(trx, userId, { jlpt_level: jlptLevel });
      });
    }
  };
}

// src/modules/account/account.service.ts
var TOGGLE_COLUMNS = {
  showHiragana: "show_hiragana",
  showTranslations: "show_translations",
  showRecommendedWords: "show_recommended_words"
};
var storedLevel = JlptLevel.catch(DEFAULT_SETTINGS.jlptTrainLevel);
var storedSpeed = Speed.catch(DEFAULT_SETTINGS.speed);
var storedLanguage = OtherLanguage.catch(DEFAULT_SETTINGS.translationLanguage);
var DELETE_ACCOUNT_FAILURE_LIMIT = { max: 10, windowMs: 15 * 6e4 };
function createAccountService(deps) {
  const { db, sessions, pictures, rateLimiter, tts } = deps;
  const users = createUserRepository(db);
  const account = createAccountRepository(db);
  const conversations = createConversationsRepository(db);
  const friendRequests = createFriendsRepository(db);
  async function findUser(userId) {
    const user = await users.findById(userId);
    if (!user) throw new AppError("unauthorized");
    return user;
  }
  return {
    async getSettings(userId) {
      const row = await account.findSettings(userId);
      return {
        jlptTrainLevel: storedLevel.parse(row.jlpt_level),
        speed: storedSpeed.parse(row.speed),
        translationLanguage: storedLanguage.parse(row.translation_language),
        voice: await userVoice(tts, row.voice),
        toggles: {
          showHiragana: row.show_hiragana === 1,
          showTranslations: row.show_translations === 1,
          showRecommendedWords: row.show_recommended_words === 1
        }
      };
    },
    async setSpeed(userId, speed) {
      await account.updateSettings(userId, { speed });
    },
    async setTranslationLanguage(userId, translationLanguage) {
      await account.updateSettings(userId, { translation_language: translationLanguage });
    },
    async setJlptTrainLevel(userId, level) {
      await account.updateSettings(userId, { jlpt_level: level });
    },
    async setVoice(userId, voice) {
      const voices = await offeredVoices(tts);
      if (!voices.some((offered) => offered.id === voice)) {
        throw new AppError("validationFailed", "Unknown voice");
      }
      await account.updateSettings(userId, { voice });
    },
    /** The voices of the configured speech engine. */
    voices() {
      return offeredVoices(tts);
    },
    async setToggle(userId, key, value) {
      await account.updateSettings(userId, { [TOGGLE_COLUMNS[key]]: value ? 1 : 0 });
    },
    async getAlias(userId) {
      return (await findUser(userId)).alias;
    },
    async setAlias(userId, alias2) {
      await users.updateAlias(userId, alias2);
    },
    async isTourDone(userId) {
      return (await findUser(userId)).tour_done === 1;
    },
    async completeTour(userId, tour) {
      await account.completeTour(userId, tour.alias, tour.jlptTrainLevel);
    },
    /**
     * Deletes the account and everything hanging off it. Native accounts confirm with their password;
     * external ones are already proven by their live session.
     */
    async deleteAccount(userId, password) {
      const user = await findUser(userId);
      if (user.is_native_account === 1) {
        if (!password) throw new AppError("validationFailed", "Please enter your password");
        await rateLimiter.consume(`account-delete:fail:${userId}`, DELETE_ACCOUNT_FAILURE_LIMIT);
        if (!user.password_hash || !await verifyPassword(user.password_hash, password)) {
          throw new AppError("wrongPassword");
        }
      }
      await sessions.revokeAllForUser(userId);
      await pictures.deleteForUser(userId);
      await conversations.deleteSoloConversationsOf(userId);
      await friendRequests.deleteRequestsTo(user.email);
      await users.deleteById(userId);
    }
  };
}

// src/modules/analysis/analysis.service.ts
var levelRank = (level) => JLPT_LEVELS2.indexOf(level);
var byLevelThenUse = (a, b) => levelRank(a.jlpt_level) - levelRank(b.jlpt_level) || b.count - a.count || a.pronunciation.localeCompare(b.pronunciation, "ja");
function withItems(catalogue, rows) {
  return rows.flatMap((row) => {
    const item = catalogue.getItem(row.vocab_id);
    return item ? [{ row, item }] : [];
  });
}
function summariseItems(usage) {
  const totals = /* @__PURE__ */ new Map();
  for (const { row, item } of usage) {
    const total = totals.get(item.vocab_id) ?? { item, count: 0, qualitySum: 0, rated: 0 };
    total.count += row.count;
    if (row.quality >= 0) {
      total.qualitySum += row.quality;
      total.rated += 1;
    }
    totals.set(item.vocab_id, total);
  }
  return [...totals.values()].map(
    ({ item, count, qualitySum, rated }) => toAnalysisSummaryItem(item, count, rated > 0 ? qualitySum / rated : NEVER_RATED)
  ).sort(byLevelThenUse);
}
function createAnalysisService(deps) {
  const { japanese: japanese2, conversations } = deps;
  const repository = createAnalysisRepository(deps.db);
  return {
    /** The conversation's messages; the caller's own carry their analysis. 404 unless the caller takes part. */
    async messagesWithAnalysis(userId, conversationId2) {
      const messages = await conversations.messages(userId, conversationId2);
      const [analyses, usage] = await Promise.all([
        repository.listAnalysesOf(userId, conversationId2),
        repository.listUsageOf(userId, conversationId2)
      ]);
      const analysisOf = new Map(analyses.map((analysis) => [analysis.message_id, analysis]));
      const itemsOf = /* @__PURE__ */ new Map();
      for (const { row, item } of withItems(japanese2.catalogue, usage)) {
        const items = itemsOf.get(row.message_id) ?? { kanji: [], vocab: [] };
        (item.vocabType === "kanji" ? items.kanji : items.vocab).push(toAnalysisItem(item, row.quality));
        itemsOf.set(row.message_id, items);
      }
      return messages.map((message) => {
        const own = message.role === "user" && message.sender_id === userId;
        const analysis = analysisOf.get(message.message_id);
        const items = itemsOf.get(message.message_id);
        return {
          ...message,
          analysis_kanji: items?.kanji ?? [],
          analysis_vocab: items?.vocab ?? [],
          analysis_status: own ? analysis?.status ?? "pending" : null,
          analysis_error: analysis?.error ?? null
        };
      });
    },
    /** What the caller used in the conversation, per item, sorted by level. 404 unless the caller takes part. */
    async summary(userId, conversationId2) {
      const conversation_info = await conversations.information(userId, conversationId2);
      const usage = withItems(japanese2.catalogue, await repository.listUsageOf(userId, conversationId2));
      const kanjis = summariseItems(usage.filter(({ item }) => item.vocabType === "kanji"));
      const vocabs = summariseItems(usage.filter(({ item }) => item.vocabType === "vocabulary"));
      const jlpt_levels = Object.fromEntries(
        JLPT_LEVELS2.map((level) => [level, 0])
      );
      for (const item of [...kanjis, ...vocabs]) jlpt_levels[item.jlpt_level] += 1;
      return {
        analysis: { kanji_count: kanjis.length, vocab_count: vocabs.length, jlpt_levels, kanjis, vocabs },
        conversation_info
      };
    }
  };
}

// src/modules/audio/audio.service.ts
import { createHash as createHash4 } from "node:crypto";

// src/tts/speech-text.ts
var SENTENCE_END = /[。．.！!？?…\n]+[」』）)〕】"'’”]*\s*/gu;
var CLAUSE_END = /[、，,;；:：\s]+/gu;
function cutAfter(text, ends) {
  const pieces = [];
  let last = 0;
  for (const match of text.matchAll(ends)) {
    const end = match.index + match[0].length;
    if (end > last) pieces.push(text.slice(last, end));
    last = end;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
function pack(pieces, max, size, tooBig) {
  const packed = [];
  let current = "";
  let currentSize = 0;
  for (const piece of pieces) {
    const pieceSize = size(piece);
    if (currentSize + pieceSize <= max) {
      current += piece;
      currentSize += pieceSize;
      continue;
    }
    if (current) packed.push(current);
    if (pieceSize <= max) {
      current = piece;
      currentSize = pieceSize;
    } else {
      packed.push(...tooBig(piece));
      current = "";
      currentSize = 0;
    }
  }
  if (current) packed.push(current);
  return packed;
}
function cutAnywhere(text, max, size) {
  return pack([...text], max, size, (character) => [character]);
}
function splitForSpeech(text, max, size = textLength) {
  const pieces = size(text) <= max ? [text] : pack(
    cutAfter(text, SENTENCE_END),
    max,
    size,
    (sentence) => pack(cutAfter(sentence, CLAUSE_END), max, size, (clause) => cutAnywhere(clause, max, size))
  );
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

// src/tts/wav.ts
var WAV_CONTENT_TYPE = "audio/wav";
function wavHeader(format, dataBytes) {
  const { channels, sampleRate, bitsPerSample } = format;
  const frameBytes = channels * (bitsPerSample / 8);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * frameBytes, 28);
  header.writeUInt16LE(frameBytes, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
function encodeWav(samples, sampleRate) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) data.writeInt16LE(samples[i], i * 2);
  return Buffer.concat([wavHeader({ channels: 1, sampleRate, bitsPerSample: 16 }, data.length), data]);
}
function readWavLayout(head) {
  if (head.toString("ascii", 0, 4) !== "RIFF" || head.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("not a RIFF/WAVE file");
  }
  let offset = 12;
  let format;
  while (offset + 8 <= head.length) {
    const id2 = head.toString("ascii", offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id2 === "fmt ") {
      if (head.readUInt16LE(body) !== 1) throw new Error("not PCM");
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        bitsPerSample: head.readUInt16LE(body + 14)
      };
    } else if (id2 === "data") {
      if (!format) throw new Error("data chunk before fmt chunk");
      return { ...format, dataOffset: body, dataBytes: size };
    }
    offset = body + size + size % 2;
  }
  throw new Error("no data chunk");
}

// src/modules/audio/audio-body.ts
import { Readable } from "node:stream";
var lengthOf = (segment) => "bytes" in segment ? segment.bytes.length : segment.end - segment.start + 1;
var bodySize = (segments) => segments.reduce((sum, segment) => sum + lengthOf(segment), 0);
function bodyStream(segments, range) {
  const wanted = [];
  let offset = 0;
  for (const segment of segments) {
    const length = lengthOf(segment);
    const from = Math.max(range?.start ?? 0, offset) - offset;
    const to = Math.min(range?.end ?? Number.POSITIVE_INFINITY, offset + length - 1) - offset;
    if (from <= to) wanted.push({ segment, from, to });
    else if ("blob" in segment) void segment.blob.close();
    offset += length;
  }
  async function* read() {
    const pending = [...wanted];
    try {
      for (let item = pending.shift(); item; item = pending.shift()) {
        const { segment, from, to } = item;
        if ("bytes" in segment) yield segment.bytes.subarray(from, to + 1);
        else yield* segment.blob.stream({ start: segment.start + from, end: segment.start + to });
      }
    } finally {
      for (const { segment } of pending) if ("blob" in segment) void segment.blob.close();
    }
  }
  return Readable.from(read(), { objectMode: false });
}
function joinedWav(parts) {
  const samples = parts.map(({ blob, layout }) => ({
    blob,
    start: layout.dataOffset,
    end: Math.min(blob.size, layout.dataOffset + layout.dataBytes) - 1
  }));
  return [{ bytes: wavHeader(parts[0].layout, bodySize(samples)) }, ...samples];
}
function discardSegments(segments) {
  for (const segment of segments) if ("blob" in segment) void segment.blob.close();
}

// src/modules/audio/audio.service.ts
var AUDIO_TEXT_MAX_LENGTH = 5e3;
var AUDIO_CLIP_MAX_LENGTH = 1e3;
var AUDIO_SYNTHESIS_LIMIT = { max: 60, windowMs: 6e4 };
var PINNED_VOICE_MAX_AGE_S = 24 * 60 * 60;
function cacheKeyOf(engineId, voice, speed, language2, text, isPart) {
  const fields = [engineId, voice, speed, language2, text, ...isPart ? ["part"] : []];
  return createHash4("sha256").update(JSON.stringify(fields)).digest("hex");
}
var etagOf = (clips) => `"${createHash4("sha256").update(clips.map((clip) => `${clip.cache_key}:${clip.generation}`).join(",")).digest("hex")}"`;
function createAudioService(deps) {
  const { db, tts, blobStore, queue, account, rateLimiter, clock } = deps;
  const repository = createAudioRepository(db);
  async function chooseVoice(requested, saved) {
    const voices = await offeredVoices(tts);
    const offers = (voice) => voices.some((offered) => offered.id === voice);
    if (requested !== void 0) {
      if (!offers(requested)) throw new AppError("validationFailed", "Unknown voice");
      return requested;
    }
    return saved !== void 0 && offers(saved) ? saved : voices[0].id;
  }
  async function enqueue(clip, job) {
    await queue.enqueue(
      synthesizeJob,
      { ...job, cache_key: clip.cache_key, generation: clip.generation },
      { idempotencyKey: audioJobKey(clip) }
    );
  }
  function failureOf2(clip) {
    return new AppError(
      clip.error_code && errorNameOf(clip.error_code) || "audioFailed",
      clip.error ?? Errors.audioFailed.message
    );
  }
  async function clipFor(userId, cacheKey, job) {
    const clip = await repository.find(cacheKey);
    if (clip) return clip;
    await rateLimiter.consume(`audio:${userId}`, AUDIO_SYNTHESIS_LIMIT);
    const found = await repository.findOrCreate(cacheKey, clock.now());
    if (found.created) await enqueue(found.clip, job);
    return found.clip;
  }
  async function isReady(clip, job) {
    if (clip.status === "ready") return true;
    if (clip.status === "generating") {
      const queued = await queue.getByKey(audioJobKey(clip));
      if (!queued) await enqueue(clip, job);
      if (queued?.status !== "failed") return false;
    }
    const failure = failureOf2(clip);
    await enqueue((await repository.restart(clip, clock.now())).clip, job);
    throw failure;
  }
  async function segmentsOf2(clips, jobs) {
    const newest = clips.reduce((latest, clip) => clip.updated_at > latest.updated_at ? clip : latest);
    const stale = clips.flatMap((clip, index2) => clip.content_type === newest.content_type ? [] : [index2]);
    for (const index2 of stale) {
      await enqueue((await repository.restart(clips[index2], clock.now())).clip, jobs[index2]);
    }
    if (stale.length > 0) return void 0;
    const layouts = [];
    const opened = [];
    for (const [index2, clip] of clips.entries()) {
      const key = audioBlobKey(clip.cache_key);
      const joinsWav = clips.length > 1 && clip.content_type === WAV_CONTENT_TYPE;
      const layout = joinsWav ? await wavLayoutOf(key) : void 0;
      const blob = joinsWav && !layout ? void 0 : await blobStore.open(key);
      if (!blob) {
        for (const other of opened) void other.close();
        await enqueue((await repository.restart(clip, clock.now())).clip, jobs[index2]);
        return void 0;
      }
      layouts.push(layout);
      opened.push(blob);
    }
    const contentType = opened[0].contentType;
    const segments = contentType === WAV_CONTENT_TYPE && opened.length > 1 ? joinedWav(opened.map((blob, index2) => ({ blob, layout: layouts[index2] }))) : opened.map((blob) => ({ blob, start: 0, end: blob.size - 1 }));
    return { contentType, segments };
  }
  async function wavLayoutOf(key) {
    const blob = await blobStore.open(key);
    if (!blob) return void 0;
    const head = Buffer.concat(await blob.stream({ start: 0, end: Math.min(blob.size, 256) - 1 }).toArray());
    return readWavLayout(head);
  }
  return {
    /**
     * Clips of short Japanese texts (words, example sentences) in the user's voice for a download: those
     * already made, read from storage, and how many are still being made. Missing ones are queued, at most
     * `queueAtMost` per call and outside the per-minute limit (one download, not a stream of clicks), so that
     * the next download has them; synthesis runs in the job worker, never in the request.
     */
    async storedClips(userId, texts, queueAtMost) {
      const clips = /* @__PURE__ */ new Map();
      const language2 = "Japanese";
      if (!tts.languages.has(language2)) return { clips, pending: 0 };
      const settings = await account.getSettings(userId);
      const voice = await chooseVoice(void 0, settings.voice);
      const { speed } = settings;
      const used = [];
      let queued = 0;
      let pending = 0;
      for (const text of new Set(texts.map((text2) => text2.replace(/\s+/g, " ").trim()))) {
        if (!text || textLength(text) > AUDIO_CLIP_MAX_LENGTH) continue;
        const cacheKey = cacheKeyOf(tts.id, voice, speed, language2, text, false);
        const clip = await repository.find(cacheKey);
        const stored = clip?.status === "ready" ? await blobStore.get(audioBlobKey(cacheKey)) : void 0;
        if (stored) {
          clips.set(text, { cacheKey, contentType: stored.contentType, data: stored.data });
          used.push(cacheKey);
          continue;
        }
        if (clip?.status === "generating") {
          pending += 1;
          continue;
        }
        if (queued >= queueAtMost) continue;
        queued += 1;
        pending += 1;
        used.push(cacheKey);
        const job = { text, language: language2, voice, speed };
        if (clip) await enqueue((await repository.restart(clip, clock.now())).clip, job);
        else {
          const found = await repository.findOrCreate(cacheKey, clock.now());
          if (found.created) await enqueue(found.clip, job);
        }
      }
      if (used.length > 0) await repository.recordUse(used, "shared", clock.now());
      return { clips, pending };
    },
    async answer(userId, source, options) {
      if (source === "pending") return { status: "generating" };
      const settings = options.voice === void 0 || options.speed === void 0 ? await account.getSettings(userId) : void 0;
      const voice = await chooseVoice(options.voice, settings?.voice);
      const speed = options.speed ?? settings?.speed ?? DEFAULT_SETTINGS.speed;
      const { language: language2 } = source;
      if (!tts.languages.has(language2)) {
        throw new AppError("audioUnavailable", unavailableLanguageMessage(language2, tts));
      }
      const text = source.text.replace(/\s+/g, " ").trim();
      if (!text) throw new AppError("audioNoText", "There is no text to read");
      if (textLength(text) > AUDIO_TEXT_MAX_LENGTH) {
        throw new AppError(
          "audioUnavailable",
          `This text is too long to read aloud (at most ${formatCount(AUDIO_TEXT_MAX_LENGTH)} characters)`
        );
      }
      const parts = splitForSpeech(text, AUDIO_CLIP_MAX_LENGTH);
      const jobs = parts.map((part) => ({ text: part, language: language2, voice, speed }));
      const clips = [];
      for (const job of jobs) {
        clips.push(
          await clipFor(userId, cacheKeyOf(tts.id, voice, speed, language2, job.text, parts.length > 1), job)
        );
      }
      await repository.recordUse(
        [...new Set(clips.map((clip) => clip.cache_key))],
        source.owner ?? "shared",
        clock.now()
      );
      let ready = true;
      for (const [index2, clip] of clips.entries()) {
        if (!await isReady(clip, jobs[index2])) ready = false;
      }
      if (!ready) return { status: "generating" };
      const body = await segmentsOf2(clips, jobs);
      if (!body) return { status: "generating" };
      const { segments, contentType } = body;
      return {
        status: "ready",
        contentType,
        size: bodySize(segments),
        etag: etagOf(clips),
        cacheControl: options.voice === void 0 ? "private, max-age=0, must-revalidate" : `private, max-age=${PINNED_VOICE_MAX_AGE_S}`,
        body: (range) => bodyStream(segments, range),
        discard: () => discardSegments(segments)
      };
    }
  };
}

// src/modules/audio/audio.sources.ts
var noText = (message) => new AppError("audioNoText", message);
function createAudioSources(deps) {
  const { conversations, translations, vocabulary, japanese: japanese2 } = deps;
  async function message(userId, conversationId2, messageId) {
    await conversations.assertParticipant(userId, conversationId2);
    const found = await conversations.messageOf(conversationId2, messageId);
    if (!found) throw new AppError("notFound", "Message not found");
    return found;
  }
  function messageSide(found, text, language2) {
    if (text) return { text, language: language2, owner: { message_id: found.message_id } };
    if (found.enhancement_status === "pending") return "pending";
    throw noText("This message has no translation to read");
  }
  function translationSide(translation, text, language2) {
    const isInput = translation.source_language === language2;
    if (isInput || translation.status === "Completed") {
      if (!text.trim()) throw noText("This translation has no text to read");
      return { text, language: language2, owner: { translation_id: translation.translation_id } };
    }
    throw noText(
      translation.status === "Failed" ? "This translation failed" : "The translation is not finished yet"
    );
  }
  const otherLanguageOf = (translation) => translation.source_language === "Japanese" ? translation.target_language : translation.source_language;
  async function explanation(userId, vocabId2) {
    const result = await vocabulary.explanation(userId, vocabId2);
    return result.status === "generating" ? void 0 : result.explanation;
  }
  return {
    sample() {
      return { text: AUDIO_SAMPLE_TEXT, language: "Japanese" };
    },
    /** A word's reading, or a kanji's readings: kana says unambiguously how the item sounds. */
    vocabulary(vocabId2) {
      const item = japanese2.catalogue.getItem(vocabId2);
      if (!item) throw new AppError("notFound", `No vocabulary item ${vocabId2}`);
      return { text: item.pronunciation, language: "Japanese" };
    },
    /** A language model's explanation is Japanese; the dictionary's own text is English. */
    async explanation(userId, vocabId2) {
      const found = await explanation(userId, vocabId2);
      if (!found) return "pending";
      return { text: found.explanation, language: found.source === "ai" ? "Japanese" : "English" };
    },
    async explanationExample(userId, vocabId2, exampleId) {
      const found = await explanation(userId, vocabId2);
      if (!found) return "pending";
      const example = found.example_sentences.find((sentence) => sentence.example_sentence_id === exampleId);
      if (!example) throw new AppError("notFound", "Example sentence not found");
      return { text: example.sentence, language: "Japanese" };
    },
    async messageJapanese(userId, conversationId2, messageId) {
      const found = await message(userId, conversationId2, messageId);
      const language2 = found.content_language ?? (detectLanguage(found.content, "English") === "Japanese" ? "Japanese" : null);
      if (language2 === "Japanese") return messageSide(found, found.content, "Japanese");
      return messageSide(found, found.translation_japanese, "Japanese");
    },
    /** A Japanese message's English translation, or the message itself when written in another language. */
    async messageOtherLanguage(userId, conversationId2, messageId) {
      const found = await message(userId, conversationId2, messageId);
      if (found.content_language === null) return messageSide(found, null, "English");
      if (found.content_language !== "Japanese")
        return messageSide(found, found.content, found.content_language);
      return messageSide(found, found.translation_english, "English");
    },
    async translationJapanese(userId, translationId2) {
      const translation = await translations.get(userId, translationId2);
      return translationSide(translation, translation.japanese_text, "Japanese");
    },
    async translationOtherLanguage(userId, translationId2) {
      const translation = await translations.get(userId, translationId2);
      return translationSide(translation, translation.otherLanguage_text, otherLanguageOf(translation));
    }
  };
}

// src/modules/auth/auth.service.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// src/lib/tokens.ts
import { createHash as createHash5, randomBytes as randomBytes2 } from "node:crypto";
function newSecretToken() {
  return randomBytes2(32).toString("base64url");
}
function hashToken(token) {
  return createHash5("sha256").update(token).digest("hex");
}

// src/modules/auth/google-identity.ts
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
var PROVIDER_FAILURE_CODES = /* @__PURE__ */ new Set(["ERR_JOSE_GENERIC", "ERR_JWKS_TIMEOUT", "ERR_JWKS_INVALID"]);
var IdentityProviderUnavailable = class extends Error {
};
var loginFailed = (message = "Google sign-in failed. Please try again.") => new AppError("externalLoginFailed", message);
function createGoogleIdentityVerifier(config, clock) {
  const { clientId, issuers } = config;
  if (!clientId) return void 0;
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return {
    /** Throws a 401 AppError for a bad token, IdentityProviderUnavailable when the keys cannot be fetched. */
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: clientId,
          algorithms: ["RS256"],
          currentDate: new Date(clock.now()),
          requiredClaims: ["sub", "exp"]
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError && !PROVIDER_FAILURE_CODES.has(error.code)) throw loginFailed();
        throw new IdentityProviderUnavailable("Google keys could not be fetched", { cause: error });
      }
      const { iss, sub, email: email2, email_verified: emailVerified, name } = payload;
      if (typeof iss !== "string" || typeof sub !== "string" || !sub) throw loginFailed();
      if (typeof email2 !== "string" || !email2.includes("@") || emailVerified !== true) {
        throw loginFailed(
          "Your Google account has no verified email address, so it cannot be used to sign in."
        );
      }
      return {
        issuer: canonicalIssuer(iss),
        subject: sub,
        email: email2.trim().toLowerCase(),
        name: typeof name === "string" && name.trim() ? name.trim() : void 0
      };
    }
  };
}
function canonicalIssuer(issuer) {
  return /^https?:\/\//.test(issuer) ? issuer : `https://${issuer}`;
}

// src/modules/auth/password-policy.ts
var commonPasswords;
function loadCommonPasswords() {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary.passwords.map((password) => password.toLowerCase()))
  );
  return commonPasswords;
}
async function isCommonPassword(password) {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
async function assertAcceptablePassword(password) {
  if (await isCommonPassword(password)) {
    throw new AppError(
      "weakPassword",
      "This password is one of the most common passwords and easy to guess. Please choose another one."
    );
  }
}

// src/modules/auth/password-reset.repository.ts
function createPasswordResetRepository(db) {
  return {
    insert(reset) {
      return db.insertInto("password_resets").values({ ...reset, used_at: null }).execute();
    },
    findUsable(tokenHash, now) {
      return db.selectFrom("password_resets").selectAll().where("token_hash", "=", tokenHash).where("used_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
    },
    /** Marks the token used if it still is usable; only one of two concurrent claims gets the user id. */
    async claim(tokenHash, now) {
      const result = await db.updateTable("password_resets").set({ used_at: now }).where("token_hash", "=", tokenHash).where("used_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return void 0;
      const row = await db.selectFrom("password_resets").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
      return row?.user_id;
    },
    /** Once the password has been reset, the other links sent to that user must not work any more. */
    useAllForUser(userId, now) {
      return db.updateTable("password_resets").set({ used_at: now }).where("user_id", "=", userId).where("used_at", "is", null).execute();
    },
    deleteExpired(now) {
      return db.deleteFrom("password_resets").where("expires_at", "<=", now).execute();
    }
  };
}

// src/modules/auth/auth.service.ts
var AUTH_LIMITS = {
  /** Native and Google sign-in attempts per client IP. */
  loginPerIp: { max: 25, windowMs: 5 * 6e4 },
  /**
   * Failed native sign-ins per e-mail address (known or not) from one client IP. Keyed by both, so that a
   * stranger's failures elsewhere never lock the owner out.
   */
  failedLoginPerEmailAndIp: { max: 10, windowMs: 15 * 6e4 },
  /**
   * Failed native sign-ins per e-mail address from every client IP, against guessing spread over many
   * addresses. NIST SP 800-63B allows at most 100 failures in a row; instead of locking the account there,
   * attempts wait longer and longer (ACCOUNT_WAIT). A successful sign-in or a password reset starts over.
   */
  failedLoginPerEmail: { max: 100, windowMs: 24 * 60 * 6e4 },
  forgotPasswordPerEmail: { max: 5, windowMs: 30 * 6e4 },
  /** Stops one client from mailing many different addresses. */
  forgotPasswordPerIp: { max: 25, windowMs: 5 * 6e4 },
  /** Session-token checks per client IP (the app checks its stored token once per page load). */
  verifyTokenPerIp: { max: 60, windowMs: 6e4 }
};
var SIGNUP_WINDOW_MS = 60 * 6e4;
var ACCOUNT_WAIT = { afterFailures: 20, firstMs: 3e4, lastMs: 60 * 6e4 };
function accountWaitMs(failures) {
  const { afterFailures, firstMs, lastMs } = ACCOUNT_WAIT;
  if (failures < afterFailures) return 0;
  const ceiling = AUTH_LIMITS.failedLoginPerEmail.max;
  const progress = Math.min(1, (failures - afterFailures) / (ceiling - afterFailures));
  return Math.round(firstMs + progress * (lastMs - firstMs));
}
var RESET_TOKEN_TTL_MS = 60 * 6e4;
var FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, we sent a link to reset the password.";
var ALIAS_MAX_LENGTH2 = 40;
var invalidCredentials = () => new AppError("invalidCredentials");
var emailTaken = (message = "An account with this email already exists") => new AppError("emailTaken", message);
var invalidResetToken = () => new AppError("invalidResetToken", "Invalid or expired reset link");
function isUniqueViolation2(error) {
  const code = error?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
function createAuthService(deps) {
  const { sessions, rateLimiter, mailer, clock, config, aiEngineLabel } = deps;
  const users = createUserRepository(deps.db);
  const passwordResets = createPasswordResetRepository(deps.db);
  const google = createGoogleIdentityVerifier(config.google, clock);
  let dummyHash;
  const getDummyHash = () => {
    dummyHash ??= hashPassword(randomBytes3(16).toString("hex"));
    return dummyHash;
  };
  async function signIn(user) {
    return {
      auth_token: await sessions.start(user.id),
      user_id: user.id,
      alias: user.alias,
      email: user.email,
      is_native_account: user.is_native_account === 1,
      tour_done: user.tour_done === 1
    };
  }
  async function findOrCreateExternalUser(identity) {
    const known2 = await users.findByExternalIdentity(identity.issuer, identity.subject);
    if (known2) return known2;
    const sameEmail = await users.findByEmail(identity.email);
    if (sameEmail?.external_issuer === identity.issuer && sameEmail.external_subject === identity.subject) {
      return sameEmail;
    }
    if (sameEmail) {
      throw emailTaken(
        sameEmail.is_native_account === 1 ? "An account with this email already exists. Please sign in with your email and password." : "An account with this email already exists and is linked to a different Google account."
      );
    }
    const user = {
      id: newId(),
      email: identity.email,
      alias: aliasFor(identity),
      password_hash: null,
      is_native_account: 0,
      external_issuer: identity.issuer,
      external_subject: identity.subject,
      tour_done: 0,
      created_at: clock.now()
    };
    try {
      await users.insert(user);
      return user;
    } catch (error) {
      if (!isUniqueViolation2(error)) throw error;
      const created = await users.findByExternalIdentity(identity.issuer, identity.subject);
      if (created) return created;
      throw emailTaken();
    }
  }
  async function awaitAccountTurn(email2, accountFailures) {
    const { events, latestAt } = await rateLimiter.tally(
      accountFailures,
      AUTH_LIMITS.failedLoginPerEmail.windowMs
    );
    const waitMs = accountWaitMs(events);
    if (waitMs === 0 || latestAt === void 0) return;
    const reason = "Too many failed sign-ins for this account";
    const waitLeft = latestAt + waitMs - clock.now();
    if (waitLeft > 0) throw rateLimited(waitLeft, reason);
    await rateLimiter.consume(`login:turn:${email2}`, { max: 1, windowMs: waitMs }, reason);
  }
  async function sendResetMail(email2) {
    const now = clock.now();
    await passwordResets.deleteExpired(now);
    const user = await users.findByEmail(email2);
    if (!user) return;
    if (user.is_native_account !== 1) {
      await mailer.send({
        to: user.email,
        subject: "Your Kaiwa account signs in with Google",
        text: [
          `Hello ${user.alias},`,
          "",
          "Someone asked to reset the password of your Kaiwa account. Your account has no password: it signs in",
          'with Google. Use "Sign in with Google" on the login page:',
          "",
          `${config.publicUrl}/login`,
          "",
          "If you did not ask for this, you can ignore this email."
        ].join("\n")
      });
      return;
    }
    const token = newSecretToken();
    await passwordResets.insert({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: now + RESET_TOKEN_TTL_MS
    });
    const link = `${config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: "Reset your Kaiwa password",
      text: [
        `Hello ${user.alias},`,
        "",
        "Someone (hopefully you) asked to reset the password of your Kaiwa account.",
        `Open this link within ${RESET_TOKEN_TTL_MS / 6e4} minutes to choose a new password:`,
        "",
        link,
        "",
        "If you did not ask for this, you can ignore this email: your password stays as it is."
      ].join("\n")
    });
  }
  return {
    publicConfig() {
      return { googleClientId: config.google.clientId ?? null, aiEngine: aiEngineLabel };
    },
    async nativeLogin(input, ip) {
      await rateLimiter.consume(`login:ip:${ip}`, AUTH_LIMITS.loginPerIp);
      const releaseAddressFailure = await rateLimiter.consume(
        `login:fail:${input.email}:ip:${ip}`,
        AUTH_LIMITS.failedLoginPerEmailAndIp
      );
      const accountFailures = `login:fail:${input.email}`;
      try {
        await awaitAccountTurn(input.email, accountFailures);
      } catch (error) {
        await releaseAddressFailure();
        throw error;
      }
      await rateLimiter.hit(accountFailures, AUTH_LIMITS.failedLoginPerEmail);
      const user = await users.findByEmail(input.email);
      const passwordHash = user?.password_hash ?? await getDummyHash();
      const matches = await verifyPassword(passwordHash, input.password);
      if (!user?.password_hash || !matches) throw invalidCredentials();
      await releaseAddressFailure();
      await rateLimiter.clear(accountFailures);
      return signIn(user);
    },
    async googleLogin(idToken, ip, log) {
      if (!google) {
        throw new AppError("externalLoginDisabled", "Google sign-in is not enabled on this server");
      }
      await rateLimiter.consume(`login:ip:${ip}`, AUTH_LIMITS.loginPerIp);
      let identity;
      try {
        identity = await google.verify(idToken);
      } catch (error) {
        if (!(error instanceof IdentityProviderUnavailable)) throw error;
        log.error({ err: error }, "Google sign-in keys unavailable");
        throw new AppError("externalLoginUnavailable");
      }
      return signIn(await findOrCreateExternalUser(identity));
    },
    async register(input, ip) {
      await assertAcceptablePassword(input.password);
      await rateLimiter.consume(
        `register:ip:${ip}`,
        { max: config.signupsPerHour, windowMs: SIGNUP_WINDOW_MS },
        "Too many new accounts from your network"
      );
      if (await users.findByEmail(input.email)) throw emailTaken();
      const user = {
        id: newId(),
        email: input.email,
        alias: input.alias,
        password_hash: await hashPassword(input.password),
        is_native_account: 1,
        external_issuer: null,
        external_subject: null,
        tour_done: 0,
        created_at: clock.now()
      };
      try {
        await users.insert(user);
      } catch (error) {
        if (isUniqueViolation2(error)) throw emailTaken();
        throw error;
      }
      return signIn(user);
    },
    /**
     * Answers the same whether or not the account exists. Everything past the rate limits runs after the
     * response, so neither the lookup nor the mail delivery shows in its timing.
     */
    async forgotPassword(email2, ip, log) {
      await rateLimiter.consume(`forgot:ip:${ip}`, AUTH_LIMITS.forgotPasswordPerIp);
      await rateLimiter.consume(`forgot:email:${email2}`, AUTH_LIMITS.forgotPasswordPerEmail);
      void sendResetMail(email2).catch(
        (error) => log.error({ err: error }, "password reset mail failed")
      );
      return FORGOT_PASSWORD_MESSAGE;
    },
    async validateResetToken(token) {
      return await passwordResets.findUsable(hashToken(token), clock.now()) !== void 0;
    },
    async resetPassword(token, newPassword2) {
      if (!await passwordResets.findUsable(hashToken(token), clock.now())) throw invalidResetToken();
      await assertAcceptablePassword(newPassword2);
      const passwordHash = await hashPassword(newPassword2);
      const now = clock.now();
      const userId = await passwordResets.claim(hashToken(token), now);
      if (!userId) throw invalidResetToken();
      await users.updatePasswordHash(userId, passwordHash);
      await passwordResets.useAllForUser(userId, now);
      await sessions.revokeAllForUser(userId);
      const user = await users.findById(userId);
      if (user) await rateLimiter.clear(`login:fail:${user.email}`);
    },
    async verifyToken(token, ip) {
      await rateLimiter.consume(`verify-token:ip:${ip}`, AUTH_LIMITS.verifyTokenPerIp);
      return await sessions.authenticate(token) !== void 0;
    },
    /** Valid means the token was live; either way it is dead afterwards. */
    async logout(token) {
      const live = await sessions.authenticate(token) !== void 0;
      await sessions.revoke(token);
      return live;
    }
  };
}
function aliasFor(identity) {
  const source = identity.name ?? identity.email.split("@")[0] ?? "";
  return Array.from(source).slice(0, ALIAS_MAX_LENGTH2).join("").trim() || "Learner";
}

// src/lib/ai-job-limit.ts
function consumeAiJob(rateLimiter, userId, jobsPerMinute) {
  return rateLimiter.consume(`ai-jobs:${userId}`, { max: jobsPerMinute, windowMs: 6e4 });
}

// src/modules/conversations/conversation-topics.ts
var CHARACTER_TOPICS = [
  "self-introduction",
  "hobbies",
  "food",
  "family",
  "travel",
  "work and school",
  "the weather",
  "shopping"
];
var FRIENDS_TOPIC = "free conversation";
var characterTopic = (count) => CHARACTER_TOPICS[count % CHARACTER_TOPICS.length];

// src/modules/conversations/conversations.service.ts
var VOCAB_CONVERSATION_REGISTER = "\u4E01\u5BE7\u8A9E";
var conversationNotFound = () => new AppError("notFound", "Conversation not found");
var seconds = (ms) => Math.floor(ms / 1e3);
var storedLanguage2 = Language.nullable().catch(null);
function parseJson(text) {
  return text === null ? null : JSON.parse(text);
}
function toMessage(row) {
  return {
    message_id: row.id,
    sender_id: row.sender_id,
    role: row.role,
    content: row.content,
    content_language: storedLanguage2.parse(row.content_language),
    hiragana: row.hiragana,
    furigana: parseJson(row.furigana),
    translation_english: row.translation_english,
    translation_japanese: row.translation_japanese,
    recommended_words: parseJson(row.recommended_words),
    created_at: row.created_at,
    enhancement_status: row.enhancement_status,
    enhancement_error: row.enhancement_error,
    word_accents: parseJson(row.word_accents)
  };
}
function toParticipants(rows) {
  return rows.flatMap((row) => {
    if (row.type === "user")
      return [{ id: row.participant_id, type: "user", alias: row.user_alias ?? "", picture: null }];
    const character = findCharacter(row.participant_id);
    return character ? [
      {
        id: character.id,
        type: "assistant",
        alias: character.alias,
        picture: characterPictureUrl(character.id)
      }
    ] : [];
  });
}
var unique = (ids) => [...new Set(ids)];
function createConversationsService(deps) {
  const { japanese: japanese2, queue, events, friends, account, rateLimiter, ai, clock, config } = deps;
  const repository = createConversationsRepository(deps.db);
  async function create(userId, participants, details) {
    const { jlptTrainLevel } = await account.getSettings(userId);
    const now = clock.now();
    const id2 = newId();
    await repository.insertConversation(
      {
        id: id2,
        topic: details.topic,
        jlpt_level: jlptTrainLevel,
        explanation_vocab_id: details.explanationVocabId,
        created_by: userId,
        created_at: now,
        last_activity_at: now,
        last_seq: 0
      },
      participants
    );
    return id2;
  }
  async function conversationOf(userId, conversationId2) {
    const conversation = await repository.findConversationOf(userId, conversationId2);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }
  const characterParticipant = (id2) => ({
    participant_id: id2,
    type: "assistant",
    user_id: null
  });
  const userParticipant = (id2) => ({ participant_id: id2, type: "user", user_id: id2 });
  async function startWithVocabs(userId, vocabIds) {
    const items = unique([...vocabIds]).map((vocabId2) => {
      const item = japanese2.catalogue.getItem(vocabId2);
      if (!item) throw new AppError("notFound", "Unknown vocab_id");
      return item;
    });
    const { jlptTrainLevel } = await account.getSettings(userId);
    const character = CHARACTERS.find(
      (candidate) => candidate.level === jlptTrainLevel && candidate.politeLevel === VOCAB_CONVERSATION_REGISTER
    );
    return create(userId, [userParticipant(userId), characterParticipant(character.id)], {
      topic: items.map((item) => item.kanji ?? item.pronunciation).join("\u3001"),
      explanationVocabId: items[0].vocab_id
    });
  }
  return {
    /**
     * A conversation of the caller with characters and friends. Every other user must be the caller's
     * friend. With characters the topic follows `CHARACTER_TOPICS`; with friends only it is free.
     */
    async start(userId, request) {
      const characterIds = unique(request.character_ids);
      const unknown = characterIds.find((id2) => !findCharacter(id2));
      if (unknown !== void 0) {
        throw new AppError("validationFailed", `Unknown character: ${unknown}`);
      }
      const friendIds = unique(request.user_ids).filter((id2) => id2 !== userId);
      if (characterIds.length === 0 && friendIds.length === 0) {
        throw new AppError("validationFailed", "Please select at least one character or friend");
      }
      for (const friendId of friendIds) {
        if (!await friends.areFriends(userId, friendId)) {
          throw new AppError("notFriends", "You can only start conversations with your friends");
        }
      }
      const topic = characterIds.length > 0 ? characterTopic(await repository.countCreatedBy(userId)) : FRIENDS_TOPIC;
      return create(
        userId,
        [
          userParticipant(userId),
          ...friendIds.map(userParticipant),
          ...characterIds.map(characterParticipant)
        ],
        { topic, explanationVocabId: null }
      );
    },
    /** A conversation about one word with the polite character of the learner's level. */
    startWithVocab: (userId, vocabId2) => startWithVocabs(userId, [vocabId2]),
    /**
     * A conversation practising a few words (the review summary's "Practise these in a chat") with the polite
     * character of the learner's level. The words are its topic: a provider's prompt says the conversation is
     * about them, and the offline tutor names them as it opens and asks first the questions that use them. The first word's explanation is shown beside it.
     */
    startWithVocabs,
    async lastConversation(userId) {
      const [latest] = await repository.listConversationsOf(userId, 1);
      if (!latest) return { success: true, conversation_id: null, last_activity: null, participants: [] };
      const participants = toParticipants(await repository.listParticipants([latest.id]));
      return {
        success: true,
        conversation_id: latest.id,
        last_activity: seconds(latest.last_activity_at),
        participants: participants.filter((p) => p.id !== userId).map((p) => ({ alias: p.alias }))
      };
    },
    /** Every conversation of the user, most recently active first. */
    async summaries(userId) {
      const conversations = await repository.listConversationsOf(userId);
      const participants = await repository.listParticipants(conversations.map((c) => c.id));
      return conversations.map((conversation) => ({
        conversation_id: conversation.id,
        date: seconds(conversation.last_activity_at),
        jlpt_level: levelOf(conversation),
        topic: conversation.topic,
        participants: toParticipants(participants.filter((p) => p.conversation_id === conversation.id))
      }));
    },
    async information(userId, conversationId2) {
      const conversation = await conversationOf(userId, conversationId2);
      return {
        participants: toParticipants(await repository.listParticipants([conversation.id])),
        topic: conversation.topic,
        jlpt_level: levelOf(conversation),
        explanation_vocab_id: conversation.explanation_vocab_id,
        ai_engine: ai.label
      };
    },
    async messages(userId, conversationId2) {
      const conversation = await conversationOf(userId, conversationId2);
      return (await repository.listMessages(conversation.id)).map(toMessage);
    },
    /** For the event stream: a message of the conversation, or undefined when it is gone. */
    async messageOf(conversationId2, messageId) {
      const row = await repository.findMessage(messageId);
      return row?.conversation_id === conversationId2 ? toMessage(row) : void 0;
    },
    /** Throws 404 unless the user takes part in the conversation. */
    async assertParticipant(userId, conversationId2) {
      await conversationOf(userId, conversationId2);
    },
    /**
     * Stores the message at once (enhancement pending) and queues its enhancement and the characters'
     * replies. A post repeating an idempotency key the user already used returns the stored message and
     * starts nothing new. Each new post counts against the user's AI limit.
     */
    async postMessage(userId, input) {
      const conversation = await conversationOf(userId, input.conversationId);
      const key = input.idempotencyKey ?? null;
      const followUp = async (message2) => {
        if (message2.conversation_id !== conversation.id || message2.content !== input.content) {
          throw new AppError("conflict", "This Idempotency-Key was already used for a different message");
        }
        await Promise.all([
          enqueueEnhancement(queue, message2.id),
          enqueueAnalysis(queue, message2.id),
          repository.listParticipants([conversation.id]).then(async (participants) => {
            if (participants.some((participant) => participant.type === "assistant")) {
              await enqueueReplies(queue, message2.id);
            }
          })
        ]);
        return toMessage(message2);
      };
      const earlier = key === null ? void 0 : await repository.findMessageByKey(userId, key);
      if (earlier) return followUp(earlier);
      const release = await consumeAiJob(rateLimiter, userId, config.ai.jobsPerMinute);
      const stored = await repository.insertMessage({
        id: newId(),
        conversation_id: conversation.id,
        sender_id: userId,
        sender_user_id: userId,
        role: "user",
        content: input.content,
        ...AWAITING_ENHANCEMENT,
        level_above_share: null,
        idempotency_key: key,
        created_at: clock.now()
      });
      if (!stored) throw conversationNotFound();
      if (!stored.inserted) {
        await release();
        return followUp(stored.message);
      }
      const [message] = await Promise.all([
        followUp(stored.message),
        events.messageChanged(conversation.id, stored.message.id)
      ]);
      return message;
    }
  };
}

// src/modules/data-export/data-export.service.ts
import { Readable as Readable2 } from "node:stream";

// src/modules/reviews/reviews.repository.ts
import { sql as sql5 } from "kysely";
var DEFAULT_TIME_ZONE = "UTC";
var NEW = 0;
var AGAIN = 1;
function reviewQueries(db) {
  const cards = (userId) => db.selectFrom("review_cards").where("user_id", "=", userId);
  return {
    findCard(userId, cardId) {
      return cards(userId).selectAll().where("id", "=", cardId).executeTakeFirst();
    },
    findCardOfVocab(userId, vocabId2) {
      return cards(userId).selectAll().where("vocab_id", "=", vocabId2).executeTakeFirst();
    },
    /** The learner's cards of these items, by vocab_id: one round trip for all the words of a message. */
    async cardsOfVocabs(userId, vocabIds) {
      if (vocabIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await cards(userId).selectAll().where("vocab_id", "in", vocabIds).execute();
      return new Map(rows.map((card) => [card.vocab_id, card]));
    },
    /** False when the learner already has a card of the item (a concurrent add won). */
    async insertCard(card) {
      const result = await db.insertInto("review_cards").values(card).onConflict((conflict) => conflict.columns(["user_id", "vocab_id"]).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async setContext(cardId, sentence, correction) {
      await db.updateTable("review_cards").set({ context_sentence: sentence, context_correction: correction }).where("id", "=", cardId).execute();
    },
    /**
     * Writes the card's next state if nobody answered it since it was read (`reps` unchanged): of two
     * concurrent answers only one moves the card.
     */
    async updateSchedule(cardId, readReps, schedule) {
      const result = await db.updateTable("review_cards").set(schedule).where("id", "=", cardId).where("reps", "=", readReps).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async deleteCardOfVocab(userId, vocabId2) {
      const result = await db.deleteFrom("review_cards").where("user_id", "=", userId).where("vocab_id", "=", vocabId2).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    cardsOf(userId) {
      return cards(userId).select(["vocab_id", "context_sentence"]).orderBy("created_at").orderBy("id").execute();
    },
    async vocabIdsOf(userId) {
      const rows = await cards(userId).select("vocab_id").orderBy("created_at").execute();
      return rows.map((row) => row.vocab_id);
    },
    /**
     * Cards in (re)learning or review due at `now`, lowest retrievability first. With fixed FSRS parameters
     * retrievability falls as (time since the last review) / stability grows, so the database can order by
     * that ratio instead of the server computing the curve for every due card. The ids are chosen from the
     * covering (user_id, due, state, last_review, stability, id) index alone; only the chosen rows are read.
     */
    dueReviewed(userId, now, limit) {
      const forgetting = sql5`(${now} - last_review) / stability`;
      const chosen = cards(userId).select("id").where("due", "<=", now).where("state", "<>", NEW).orderBy(forgetting, "desc").orderBy("id").limit(limit);
      return db.selectFrom("review_cards").selectAll().where("id", "in", chosen).orderBy(forgetting, "desc").orderBy("id").execute();
    },
    /** New cards in the order they were added. */
    newCards(userId, limit) {
      if (limit <= 0) return Promise.resolve([]);
      return cards(userId).selectAll().where("state", "=", NEW).orderBy("created_at").orderBy("id").limit(limit).execute();
    },
    /**
     * What the queue needs on every call, each from an index alone: cards in (re)learning or review due now
     * ((user_id, due, state, …)) and new cards ((user_id, state, created_at)).
     */
    async queueCounts(userId, now) {
      const due = await cards(userId).select((eb) => eb.fn.countAll().as("count")).where("due", "<=", now).where("state", "<>", NEW).executeTakeFirstOrThrow();
      const fresh = await cards(userId).select((eb) => eb.fn.countAll().as("count")).where("state", "=", NEW).executeTakeFirstOrThrow();
      return { dueReviewed: Number(due.count), newCards: Number(fresh.count) };
    },
    /** Every count the statistics show, in one pass over the learner's cards. */
    async counts(userId, now) {
      const row = await cards(userId).select((eb) => [
        eb.fn.countAll().as("total"),
        eb.fn.sum(eb.case().when("state", "=", NEW).then(1).else(0).end()).as("new_cards"),
        eb.fn.sum(
          eb.case().when(eb.and([eb("state", "<>", NEW), eb("due", "<=", now)])).then(1).else(0).end()
        ).as("due_reviewed"),
        eb.fn.sum(eb.case().when("lapses", ">=", LEECH_LAPSES).then(1).else(0).end()).as("leeches"),
        eb.fn.min(eb.case().when("due", ">", now).then(eb.ref("due")).end()).as("next_due")
      ]).executeTakeFirstOrThrow();
      return {
        total: Number(row.total),
        newCards: Number(row.new_cards ?? 0),
        dueReviewed: Number(row.due_reviewed ?? 0),
        leeches: Number(row.leeches ?? 0),
        nextDue: row.next_due === null ? null : Number(row.next_due)
      };
    },
    /** New cards first answered on the review screen on `day`: what counts against the daily limit. */
    async introducedOn(userId, day) {
      const row = await db.selectFrom("review_log").select((eb) => eb.fn.countAll().as("count")).where("user_id", "=", userId).where("review_day", "=", day).where("state", "=", NEW).where("source", "=", "review").executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async insertLog(row) {
      const result = await db.insertInto("review_log").values(row).onConflict((conflict) => conflict.columns(["user_id", "idempotency_key"]).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    findLogByKey(userId, key) {
      return db.selectFrom("review_log").select("card_id").where("user_id", "=", userId).where("idempotency_key", "=", key).executeTakeFirst();
    },
    lastLogOf(cardId) {
      return db.selectFrom("review_log").select(["rating", "reviewed_at"]).where("card_id", "=", cardId).orderBy("reviewed_at", "desc").limit(1).executeTakeFirst();
    },
    /** Whether a conversation answered the card on `day` (with `rating` only, when given). */
    async chatAnswerOn(cardId, day, rating) {
      let query = db.selectFrom("review_log").select("id").where("card_id", "=", cardId).where("review_day", "=", day).where("source", "=", "chat");
      if (rating !== void 0) query = query.where("rating", "=", rating);
      return await query.executeTakeFirst() !== void 0;
    },
    /** Answers per review day from `fromDay` on, and how many answers on cards in review were not Again. */
    async history(userId, fromDay) {
      const perDay = await db.selectFrom("review_log").select((eb) => ["review_day", eb.fn.countAll().as("count")]).where("user_id", "=", userId).where("review_day", ">=", fromDay).groupBy("review_day").orderBy("review_day").execute();
      const recall = await db.selectFrom("review_log").select((eb) => [
        eb.fn.countAll().as("answers"),
        eb.fn.sum(eb.case().when("rating", ">", AGAIN).then(1).else(0).end()).as("recalled")
      ]).where("user_id", "=", userId).where("review_day", ">=", fromDay).where("state", "=", 2).executeTakeFirstOrThrow();
      return {
        perDay: perDay.map((row) => ({ day: row.review_day, count: Number(row.count) })),
        answers: Number(recall.answers),
        recalled: Number(recall.recalled ?? 0)
      };
    },
    async settingsOf(userId) {
      const row = await db.selectFrom("review_settings").select(["new_cards_per_day", "time_zone"]).where("user_id", "=", userId).executeTakeFirst();
      return row ?? { new_cards_per_day: DEFAULT_NEW_CARDS_PER_DAY, time_zone: DEFAULT_TIME_ZONE };
    },
    async saveSettings(userId, settings) {
      await db.insertInto("review_settings").values({
        user_id: userId,
        new_cards_per_day: settings.new_cards_per_day ?? DEFAULT_NEW_CARDS_PER_DAY,
        time_zone: settings.time_zone ?? DEFAULT_TIME_ZONE
      }).onConflict((conflict) => conflict.column("user_id").doUpdateSet(settings)).execute();
    },
    /** Stored explanation payloads of the given items (JSON, read by the vocabulary module's parser). */
    async explanationsOf(vocabIds) {
      if (vocabIds.length === 0) return /* @__PURE__ */ new Map();
      const rows = await db.selectFrom("vocabulary_explanations").select(["vocab_id", "payload"]).where("vocab_id", "in", vocabIds).execute();
      return new Map(rows.map((row) => [row.vocab_id, row.payload]));
    }
  };
}
function createReviewsRepository(db) {
  return {
    ...reviewQueries(db),
    /** Runs `work` in one transaction, with the queries on it. */
    transaction(work) {
      return db.transaction().execute((trx) => work(reviewQueries(trx)));
    }
  };
}

// src/modules/data-export/data-export.repository.ts
function createDataExportRepository(db) {
  return {
    findUser(userId) {
      return db.selectFrom("users").select(["id", "email", "alias", "is_native_account", "external_issuer", "tour_done", "created_at"]).where("id", "=", userId).executeTakeFirst();
    },
    settingsOf(userId) {
      return db.selectFrom("user_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },
    reviewSettingsOf(userId) {
      return db.selectFrom("review_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },
    friendsOf(userId) {
      return db.selectFrom("friendships").innerJoin("users", "users.id", "friendships.friend_id").select(["users.id as user_id", "users.alias", "friendships.created_at as since"]).where("friendships.user_id", "=", userId).orderBy("friendships.created_at").execute();
    },
    friendRequestsFrom(userId) {
      return db.selectFrom("friend_requests").select(["to_email", "created_at"]).where("from_user_id", "=", userId).orderBy("created_at").execute();
    },
    vocabularyUsageOf(userId) {
      return db.selectFrom("vocabulary_usage").selectAll().where("user_id", "=", userId).orderBy("first_used_at").orderBy("vocab_id").execute();
    },
    /** The user's conversations, oldest first, a page at a time. */
    conversationsPage(userId, offset, limit) {
      return db.selectFrom("conversation_participants").innerJoin("conversations", "conversations.id", "conversation_participants.conversation_id").select([
        "conversations.id",
        "conversations.topic",
        "conversations.jlpt_level",
        "conversations.created_at",
        "conversations.last_activity_at"
      ]).where("conversation_participants.user_id", "=", userId).orderBy("conversations.created_at").orderBy("conversations.id").offset(offset).limit(limit).execute();
    },
    participantsOf(conversationIds) {
      return db.selectFrom("conversation_participants").select(["conversation_id", "participant_id", "type"]).where("conversation_id", "in", conversationIds).orderBy("conversation_id").orderBy("position").execute();
    },
    messagesOf(conversationIds) {
      return db.selectFrom("messages").select([
        "id",
        "conversation_id",
        "seq",
        "sender_id",
        "role",
        "content",
        "hiragana",
        "translation_english",
        "translation_japanese",
        "created_at"
      ]).where("conversation_id", "in", conversationIds).orderBy("conversation_id").orderBy("seq").execute();
    },
    analysesOf(userId, conversationIds) {
      return db.selectFrom("message_analyses").select(["message_id", "status", "error"]).where("user_id", "=", userId).where("conversation_id", "in", conversationIds).execute();
    },
    usageOf(userId, conversationIds) {
      return db.selectFrom("message_usage").select(["message_id", "vocab_id", "vocab_type", "count", "quality"]).where("user_id", "=", userId).where("conversation_id", "in", conversationIds).orderBy("message_id").orderBy("position").execute();
    },
    translationsOf(userId) {
      return db.selectFrom("translations").select([
        "id",
        "input_text",
        "source_language",
        "target_language",
        "context",
        "japanese_text",
        "other_language_text",
        "kana_text",
        "status",
        "created_at"
      ]).where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    },
    reviewCardsOf(userId) {
      return db.selectFrom("review_cards").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    },
    reviewLogPage(userId, offset, limit) {
      return db.selectFrom("review_log").select([
        "card_id",
        "vocab_id",
        "rating",
        "state",
        "stability",
        "difficulty",
        "elapsed_days",
        "scheduled_days",
        "duration_ms",
        "source",
        "review_day",
        "reviewed_at"
      ]).where("user_id", "=", userId).orderBy("reviewed_at").orderBy("id").offset(offset).limit(limit).execute();
    }
  };
}

// src/modules/data-export/data-export.service.ts
var CONVERSATIONS_PER_PAGE = 25;
var REVIEW_LOG_PER_PAGE = 2e3;
var group = (rows, key) => {
  const groups = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const list = groups.get(row[key]);
    if (list) list.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
};
function createDataExportService(deps) {
  const { clock } = deps;
  const repository = createDataExportRepository(deps.db);
  async function head(userId) {
    const user = await repository.findUser(userId);
    if (!user) return null;
    const settings = await repository.settingsOf(userId);
    const review = await repository.reviewSettingsOf(userId);
    return {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exported_at: clock.now(),
      account: {
        user_id: user.id,
        email: user.email,
        alias: user.alias,
        sign_in: user.is_native_account ? "password" : user.external_issuer ?? "external",
        tour_done: user.tour_done === 1,
        created_at: user.created_at
      },
      settings: {
        jlpt_level: settings?.jlpt_level ?? DEFAULT_SETTINGS.jlptTrainLevel,
        speed: settings?.speed ?? DEFAULT_SETTINGS.speed,
        translation_language: settings?.translation_language ?? DEFAULT_SETTINGS.translationLanguage,
        voice: settings?.voice ?? null,
        show_hiragana: (settings?.show_hiragana ?? 1) === 1,
        show_translations: (settings?.show_translations ?? 1) === 1,
        show_recommended_words: (settings?.show_recommended_words ?? 1) === 1,
        new_cards_per_day: review?.new_cards_per_day ?? DEFAULT_NEW_CARDS_PER_DAY,
        time_zone: review?.time_zone ?? DEFAULT_TIME_ZONE
      },
      friends: await repository.friendsOf(userId),
      friend_requests_sent: await repository.friendRequestsFrom(userId),
      vocabulary_usage: (await repository.vocabularyUsageOf(userId)).map((usage) => ({
        vocab_id: usage.vocab_id,
        times_used: usage.times_used,
        first_used_at: usage.first_used_at,
        last_used_at: usage.last_used_at,
        average_quality: usage.quality_count > 0 ? usage.quality_sum / usage.quality_count : null
      }))
    };
  }
  async function* conversations(userId) {
    for (let offset = 0; ; offset += CONVERSATIONS_PER_PAGE) {
      const page = await repository.conversationsPage(userId, offset, CONVERSATIONS_PER_PAGE);
      if (page.length === 0) return;
      const ids = page.map((conversation) => conversation.id);
      const participants = group(await repository.participantsOf(ids), "conversation_id");
      const messages = group(await repository.messagesOf(ids), "conversation_id");
      const analyses = new Map(
        (await repository.analysesOf(userId, ids)).map((analysis) => [analysis.message_id, analysis])
      );
      const usage = group(await repository.usageOf(userId, ids), "message_id");
      for (const conversation of page) {
        yield {
          conversation_id: conversation.id,
          topic: conversation.topic,
          jlpt_level: conversation.jlpt_level,
          created_at: conversation.created_at,
          last_activity_at: conversation.last_activity_at,
          participants: (participants.get(conversation.id) ?? []).map(({ participant_id, type }) => ({
            participant_id,
            type
          })),
          messages: (messages.get(conversation.id) ?? []).map(({ id: id2, conversation_id: _, ...message }) => {
            const analysis = analyses.get(id2);
            return {
              message_id: id2,
              ...message,
              analysis: analysis ? {
                status: analysis.status,
                error: analysis.error,
                usage: (usage.get(id2) ?? []).map(({ message_id: __, ...item }) => item)
              } : null
            };
          })
        };
      }
      if (page.length < CONVERSATIONS_PER_PAGE) return;
    }
  }
  async function* reviewLog(userId) {
    for (let offset = 0; ; offset += REVIEW_LOG_PER_PAGE) {
      const page = await repository.reviewLogPage(userId, offset, REVIEW_LOG_PER_PAGE);
      yield* page;
      if (page.length < REVIEW_LOG_PER_PAGE) return;
    }
  }
  async function* jsonArray(items) {
    let first = true;
    yield "[";
    for await (const item of items) {
      yield (first ? "" : ",") + JSON.stringify(item);
      first = false;
    }
    yield "]";
  }
  async function* document(start, userId) {
    yield JSON.stringify(start).slice(0, -1);
    yield ',"conversations":';
    yield* jsonArray(conversations(userId));
    yield ',"translations":';
    const translations = await repository.translationsOf(userId);
    yield* jsonArray(translations.map(({ id: id2, ...translation }) => ({ translation_id: id2, ...translation })));
    yield ',"review_cards":';
    const cards = await repository.reviewCardsOf(userId);
    yield* jsonArray(
      cards.map((card) => ({
        card_id: card.id,
        vocab_id: card.vocab_id,
        source: card.source,
        context_sentence: card.context_sentence,
        context_correction: card.context_correction,
        state: card.state,
        due: card.due,
        stability: card.stability,
        difficulty: card.difficulty,
        reps: card.reps,
        lapses: card.lapses,
        last_review: card.last_review,
        created_at: card.created_at
      }))
    );
    yield ',"review_log":';
    yield* jsonArray(reviewLog(userId));
    yield "}";
  }
  return {
    /** The export of the user's data as a readable stream of JSON (its first part read before answering). */
    async open(userId) {
      const start = await head(userId);
      if (!start) throw new AppError("notFound", "No such account");
      return Readable2.from(document(start, userId), { objectMode: false });
    }
  };
}

// src/modules/friends/friends.service.ts
var FRIEND_REQUEST_LIMIT = { max: 30, windowMs: 60 * 6e4 };
function createFriendsService(deps) {
  const { db, rateLimiter, clock } = deps;
  const users = createUserRepository(db);
  const friends = deps.friends ?? createFriendsRepository(db);
  return {
    listFriends(userId) {
      return friends.listFriends(userId);
    },
    listIncomingRequests(userId) {
      return friends.listIncomingRequests(userId);
    },
    async listSentRequests(userId) {
      const sent = await friends.listSentRequests(userId);
      return sent.map((request) => ({ user_id: request.id, alias: request.to_email }));
    },
    areFriends(userId, otherId) {
      return friends.areFriends(userId, otherId);
    },
    /** `email` must already be normalised (trimmed, lower case). Returns the message shown to the user. */
    async addFriend(userId, email2) {
      const me = await users.findById(userId);
      if (!me) throw new AppError("unauthorized");
      if (email2 === me.email) {
        throw new AppError("friendSelf", "You cannot add yourself as a friend");
      }
      const other = await users.findByEmail(email2);
      const now = clock.now();
      const becomeFriends = async (them) => {
        await friends.befriend(me, them, now);
        return `You are now friends with ${them.alias}`;
      };
      if (other) {
        if (await friends.areFriends(userId, other.id)) {
          throw new AppError("friendDuplicate", `You are already friends with ${other.alias}`);
        }
        if (await friends.hasRequest(other.id, me.email)) return becomeFriends(other);
      }
      if (await friends.hasRequest(userId, email2)) {
        throw new AppError("friendDuplicate", `You already sent a friend request to ${email2}`);
      }
      await rateLimiter.consume(
        `friend-requests:${userId}`,
        FRIEND_REQUEST_LIMIT,
        "Too many friend requests"
      );
      await friends.insertRequest(userId, email2, now);
      if (other && await friends.hasRequest(other.id, me.email)) return becomeFriends(other);
      return `Friend request sent to ${email2}`;
    },
    async rejectRequest(userId, fromUserId) {
      if (!await friends.deleteRequest(fromUserId, userId))
        throw new AppError("notFound", "No friend request from that user");
    },
    async removeFriend(userId, friendId) {
      if (!await friends.deleteFriendship(userId, friendId))
        throw new AppError("notFound", "That user is not your friend");
    }
  };
}

// src/modules/pictures/pictures.service.ts
import sharp from "sharp";

// src/modules/pictures/pictures.repository.ts
function createPicturesRepository(db) {
  return {
    find(userId) {
      return db.selectFrom("profile_pictures").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },
    /** Keeps the current picture's key: it is still the user's picture until the new one is ready. */
    markProcessing(userId, at) {
      return db.insertInto("profile_pictures").values({ user_id: userId, status: "processing", blob_key: null, updated_at: at }).onConflict(
        (conflict) => conflict.column("user_id").doUpdateSet({ status: "processing", updated_at: at })
      ).execute();
    },
    /**
     * Points the row at the new blob. Returns the key it replaced (null if none), or undefined when the row
     * is gone (the account was deleted meanwhile), in which case nothing refers to the new blob.
     */
    async markReady(userId, blobKey, at) {
      for (; ; ) {
        const row = await db.selectFrom("profile_pictures").select("blob_key").where("user_id", "=", userId).executeTakeFirst();
        if (!row) return void 0;
        const previousKey = row.blob_key;
        const result = await db.updateTable("profile_pictures").set({ status: "ready", blob_key: blobKey, updated_at: at }).where("user_id", "=", userId).where("blob_key", previousKey === null ? "is" : "=", previousKey).executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return { previousKey };
      }
    },
    /** After a failed upload: back to the previous picture if there was one, else to no picture. */
    revertProcessing(userId) {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable("profile_pictures").set({ status: "ready" }).where("user_id", "=", userId).where("blob_key", "is not", null).execute();
        await trx.deleteFrom("profile_pictures").where("user_id", "=", userId).where("blob_key", "is", null).execute();
      });
    },
    /** Returns the key of the deleted picture's blob, if any. */
    async delete(userId) {
      const row = await db.deleteFrom("profile_pictures").where("user_id", "=", userId).returning("blob_key").executeTakeFirst();
      return row?.blob_key;
    }
  };
}

// src/modules/pictures/pictures.service.ts
var PICTURE_SIZE_PX = 256;
var PICTURE_CONTENT_TYPE = "image/webp";
var PROCESSING_STALE_MS = 2 * 6e4;
var MAX_INPUT_PIXELS = 64e6;
var UNSUPPORTED_IMAGE = "Please upload an image (JPEG, PNG, WebP, GIF or AVIF)";
var unsupportedImage = () => new AppError("unsupportedMedia", UNSUPPORTED_IMAGE);
function isAcceptedFormat(metadata) {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return true;
    case "heif":
      return metadata.compression === "av1";
    default:
      return false;
  }
}
function createPicturesService(deps) {
  const { friends, blobStore, clock } = deps;
  const pictures = createPicturesRepository(deps.db);
  async function checkImage(data) {
    let metadata;
    try {
      metadata = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupportedImage();
    }
    if (!isAcceptedFormat(metadata)) throw unsupportedImage();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new AppError("payloadTooLarge", "Profile picture must be at most 64 megapixels");
    }
  }
  async function encode(data) {
    try {
      return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: "cover" }).webp({ quality: 85 }).toBuffer();
    } catch {
      throw unsupportedImage();
    }
  }
  return {
    /** Replaces the user's picture with `data` (the uploaded file's bytes, whatever it claims to be). */
    async upload(userId, data) {
      await checkImage(data);
      await pictures.markProcessing(userId, clock.now());
      const blobKey = `profile-pictures/${newId()}`;
      try {
        await blobStore.put(blobKey, await encode(data), PICTURE_CONTENT_TYPE);
      } catch (error) {
        await pictures.revertProcessing(userId);
        throw error;
      }
      const replaced = await pictures.markReady(userId, blobKey, clock.now());
      if (!replaced) {
        await blobStore.delete(blobKey);
        return;
      }
      if (replaced.previousKey) await blobStore.delete(replaced.previousKey);
    },
    /** What `viewerId` may see of `ownerId`'s picture. A stranger learns nothing, not even that the user exists. */
    async lookup(viewerId, ownerId) {
      if (viewerId !== ownerId && !await friends.areFriends(viewerId, ownerId)) return void 0;
      const row = await pictures.find(ownerId);
      if (!row) return { status: "none" };
      const stale = clock.now() - row.updated_at > PROCESSING_STALE_MS;
      if (row.status === "processing" && !stale) return { status: "processing" };
      const blob = row.blob_key ? await blobStore.get(row.blob_key) : void 0;
      return blob ? { status: "ready", ...blob } : { status: "none" };
    },
    async deleteForUser(userId) {
      const blobKey = await pictures.delete(userId);
      if (blobKey) await blobStore.delete(blobKey);
    }
  };
}

// src/modules/progress/progress.service.ts
var utcDate = (epochMs) => new Date(epochMs).toISOString().slice(0, 10);
function averageQuality(items) {
  const rated = items.flatMap((item) => item.avg_quality === null ? [] : [item.avg_quality]);
  return rated.length === 0 ? 0 : rated.reduce((sum, quality) => sum + quality, 0) / rated.length;
}
function cumulativeCounts(items, dates) {
  const firstDates = items.map((item) => utcDate(item.first_used_at));
  return Object.fromEntries(dates.map((date) => [date, firstDates.filter((first) => first <= date).length]));
}
function createProgressService(deps) {
  const { catalogue } = deps.japanese;
  const analysis = createAnalysisRepository(deps.db);
  const amounts = /* @__PURE__ */ new Map();
  const amountOf = (level, type) => {
    const key = `${level}:${type}`;
    let amount = amounts.get(key);
    if (amount === void 0) {
      amount = catalogue.itemsOfLevel(level, type).length;
      amounts.set(key, amount);
    }
    return amount;
  };
  return {
    async levelProgress(userId, level) {
      const vocabs = [];
      const kanji = [];
      for (const used of await analysis.summariseItemsOf(userId)) {
        const item = catalogue.getItem(used.vocab_id);
        if (item?.level !== level) continue;
        (item.vocabType === "kanji" ? kanji : vocabs).push(used);
      }
      const dates = [...new Set([...vocabs, ...kanji].map((item) => utcDate(item.first_used_at)))].sort();
      return {
        cumulative_progress: {
          vocab: cumulativeCounts(vocabs, dates),
          kanji: cumulativeCounts(kanji, dates)
        },
        vocabs_amount: amountOf(level, "vocabulary"),
        kanji_amount: amountOf(level, "kanji"),
        used_vocabs_amount: vocabs.length,
        used_kanji_amount: kanji.length,
        avg_vocab_usage_quality: averageQuality(vocabs),
        avg_kanji_usage_quality: averageQuality(kanji)
      };
    }
  };
}

// src/modules/reviews/anki-package.ts
import { createHash as createHash6 } from "node:crypto";
import fs3 from "node:fs";
import os from "node:os";
import path4 from "node:path";
import SQLite2 from "better-sqlite3";
import { strToU8, zipSync } from "fflate";
var FIELDS = ["Word", "Reading", "Meaning", "Pitch accent", "Example", "Example translation"];
var MODEL_NAME = "Kaiwa vocabulary";
var DEFAULT_DECK_ID = 1;
var sha1 = (text) => createHash6("sha1").update(text).digest();
var stableId = (name) => sha1(name).readUIntBE(0, 6) % 2 ** 47;
var noteGuid = (spelling, reading) => sha1(`kaiwa:${spelling}:${reading}`).toString("base64url").slice(0, 10);
var checksum = (text) => Number.parseInt(sha1(text).toString("hex").slice(0, 8), 16);
var SCHEMA_11 = `
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
var CSS = ".card { font-family: sans-serif; font-size: 22px; text-align: center; }\n.jp { font-size: 40px; }";
var FRONT = '<div class="jp" lang="ja">{{Word}}</div>';
var BACK = '{{FrontSide}}<hr id="answer"><div lang="ja">{{Reading}}</div><div>{{Pitch accent}}</div><div>{{Meaning}}</div><div lang="ja">{{Example}}</div><div>{{Example translation}}</div>';
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
var withSound = (text, sound) => sound ? `${escapeHtml(text)} [sound:${sound.fileName}]` : escapeHtml(text);
function buildAnkiPackage(deckName, notes, now) {
  const modelId = stableId(`model:${MODEL_NAME}`);
  const deckId = stableId(`deck:${deckName}`);
  const seconds2 = Math.floor(now / 1e3);
  const model = {
    id: modelId,
    name: MODEL_NAME,
    type: 0,
    mod: seconds2,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [{ name: "Recognition", ord: 0, qfmt: FRONT, afmt: BACK, did: null, bqfmt: "", bafmt: "" }],
    flds: FIELDS.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: "Arial",
      size: 20,
      media: []
    })),
    css: CSS,
    latexPre: "\\documentclass[12pt]{article}\n\\begin{document}\n",
    latexPost: "\\end{document}",
    latexsvg: false,
    req: [[0, "any", [0]]],
    tags: [],
    vers: []
  };
  const deck = (id2, name) => ({
    id: id2,
    name,
    desc: "",
    mod: seconds2,
    usn: -1,
    collapsed: false,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50
  });
  const deckConfig = {
    id: 1,
    name: "Default",
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20 },
    rev: { bury: true, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 }
  };
  const collectionConfig = {
    nextPos: notes.length + 1,
    estTimes: true,
    activeDecks: [DEFAULT_DECK_ID],
    sortType: "noteFld",
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: DEFAULT_DECK_ID,
    newSpread: 0,
    dueCounts: true,
    curModel: modelId,
    collapseTime: 1200
  };
  const media = /* @__PURE__ */ new Map();
  const dir = fs3.mkdtempSync(path4.join(os.tmpdir(), "kaiwa-apkg-"));
  try {
    const file = path4.join(dir, "collection.anki2");
    const db = new SQLite2(file);
    try {
      db.exec(SCHEMA_11);
      db.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)").run(
        seconds2,
        now,
        now,
        JSON.stringify(collectionConfig),
        JSON.stringify({ [modelId]: model }),
        JSON.stringify({
          [DEFAULT_DECK_ID]: deck(DEFAULT_DECK_ID, "Default"),
          [deckId]: deck(deckId, deckName)
        }),
        JSON.stringify({ 1: deckConfig }),
        "{}"
      );
      const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
      const insertCard = db.prepare(
        "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')"
      );
      const seen = /* @__PURE__ */ new Set();
      const addMedia = (sound) => {
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
            escapeHtml(note.exampleTranslation)
          ];
          addMedia(note.readingAudio);
          addMedia(note.exampleAudio);
          insertNote.run(
            noteId,
            guid,
            modelId,
            seconds2,
            note.tags.length > 0 ? ` ${note.tags.join(" ")} ` : "",
            fields.join(""),
            note.word,
            checksum(note.word)
          );
          insertCard.run(stableId(`card:${guid}`), noteId, deckId, seconds2, position + 1);
        });
      })();
    } finally {
      db.close();
    }
    const files = [...media];
    return zipSync({
      "collection.anki2": fs3.readFileSync(file),
      // Audio is compressed already: stored as it is, it costs no time to zip.
      ...Object.fromEntries(files.map(([, data], index2) => [String(index2), [data, { level: 0 }]])),
      media: strToU8(JSON.stringify(Object.fromEntries(files.map(([name], index2) => [index2, name]))))
    });
  } finally {
    fs3.rmSync(dir, { recursive: true, force: true });
  }
}

// src/modules/reviews/scheduling.ts
import { createEmptyCard, fsrs, generatorParameters, Rating, State } from "ts-fsrs";
var scheduler = fsrs(generatorParameters({ enable_fuzz: true }));
var WIRE_STATES = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning"
};
function toFsrsCard(row) {
  return {
    state: row.state,
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    ...row.last_review === null ? {} : { last_review: new Date(row.last_review) }
  };
}
function scheduleOf(card) {
  return {
    state: card.state,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.getTime() : null
  };
}
var newSchedule = (now) => scheduleOf(createEmptyCard(new Date(now)));
var isLeech = (lapses) => lapses >= LEECH_LAPSES;
function toWireCard(row) {
  return {
    card_id: row.id,
    vocab_id: row.vocab_id,
    source: row.source,
    state: WIRE_STATES[row.state],
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    leech: isLeech(row.lapses),
    last_review: row.last_review
  };
}
function answer(row, rating, now) {
  const { card, log } = scheduler.next(toFsrsCard(row), new Date(now), rating);
  const schedule = scheduleOf(card);
  return {
    schedule,
    log: {
      rating,
      state: log.state,
      stability: card.stability,
      difficulty: card.difficulty,
      // Exact days since the previous answer (ts-fsrs's own field is whole days and deprecated).
      elapsed_days: row.last_review === null ? 0 : (now - row.last_review) / DAY_MS4,
      scheduled_days: card.scheduled_days
    }
  };
}
function nextIntervals(row, now) {
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const seconds2 = (rating) => Math.round((preview[rating].card.due.getTime() - now) / 1e3);
  return {
    again: seconds2(Rating.Again),
    hard: seconds2(Rating.Hard),
    good: seconds2(Rating.Good),
    easy: seconds2(Rating.Easy)
  };
}
var DAY_MS4 = 24 * 60 * 6e4;
var dayFormats = /* @__PURE__ */ new Map();
function dayFormat(timeZone) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23"
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}
function reviewDay(at, timeZone) {
  const parts = Object.fromEntries(
    dayFormat(timeZone).formatToParts(new Date(at)).map((part) => [part.type, part.value])
  );
  const date = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const day = Number(parts.hour) < REVIEW_DAY_START_HOUR ? date - DAY_MS4 : date;
  return new Date(day).toISOString().slice(0, 10);
}
var shiftDay = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS4).toISOString().slice(0, 10);
var newCardsRemaining = (limit, introducedToday) => Math.max(0, limit - introducedToday);
function slipAction(card, againFromChatToday) {
  if (!card) return "create";
  if (card.state === State.New || againFromChatToday) return "none";
  return "again";
}
function goodUseCounts(card, now, answeredFromChatToday) {
  return card !== void 0 && card.state !== State.New && card.due <= now && !answeredFromChatToday;
}
var SLIP_QUALITY = 6;
var isSlip = (quality) => quality >= 0 && quality < SLIP_QUALITY;

// src/modules/reviews/reviews.service.ts
var REPEAT_ANSWER_WINDOW_MS = 1e3;
var STATS_DAYS = 30;
var AGAIN2 = 1;
var GOOD = 3;
var APKG_AUDIO_QUEUE_MAX = 200;
var APKG_AUDIO_MAX = 2e3;
var AUDIO_EXTENSIONS = {
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/ogg": "ogg"
};
var ankiSound = (clip) => clip && {
  fileName: `kaiwa-${clip.cacheKey.slice(0, 24)}.${AUDIO_EXTENSIONS[clip.contentType] ?? "audio"}`,
  data: clip.data
};
var AlreadyAnswered = class extends Error {
};
function createReviewsService(deps) {
  const { clock, audio } = deps;
  const { catalogue } = deps.japanese;
  const repository = createReviewsRepository(deps.db);
  function requireItem(vocabId2) {
    const item = catalogue.getItem(vocabId2);
    if (!item) throw new AppError("notFound", `No vocabulary item ${vocabId2}`);
    return item;
  }
  async function settingsFor(userId, timeZone) {
    const settings = await repository.settingsOf(userId);
    if (timeZone === void 0 || timeZone === settings.time_zone) return settings;
    await repository.saveSettings(userId, { time_zone: timeZone });
    return { ...settings, time_zone: timeZone };
  }
  async function queueState(userId, timeZone, now) {
    const settings = await settingsFor(userId, timeZone);
    const day = reviewDay(now, settings.time_zone);
    const newRemaining = newCardsRemaining(
      settings.new_cards_per_day,
      await repository.introducedOn(userId, day)
    );
    const counts = await repository.queueCounts(userId, now);
    return {
      settings,
      day,
      newRemaining,
      dueCount: counts.dueReviewed + Math.min(counts.newCards, newRemaining)
    };
  }
  async function currentCard(userId, cardId) {
    const card = await repository.findCard(userId, cardId);
    if (!card) throw new AppError("notFound", "This card is not in your reviews");
    return toWireCard(card);
  }
  return {
    async due(userId, limit, options = {}) {
      const now = clock.now();
      const { newRemaining, dueCount } = await queueState(userId, options.timeZone, now);
      const reviewed = await repository.dueReviewed(userId, now, limit);
      const fresh = await repository.newCards(userId, Math.min(newRemaining, limit - reviewed.length));
      const rows = [...reviewed, ...fresh];
      const explanations = await repository.explanationsOf(rows.map((row) => row.vocab_id));
      const cards = [];
      for (const row of rows) {
        const item = catalogue.getItem(row.vocab_id);
        if (!item) continue;
        const written = parseStored(explanations.get(row.vocab_id))?.example_sentences[0];
        const example = written ? { ...written, source: "ai" } : null;
        cards.push({
          ...toWireCard(row),
          ...toDayItem(item),
          vocabType: item.vocabType,
          context: row.context_sentence === null ? null : { sentence: row.context_sentence, correction: row.context_correction },
          example_sentence: example,
          next_intervals: nextIntervals(row, now)
        });
      }
      return { cards, due_count: dueCount };
    },
    async answer(userId, request, options = {}) {
      const { idempotencyKey } = options;
      if (idempotencyKey !== void 0) {
        const earlier = await repository.findLogByKey(userId, idempotencyKey);
        if (earlier) {
          if (earlier.card_id !== request.card_id) {
            throw new AppError("conflict", "This Idempotency-Key was used for another card");
          }
          return currentCard(userId, earlier.card_id);
        }
      }
      const card = await repository.findCard(userId, request.card_id);
      if (!card) throw new AppError("notFound", "This card is not in your reviews");
      const now = clock.now();
      const last = await repository.lastLogOf(card.id);
      if (last && last.rating === request.rating && now - last.reviewed_at < REPEAT_ANSWER_WINDOW_MS) {
        return toWireCard(card);
      }
      const settings = await settingsFor(userId, options.timeZone);
      const next = answer(card, request.rating, now);
      try {
        await repository.transaction(async (trx) => {
          const logged = await trx.insertLog({
            id: newId(),
            user_id: userId,
            card_id: card.id,
            vocab_id: card.vocab_id,
            ...next.log,
            duration_ms: request.duration_ms,
            source: "review",
            review_day: reviewDay(now, settings.time_zone),
            idempotency_key: idempotencyKey ?? null,
            reviewed_at: now
          });
          if (!logged || !await trx.updateSchedule(card.id, card.reps, next.schedule)) {
            throw new AlreadyAnswered();
          }
        });
      } catch (error) {
        if (!(error instanceof AlreadyAnswered)) throw error;
        return currentCard(userId, card.id);
      }
      return toWireCard({ ...card, ...next.schedule });
    },
    /** Adds a new card of a catalogue item; a card the learner already has is answered as it is. */
    async add(userId, vocabId2) {
      requireItem(vocabId2);
      const now = clock.now();
      const card = {
        id: newId(),
        user_id: userId,
        vocab_id: vocabId2,
        source: "manual",
        context_sentence: null,
        context_correction: null,
        ...newSchedule(now),
        created_at: now
      };
      if (await repository.insertCard(card)) return toWireCard(card);
      const existing = await repository.findCardOfVocab(userId, vocabId2);
      if (!existing) throw new AppError("notFound", "This card was just removed");
      return toWireCard(existing);
    },
    /** False when there was no card of the item. Its answers stay in the review log. */
    remove: (userId, vocabId2) => repository.deleteCardOfVocab(userId, vocabId2),
    vocabIds: (userId) => repository.vocabIdsOf(userId),
    /**
     * An Anki package of the learner's cards, or of every item of `level`: word, reading, meaning, pitch
     * accent, an example sentence (the written explanation's, else the learner's own sentence) and the audio
     * of the reading and the example. The package comes at once with the clips already made; the missing
     * ones are queued (`pending`), and a later export, which Anki merges into the same notes, has them.
     */
    async ankiPackage(userId, level) {
      const entries = level ? catalogue.itemsOfLevel(level).map((item) => ({ item, context: null })) : (await repository.cardsOf(userId)).flatMap((card) => {
        const item = catalogue.getItem(card.vocab_id);
        return item ? [{ item, context: card.context_sentence }] : [];
      });
      const explanations = await repository.explanationsOf(entries.map(({ item }) => item.vocab_id));
      const notes = entries.map(({ item, context }) => {
        const example = parseStored(explanations.get(item.vocab_id))?.example_sentences[0];
        return {
          spelling: item.vocabType === "kanji" ? item.kanji : item.word,
          word: item.kanji ?? item.pronunciation,
          reading: item.pronunciation,
          meaning: item.english,
          pitchAccent: pitchAccentOf(item).map((accent) => `${accent.reading} [${accent.downstep}]`).join(", "),
          example: example?.sentence ?? context ?? "",
          exampleTranslation: example?.sentence_translation ?? "",
          tags: ["kaiwa", item.level, item.vocabType]
        };
      });
      const spoken = new Set(notes.filter((_, index2) => entries[index2]?.item.vocabType === "vocabulary"));
      const texts = [...[...spoken].map((note) => note.reading), ...[...spoken].map((note) => note.example)];
      const { clips, pending } = await audio.storedClips(
        userId,
        texts.slice(0, APKG_AUDIO_MAX),
        APKG_AUDIO_QUEUE_MAX
      );
      const apkg = buildAnkiPackage(
        level ? `Kaiwa JLPT ${level}` : "Kaiwa reviews",
        notes.map(
          (note) => spoken.has(note) ? {
            ...note,
            readingAudio: ankiSound(clips.get(note.reading)),
            exampleAudio: ankiSound(clips.get(note.example))
          } : note
        ),
        clock.now()
      );
      return { apkg, pendingAudio: pending };
    },
    async settings(userId) {
      const { new_cards_per_day } = await repository.settingsOf(userId);
      return { new_cards_per_day };
    },
    async saveSettings(userId, settings) {
      await repository.saveSettings(userId, settings);
    },
    async stats(userId, options = {}) {
      const now = clock.now();
      const { day, newRemaining, dueCount } = await queueState(userId, options.timeZone, now);
      const counts = await repository.counts(userId, now);
      const history = await repository.history(userId, shiftDay(day, -(STATS_DAYS - 1)));
      return {
        due_count: dueCount,
        total_cards: counts.total,
        new_cards: counts.newCards,
        new_remaining_today: newRemaining,
        leeches: counts.leeches,
        reviewed_today: history.perDay.find((entry) => entry.day === day)?.count ?? 0,
        retention: history.answers === 0 ? null : history.recalled / history.answers,
        next_due: counts.nextDue,
        review_day: day,
        reviews_per_day: history.perDay
      };
    },
    /**
     * Turns the rated uses of one analysed learner message into reviews, on the analysis's own transaction
     * (`db`) so that a retried analysis job never applies them twice. A slip on an item without a card makes
     * one with the learner's sentence; on a card in review it is one "Again" per review day. A good use of a
     * word whose card is due is its "Good" for the day.
     */
    async recordUses(db, input) {
      const rated = input.uses.filter((use) => use.quality >= 0);
      if (rated.length === 0) return;
      const reviews = createReviewsRepository(db);
      const now = clock.now();
      const { time_zone } = await reviews.settingsOf(input.userId);
      const day = reviewDay(now, time_zone);
      const applyFromChat = async (card, rating) => {
        const next = answer(card, rating, now);
        await reviews.updateSchedule(card.id, card.reps, next.schedule);
        await reviews.insertLog({
          id: newId(),
          user_id: input.userId,
          card_id: card.id,
          vocab_id: card.vocab_id,
          ...next.log,
          duration_ms: null,
          source: "chat",
          review_day: day,
          idempotency_key: null,
          reviewed_at: now
        });
      };
      const cards = await reviews.cardsOfVocabs(
        input.userId,
        rated.map((use) => use.vocab_id)
      );
      for (const use of rated) {
        const card = cards.get(use.vocab_id);
        if (!isSlip(use.quality)) {
          if (card && goodUseCounts(card, now, await reviews.chatAnswerOn(card.id, day))) {
            await applyFromChat(card, GOOD);
          }
          continue;
        }
        const action = slipAction(card, card ? await reviews.chatAnswerOn(card.id, day, AGAIN2) : false);
        if (action === "create") {
          await reviews.insertCard({
            id: newId(),
            user_id: input.userId,
            vocab_id: use.vocab_id,
            source: "chat",
            context_sentence: input.sentence,
            context_correction: use.correction,
            ...newSchedule(now),
            created_at: now
          });
          continue;
        }
        if (!card) continue;
        await reviews.setContext(card.id, input.sentence, use.correction);
        if (action === "again") await applyFromChat(card, AGAIN2);
      }
    }
  };
}

// src/modules/sessions/session-events.ts
import { z as z27 } from "zod";
var SessionEnded = z27.object({ user_id: z27.string(), session_id: z27.string().optional() });
var CHANNEL = "sessions:ended";
function createSessionEvents(notifier) {
  const messages = typedMessages(notifier, SessionEnded);
  return {
    ended: (ended) => messages.publish(CHANNEL, ended),
    subscribe: (listener) => messages.subscribe(CHANNEL, listener)
  };
}

// src/modules/sessions/sessions.repository.ts
function createSessionRepository(db) {
  const touches = createBatcher(
    async (used) => {
      const at = Math.max(...used.map((session2) => session2.at));
      const ids = [...new Set(used.map((session2) => session2.id))];
      await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "in", ids).execute();
      return used.map(() => void 0);
    },
    { max: 100 }
  );
  return {
    insert(session2) {
      return db.insertInto("sessions").values({ ...session2, last_seen_at: session2.created_at }).execute();
    },
    findByTokenHash: batchedLookup(
      (tokenHashes) => db.selectFrom("sessions").selectAll().where("token_hash", "in", tokenHashes).execute(),
      (session2) => session2.token_hash
    ),
    findById: batchedLookup(
      (ids) => db.selectFrom("sessions").selectAll().where("id", "in", ids).execute(),
      (session2) => session2.id
    ),
    /** Marks sessions used at about `at`; those touched while one write is on its way share the next. */
    touch: (id2, at) => touches.add({ id: id2, at }),
    deleteById(id2) {
      return db.deleteFrom("sessions").where("id", "=", id2).execute();
    },
    /** The deleted session, if there was one. */
    deleteByTokenHash(tokenHash) {
      return db.deleteFrom("sessions").where("token_hash", "=", tokenHash).returning(["id", "user_id"]).executeTakeFirst();
    },
    deleteForUser(userId) {
      return db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    }
  };
}

// src/modules/sessions/sessions.service.ts
var TOUCH_INTERVAL_MS2 = 6e4;
function createSessionService(deps) {
  const { clock, config } = deps;
  const sessions = createSessionRepository(deps.db);
  const events = createSessionEvents(deps.notifier);
  const lifeLeft = (session2) => Math.min(session2.last_seen_at + config.session.idleMs, session2.created_at + config.session.maxMs) - clock.now();
  async function live(session2) {
    if (!session2) return void 0;
    const left = lifeLeft(session2);
    if (left < 0) {
      await sessions.deleteById(session2.id);
      await events.ended({ user_id: session2.user_id, session_id: session2.id });
      return void 0;
    }
    return { session: session2, left };
  }
  return {
    /** Starts a session and returns its token: shown once to the client, never stored in clear. */
    async start(userId) {
      const token = newSecretToken();
      await sessions.insert({
        id: newId(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: clock.now()
      });
      return token;
    },
    /** The session when `token` is live (and belongs to `userId`, when given). Counts as a use. */
    async authenticate(token, userId) {
      const found = await live(await sessions.findByTokenHash(hashToken(token)));
      if (!found || userId !== void 0 && found.session.user_id !== userId) return void 0;
      const { session: session2 } = found;
      const now = clock.now();
      if (now - session2.last_seen_at > TOUCH_INTERVAL_MS2) await sessions.touch(session2.id, now);
      return { id: session2.id, userId: session2.user_id };
    },
    /**
     * How long the session has left if nobody uses it (ms), or undefined when it is over. Not a use: an open
     * event stream asking keeps nothing alive.
     */
    async lifeLeft(sessionId) {
      return (await live(await sessions.findById(sessionId)))?.left;
    },
    /** Ends the session of `token`; false when there was none. */
    async revoke(token) {
      const ended = await sessions.deleteByTokenHash(hashToken(token));
      if (!ended) return false;
      await events.ended({ user_id: ended.user_id, session_id: ended.id });
      return true;
    },
    async revokeAllForUser(userId) {
      await sessions.deleteForUser(userId);
      await events.ended({ user_id: userId });
    },
    /** Calls `listener` whenever a session ends in any process; returns the unsubscribe function. */
    onEnded(listener) {
      return events.subscribe(listener);
    }
  };
}

// src/modules/translation/translation.service.ts
function toTranslation(row) {
  return {
    translation_id: row.id,
    input_text: row.input_text,
    source_language: row.source_language,
    target_language: row.target_language,
    context: row.context,
    kana_text: row.kana_text,
    japanese_text: row.japanese_text,
    otherLanguage_text: row.other_language_text,
    status: row.status,
    createdAt: row.created_at,
    detected_vocabs: JSON.parse(row.detected_vocabs),
    error: row.error
  };
}
function createTranslationService(deps) {
  const { db, queue, rateLimiter, clock, config } = deps;
  const translations = createTranslationRepository(db);
  return {
    async history(userId) {
      const rows = await translations.listForUser(userId, TRANSLATION_HISTORY_LIMIT);
      return rows.map(toTranslation);
    },
    async get(userId, id2) {
      const row = await translations.findOwned(id2, userId);
      if (!row) throw new AppError("notFound", "Translation not found");
      return toTranslation(row);
    },
    /** Stores the request as Pending and queues the work; counts against the user's AI limit. */
    async submit(userId, request) {
      await consumeAiJob(rateLimiter, userId, config.ai.jobsPerMinute);
      const now = clock.now();
      const fromJapanese = request.source_language === "Japanese";
      const row = {
        id: newId(),
        user_id: userId,
        input_text: request.input_text,
        source_language: request.source_language,
        target_language: request.target_language,
        context: request.context,
        kana_text: "",
        japanese_text: fromJapanese ? request.input_text : "",
        other_language_text: fromJapanese ? "" : request.input_text,
        status: "Pending",
        error: null,
        detected_vocabs: "[]",
        created_at: now,
        updated_at: now
      };
      await translations.insert(row);
      try {
        await queue.enqueue(
          translateJob,
          { translation_id: row.id },
          { idempotencyKey: `translation:${row.id}` }
        );
      } catch (error) {
        await translations.deleteOwned(row.id, userId);
        throw error;
      }
      return toTranslation(row);
    },
    async delete(userId, id2) {
      if (!await translations.deleteOwned(id2, userId))
        throw new AppError("notFound", "Translation not found");
    }
  };
}

// src/modules/vocabulary/dictionary-explanation.ts
import { createHash as createHash7 } from "node:crypto";

// src/modules/vocabulary/dictionary-terms.ts
var PARTS_OF_SPEECH = {
  "adj-f": "Noun or verb acting prenominally",
  "adj-i": "i-adjective",
  "adj-ix": "i-adjective (\u3044\u3044/\u3088\u3044 class)",
  "adj-kari": "'kari' adjective (archaic)",
  "adj-ku": "'ku' adjective (archaic)",
  "adj-na": "na-adjective",
  "adj-nari": "Archaic form of na-adjective",
  "adj-no": "no-adjective (takes \u306E)",
  "adj-pn": "Pre-noun adjectival",
  "adj-shiku": "'shiku' adjective (archaic)",
  "adj-t": "'taru' adjective",
  adv: "Adverb",
  "adv-to": "Adverb taking \u3068",
  aux: "Auxiliary",
  "aux-adj": "Auxiliary adjective",
  "aux-v": "Auxiliary verb",
  conj: "Conjunction",
  cop: "Copula",
  ctr: "Counter",
  exp: "Expression",
  int: "Interjection",
  n: "Noun",
  "n-adv": "Adverbial noun",
  "n-pr": "Proper noun",
  "n-pref": "Noun used as a prefix",
  "n-suf": "Noun used as a suffix",
  "n-t": "Temporal noun",
  num: "Numeric",
  pn: "Pronoun",
  pref: "Prefix",
  prt: "Particle",
  suf: "Suffix",
  unc: "Unclassified",
  "v-unspec": "Verb (unspecified)",
  v1: "Ichidan verb",
  "v1-s": "Ichidan verb (\u304F\u308C\u308B class)",
  v5aru: "Godan verb (\u3042\u308B class, e.g. \u3044\u3089\u3063\u3057\u3083\u308B)",
  v5b: "Godan verb with 'bu' ending",
  v5g: "Godan verb with 'gu' ending",
  v5k: "Godan verb with 'ku' ending",
  "v5k-s": "Godan verb (\u3044\u304F/\u3086\u304F class)",
  v5m: "Godan verb with 'mu' ending",
  v5n: "Godan verb with 'nu' ending",
  v5r: "Godan verb with 'ru' ending",
  "v5r-i": "Godan verb with 'ru' ending (irregular)",
  v5s: "Godan verb with 'su' ending",
  v5t: "Godan verb with 'tsu' ending",
  v5u: "Godan verb with 'u' ending",
  "v5u-s": "Godan verb with 'u' ending (special class)",
  v5uru: "Godan verb (\u3046\u308B, old form of \u3048\u308B)",
  vi: "Intransitive verb",
  vk: "Kuru verb (special class)",
  vn: "Irregular 'nu' verb",
  vr: "Irregular 'ru' verb (plain form ends in \u308A)",
  vs: "Noun or participle taking \u3059\u308B",
  "vs-c": "\u3059 verb (old form of \u3059\u308B)",
  "vs-i": "\u3059\u308B verb (irregular)",
  "vs-s": "\u3059\u308B verb (special class)",
  vt: "Transitive verb",
  vz: "Ichidan verb ending in \u305A\u308B (form of \u3058\u308B verbs)"
};
var NOTES = {
  abbr: "Abbreviation",
  arch: "Archaic",
  ateji: "Ateji (kanji used for their sound)",
  col: "Colloquial",
  dated: "Dated term",
  derog: "Derogatory",
  euph: "Euphemistic",
  fam: "Familiar language",
  fem: "Female term or language",
  form: "Formal or literary term",
  hist: "Historical term",
  hon: "Honorific (sonkeigo)",
  hum: "Humble (kenj\u014Dgo)",
  id: "Idiomatic expression",
  joc: "Jocular, humorous term",
  litf: "Literary or formal term",
  male: "Male term or language",
  "net-sl": "Internet slang",
  obs: "Obsolete term",
  obsc: "Obscure term",
  "on-mim": "Onomatopoeic or mimetic word",
  poet: "Poetical term",
  pol: "Polite (teineigo)",
  proverb: "Proverb",
  rare: "Rare term",
  sens: "Sensitive",
  sl: "Slang",
  uk: "Usually written using kana alone",
  vulg: "Vulgar",
  yoji: "Four-character compound (yojijukugo)",
  chn: "Children's language",
  company: "Company name",
  product: "Product name",
  ksb: "Kansai dialect",
  kyb: "Kyoto dialect",
  hob: "Hokkaid\u014D dialect",
  thb: "T\u014Dhoku dialect",
  anat: "Field: anatomy",
  astron: "Field: astronomy",
  baseb: "Field: baseball",
  biol: "Field: biology",
  bot: "Field: botany",
  Buddh: "Field: Buddhism",
  bus: "Field: business",
  chem: "Field: chemistry",
  Christn: "Field: Christianity",
  comp: "Field: computing",
  engr: "Field: engineering",
  finc: "Field: finance",
  food: "Field: food, cooking",
  geol: "Field: geology",
  hanaf: "Field: hanafuda",
  law: "Field: law",
  ling: "Field: linguistics",
  MA: "Field: martial arts",
  mahj: "Field: mahjong",
  math: "Field: mathematics",
  med: "Field: medicine",
  mil: "Field: military",
  music: "Field: music",
  physics: "Field: physics",
  shogi: "Field: shogi",
  sports: "Field: sports",
  sumo: "Field: sumo"
};
var partOfSpeechName = (code) => PARTS_OF_SPEECH[code] ?? code;
var noteName = (code) => NOTES[code] ?? code;

// src/modules/vocabulary/dictionary-explanation.ts
var RELATED_WORDS_LIMIT = 12;
var COMMON_WORDS_LIMIT = 10;
var unique2 = (values) => [...new Set(values)];
function wordKanji(char, catalogue) {
  const kanji = catalogue.kanjiOf(char);
  return {
    vocab_id: kanji?.vocab_id ?? null,
    kanji: char,
    level: kanji?.level ?? null,
    meanings: kanji?.meanings ?? [],
    on_readings: kanji?.onReadings ?? [],
    kun_readings: kanji?.kunReadings ?? []
  };
}
function wordDictionary(item, catalogue) {
  return {
    vocabType: "vocabulary",
    word: item.word,
    reading: item.reading,
    senses: catalogue.sensesOf(item).map((sense) => ({
      parts_of_speech: sense.pos.map(partOfSpeechName),
      glosses: sense.glosses,
      notes: sense.tags.map(noteName)
    })),
    alternative_forms: item.alternativeForms,
    common: item.common,
    usually_kana: item.usuallyKana,
    kanji: unique2(item.word).filter(isKanjiChar).map((char) => wordKanji(char, catalogue))
  };
}
function commonWordsWith(kanji, catalogue) {
  return catalogue.vocabulary.filter((word) => word.common && word.kanji?.includes(kanji.kanji)).sort(
    (a, b) => difficulty(a.level) - difficulty(b.level) || a.word.length - b.word.length || (a.vocab_id < b.vocab_id ? -1 : 1)
  ).slice(0, COMMON_WORDS_LIMIT).map(toRelatedWord);
}
function kanjiDictionary(item, catalogue) {
  return {
    vocabType: "kanji",
    kanji: item.kanji,
    on_readings: item.onReadings,
    kun_readings: item.kunReadings,
    meanings: item.meanings,
    strokes: item.strokes,
    grade: item.grade,
    common_words: commonWordsWith(item, catalogue)
  };
}
function gradeText(grade) {
  if (grade <= 6) return `taught in grade ${grade} of elementary school`;
  if (grade === 8) return "taught in secondary school";
  return "used in names (jinmeiy\u014D kanji)";
}
function wordText(item, catalogue) {
  const heading = item.word === item.reading ? item.word : `${item.word} (${item.reading})`;
  const senses = catalogue.sensesOf(item);
  const parts = unique2(senses.flatMap((sense) => sense.pos)).map(partOfSpeechName);
  const sentences = [`${heading} is a JLPT ${item.level} word.`];
  if (parts.length > 0) sentences.push(`Parts of speech: ${parts.join(", ")}.`);
  if (item.alternativeForms.length > 0) sentences.push(`Also written ${item.alternativeForms.join(", ")}.`);
  if (item.usuallyKana && item.word !== item.reading)
    sentences.push(`Usually written in kana: ${item.reading}.`);
  const meanings = senses.map((sense) => sense.glosses.join("; "));
  return {
    explanation: sentences.join(" "),
    explanation_translation: meanings.length === 1 ? meanings[0] ?? "" : meanings.map((m, i) => `${i + 1}. ${m}`).join(" ")
  };
}
function kanjiText(item) {
  const strokes = `${item.strokes} stroke${item.strokes === 1 ? "" : "s"}`;
  const sentences = [
    `${item.kanji} is a JLPT ${item.level} kanji with ${strokes}${item.grade === null ? "" : `, ${gradeText(item.grade)}`}.`
  ];
  if (item.onReadings.length > 0) sentences.push(`On readings: ${item.onReadings.join("\u3001")}.`);
  if (item.kunReadings.length > 0) sentences.push(`Kun readings: ${item.kunReadings.join("\u3001")}.`);
  return { explanation: sentences.join(" "), explanation_translation: item.meanings.join("; ") };
}
async function tatoebaExamples(item) {
  return Promise.all(
    examplesOf(item.vocab_id).map(async ({ ja, en }) => ({
      example_sentence_id: `${item.vocab_id}-t${createHash7("sha1").update(ja).digest("hex").slice(0, 10)}`,
      sentence: ja,
      sentence_kana: await toHiragana(ja),
      sentence_translation: en,
      source: "tatoeba"
    }))
  );
}
async function dictionaryExplanation(item, catalogue) {
  const text = item.vocabType === "kanji" ? kanjiText(item) : wordText(item, catalogue);
  return {
    ...text,
    explanation_kana: item.pronunciation,
    example_sentences: await tatoebaExamples(item),
    related_words: catalogue.relatedWords(item.vocab_id, RELATED_WORDS_LIMIT).map(toRelatedWord),
    dictionary: item.vocabType === "kanji" ? kanjiDictionary(item, catalogue) : wordDictionary(item, catalogue),
    source: "dictionary",
    pitch_accent: pitchAccentOf(item)
  };
}

// src/modules/vocabulary/explanation-writer.ts
var dictionaryOnly = { writtenExplanation: async () => null };
function createExplanationWriter(deps) {
  const { ai, queue, repository, rateLimiter, config } = deps;
  if (ai.kind === "offline") return dictionaryOnly;
  return {
    async writtenExplanation(item, requesterId) {
      const stored = parseStored(await repository.findExplanation(item.vocab_id));
      if (stored) return stored;
      const key = explainJobKey(item.vocab_id);
      const job = await queue.getByKey(key);
      if (!job) {
        await consumeAiJob(rateLimiter, requesterId, config.ai.jobsPerMinute);
        await queue.enqueue(explainJob, { vocab_id: item.vocab_id }, { idempotencyKey: key });
        return "generating";
      }
      if (job.status === "failed") return null;
      if (job.status === "completed") return parseStored(await repository.findExplanation(item.vocab_id));
      return "generating";
    }
  };
}

// src/modules/vocabulary/vocabulary.service.ts
var withUsage = (item, usage) => usage ? {
  ...item,
  timesUsed: usage.times_used,
  lastUsed: Math.floor(usage.last_used_at / 1e3),
  avgUsageQuality: usage.quality_count > 0 ? usage.quality_sum / usage.quality_count : NEVER_RATED
} : item;
var isoDate = (epochMs) => new Date(epochMs).toISOString().slice(0, 10);
function createVocabularyService(deps) {
  const { db, japanese: japanese2, account, ai, queue, rateLimiter, clock, config } = deps;
  const { catalogue } = japanese2;
  const repository = createVocabularyRepository(db);
  const explanations = createExplanationWriter({ ai, queue, repository, rateLimiter, config });
  const levelLists = /* @__PURE__ */ new Map();
  function listOfLevel(level) {
    let list = levelLists.get(level);
    if (!list) {
      list = catalogue.itemsOfLevel(level).map(toVocabularyItem);
      levelLists.set(level, list);
    }
    return list;
  }
  function requireItem(vocabId2) {
    const item = catalogue.getItem(vocabId2);
    if (!item) throw new AppError("notFound", `No vocabulary item ${vocabId2}`);
    return item;
  }
  return {
    /** Every item of the given levels (easiest level first, catalogue order within), with the caller's usage. */
    async listLevels(userId, levels) {
      const wanted = JLPT_LEVELS2.filter((level) => levels.includes(level));
      if (wanted.length === 0) return [];
      const usage = await repository.usageOf(userId);
      return wanted.flatMap(
        (level) => listOfLevel(level).map((item) => withUsage(item, usage.get(item.vocab_id)))
      );
    },
    async getItem(userId, vocabId2) {
      const item = requireItem(vocabId2);
      return withUsage(toVocabularyItem(item), await repository.usageOfItem(userId, vocabId2));
    },
    async explanation(userId, vocabId2) {
      const item = requireItem(vocabId2);
      const written = await explanations.writtenExplanation(item, userId);
      if (written === "generating") return { status: "generating" };
      const fromDictionary = await dictionaryExplanation(item, catalogue);
      if (!written) return { status: "ready", explanation: fromDictionary };
      const examples = [
        ...fromDictionary.example_sentences,
        ...written.example_sentences.map((example) => ({ ...example, source: "ai" }))
      ];
      return {
        status: "ready",
        explanation: { ...fromDictionary, ...written, example_sentences: examples, source: "ai" }
      };
    },
    /** At the caller's training level; the same item for every learner of that level on a date. */
    async itemOfTheDay(userId, type) {
      const { jlptTrainLevel } = await account.getSettings(userId);
      const item = catalogue.itemOfTheDay(jlptTrainLevel, type, isoDate(clock.now()));
      if (!item) throw new AppError("notFound", `No ${type} of level ${jlptTrainLevel} in the catalogue`);
      return toDayItem(item);
    }
  };
}

// src/services.ts
function createServices(deps) {
  const { config, db, engine, clock, mailer, blobStore, notifier, ai, tts, japanese: japanese2 } = deps;
  const rateLimiter = createRateLimiter({ db, clock });
  const jobQueue = createJobQueue({ db, engine, clock, notifier });
  const metrics = createMetrics(jobQueue);
  const sessions = createSessionService({ db, notifier, clock, config });
  const auth = createAuthService({
    db,
    sessions,
    rateLimiter,
    mailer,
    clock,
    config,
    aiEngineLabel: ai.label
  });
  const friends = createFriendsService({ db, rateLimiter, clock });
  const pictures = createPicturesService({ db, friends, blobStore, clock });
  const account = createAccountService({ db, sessions, pictures, rateLimiter, tts });
  const conversationEvents = createConversationEvents(notifier, db);
  const conversations = createConversationsService({
    db,
    japanese: japanese2,
    queue: jobQueue,
    events: conversationEvents,
    friends,
    account,
    rateLimiter,
    ai,
    clock,
    config
  });
  const audio = createAudioService({ db, tts, blobStore, queue: jobQueue, account, rateLimiter, clock });
  const reviews = createReviewsService({ db, japanese: japanese2, clock, audio });
  const vocabulary = createVocabularyService({
    db,
    japanese: japanese2,
    account,
    ai,
    queue: jobQueue,
    rateLimiter,
    clock,
    config
  });
  const translation = createTranslationService({ db, queue: jobQueue, rateLimiter, clock, config });
  return {
    metrics,
    rateLimiter,
    sessions,
    auth,
    friends,
    pictures,
    account,
    conversations,
    conversationEvents,
    analysis: createAnalysisService({ db, japanese: japanese2, conversations }),
    progress: createProgressService({ db, japanese: japanese2 }),
    reviews,
    dataExport: createDataExportService({ db, clock }),
    vocabulary,
    translation,
    audio,
    audioSources: createAudioSources({ conversations, translations: translation, vocabulary, japanese: japanese2 }),
    /** The queue every job goes through; the worker runs them with the handlers of `jobs/registry.ts`. */
    jobQueue
  };
}

// src/storage/blob-store.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import fs4 from "node:fs/promises";
import path5 from "node:path";
import { Readable as Readable4 } from "node:stream";

// src/storage/postgres-blob-store.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { Readable as Readable3 } from "node:stream";
import pg3 from "pg";
var BLOB_CHUNK_BYTES = 128 * 1024;
var POOL_SIZE = 5;
function createPostgresBlobStore(databaseUrl, logger) {
  const pool = new pg3.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  pool.on("error", (error) => logger.warn({ err: error }, "idle blob store connection lost"));
  async function inTransaction(work) {
    const client2 = await pool.connect();
    try {
      await client2.query("BEGIN");
      const result = await work(client2);
      await client2.query("COMMIT");
      return result;
    } catch (error) {
      await client2.query("ROLLBACK").catch(() => void 0);
      throw error;
    } finally {
      client2.release();
    }
  }
  async function open(key) {
    checkBlobKey(key);
    const client2 = await pool.connect();
    let finished = false;
    const finish = async (error) => {
      if (finished) return;
      finished = true;
      try {
        await client2.query(error ? "ROLLBACK" : "COMMIT");
        client2.release();
      } catch (endError) {
        client2.release(endError);
      }
    };
    try {
      await client2.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const { rows } = await client2.query(
        "SELECT version, content_type, size FROM blobs WHERE key = $1",
        [key]
      );
      const blob = rows[0];
      if (!blob) {
        await finish();
        return void 0;
      }
      return {
        contentType: blob.content_type,
        size: blob.size,
        stream: (range = { start: 0, end: blob.size - 1 }) => streamChunks(client2, blob.version, range, finish),
        close: () => finish()
      };
    } catch (error) {
      await finish(error);
      throw error;
    }
  }
  return {
    async put(key, data, contentType) {
      checkBlobKey(key);
      checkContentType(contentType);
      const version = randomUUID3();
      await inTransaction(async (client2) => {
        for (let index2 = 0; index2 * BLOB_CHUNK_BYTES < data.length; index2 += 1) {
          const chunk = data.subarray(index2 * BLOB_CHUNK_BYTES, (index2 + 1) * BLOB_CHUNK_BYTES);
          await client2.query("INSERT INTO blob_chunks (version, key, idx, data) VALUES ($1, $2, $3, $4)", [
            version,
            key,
            index2,
            chunk
          ]);
        }
        await client2.query(
          `INSERT INTO blobs (key, version, content_type, size, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (key) DO UPDATE SET version = excluded.version, content_type = excluded.content_type,
             size = excluded.size, created_at = excluded.created_at`,
          [key, version, contentType, data.length, Date.now()]
        );
        await client2.query("DELETE FROM blob_chunks WHERE key = $1 AND version <> $2", [key, version]);
      });
    },
    async get(key) {
      const blob = await open(key);
      if (!blob) return void 0;
      return { contentType: blob.contentType, data: Buffer.concat(await blob.stream().toArray()) };
    },
    open,
    async delete(key) {
      checkBlobKey(key);
      await inTransaction(async (client2) => {
        await client2.query("DELETE FROM blobs WHERE key = $1", [key]);
        await client2.query("DELETE FROM blob_chunks WHERE key = $1", [key]);
      });
    },
    close: () => pool.end()
  };
}
function streamChunks(client2, version, range, finish) {
  let index2 = Math.floor(range.start / BLOB_CHUNK_BYTES);
  const last = range.end < range.start ? index2 - 1 : Math.floor(range.end / BLOB_CHUNK_BYTES);
  return new Readable3({
    async read() {
      if (index2 > last) {
        this.push(null);
        return;
      }
      try {
        const { rows } = await client2.query(
          "SELECT data FROM blob_chunks WHERE version = $1 AND idx = $2",
          [version, index2]
        );
        const chunk = rows[0]?.data;
        if (!chunk) throw new Error(`Blob chunk ${index2} of version ${version} is missing`);
        const offset = index2 * BLOB_CHUNK_BYTES;
        index2 += 1;
        this.push(chunk.subarray(Math.max(range.start - offset, 0), range.end - offset + 1));
      } catch (error) {
        this.destroy(error);
      }
    },
    // Runs once the stream ends, fails or is abandoned: the transaction ends and the connection goes back.
    destroy(error, callback) {
      finish(error).then(
        () => callback(error),
        (finishError) => callback(error ?? finishError)
      );
    }
  });
}

// src/storage/blob-store.ts
var KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
var CONTENT_TYPE_PATTERN = /^[\w.+-]{1,60}\/[\w.+-]{1,60}$/;
var MAX_KEY_LENGTH = 512;
var HEADER_BYTES = 128;
var InvalidBlobKeyError = class extends Error {
  constructor(key) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
  }
};
function checkBlobKey(key) {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new InvalidBlobKeyError(key);
}
function checkContentType(contentType) {
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${contentType}`);
}
function createFsBlobStore(rootDir) {
  const root = path5.resolve(rootDir);
  function fileFor(key) {
    checkBlobKey(key);
    return path5.join(root, ...key.split("/"));
  }
  async function open(key) {
    let handle;
    try {
      handle = await fs4.open(fileFor(key), "r");
    } catch (error) {
      if (error.code === "ENOENT") return void 0;
      throw error;
    }
    try {
      const head = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEADER_BYTES, 0);
      const newline = head.subarray(0, bytesRead).indexOf(10);
      if (newline < 0) throw new Error(`Corrupt blob: ${key}`);
      const dataStart = newline + 1;
      const size = (await handle.stat()).size - dataStart;
      return {
        contentType: head.toString("utf8", 0, newline),
        size,
        stream(range = { start: 0, end: size - 1 }) {
          if (range.end < range.start) {
            void handle.close();
            return Readable4.from([]);
          }
          return handle.createReadStream({ start: dataStart + range.start, end: dataStart + range.end });
        },
        close: () => handle.close()
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return {
    async put(key, data, contentType) {
      checkContentType(contentType);
      const file = fileFor(key);
      await fs4.mkdir(path5.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID4()}.tmp`;
      try {
        await fs4.writeFile(temporary, Buffer.concat([Buffer.from(`${contentType}
`), data]));
        await fs4.rename(temporary, file);
      } catch (error) {
        await fs4.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const blob = await open(key);
      if (!blob) return void 0;
      return { contentType: blob.contentType, data: Buffer.concat(await blob.stream().toArray()) };
    },
    open,
    async delete(key) {
      await fs4.rm(fileFor(key), { force: true });
    }
  };
}
function openBlobStore(config, logger) {
  if (config.blobDir) return { ...createFsBlobStore(config.blobDir), close: async () => {
  } };
  if (!config.databaseUrl) throw new Error("Blobs need BLOB_DIR or DATABASE_URL");
  return createPostgresBlobStore(config.databaseUrl, logger);
}

// src/tts/espeak-runtime.ts
import { createRequire as createRequire3 } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker as Worker2 } from "node:worker_threads";
var WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const synthesizer = import(workerData.moduleUrl)
  .then((loaded) => loaded.default())
  .then((espeak) => new espeak.eSpeakNGWorker());
parentPort.on('message', async ({ id, text, voice, rate }) => {
  try {
    const engine = await synthesizer;
    if (engine.set_voice(voice) !== 0) throw new Error('espeak-ng has no voice ' + voice);
    engine.set_rate(rate);
    const chunks = [];
    let length = 0;
    engine.synthesize(text, (samples) => {
      chunks.push(samples);
      length += samples.length;
      return false;
    });
    const samples = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage({ id, samples, sampleRate: engine.get_samplerate() }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;
function createEspeakRuntime() {
  const moduleUrl = pathToFileURL(
    createRequire3(import.meta.url).resolve("@echogarden/espeak-ng-emscripten")
  ).href;
  const waiting = [];
  let running;
  let worker;
  let nextId = 1;
  function startWorker() {
    const started = new Worker2(WORKER_SOURCE, { eval: true, workerData: { moduleUrl } });
    started.unref();
    started.on("message", (reply) => {
      const current = running;
      if (!current || current.id !== reply.id) return;
      running = void 0;
      if ("error" in reply) current.reject(new Error(reply.error));
      else current.resolve({ samples: reply.samples, sampleRate: reply.sampleRate });
      runNext();
    });
    const crashed = (error) => {
      if (worker !== started) return;
      worker = void 0;
      const current = running;
      running = void 0;
      current?.reject(error);
      runNext();
    };
    started.on("error", crashed);
    started.on("exit", (code) => crashed(new Error(`espeak-ng worker stopped (exit code ${code})`)));
    return started;
  }
  function runNext() {
    if (running) return;
    let next = waiting.shift();
    while (next?.signal?.aborted) next = waiting.shift();
    if (!next) return;
    running = next;
    worker ??= startWorker();
    worker.postMessage({ id: next.id, text: next.text, voice: next.voice, rate: next.rate });
  }
  return {
    /** PCM of `text` read by the espeak-ng voice `voice` (e.g. `ja`, `en-us+f1`) at `rate` words per minute. */
    synthesize(text, voice, rate, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          if (running === request) running = void 0;
          reject(signal?.reason);
          runNext();
        };
        const request = {
          id: nextId++,
          text,
          voice,
          rate,
          signal,
          resolve: (pcm) => {
            signal?.removeEventListener("abort", onAbort);
            resolve(pcm);
          },
          reject: (error) => {
            signal?.removeEventListener("abort", onAbort);
            reject(error);
          }
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(request);
        runNext();
      });
    }
  };
}
var runtime;
function espeakRuntime() {
  runtime ??= createEspeakRuntime();
  return runtime;
}

// src/tts/espeak-engine.ts
var ESPEAK_LANGUAGE_VOICES = {
  Japanese: "ja",
  Chinese: "cmn",
  English: "en-us",
  French: "fr",
  German: "de",
  Italian: "it",
  Korean: "ko",
  Polish: "pl",
  Portuguese: "pt-br",
  Russian: "ru",
  Spanish: "es",
  Thai: "th",
  Vietnamese: "vi"
};
var ESPEAK_DEFAULT_WORDS_PER_MINUTE = 175;
var ESPEAK_RATES = Object.fromEntries(
  Object.entries(SPEED_SCALES).map(([speed, scale]) => [
    speed,
    Math.round(ESPEAK_DEFAULT_WORDS_PER_MINUTE * scale)
  ])
);
async function japaneseSpeechText(text) {
  const tokens = (await tokenize(text)).map((token) => {
    if (token.pos !== "\u52A9\u8A5E") return token;
    if (token.surface === "\u306F") return { ...token, surface: "\u308F" };
    if (token.surface === "\u3078") return { ...token, surface: "\u3048" };
    return token;
  });
  return hiraganaOf(tokens);
}
var JAPANESE_RUN = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+/g;
function speechParts(text, language2) {
  if (language2 === "Japanese" || language2 === "Chinese") return [{ text, language: language2 }];
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(JAPANESE_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), language: language2 });
    parts.push({ text: match[0], language: "Japanese" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), language: language2 });
  return parts.filter((part) => part.text.trim());
}
async function espeakPart(part, variant, speed, signal) {
  const spoken = part.language === "Japanese" ? await japaneseSpeechText(part.text) : part.text;
  const voice = `${ESPEAK_LANGUAGE_VOICES[part.language]}${variant}`;
  try {
    return await espeakRuntime().synthesize(spoken, voice, ESPEAK_RATES[speed], signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TtsFailedError(`The built-in voice failed: ${error.message}`);
  }
}
function variantOf(voice) {
  if (!EMBEDDED_VOICES.some((known2) => known2.id === voice)) {
    throw new TtsUnavailableError("Unknown voice");
  }
  const plus = voice.indexOf("+");
  return plus < 0 ? "" : voice.slice(plus);
}
function createEspeakEngine() {
  const engine = {
    id: "espeak",
    label: "the built-in voice",
    languages: new Set(Object.keys(ESPEAK_LANGUAGE_VOICES)),
    async voices() {
      return [...EMBEDDED_VOICES];
    },
    async synthesize({ text, language: language2, voice, speed, signal }) {
      const languageVoice = ESPEAK_LANGUAGE_VOICES[language2];
      if (!languageVoice) throw new TtsUnavailableError(unavailableLanguageMessage(language2, engine));
      const variant = variantOf(voice);
      const pieces = [];
      for (const part of speechParts(text, language2))
        pieces.push(await espeakPart(part, variant, speed, signal));
      const length = pieces.reduce((sum, piece) => sum + piece.samples.length, 0);
      if (length === 0) throw new TtsFailedError("The built-in voice produced no audio");
      const samples = new Int16Array(length);
      let offset = 0;
      for (const piece of pieces) {
        samples.set(piece.samples, offset);
        offset += piece.samples.length;
      }
      return { audio: encodeWav(samples, pieces[0].sampleRate), contentType: WAV_CONTENT_TYPE };
    }
  };
  return engine;
}

// src/tts/mp3.ts
var MP3_CONTENT_TYPE = "audio/mpeg";
var MP3_KBITS_PER_SECOND = 40;
var LAME_ARGS = [
  "--quiet",
  "-m",
  "m",
  "--resample",
  "24",
  "--cbr",
  "-b",
  String(MP3_KBITS_PER_SECOND),
  "-t",
  "-",
  "-"
];
function createMp3Encoder(pool) {
  return {
    encode(wav, signal) {
      return pool.run("lame", LAME_ARGS, { input: wav, signal });
    }
  };
}
function withMp3(engine, encoder) {
  return {
    ...engine,
    async synthesize(request) {
      const result = await engine.synthesize(request);
      if (result.contentType !== WAV_CONTENT_TYPE) return result;
      return { audio: await encoder.encode(result.audio, request.signal), contentType: MP3_CONTENT_TYPE };
    }
  };
}

// src/tts/open-jtalk.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import fs5 from "node:fs";
import os2 from "node:os";
import path6 from "node:path";
import { fileURLToPath } from "node:url";
var OPEN_JTALK_COMMAND = "open_jtalk";
var MEI_VOICE = "voices/mei_normal.htsvoice";
var OPEN_JTALK_MAX_BYTES = 900;
var openJtalkBytes = (text) => {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0);
    bytes += code < 128 ? 3 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
};
var SPEAKABLE = /[\p{L}\p{N}]/u;
function assetPath(relative) {
  let dir = path6.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path6.join(dir, "assets", relative);
    if (fs5.existsSync(candidate)) return candidate;
    dir = path6.dirname(dir);
  }
  throw new Error(`Missing asset ${relative}`);
}
async function openJtalkText(text) {
  const tokens = await tokenize(text);
  const spelled = /* @__PURE__ */ new Set();
  tokens.forEach((token, index2) => {
    if (!token.readingByRule) return;
    spelled.add(index2);
    for (const next of [index2 - 1, index2 + 1]) {
      const neighbour = tokens[next];
      if (neighbour?.readingKnown && hasKanji(neighbour.surface)) spelled.add(next);
    }
  });
  let spoken = "";
  let last = 0;
  tokens.forEach((token, index2) => {
    if (!spelled.has(index2)) return;
    spoken += text.slice(last, token.start) + token.reading;
    last = token.end;
  });
  return spoken + text.slice(last);
}
function createOpenJtalk(options) {
  const { pool, dictionary } = options;
  const voice = assetPath(MEI_VOICE);
  return {
    dictionary,
    voice,
    /**
     * The WAV of each piece of `text` (prepared with `openJtalkText`), in order, one at a time so that a long
     * text never holds all its audio uncompressed at once.
     */
    async *synthesize(text, style, signal) {
      const args = ["-x", dictionary, "-m", voice, "-r", String(style.rate), "-fm", String(style.halfTones)];
      const pieces = splitForSpeech(text.replace(/\s+/g, " "), OPEN_JTALK_MAX_BYTES, openJtalkBytes);
      for (const piece of pieces.filter((candidate) => SPEAKABLE.test(candidate))) {
        const file = path6.join(os2.tmpdir(), `kaiwa-open-jtalk-${randomUUID5()}.wav`);
        try {
          await pool.run(OPEN_JTALK_COMMAND, [...args, "-ow", file], { input: Buffer.from(piece), signal });
          yield await fs5.promises.readFile(file);
        } finally {
          await fs5.promises.rm(file, { force: true });
        }
      }
    }
  };
}
function missingForOpenJtalk(dictionary, hasCommand) {
  const missing = [];
  if (!hasCommand(OPEN_JTALK_COMMAND)) missing.push("the open_jtalk program (Debian package open-jtalk)");
  if (!fs5.existsSync(path6.join(dictionary, "sys.dic"))) {
    missing.push(`its dictionary in ${dictionary} (Debian package open-jtalk-mecab-naist-jdic)`);
  }
  return missing;
}

// src/tts/builtin-engine.ts
var HALF_TONES = { "open-jtalk:mei": 0, "open-jtalk:mei-low": -4 };
var ESPEAK_VARIANT = "+f1";
function createBuiltinEngine(deps) {
  const { openJtalk, encoder } = deps;
  const engine = {
    id: "builtin",
    label: "the built-in voice",
    languages: new Set(Object.keys(ESPEAK_LANGUAGE_VOICES)),
    async voices() {
      return [...BUILTIN_VOICES];
    },
    async synthesize({ text, language: language2, voice, speed, signal }) {
      if (!engine.languages.has(language2)) {
        throw new TtsUnavailableError(unavailableLanguageMessage(language2, engine));
      }
      const halfTones = HALF_TONES[voice];
      if (halfTones === void 0) throw new TtsUnavailableError("Unknown voice");
      const pieces = [];
      for (const part of speechParts(text, language2)) {
        if (part.language === "Japanese") {
          const style = { rate: SPEED_SCALES[speed], halfTones };
          for await (const wav of openJtalk.synthesize(await openJtalkText(part.text), style, signal)) {
            pieces.push(await encoder.encode(wav, signal));
          }
        } else {
          const pcm = await espeakPart(part, ESPEAK_VARIANT, speed, signal);
          if (pcm.samples.length > 0) {
            pieces.push(await encoder.encode(encodeWav(pcm.samples, pcm.sampleRate), signal));
          }
        }
      }
      if (pieces.length === 0) throw new TtsUnavailableError("This text has nothing to read aloud");
      return { audio: Buffer.concat(pieces), contentType: MP3_CONTENT_TYPE };
    }
  };
  return engine;
}

// src/tts/http-speech.ts
async function fetchSpeechServer(serverName, url, init) {
  const { timeoutMs, signal, ...request } = init;
  let response;
  try {
    response = await fetch(url, { ...request, signal: withTimeout(signal, timeoutMs) });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error.name === "TimeoutError") {
      throw new TtsFailedError(`${serverName} did not answer in time`);
    }
    throw new TtsFailedError(`${serverName} is not reachable`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 200).replace(/\s+/g, " ").trim();
    throw new TtsFailedError(`${serverName} answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  return response;
}
function cachedVoiceList(load, ttlMs, now = Date.now) {
  let cached;
  return () => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const entry = { value: load(), at: now() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = void 0;
    });
    return entry.value;
  };
}

// src/tts/openai-engine.ts
var VOICE_PREFIX = "openai:";
var OPENAI_TTS_MAX_INPUT = 4096;
var AUDIO_TYPES = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp3": "audio/mpeg",
  "audio/wav": "audio/wav",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/ogg": "audio/ogg",
  "audio/opus": "audio/ogg"
};
var capitalized = (name) => name.charAt(0).toUpperCase() + name.slice(1);
function createOpenAiEngine(options) {
  const { url, apiKey, model, timeoutMs } = options;
  const voices = options.voices.map((name) => ({
    id: `${VOICE_PREFIX}${name}`,
    name: capitalized(name)
  }));
  return {
    id: `openai:${model}`,
    label: "the speech server",
    languages: new Set(Language.options),
    async voices() {
      return voices;
    },
    async synthesize({ text, voice, speed, signal }) {
      if (!voices.some((offered) => offered.id === voice)) throw new TtsUnavailableError("Unknown voice");
      if (text.length > OPENAI_TTS_MAX_INPUT) {
        throw new TtsUnavailableError(
          `This text is too long to read aloud (at most ${OPENAI_TTS_MAX_INPUT} characters)`
        );
      }
      const response = await fetchSpeechServer("The speech server", `${url}/audio/speech`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...apiKey ? { authorization: `Bearer ${apiKey}` } : {}
        },
        body: JSON.stringify({
          model,
          input: text,
          voice: voice.slice(VOICE_PREFIX.length),
          response_format: "mp3",
          speed: SPEED_SCALES[speed]
        }),
        timeoutMs,
        signal
      });
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new TtsFailedError("The speech server sent no audio");
      const declared = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      return { audio, contentType: AUDIO_TYPES[declared] ?? "audio/mpeg" };
    }
  };
}

// src/tts/process-pool.ts
import { spawn as spawn2 } from "node:child_process";
import fs6 from "node:fs";
import path7 from "node:path";
var MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
var STDERR_KEPT = 500;
var ProcessFailedError = class extends Error {
};
function createProcessPool(options) {
  const { size, timeoutMs } = options;
  const waiting = [];
  let running = 0;
  function release() {
    running -= 1;
    waiting.shift()?.();
  }
  function acquire(signal) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener("abort", onAbort);
        running += 1;
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.push(take);
    });
  }
  function spawnOnce(command, args, { input, signal }) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const child = spawn2(command, args, { stdio: ["pipe", "pipe", "pipe"] });
      const output = [];
      let outputBytes = 0;
      let stderr = "";
      let failure;
      const stop = (error) => {
        failure ??= error;
        child.kill("SIGKILL");
      };
      const timer = setTimeout(
        () => stop(new ProcessFailedError(`${command} took longer than ${timeoutMs} ms`)),
        timeoutMs
      );
      const onAbort = () => stop(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      child.stdout.on("data", (chunk) => {
        outputBytes += chunk.length;
        if (outputBytes > MAX_OUTPUT_BYTES) return stop(new ProcessFailedError(`${command} wrote too much`));
        output.push(chunk);
      });
      child.stderr.on("data", (chunk) => {
        if (stderr.length < STDERR_KEPT) stderr += chunk.toString("utf8");
      });
      child.stdin.on("error", () => {
      });
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      child.on("error", (error) => {
        const failed = new ProcessFailedError(`${command} failed: ${error.message}`);
        if (child.pid !== void 0) return stop(failed);
        settle();
        reject(failed);
      });
      child.on("close", (code) => {
        settle();
        if (failure) return reject(failure);
        if (code !== 0) {
          const detail = stderr.trim().slice(0, STDERR_KEPT);
          return reject(
            new ProcessFailedError(`${command} exited with ${code}${detail ? `: ${detail}` : ""}`)
          );
        }
        resolve(Buffer.concat(output));
      });
      child.stdin.end(input);
    });
  }
  return {
    /** Runs `command` with `input` on its standard input and resolves with its standard output. */
    async run(command, args, options2 = {}) {
      await acquire(options2.signal);
      try {
        return await spawnOnce(command, args, options2);
      } finally {
        release();
      }
    }
  };
}
function commandExists(name, searchPath = process.env.PATH ?? "") {
  return searchPath.split(path7.delimiter).filter(Boolean).some((dir) => {
    try {
      fs6.accessSync(path7.join(dir, name), fs6.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

// src/tts/voicevox-engine.ts
import { z as z28 } from "zod";
var VOICE_PREFIX2 = "voicevox:";
var VOICE_LIST_TTL_MS = 5 * 6e4;
var Speakers = z28.array(
  z28.object({
    name: z28.string(),
    styles: z28.array(
      z28.object({
        id: z28.number().int(),
        name: z28.string(),
        // Newer engines also list singing styles, which /audio_query cannot use.
        type: z28.string().optional()
      })
    )
  })
);
function createVoicevoxEngine(options) {
  const { url, timeoutMs } = options;
  const voices = cachedVoiceList(async () => {
    const response = await fetchSpeechServer("VOICEVOX", `${url}/speakers`, { timeoutMs });
    const parsed = Speakers.safeParse(await response.json().catch(() => void 0));
    if (!parsed.success)
      throw new TtsFailedError("VOICEVOX sent a speaker list this server does not understand");
    return parsed.data.flatMap(
      (speaker) => speaker.styles.filter((style) => style.type === void 0 || style.type === "talk").map((style) => ({ id: `${VOICE_PREFIX2}${style.id}`, name: `${speaker.name} (${style.name})` }))
    );
  }, VOICE_LIST_TTL_MS);
  const engine = {
    id: "voicevox",
    label: "VOICEVOX",
    languages: /* @__PURE__ */ new Set(["Japanese"]),
    voices,
    async synthesize({ text, language: language2, voice, speed, signal }) {
      if (language2 !== "Japanese")
        throw new TtsUnavailableError(unavailableLanguageMessage(language2, engine));
      const speaker = voice.startsWith(VOICE_PREFIX2) ? voice.slice(VOICE_PREFIX2.length) : "";
      if (!/^\d+$/.test(speaker)) throw new TtsUnavailableError("Unknown voice");
      const query = new URLSearchParams({ text, speaker });
      const queryResponse = await fetchSpeechServer("VOICEVOX", `${url}/audio_query?${query}`, {
        method: "POST",
        timeoutMs,
        signal
      });
      const audioQuery = await queryResponse.json();
      const synthesis = await fetchSpeechServer("VOICEVOX", `${url}/synthesis?speaker=${speaker}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: WAV_CONTENT_TYPE },
        body: JSON.stringify({ ...audioQuery, speedScale: SPEED_SCALES[speed] }),
        timeoutMs,
        signal
      });
      const audio = Buffer.from(await synthesis.arrayBuffer());
      if (audio.length === 0) throw new TtsFailedError("VOICEVOX sent no audio");
      return { audio, contentType: WAV_CONTENT_TYPE };
    }
  };
  return engine;
}

// src/tts/create-tts-engine.ts
function createTtsEngine(config, options = {}) {
  const { tts } = config;
  const { log, hasCommand = commandExists } = options;
  const pool = createProcessPool({ size: tts.processes, timeoutMs: tts.timeoutMs });
  const encoder = hasCommand("lame") ? createMp3Encoder(pool) : void 0;
  if (!encoder) {
    log?.warn(
      "The MP3 encoder lame (Debian package lame) is missing: audio clips are stored as WAV, 20 times larger"
    );
  }
  const compressed = (engine) => encoder ? withMp3(engine, encoder) : engine;
  switch (tts.engine) {
    case "builtin": {
      const missing = missingForOpenJtalk(tts.openJtalkDictionary, hasCommand);
      if (encoder && missing.length === 0) {
        return createBuiltinEngine({
          openJtalk: createOpenJtalk({ pool, dictionary: tts.openJtalkDictionary }),
          encoder
        });
      }
      log?.warn(
        `Japanese is read by espeak-ng instead of Open JTalk: missing ${[...missing, ...encoder ? [] : ["lame"]].join(" and ")}`
      );
      return compressed(createEspeakEngine());
    }
    case "espeak":
      return compressed(createEspeakEngine());
    case "voicevox":
      return compressed(createVoicevoxEngine({ url: tts.voicevoxUrl, timeoutMs: tts.timeoutMs }));
    case "openai":
      return compressed(createOpenAiEngine({ ...tts.openai, timeoutMs: tts.timeoutMs }));
  }
}

// src/runtime.ts
function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
async function openAppDeps(config, logger) {
  const { db, engine } = createDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => logger.warn({ err: error }, "idle database connection lost"),
    onCheckpointerError: (error) => logger.error({ err: error }, "the SQLite checkpointer stopped")
  });
  await migrateToLatest(db);
  logger.info({ engine }, "database migrated");
  const japanese2 = createJapaneseCore();
  await readyJapaneseCore(japanese2, logger);
  const notifier = engine === "postgres" && config.databaseUrl ? createPostgresNotifier(config.databaseUrl, logger) : createInProcessNotifier();
  const blobStore = openBlobStore(config, logger);
  return {
    config,
    db,
    engine,
    clock: systemClock,
    mailer: createMailer(config, logger),
    blobStore,
    notifier,
    ai: createAiEngine(config.ai, { ...japaneseCoreDeps(japanese2), logger }),
    // Built here, where start-up can warn about a missing speech program.
    tts: createTtsEngine(config, { log: logger }),
    japanese: japanese2,
    async close() {
      getTokenizer().close();
      await notifier.close();
      await blobStore.close();
      await db.destroy();
    }
  };
}
var WARM_UP_TEXT = "\u6628\u65E5\u306F\u53CB\u9054\u30683\u6642\u306B\u516C\u5712\u3078\u884C\u304D\u307E\u3057\u305F\u3002\uFF71\uFF72\uFF73 ABC 123!";
async function readyJapaneseCore(japanese2, logger) {
  try {
    await japanese2.analyze(WARM_UP_TEXT);
    await japanese2.glossJapanese(WARM_UP_TEXT);
  } catch (error) {
    logger.error(
      { err: error },
      "Japanese analysis is unavailable: readings, furigana and detection will fail"
    );
  }
}
async function openProcess(config, logger, options) {
  const deps = await openAppDeps(config, logger);
  const services = createServices(deps);
  const worker = options.runsJobs ? createWorker(services, deps, logger) : void 0;
  const metricsServer = await serveMetricsIfConfigured(services.metrics, config);
  return {
    deps,
    services,
    worker,
    async stop(alongside) {
      await Promise.all([alongside?.(), worker?.stop()]);
      metricsServer?.close();
      await deps.close();
    }
  };
}
function createWorker(services, deps, logger) {
  return createJobWorker({
    queue: services.jobQueue,
    notifier: deps.notifier,
    // SQLite is served by one process only (external workers need PostgreSQL).
    soleWorker: deps.engine === "sqlite",
    concurrency: deps.config.workerConcurrency,
    handlers: createJobHandlers(deps, services),
    logger,
    onFailure: services.metrics.jobFailed
  });
}
async function serveMetricsIfConfigured(metrics, config) {
  const { enabled, port } = config.metrics;
  return enabled && port !== void 0 ? serveMetrics(metrics, config.host, port) : void 0;
}
var SHUTDOWN_DEADLINE_MS = 2e4;
function stopOnSignals(logger, stop) {
  const shutdown = async (signal) => {
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error(`still stopping after ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

// src/worker.ts
async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    logger.error(
      "The worker process needs PostgreSQL (DATABASE_URL); on SQLite the server runs the jobs itself."
    );
    process.exit(1);
  }
  const { worker, stop } = await openProcess(config, logger, { runsJobs: true });
  stopOnSignals(logger, () => stop());
  worker.start();
  logger.info({ workerId: worker.workerId }, "job worker started");
}
void main();
//# sourceMappingURL=worker.js.map
