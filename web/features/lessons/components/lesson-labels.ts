import type { TFunction } from 'i18next';
import type { LessonMode } from '../../../../contract/lessons.ts';
import type { LessonStatusWord } from '../lib/lesson-view.ts';

type LessonsT = TFunction<'lessons'>;

// Keys written whole (the catalogue check reads them).
export const modeLabel = (t: LessonsT, mode: LessonMode) =>
  ({ online: t('mode.online'), student_home: t('mode.student_home'), tutor_home: t('mode.tutor_home') })[mode];

export const statusLabel = (t: LessonsT, word: LessonStatusWord) =>
  ({
    waitingTutor: t('status.waitingTutor'),
    waitingFamily: t('status.waitingFamily'),
    waitingYou: t('status.waitingYou'),
    confirmed: t('status.confirmed'),
    declined: t('status.declined'),
    cancelled: t('status.cancelled'),
    happened: t('status.happened'),
    notHappened: t('status.notHappened'),
  })[word];

export const STATUS_TONE: Record<LessonStatusWord, 'secondary' | 'success' | 'warning' | 'outline'> = {
  waitingTutor: 'secondary',
  waitingFamily: 'secondary',
  waitingYou: 'warning',
  confirmed: 'success',
  declined: 'outline',
  cancelled: 'outline',
  happened: 'success',
  notHappened: 'outline',
};
