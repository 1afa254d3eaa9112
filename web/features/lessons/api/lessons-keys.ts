/** Query keys of the lessons feature: every list and lesson under LESSONS_QUERY_KEY, refetched together after a change. */
export const LESSONS_QUERY_KEY = ['lessons'] as const;
export const lessonListKey = (scope: 'upcoming' | 'past') => ['lessons', 'list', scope] as const;
export const AVAILABILITY_QUERY_KEY = ['lessons', 'availability'] as const;
export const CALENDAR_FEED_QUERY_KEY = ['lessons', 'calendar-feed'] as const;
/** A tutor's free slots (public): under /api/tutors like the profile's other public reads. */
export const tutorSlotsKey = (teacherId: string, length: number | undefined) => ['/api/tutors', teacherId, 'slots', length ?? 'default'] as const;
