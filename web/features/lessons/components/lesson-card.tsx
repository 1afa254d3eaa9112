import { CalendarPlus, Clock, Gift, MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lesson } from '../../../../contract/lessons.ts';
import { tutorProfilePath } from '../../../../contract/tutor-profile-paths.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLessonDay, formatLessonTime } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { lessonCalendarPath, otherPerson, statusWord } from '../lib/lesson-view.ts';
import { LessonActions } from './lesson-actions.tsx';
import { modeLabel, STATUS_TONE, statusLabel } from './lesson-labels.ts';

interface LessonCardProps {
  lesson: Lesson;
  highlighted: boolean;
  /** Write a review (the reviews feature's dialog), composed by the screen. */
  renderReview?: (lesson: Lesson) => ReactNode;
}

/** One lesson: who with, for which child, when (IST), how long, where, its status and exactly the actions the server allows. */
export function LessonCard({ lesson, highlighted, renderReview }: LessonCardProps) {
  const { t } = useTranslation('lessons');
  const other = otherPerson(lesson);
  const word = statusWord(lesson);
  const [firstName = '', ...rest] = other.name.split(' ');
  const titleId = `lesson-${lesson.id}-title`;
  const personName =
    other.userType === 'teacher' && other.profileSlug ? (
      <Link to={tutorProfilePath(other.profileSlug)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        {other.name}
      </Link>
    ) : (
      other.name
    );
  const inactive = lesson.status === 'declined' || lesson.status === 'cancelled';
  return (
    <article
      id={`lesson-${lesson.id}`}
      aria-labelledby={titleId}
      data-testid="lesson-card"
      tabIndex={-1}
      className={cn(
        'grid gap-3 rounded-xl border bg-white p-4 shadow-sm outline-none sm:p-5',
        highlighted ? 'border-indigo-400 ring-2 ring-indigo-300' : 'border-slate-200',
      )}
    >
      <header className="flex items-start gap-3">
        <Avatar firstName={firstName} lastName={rest.join(' ')} src={other.profileImage} className="size-11" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id={titleId} className="font-semibold break-words text-slate-900">
            {personName}
          </h2>
          {lesson.forChild ? <p className="text-sm text-slate-600">{t('card.forChild', { name: lesson.forChild.firstName })}</p> : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={STATUS_TONE[word]} data-testid="lesson-status">
            {statusLabel(t, word)}
          </Badge>
          {lesson.isFreeDemo ? (
            <Badge variant="success">
              <Gift aria-hidden="true" className="size-3" />
              {t('card.freeDemo')}
            </Badge>
          ) : null}
        </div>
      </header>
      <div className={cn('grid gap-2 text-sm text-slate-700 sm:grid-cols-2', inactive && 'text-slate-500')}>
        <div className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <div>
            <p data-testid="lesson-time">
              <span className="sr-only">{t('card.when')}: </span>
              <time dateTime={lesson.startsAt} className="font-medium text-slate-900">
                {t('card.time', { day: formatLessonDay(lesson.startsAt), time: formatLessonTime(lesson.startsAt) })}
              </time>
              <span> · {t('card.minutes', { count: lesson.lengthMinutes })}</span>
            </p>
          </div>
        </div>
        <div className="flex items-start gap-2">
          {lesson.mode === 'online' ? (
            <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          )}
          <div className="min-w-0">
            <p className="break-words">
              <span className="sr-only">{t('card.where')}: </span>
              {modeLabel(t, lesson.mode)}
              {lesson.area ? <span> · {lesson.area}</span> : null}
            </p>
            {lesson.address ? <p className="break-words text-slate-900">{lesson.address}</p> : null}
            {lesson.meetingLink ? (
              <p>
                <a href={lesson.meetingLink} target="_blank" rel="noreferrer" className="font-medium break-all text-indigo-700 underline-offset-4 hover:underline">
                  {t('card.joinOnline')}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {lesson.note ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">{t('card.note', { note: lesson.note })}</p> : null}
      {lesson.reason ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-amber-950" data-testid="lesson-reason">
          {t('card.reason', { reason: lesson.reason })}
        </p>
      ) : null}
      {lesson.viewerSide === 'guardian' ? <p className="text-sm text-slate-600">{t('card.guardianReadOnly')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <LessonActions lesson={lesson} renderReview={renderReview} />
        {inactive ? null : (
          <a
            href={lessonCalendarPath(lesson)}
            download
            className="inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('card.addToCalendar')}
          </a>
        )}
      </div>
    </article>
  );
}
