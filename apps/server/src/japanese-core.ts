import { analyze, type Catalogue, detectUsage, glossJapanese, loadCatalogue } from '@kaiwa/japanese';

/**
 * The Japanese core bound to one catalogue: created once at the composition root and handed to every module
 * that reads Japanese, like the database or the clock (tests may build it on a fixture catalogue). The
 * tokenizer needs no catalogue, so its functions (`toHiragana`, `tokenize`) are imported where used.
 */
export function createJapaneseCore(catalogue: Catalogue = loadCatalogue()) {
  return {
    catalogue,
    analyze: (text: string) => analyze(text, catalogue),
    detectUsage: (text: string) => detectUsage(text, catalogue),
    glossJapanese: (text: string) => glossJapanese(text, catalogue),
  };
}
export type JapaneseCore = ReturnType<typeof createJapaneseCore>;
