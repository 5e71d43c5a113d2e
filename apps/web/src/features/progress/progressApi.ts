import {
  type JlptLevel,
  type JlptTrainLevelResponse,
  type LevelProgressResponse,
  Routes,
} from '@kaiwa/contract';
import { api } from '../../lib/api';
import { logged } from '../../lib/logged';

export const progressQueries = {
  trainLevel: {
    queryKey: ['progress', 'trainLevel'],
    queryFn: () =>
      logged(
        'JLPT training level',
        api<JlptTrainLevelResponse>(Routes.getJlptTrainLevel).then((data) => data.jlptTrainLevel),
      ),
  },
  level: (level: JlptLevel) => ({
    queryKey: ['progress', 'level', level],
    queryFn: () =>
      logged(
        `${level} progress`,
        api<LevelProgressResponse>(Routes.getLevelProgress, { query: { level } }).then(
          (data) => data.level_progress,
        ),
      ),
  }),
} as const;
