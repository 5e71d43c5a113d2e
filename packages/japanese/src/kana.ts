const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;

/** Katakana → hiragana, character by character; everything else (ー, kanji, latin) is kept. */
export function katakanaToHiragana(text: string): string {
  // Most text has no katakana: it is returned as it is, without building a copy character by character.
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

const isKatakanaCode = (code: number) => code >= KATAKANA_START && code <= KATAKANA_END;

/** Hiragana → katakana, character by character; everything else is kept. */
export const hiraganaToKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + KANA_OFFSET));

// 々 (repeat mark), 〆 and ヶ (as in 一ヶ月) are read like kanji: they never stand for their own sound.
const KANJI_CLASS = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff々〆ヶ]';
const KANJI = new RegExp(KANJI_CLASS);
const KANJI_ONLY = new RegExp(`^${KANJI_CLASS}*$`);
const KANA_ONLY = /^[\u3041-\u309f\u30a1-\u30ffー]+$/;

export function isKanjiChar(char: string): boolean {
  return KANJI.test(char);
}

export function hasKanji(text: string): boolean {
  return KANJI.test(text);
}

/** Whether `a` has a kanji that `b` has too (御飯 and ご飯 share 飯; 早い and 速い share none). */
export const sharesKanji = (a: string, b: string) =>
  [...a].some((char) => isKanjiChar(char) && b.includes(char));

/** Whether every character of `text` is a kanji (true of the empty text). */
export function isKanjiOnly(text: string): boolean {
  return KANJI_ONLY.test(text);
}

/** `isKanjiChar` of one UTF-16 unit, without making a string of it (a surrogate is never a kanji). */
export function isKanjiCode(code: number): boolean {
  return (
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    code === 0x3005 || // 々
    code === 0x3006 || // 〆
    code === 0x30f6 // ヶ
  );
}

const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

/** Whether `text` is hiragana only (not empty). */
export function isHiragana(text: string): boolean {
  return HIRAGANA_ONLY.test(text);
}

const KATAKANA_ONLY = /^[\p{Script=Katakana}ー]+$/u;

/** Whether `text` is katakana only, with the long-vowel mark (not empty): a loanword's spelling. */
export function isKatakana(text: string): boolean {
  return KATAKANA_ONLY.test(text);
}

export function isKana(text: string): boolean {
  return KANA_ONLY.test(text);
}
