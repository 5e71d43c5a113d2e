import { tokenize } from '@kaiwa/japanese';
import type { JapaneseCore } from '../japanese-core';
import { usageMistakes } from './offline/usage-mistakes';
import type { OfflineEngineDeps } from './offline-engine';

/**
 * The Japanese core's functions the offline engine needs: word recognition, the words detection finds,
 * mistakes its parts of speech show and dictionary glosses.
 */
export const japaneseCoreDeps = (
  japanese: JapaneseCore,
): Required<
  Pick<OfflineEngineDeps, 'analyzeWords' | 'findUsageMistakes' | 'findUsedWords' | 'glossJapanese'>
> => ({
  analyzeWords: async (text) =>
    (await tokenize(text, japanese.catalogue)).map((token) => ({
      lemma: token.basicForm,
      reading: token.basicForm === token.surface && token.readingKnown ? token.reading : null,
    })),
  findUsageMistakes: async (text) => usageMistakes(text, await tokenize(text, japanese.catalogue)),
  findUsedWords: async (text) =>
    (await japanese.detectUsage(text)).vocabulary.map(({ item }) => item.kanji ?? item.pronunciation),
  glossJapanese: japanese.glossJapanese,
});
