/** Kana or kanji anywhere in a text: it is (at least partly) Japanese. */
export const JAPANESE_CHARACTER = /[\u3040-\u30ff\u3400-\u9fff]/;

export const KANA_ONLY = /^[\u3040-\u30ff]+$/;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
