import { type JlptLevel, type LevelProgressResponse, Routes } from '@kaiwa/contract';
import { api } from '../../lib/api';
import { logged } from '../../lib/logged';

export const progressQueries = {
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
