const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;

/** Katakana → hiragana, character by character; everything else (ー, kanji, latin) is kept. */
export function katakanaToHiragana(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCharCode(code - KANA_OFFSET) : text[i];
  }
  return out;
}

// 々 (repeat mark), 〆 and ヶ (as in 一ヶ月) are read like kanji: they never stand for their own sound.
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/;
const KANA_ONLY = /^[\u3041-\u309f\u30a1-\u30ffー]+$/;

export function isKanjiChar(char: string): boolean {
  return KANJI.test(char);
}

export function hasKanji(text: string): boolean {
  return KANJI.test(text);
}

export function isKana(text: string): boolean {
  return KANA_ONLY.test(text);
}
