import type { PitchAccent } from '@kaiwa/contract';
import type { CatalogueItem } from '@kaiwa/japanese';

/** A catalogue item's pitch accents as the API gives them, drawn over its reading; kanji have none. */
export const pitchAccentOf = (item: CatalogueItem): PitchAccent[] =>
  item.vocabType === 'vocabulary'
    ? item.pitchAccent.map(({ downstep, morae }) => ({ reading: item.reading, downstep, morae }))
    : [];
