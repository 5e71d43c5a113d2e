import {
  ConversationRoutes,
  type DayItem,
  type KanjiOfTheDayResponse,
  type LastConversationResponse,
  type VocabularyOfTheDayResponse,
  VocabularyRoutes,
} from '@kaiwa/contract';
import { api } from '../../lib/api';

/** Dashboard failures are only logged (spec §8); the cards keep their loading or empty state. */
async function logged<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Could not load the ${what}`, error);
    throw error;
  }
}

export const dashboardQueries = {
  lastConversation: {
    queryKey: ['dashboard', 'lastConversation'],
    queryFn: () =>
      logged('last conversation', api<LastConversationResponse>(ConversationRoutes.getLastConversation)),
  },
  vocabularyOfTheDay: {
    queryKey: ['dashboard', 'vocabularyOfTheDay'],
    queryFn: (): Promise<DayItem> =>
      logged(
        'vocabulary of the day',
        api<VocabularyOfTheDayResponse>(VocabularyRoutes.vocabularyOfTheDay).then(
          (data) => data.vocabulary_of_the_day,
        ),
      ),
  },
  kanjiOfTheDay: {
    queryKey: ['dashboard', 'kanjiOfTheDay'],
    queryFn: (): Promise<DayItem> =>
      logged(
        'kanji of the day',
        api<KanjiOfTheDayResponse>(VocabularyRoutes.kanjiOfTheDay).then((data) => data.kanji_of_the_day),
      ),
  },
} as const;
