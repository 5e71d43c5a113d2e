import { glossJapanese, tokenize } from '@kaiwa/japanese';
import type { OfflineEngineDeps } from './offline-engine';

/** The Japanese core's functions the offline engine needs: word recognition and dictionary glosses. */
export const japaneseCoreDeps: Required<Pick<OfflineEngineDeps, 'analyzeWords' | 'glossJapanese'>> = {
  analyzeWords: async (text) =>
    (await tokenize(text)).map((token) => ({
      lemma: token.basicForm,
      reading: token.basicForm === token.surface && token.readingKnown ? token.reading : null,
    })),
  glossJapanese: (text) => glossJapanese(text),
};
