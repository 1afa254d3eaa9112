import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLessonDay, formatLessonTime } from '../../../i18n/format.ts';
import type { Lesson } from '../../../../contract/lessons.ts';
import { useLessons } from '../api/get-lessons.ts';
import { useTutorSlots } from '../api/get-tutor-slots.ts';
import { slotsByDay } from '../lib/lesson-view.ts';
import { BookLessonDialog, type BookingChild } from './book-lesson-dialog.tsx';

/** Who is looking: a connected family books; a family not yet connected, or a visitor, is told how to get there. */
export type BookingViewer =
  | { kind: 'family'; connected: boolean; familyChildren: readonly BookingChild[]; activeChildId: string | null }
  | { kind: 'signed-out' }
  | { kind: 'other' };

const SHOWN_DAYS = 3;
const HELD = new Set<Lesson['status']>(['requested', 'proposed', 'accepted']);
const SHOWN_PER_DAY = 6;

/** On a tutor's profile: the next free slots (IST, by day) and Book a lesson / Book a free demo. Nothing when the tutor takes no bookings. */
export function TutorBookingSection({ teacherId, tutorName, viewer }: { teacherId: string; tutorName: string; viewer: BookingViewer }) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const slots = useTutorSlots(teacherId);
  const family = viewer.kind === 'family' && viewer.connected;
  // A free first lesson is free once per family (child or student): one they already hold with this tutor is not.
  const upcoming = useLessons('upcoming', family).lessons;
  const past = useLessons('past', family).lessons;
  const holds = (childId: string | null) =>
    [...(upcoming ?? []), ...(past ?? [])].some((lesson: Lesson) => lesson.teacher.id === teacherId && HELD.has(lesson.status) && (lesson.forChild?.id ?? null) === childId);
  const data = slots.data;
  if (!data?.takesBookings) return null;
  const days = slotsByDay(data.slots).slice(0, SHOWN_DAYS);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="next-free-slots">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarDays aria-hidden="true" className="size-5 text-indigo-600" />
          {t('slots.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('slots.intro', { count: data.lengthMinutes })}
          {data.firstLessonFree ? ` ${t('slots.firstFree')}` : ''}
        </p>
      </div>
      {days.length === 0 ? (
        <p className="text-sm text-slate-700">{t('slots.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {days.map((day) => (
            <li key={day.day} className="grid content-start gap-1.5">
              <h3 className="text-sm font-semibold text-slate-900">{formatLessonDay(day.first)}</h3>
              <ul className="flex flex-wrap gap-1.5" aria-label={formatLessonDay(day.first)}>
                {day.slots.slice(0, SHOWN_PER_DAY).map((slot) => (
                  <li key={slot.startsAt} className="rounded-md bg-indigo-50 px-2 py-1 text-sm font-medium text-indigo-800">
                    {formatLessonTime(slot.startsAt)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {viewer.kind === 'family' && viewer.connected ? (
        <BookLessonDialog
          teacherId={teacherId}
          tutorName={tutorName}
          firstLessonFree={data.firstLessonFree}
          holdsLesson={holds}
          lessonLengths={data.lessonLengths}
          familyChildren={viewer.familyChildren}
          activeChildId={viewer.activeChildId}
        />
      ) : viewer.kind === 'family' ? (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950" data-testid="booking-needs-request">
          {t('book.requestFirst', { name: tutorName })}
        </p>
      ) : viewer.kind === 'signed-out' ? (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950" data-testid="booking-needs-account">
          {t('book.joinFirst', { name: tutorName })}
        </p>
      ) : null}
    </section>
  );
}
