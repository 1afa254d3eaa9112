import type { Database } from '../../db/client.ts';
import type { LessonNotices } from './lesson-notices.ts';
import type { LessonRules } from './lessons.policy.ts';

/** What every lesson use case shares: the database, how people are told, and the rules of time at this moment. */
export interface LessonsContext {
  db: Database;
  notices: LessonNotices;
  changeCutoffMinutes: number;
  /** Now and the cut-off, read once per use case so one answer is consistent. */
  rules(): LessonRules;
}
