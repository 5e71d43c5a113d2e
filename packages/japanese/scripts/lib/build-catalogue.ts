import { vocabularyId } from '../../src/ids';
import { hasKanji, isKana, isKatakana, katakanaToHiragana, sharesKanji } from '../../src/kana';
import { JLPT_LEVELS, type JlptLevel, VOCABULARY_LEVEL_SIZES } from '../../src/levels';
import type { PitchAccent, Sense, VocabularyItemWithSenses } from '../../src/types';
import { type Edict, type EdictLine, isOkuriganaLeftOut, isRegularSpelling, sensesOf } from './edict';
import { entryKey, type ListEntry } from './vocabulary-csv';

/** What JMdict says of a spelling and reading: its priority tags and the other spellings of its entry. */
export interface Jmdict {
  prioritiesOf(word: string, reading: string): string[];
  spellingsOf(word: string, reading: string): string[];
}
export type AccentsOf = (word: string, reading: string) => PitchAccent[];

/**
 * Vocabulary items for list entries, with what the dictionary says about each. An entry the dictionary does
 * not have with that spelling and reading keeps the list's own definition as its meaning; `unmatched` names
 * those entries, for the build's report.
 */
export function vocabularyItems(
  entries: readonly ListEntry[],
  edict: Edict,
  jmdict: Jmdict,
  accentsOf: AccentsOf,
): { items: VocabularyItemWithSenses[]; unmatched: ListEntry[]; errors: string[] } {
  const items: VocabularyItemWithSenses[] = [];
  const unmatched: ListEntry[] = [];
  const errors: string[] = [];
  const ids = new Map<string, string>();
  for (const entry of entries) {
    const lines = edict.lookup(entry.word, entry.reading);
    if (lines.length === 0) unmatched.push(entry);
    const item =
      lines.length === 0
        ? listedItem(entry, accentsOf)
        : itemOf(entry, chooseEntries(entry, lines), edict, jmdict, accentsOf);
    const clash = ids.get(item.vocab_id);
    if (clash !== undefined && clash !== entryKey(entry)) {
      errors.push(
        `${entry.at}: the id ${item.vocab_id} of ${entry.word} [${entry.reading}] is also ${clash}'s`,
      );
    }
    ids.set(item.vocab_id, entryKey(entry));
    items.push(item);
  }
  return { items, unmatched, errors };
}

/**
 * The entries with their spelling's everyday reading: the lists give a few words by a reading the dictionary
 * marks rare, where their entry has one common reading for that spelling (歪む いがむ, 二人 ににん, 魚 うお);
 * learners read, and texts mean, the common one. The entries changed are returned too, for the build's report.
 */
export function commonReadings(
  entries: readonly ListEntry[],
  edict: Edict,
): { entries: ListEntry[]; changed: { entry: ListEntry; from: string }[] } {
  const changed: { entry: ListEntry; from: string }[] = [];
  const result = entries.map((entry) => {
    if (isKana(entry.word)) return entry;
    const own = edict.lookup(entry.word, entry.reading);
    if (own.length === 0 || own.some((line) => line.common)) return entry;
    const common = edict
      .readingsOf(entry.word)
      .filter((reading) =>
        edict
          .lookup(entry.word, reading)
          .some((line) => line.common && own.some((o) => o.body === line.body)),
      );
    if (common.length !== 1) return entry;
    const corrected = { ...entry, reading: katakanaToHiragana(common[0]!) };
    changed.push({ entry: corrected, from: entry.reading });
    return corrected;
  });
  return { entries: result, changed };
}

/** An entry the dictionary lacks: what the list says, its definition as the only sense. */
function listedItem(entry: ListEntry, accentsOf: AccentsOf): VocabularyItemWithSenses {
  return {
    vocab_id: vocabularyId(entry.word, entry.reading),
    level: entry.level,
    vocabType: 'vocabulary',
    kanji: hasKanji(entry.word) ? entry.word : null,
    pronunciation: entry.reading,
    english: entry.definition,
    word: entry.word,
    reading: entry.reading,
    senses: entry.definition === '' ? [] : [{ pos: [], glosses: [entry.definition], tags: [] }],
    partsOfSpeech: [],
    alternativeForms: [],
    priorities: [],
    common: false,
    usuallyKana: false,
    pitchAccent: accentsOf(entry.word, entry.reading),
  };
}

/**
 * The dictionary entries a list entry means, each as one line of it. A word with kanji means every entry
 * spelled that way with that reading. A kana word could be any entry with that reading (かける: 掛ける,
 * 駆ける, 欠ける…), so it means the entries most likely written in kana: common ones, usually written in kana or
 * with no kanji at all; and where the list's definition names some of those, no word with kanji it does not
 * name (せっけん "soap": 石鹸, not 席巻 "sweeping conquest" nor 接見 "interview"), and for a word in katakana,
 * no other entry it does not name (コップ "a glass": 洋杯 コップ, not コップ "cop").
 */
function chooseEntries(entry: ListEntry, all: EdictLine[]): EdictLine[] {
  // A word with katakana means the entries spelled or read so (ママ "mama", ダブる "to be duplicated", 洋杯 コップ
  // "glass"), not those it only sounds like (儘 まま, "as it is"; ダブル "double"); one in hiragana is no loanword
  // (いくら, not イクラ "salmon roe"; でも, not デモ), though EDICT spells some native words in katakana (アア
  // "ah!", キッと "surely").
  const katakanaWord = hasKatakana(entry.word);
  const katakana = katakanaWord
    ? all.filter((line) => line.headword === entry.word || line.reading === entry.word)
    : all.filter((line) => !isLoanword(line));
  const lines = katakana.length > 0 ? katakana : all;
  const byBody = new Map<string, EdictLine>();
  for (const line of lines) if (!byBody.has(line.body)) byBody.set(line.body, line);
  const representatives = [...byBody.values()];
  if (!isKana(entry.word)) return representatives.sort((a, b) => Number(b.common) - Number(a.common));
  const common = new Set(lines.filter((line) => line.common).map((line) => line.body));
  const kanaOnly = new Set(lines.filter((line) => isKana(line.headword)).map((line) => line.body));
  const score = (line: EdictLine) =>
    (common.has(line.body) ? 2 : 0) +
    (kanaOnly.has(line.body) || sensesOf(line)[0]?.tags.includes('uk') ? 2 : 0) +
    (isRegularSpelling(line) ? 0 : -1);
  const best = Math.max(...representatives.map(score));
  const likeliest = representatives.filter((line) => score(line) === best);
  // Words with kanji the definition does not name, where it names another (しいん "silent (as the grave)": not
  // 死因 "cause of death"); for a word in katakana, any entry.
  const named = likeliest.filter((line) => namesAny(line, entry.definition));
  const unnamed = (line: EdictLine) => !named.includes(line) && (katakanaWord || hasKanji(line.headword));
  const meant = named.length > 0 ? likeliest.filter((line) => !unnamed(line)) : likeliest;
  // Of equally likely entries, the one with most senses is usually the basic word (ある: 有る before 或る).
  return meant.sort((a, b) => sensesOf(b).length - sensesOf(a).length);
}

const hasKatakana = (word: string) => /\p{Script=Katakana}/u.test(word);

/** A loanword: EDICT spells it in katakana and does not mark it as a native word usually written in kana. */
const isLoanword = (line: EdictLine) =>
  /^\p{Script=Katakana}/u.test(line.headword) && !sensesOf(line).some((sense) => sense.tags.includes('uk'));

/** Whether an entry's glosses share a word with a definition (soap: 石鹸 "soap"). */
function namesAny(line: EdictLine, definition: string): boolean {
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const defined = new Set(wordsOf(definition).filter((word) => !FUNCTION_WORDS.has(word)));
  return sensesOf(line).some((sense) =>
    sense.glosses.some((gloss) => wordsOf(gloss).some((word) => defined.has(word))),
  );
}

const FUNCTION_WORDS = new Set(['the', 'and', 'for', 'one', 'something', 'someone', 'with', 'that', 'this']);

function itemOf(
  entry: ListEntry,
  chosen: EdictLine[],
  edict: Edict,
  jmdict: Jmdict,
  accentsOf: AccentsOf,
): VocabularyItemWithSenses {
  const senses: Sense[] = [];
  const seenSenses = new Set<string>();
  const forms = new Set<string>();
  for (const line of chosen) {
    for (const sense of sensesOf(line)) {
      const key = JSON.stringify(sense);
      if (!seenSenses.has(key)) {
        seenSenses.add(key);
        senses.push(sense);
      }
    }
    for (const spelling of edict.spellingsOf(line)) {
      // A word the list writes in katakana is shown no rare kanji of its own (コップ: not 洋杯, 骨杯, 洋盃).
      const rare = isKatakana(entry.word) && hasKanji(spelling.headword) && !spelling.common;
      if (
        (isRegularSpelling(spelling) || isOkuriganaLeftOut(spelling)) &&
        !rare &&
        spelling.headword !== entry.word &&
        spelling.headword !== spelling.reading
      ) {
        forms.add(spelling.headword);
      }
    }
  }
  // EDICT splits a JMdict entry into lines whose glosses may differ by a sense (十分 has one 充分 lacks), so
  // its lines do not find every spelling: JMdict's entry does, kept where EDICT has it as a regular spelling.
  // Only spellings that share a kanji with the word: JMdict also groups kanji of another sense (開ける,
  // 明ける, 空ける), which write other words.
  for (const spelling of jmdict.spellingsOf(entry.word, entry.reading))
    if (sharesKanji(spelling, entry.word) && edict.lookup(spelling, entry.reading).some(isRegularSpelling))
      forms.add(spelling);
  const own = chosen.find((line) => line.headword === entry.word) ?? chosen[0]!;
  const usuallyKana = sensesOf(own)[0]?.tags.includes('uk') ?? false;
  return {
    vocab_id: vocabularyId(entry.word, entry.reading),
    level: entry.level,
    vocabType: 'vocabulary',
    // The lists spell some words as JMdict does (為る, 此の); learners see them the way they are written, in kana.
    kanji: hasKanji(entry.word) && !usuallyKana ? entry.word : null,
    pronunciation: entry.reading,
    english: senses[0]?.glosses.join('; ') ?? '',
    word: entry.word,
    reading: entry.reading,
    senses,
    partsOfSpeech: [...new Set(senses.flatMap((sense) => sense.pos))],
    alternativeForms: [...forms],
    priorities: hasKanji(entry.word) ? jmdict.prioritiesOf(entry.word, entry.reading) : [],
    // A kana word's (P) sits on the entry's spellings with kanji (此れ [これ]), so any of them counts.
    common: isKana(entry.word)
      ? chosen.some((line) => edict.spellingsOf(line).some((spelling) => spelling.common))
      : chosen.some((line) => line.common),
    usuallyKana,
    pitchAccent: accentsOf(entry.word, entry.reading),
  };
}

/** Errors for levels whose list is smaller or larger than `VOCABULARY_LEVEL_SIZES` allows. */
export function levelSizeErrors(entries: readonly ListEntry[]): string[] {
  const counts = countByLevel(entries);
  return JLPT_LEVELS.flatMap((level) => {
    const { min, max } = VOCABULARY_LEVEL_SIZES[level];
    const count = counts[level];
    return count >= min && count <= max
      ? []
      : [`the ${level} list has ${count} entries; it must have between ${min} and ${max}`];
  });
}

export function countByLevel(entries: readonly { level: JlptLevel }[]): Record<JlptLevel, number> {
  const counts = { N5: 0, N4: 0, N3: 0, N2: 0, N1: 0 };
  for (const entry of entries) counts[entry.level]++;
  return counts;
}
