// kuromoji ships no type declarations; this covers the part of its API the package uses.
declare module 'kuromoji' {
  export interface IpadicFeatures {
    word_type: 'KNOWN' | 'UNKNOWN';
    surface_form: string;
    pos: string;
    pos_detail_1: string;
    pos_detail_2: string;
    pos_detail_3: string;
    conjugated_type: string;
    conjugated_form: string;
    basic_form: string;
    reading?: string;
    pronunciation?: string;
  }
  export interface Tokenizer {
    tokenize(text: string): IpadicFeatures[];
  }
  export interface TokenizerBuilder {
    build(callback: (error: Error | null, tokenizer: Tokenizer) => void): void;
  }
  export function builder(options: { dicPath: string }): TokenizerBuilder;
  const kuromoji: { builder: typeof builder };
  export default kuromoji;
}
