import { tokenize } from '@kaiwa/japanese';
import type { JapaneseCore } from '../japanese-core';
import type { OfflineEngineDeps } from './offline-engine';

/** The Japanese core's functions the offline engine needs: word recognition and dictionary glosses. */
export const japaneseCoreDeps = (
  japanese: JapaneseCore,
): Required<Pick<OfflineEngineDeps, 'analyzeWords' | 'glossJapanese'>> => ({
  analyzeWords: async (text) =>
    (await tokenize(text)).map((token) => ({
      lemma: token.basicForm,
      reading: token.basicForm === token.surface && token.readingKnown ? token.reading : null,
    })),
  glossJapanese: japanese.glossJapanese,
});
