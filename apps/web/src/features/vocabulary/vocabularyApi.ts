import {
  api,
  type FetchCategoriesRequest,
  type FetchCategoriesResponse,
  type JlptLevel,
  type VocabularyItem,
} from '@kaiwa/contract';
import { apiFetch, call } from '../../lib/api';

/** Spec §8: the server said no (success false, any failed answer) versus the call not getting through. */
export const FETCH_FAILED = 'Failed to fetch vocabulary items';
export const FETCH_ERROR = 'Error fetching vocabulary items';

/** Items of the given levels. */
export async function fetchLevels(levels: readonly JlptLevel[]): Promise<VocabularyItem[]> {
  const body: FetchCategoriesRequest = {
    n1: levels.includes('N1'),
    n2: levels.includes('N2'),
    n3: levels.includes('N3'),
    n4: levels.includes('N4'),
    n5: levels.includes('N5'),
  };
  let response: Response;
  let data: Partial<FetchCategoriesResponse>;
  try {
    response = await apiFetch(api.fetchCategories.path, { body });
    data = (await response.json()) as Partial<FetchCategoriesResponse>;
  } catch {
    throw new Error(FETCH_ERROR);
  }
  if (!response.ok || data.success !== true || !data.query_result) throw new Error(FETCH_FAILED);
  return data.query_result.elements;
}

export const vocabQuery = (vocabId: string) => ({
  queryKey: ['vocabulary', 'item', vocabId],
  queryFn: async () => (await call(api.getVocab, { query: { vocab_id: vocabId } })).vocab,
});
