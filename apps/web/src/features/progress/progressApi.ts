import { api, type JlptLevel } from '@kaiwa/contract';
import { call } from '../../lib/api';
import { logged } from '../../lib/logged';

export const progressQueries = {
  level: (level: JlptLevel) => ({
    queryKey: ['progress', 'level', level],
    queryFn: () =>
      logged(
        `${level} progress`,
        call(api.getLevelProgress, { query: { level } }).then((data) => data.level_progress),
      ),
  }),
} as const;
