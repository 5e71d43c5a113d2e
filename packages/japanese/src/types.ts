import type { JlptLevel } from './levels';

export type VocabType = 'kanji' | 'vocabulary';

/** One sense of a dictionary entry, as the dictionary gives it. */
export interface Sense {
  /** JMdict part-of-speech codes, e.g. `v1`, `adj-na`, `n`. */
  pos: string[];
  glosses: string[];
  /** JMdict usage and field tags, e.g. `uk` (usually kana), `hon`, `food`. */
  tags: string[];
}

interface ItemBase {
  vocab_id: string;
  level: JlptLevel;
  /**
   * The written form, or `null` for a word written in kana only or usually written in kana (為る, listed with
   * its dictionary spelling, is shown as する). The API represents `null` as the literal
   * text `nan` (the wire format the product expects); that mapping belongs to the API, not to this package.
   */
  kanji: string | null;
  /** Kana a learner reads aloud: the word's reading, or a kanji's readings joined by `、`. */
  pronunciation: string;
  /** Short English meaning for cards: the first sense's glosses. */
  english: string;
}

export interface VocabularyItem extends ItemBase {
  vocabType: 'vocabulary';
  /** As listed, kana or kanji. */
  word: string;
  reading: string;
  /** The parts of speech of all its senses (the senses themselves: `Catalogue.sensesOf`). */
  partsOfSpeech: string[];
  /** Other regular spellings of the same dictionary entry and reading (e.g. 御飯 for ご飯). */
  alternativeForms: string[];
  /** JMdict priority tags of this spelling (`ichi1`, `news1`, `nf05`…); empty for kana-only spellings. */
  priorities: string[];
  /** The dictionary marks the entry as common. */
  common: boolean;
  /** The dictionary says the word is usually written in kana, so its kana spelling counts as the word. */
  usuallyKana: boolean;
  /**
   * The word's pitch accents from Open JTalk's dictionary, most likely first; several when its entries for
   * this spelling and reading differ (ああ as interjection and adverb). Empty when the dictionary does not
   * have the word as one entry.
   */
  pitchAccent: PitchAccent[];
}

/** A vocabulary item with its dictionary senses, as the data build makes it. */
export interface VocabularyItemWithSenses extends VocabularyItem {
  senses: Sense[];
}

/** A pitch accent in the Tokyo notation of Japanese accent dictionaries. */
export interface PitchAccent {
  /** The mora after which the pitch falls (1: after the first); 0 for a word that does not fall (heiban). */
  downstep: number;
  /** Morae of the reading; a downstep equal to it falls only on a following particle (odaka). */
  morae: number;
}

export interface KanjiItem extends ItemBase {
  vocabType: 'kanji';
  kanji: string;
  /** Katakana, as KANJIDIC gives them. */
  onReadings: string[];
  /** Hiragana in KANJIDIC notation: `た.べる` marks okurigana after the dot, `-` a prefix or suffix. */
  kunReadings: string[];
  meanings: string[];
  strokes: number;
  /** Japanese school grade (1–6, 8 for secondary school, 9–10 for name kanji) or null. */
  grade: number | null;
}

export type CatalogueItem = VocabularyItem | KanjiItem;

/** A way a vocabulary item can be written: its position in the catalogue's items, and how it is read. */
export type SpellingEntry = [item: number, reading: string, kana: 0 | 1];

/**
 * Written forms → the vocabulary they spell, with the reading in hiragana, the words listed under the spelling
 * itself first. Entries marked `kana` are the kana spelling of a word listed with kanji (ください for 下さい),
 * which count only as a whole content word.
 */
export type Spellings = Record<string, SpellingEntry[]>;

/** A token of a text with a reading that context rules have corrected. */
export interface Token {
  surface: string;
  /** Dictionary form (食べ → 食べる); the surface when the dictionary does not know the word. */
  basicForm: string;
  /** Hiragana reading of the surface as used here (katakana words too); the surface if unknown. */
  reading: string;
  /** Whether `reading` comes from the dictionary or a rule, rather than falling back to the surface. */
  readingKnown: boolean;
  /**
   * Set when a context rule or the number reader chose `reading` (何 なん, 一日 ついたち, 10分 じゅっぷん), so
   * another reader with its own dictionary (the speech engine) can be handed this reading instead.
   */
  readingByRule?: boolean;
  /**
   * Set when no dictionary knows the word and `reading` is a guess from its kanji's common readings (社販
   * しゃはん): a learner should be shown that it may be wrong.
   */
  lowConfidence?: boolean;
  /** IPADIC part of speech: `名詞`, `動詞`, `助詞`… */
  pos: string;
  posDetail: string;
  /** IPADIC conjugation type, e.g. `一段`, `五段・カ行促音便`; empty when the word does not conjugate. */
  conjugationType: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
  /**
   * Set on a number with its counter merged into one token (三本, 二十日): the reading of the counter
   * alone, when the unit splits into number and counter sounds, so digits can stay as written (3本 → 3ぼん).
   */
  counterReading?: string;
  /** The tokenizer's tokens a merged number unit, or a dictionary compound IPADIC cut, was made from. */
  parts?: Token[];
}

export interface FuriganaSegment {
  text: string;
  /** Hiragana to show above `text`; absent when `text` needs none. */
  reading?: string;
  /** The reading is a guess for a word no dictionary knows (see `Token.lowConfidence`). */
  lowConfidence?: boolean;
}

export interface VocabularyUsage {
  item: VocabularyItem;
  /**
   * What the word means where the text first uses it: the glosses of its dictionary sense for the part of
   * speech used there (あまり of あまり面白くない: "(not) very; (not) much", not the noun "remainder" listed
   * first); `item.english` for most words.
   */
  english: string;
  count: number;
  /** The spellings found in the text, in order of first appearance (食べました, 食べる…). */
  forms: string[];
}

export interface KanjiUsage {
  item: KanjiItem;
  count: number;
}

/** Catalogue vocabulary and kanji a text uses, each in order of first appearance. */
export interface Usage {
  vocabulary: VocabularyUsage[];
  kanji: KanjiUsage[];
}
