import {
  type FetchCategoriesRequest,
  type FetchCategoriesResponse,
  type JlptLevel,
  VOCABULARY_RETRY_MS,
  type VocabResponse,
  type VocabularyItem,
  VocabularyRoutes,
} from '@kaiwa/contract';
import { api, apiFetch } from '../../lib/api';

/** Spec §8: the server said no (success false, any failed answer) versus the call not getting through. */
export const FETCH_FAILED = 'Failed to fetch vocabulary items';
export const FETCH_ERROR = 'Error fetching vocabulary items';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Items of the given levels. Asks again every second while the server answers 201 (spec §4). */
export async function fetchLevels(levels: readonly JlptLevel[]): Promise<VocabularyItem[]> {
  const body: FetchCategoriesRequest = {
    n1: levels.includes('N1'),
    n2: levels.includes('N2'),
    n3: levels.includes('N3'),
    n4: levels.includes('N4'),
    n5: levels.includes('N5'),
  };
  for (;;) {
    let response: Response;
    let data: Partial<FetchCategoriesResponse> | null;
    try {
      response = await apiFetch(VocabularyRoutes.fetchCategories, { body });
      data = response.status === 201 ? null : ((await response.json()) as Partial<FetchCategoriesResponse>);
    } catch {
      throw new Error(FETCH_ERROR);
    }
    if (response.status === 201) {
      await wait(VOCABULARY_RETRY_MS);
      continue;
    }
    if (!response.ok || data?.success !== true || !data.query_result) throw new Error(FETCH_FAILED);
    return data.query_result.elements;
  }
}

export const vocabQuery = (vocabId: string) => ({
  queryKey: ['vocabulary', 'item', vocabId],
  queryFn: async () =>
    (await api<VocabResponse>(VocabularyRoutes.getVocab, { query: { vocab_id: vocabId } })).vocab,
});
