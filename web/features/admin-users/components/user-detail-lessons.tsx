import type { AdminUserLessons } from '../../../../contract/lessons.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserLessons } from '../api/get-user-lessons.ts';
import type { BadgeTone } from '../lib/user-view.ts';
import { DetailList, DetailSection, EmptyLine } from './detail-section.tsx';

type Lesson = AdminUserLessons['recent'][number];

const STATUS: Record<Lesson['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  proposed: { label: 'New time proposed', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'outline' },
  cancelled: { label: 'Cancelled', tone: 'outline' },
};
const MODES: Record<Lesson['mode'], string> = { online: 'Online', student_home: "At the student's home", tutor_home: "At the tutor's place" };
const OUTCOMES = { happened: 'happened', not_happened: 'did not happen' } as const;

/** The outcomes each side recorded ("Teacher: happened · Family: did not happen"), or null. */
function outcomeText(lesson: Lesson): string | null {
  const parts = [
    lesson.teacherOutcome ? `Teacher: ${OUTCOMES[lesson.teacherOutcome]}` : null,
    lesson.familyOutcome ? `Family: ${OUTCOMES[lesson.familyOutcome]}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A user's lessons on their detail screen: the counts and the last 10 (times in IST, as the admin's other times). */
export function LessonsSection({ userId }: { userId: string }) {
  const query = useUserLessons(userId);
  return (
    <DetailSection id="user-lessons-title" title="Lessons">
      {query.isPending ? (
        <EmptyLine>Loading lessons...</EmptyLine>
      ) : query.isError ? (
        <EmptyLine>Could not load lessons: {errorMessage(query.error, 'please try again')}</EmptyLine>
      ) : (
        <div className="grid gap-4">
          <DetailList
            rows={[
              ['Upcoming', String(query.data.counts.upcoming)],
              ['Happened', String(query.data.counts.happened)],
              ['Cancelled', String(query.data.counts.cancelled)],
              ['Total', String(query.data.counts.total)],
            ]}
          />
          {query.data.recent.length === 0 ? (
            <EmptyLine>No lessons.</EmptyLine>
          ) : (
            <ul aria-label="Last 10 lessons" className="divide-y divide-slate-100">
              {query.data.recent.map((lesson) => {
                const outcome = outcomeText(lesson);
                return (
                  <li key={lesson.id} className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={STATUS[lesson.status].tone}>{STATUS[lesson.status].label}</Badge>
                      <time dateTime={lesson.startsAt} className="font-medium text-slate-900">
                        {formatAdminTime(lesson.startsAt)}
                      </time>
                      <span className="text-slate-600">
                        {lesson.lengthMinutes} min · {MODES[lesson.mode]}
                      </span>
                    </div>
                    <p className="break-words text-slate-700">
                      {lesson.teacherName} with {lesson.familyName}
                    </p>
                    {outcome ? <p className="text-slate-600">{outcome}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </DetailSection>
  );
}
