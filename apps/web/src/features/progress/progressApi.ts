import {
  type JlptLevel,
  type JlptTrainLevelResponse,
  type LevelProgressResponse,
  Routes,
} from '@kaiwa/contract';
import { api } from '../../lib/api';

/** Spec §8: progress and JLPT-level fetch errors are only logged. */
async function logged<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Could not load the ${what}`, error);
    throw error;
  }
}

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
