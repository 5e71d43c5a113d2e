import { api, IDEMPOTENCY_KEY_HEADER, type ReviewRating, TIME_ZONE_HEADER } from '@kaiwa/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { logged } from '../lib/logged';
import { useSession } from './session';

/** Review days roll over at 4 a.m. where the learner is, so every review call says where that is. */
const timeZoneHeader = (): Record<string, string> => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { [TIME_ZONE_HEADER]: zone } : {};
};

/** How many cards the review screen loads at a time. */
export const REVIEW_BATCH = 50;

export const reviewKeys = {
  all: ['review'] as const,
  due: ['review', 'due'] as const,
  stats: ['review', 'stats'] as const,
  vocabIds: ['review', 'vocabIds'] as const,
};

export const reviewQueries = {
  due: {
    queryKey: reviewKeys.due,
    queryFn: () => call(api.reviewDue, { query: { limit: REVIEW_BATCH }, headers: timeZoneHeader() }),
  },
  stats: {
    queryKey: reviewKeys.stats,
    queryFn: () => logged('reviews', call(api.reviewStats, { headers: timeZoneHeader() })),
  },
  vocabIds: {
    queryKey: reviewKeys.vocabIds,
    queryFn: () => call(api.reviewVocabIds).then((data) => new Set(data.vocab_ids)),
  },
} as const;

/** `idempotencyKey` is made once per grading, so sending it again (a retry) never answers the card twice. */
export function answerCard(
  answer: { card_id: string; rating: ReviewRating; duration_ms: number },
  idempotencyKey: string,
) {
  return call(api.reviewAnswer, {
    body: answer,
    headers: { ...timeZoneHeader(), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Counts and "In reviews" marks change with every answer, add and remove. */
export const refreshReviews = (queryClient: QueryClient) =>
  queryClient
    .invalidateQueries({ queryKey: reviewKeys.stats })
    .then(() => queryClient.invalidateQueries({ queryKey: reviewKeys.vocabIds }));

/** The number of cards due now, for the side menu and the dashboard; undefined until known. */
export function useDueCount(): number | undefined {
  const { user } = useSession();
  const stats = useQuery({ ...reviewQueries.stats, enabled: Boolean(user?.auth_token), retry: false });
  return stats.data?.due_count;
}

/** Whether an item is in the learner's reviews, and the actions that add or remove it. */
export function useReviewMembership(vocabId: string) {
  const queryClient = useQueryClient();
  const ids = useQuery({ ...reviewQueries.vocabIds, retry: false, staleTime: 60_000 });
  const add = useMutation({
    mutationFn: () => call(api.reviewAdd, { body: { vocab_id: vocabId } }),
    onSuccess: () => refreshReviews(queryClient),
  });
  const remove = useMutation({
    mutationFn: () => call(api.reviewRemove, { body: { vocab_id: vocabId } }),
    onSuccess: () => refreshReviews(queryClient),
  });
  return {
    inReviews: ids.data?.has(vocabId) ?? false,
    known: ids.isSuccess,
    add,
    remove,
  };
}
