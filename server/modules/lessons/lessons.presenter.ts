import { DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES, type Lesson, type LessonPerson } from '../../../contract/lessons.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import type { LessonRecord } from './lessons.repository.ts';
import { lessonActions, viewerSideOf, type LessonRules } from './lessons.policy.ts';

const areaOf = (place: { locality: string | null; city: string | null } | null) =>
  [place?.locality, place?.city].filter((part): part is string => Boolean(part)).join(', ') || null;

function personOf(user: LessonRecord['teacher'], publicId: string | null): LessonPerson {
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    profileImage: user.profileImage,
    userType: user.userType === 'admin' ? 'student' : user.userType,
    profileSlug: user.userType === 'teacher' && publicId ? tutorSlug(user.firstName, user.lastName, publicId) : null,
  };
}

/**
 * A lesson as `viewer` may see it: the caller has checked they may (lessonVisibleTo). The exact place (the family's
 * address for a lesson at the student's home, the tutor's teaching address for one at the tutor's) and the meeting
 * link of an online lesson are shown only once the lesson is accepted; before that, only the area. `rules` (now and
 * the cut-off) decide `actions`; without them, the defaults at this moment.
 */
export function presentLesson(
  row: LessonRecord,
  viewer: { id: string },
  rules: LessonRules = { now: new Date(), changeCutoffMinutes: DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES },
): Lesson {
  const viewerSide = viewerSideOf(row, viewer.id);
  const accepted = row.status === 'accepted';
  const address = !accepted ? null : row.mode === 'student_home' ? row.address : row.mode === 'tutor_home' ? row.teachingAddress : null;
  return {
    id: row.id,
    status: row.status,
    awaiting: row.awaiting,
    viewerSide,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    lengthMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    mode: row.mode,
    isFreeDemo: row.isFreeDemo,
    note: row.note,
    teacher: personOf(row.teacher, row.teacherPublicId),
    bookedBy: personOf(row.booker, null),
    forChild: row.child ? { id: row.child.id, firstName: row.child.firstName, class: row.child.class } : null,
    area: row.mode === 'online' ? null : areaOf(row.mode === 'tutor_home' ? row.teacherArea : row.familyArea),
    address: address ?? null,
    meetingLink: accepted && row.mode === 'online' ? row.meetingLink : null,
    reason: row.reason,
    cancelledBy: row.cancelledBy,
    teacherOutcome: row.teacherOutcome,
    familyOutcome: row.familyOutcome,
    actions: lessonActions(row, viewerSide, rules),
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
