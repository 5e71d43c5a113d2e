import { api, type DayItem } from '@kaiwa/contract';
import { settingKeys } from '../../app/accountSettings';
import { call } from '../../lib/api';
import { logged } from '../../lib/logged';

export const dashboardQueries = {
  lastConversation: {
    queryKey: ['dashboard', 'lastConversation'],
    queryFn: () => logged('last conversation', call(api.getLastConversation)),
  },
  // The words of the day are chosen at the training level: keyed under it, they follow a change of level.
  vocabularyOfTheDay: {
    queryKey: [...settingKeys.jlptTrainLevel, 'vocabularyOfTheDay'],
    queryFn: (): Promise<DayItem> =>
      logged(
        'vocabulary of the day',
        call(api.vocabularyOfTheDay).then((data) => data.vocabulary_of_the_day),
      ),
  },
  kanjiOfTheDay: {
    queryKey: [...settingKeys.jlptTrainLevel, 'kanjiOfTheDay'],
    queryFn: (): Promise<DayItem> =>
      logged(
        'kanji of the day',
        call(api.kanjiOfTheDay).then((data) => data.kanji_of_the_day),
      ),
  },
} as const;
