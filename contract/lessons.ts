import { z } from 'zod';
import { IdSchema } from './common.ts';
import { TEACHING_MODES } from './constants.ts';
import { childIdField, ForChildSchema } from './families.ts';
import { MESSAGES } from './messages.ts';

/**
 * Lessons (demo classes and the schedule). Time model (docs/decisions/026-lesson-time-model.md): instants are UTC in
 * the database and ISO 8601 with `Z` in the API; a teacher's weekly availability is wall-clock time in India Standard
 * Time (minutes after midnight, Asia/Kolkata), converted with zone-aware code, never a hard-coded +05:30.
 */
export const LESSON_TIME_ZONE = 'Asia/Kolkata';
export const LESSON_LENGTHS = [30, 45, 60, 90] as const;
export type LessonLength = (typeof LESSON_LENGTHS)[number];
/** Where a lesson happens: the same three modes a tutor's profile lists. */
export const LESSON_MODES = TEACHING_MODES;
export type LessonMode = (typeof LESSON_MODES)[number];
/** Free slots start on these steps of wall-clock time inside an availability range. */
export const SLOT_STEP_MINUTES = 30;
/** How far ahead a family can book. */
export const BOOKING_HORIZON_DAYS = 28;
/** Default cut-off for rescheduling or cancelling (LESSON_CHANGE_CUTOFF_MINUTES overrides it on the server). */
export const DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES = 120;
export const LESSON_REMINDER_MINUTES_BEFORE = 60;
export const LESSON_NOTE_MAX = 500;
export const LESSON_REASON_MAX = 300;
export const LESSON_ADDRESS_MAX = 300;
export const AVAILABILITY_RANGES_MAX = 40;
export const AVAILABILITY_EXCEPTIONS_MAX = 60;

/**
 * requested: sent by the family, waiting for the teacher. proposed: the teacher proposed another time (or one side
 * rescheduled), waiting for the other side (`awaiting`). accepted: booked. declined: the teacher said no.
 * cancelled: either side called it off. Requested, proposed and accepted lessons hold their time: two of one teacher
 * never overlap (a database exclusion constraint).
 */
export const LESSON_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const LESSON_SIDES = ['teacher', 'family'] as const;
export type LessonSide = (typeof LESSON_SIDES)[number];
export const LESSON_OUTCOMES = ['happened', 'not_happened'] as const;
export type LessonOutcome = (typeof LESSON_OUTCOMES)[number];
/** What the viewer may do with a lesson now (computed by the server's policy; the UI shows exactly these). */
export const LESSON_ACTIONS = ['accept', 'decline', 'reschedule', 'cancel', 'mark_outcome', 'review'] as const;
export type LessonAction = (typeof LESSON_ACTIONS)[number];

/** ISO date (YYYY-MM-DD) of a day in India. */
const IsoDateSchema = z.iso.date();
/** Minutes after midnight, India Standard Time; `end` may be 1440 (midnight at the end of the day). */
const MinuteOfDaySchema = z.number().int().min(0).max(1440);

export const AvailabilityRangeSchema = z
  .object({
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: z.number().int().min(1).max(7),
    startMinute: MinuteOfDaySchema,
    endMinute: MinuteOfDaySchema,
    modes: z.array(z.enum(LESSON_MODES)).min(1, MESSAGES.AVAILABILITY_MODES_REQUIRED),
  })
  .refine((r) => r.endMinute > r.startMinute, { message: MESSAGES.AVAILABILITY_END_BEFORE_START, path: ['endMinute'] })
  .meta({ id: 'AvailabilityRange' });
export type AvailabilityRange = z.infer<typeof AvailabilityRangeSchema>;

/** A whole day the teacher is not available (a day off, a holiday). */
export const AvailabilityExceptionSchema = z
  .object({ date: IsoDateSchema, note: z.string().trim().max(100).optional() })
  .meta({ id: 'AvailabilityException' });
export type AvailabilityException = z.infer<typeof AvailabilityExceptionSchema>;

/** GET/PUT /api/lessons/availability: the teacher's own settings. */
export const AvailabilitySettingsSchema = z
  .object({
    ranges: z.array(AvailabilityRangeSchema).max(AVAILABILITY_RANGES_MAX),
    exceptions: z.array(AvailabilityExceptionSchema).max(AVAILABILITY_EXCEPTIONS_MAX),
    lessonLengths: z.array(z.literal(LESSON_LENGTHS)).min(1, MESSAGES.LESSON_LENGTH_REQUIRED),
    firstLessonFree: z.boolean(),
    /** The teacher's own meeting link (Google Meet, Zoom…), shown for accepted online lessons only. */
    meetingLink: z.url({ protocol: /^https$/, error: MESSAGES.MEETING_LINK_INVALID }).max(300).nullable(),
    /** Where "at the tutor's place" lessons happen, shown to the family of an accepted lesson only. */
    teachingAddress: z.string().trim().max(LESSON_ADDRESS_MAX).nullable(),
  })
  .meta({ id: 'AvailabilitySettings' });
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

/** GET /api/tutors/{id}/slots (public): the tutor's next free slots for a lesson length. */
export const SlotsQuerySchema = z.object({
  length: z.coerce.number().pipe(z.literal(LESSON_LENGTHS)).optional(),
  /** First day (IST) to list; today when absent. */
  from: IsoDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(BOOKING_HORIZON_DAYS).default(14),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

export const FreeSlotSchema = z
  .object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), modes: z.array(z.enum(LESSON_MODES)) })
  .meta({ id: 'FreeSlot' });
export type FreeSlot = z.infer<typeof FreeSlotSchema>;

export const TutorSlotsSchema = z
  .object({
    timeZone: z.literal(LESSON_TIME_ZONE),
    /** The length these slots are for, and every length the tutor offers. */
    lengthMinutes: z.number().int(),
    lessonLengths: z.array(z.number().int()),
    firstLessonFree: z.boolean(),
    /** false: the tutor has not set any availability (or is not verified); `slots` is then empty. */
    takesBookings: z.boolean(),
    slots: z.array(FreeSlotSchema),
  })
  .meta({ id: 'TutorSlots' });
export type TutorSlots = z.infer<typeof TutorSlotsSchema>;

/** POST /api/lessons: a connected student, or a parent for one of their children, books a free slot. */
export const BookLessonBodySchema = z
  .object({
    teacherId: IdSchema,
    startsAt: z.iso.datetime({ offset: true }),
    lengthMinutes: z.literal(LESSON_LENGTHS),
    mode: z.enum(LESSON_MODES),
    note: z.string().trim().max(LESSON_NOTE_MAX).optional(),
    /** Required for a parent with more than one child (as for requests). */
    childId: childIdField,
    /** For a lesson at the student's home: where (shown to the teacher once accepted). */
    address: z.string().trim().max(LESSON_ADDRESS_MAX).optional(),
  })
  .meta({ id: 'BookLessonBody' });
export type BookLessonBody = z.infer<typeof BookLessonBodySchema>;

export const LessonReasonBodySchema = z
  .object({ reason: z.string().trim().min(1, MESSAGES.REPORT_REASON_REQUIRED).max(LESSON_REASON_MAX) })
  .meta({ id: 'LessonReasonBody' });
export type LessonReasonBody = z.infer<typeof LessonReasonBodySchema>;

/** POST /api/lessons/{id}/reschedule: a new time (the teacher's proposal, or either side's reschedule). */
export const RescheduleLessonBodySchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    lengthMinutes: z.literal(LESSON_LENGTHS).optional(),
    reason: z.string().trim().max(LESSON_REASON_MAX).optional(),
  })
  .meta({ id: 'RescheduleLessonBody' });
export type RescheduleLessonBody = z.infer<typeof RescheduleLessonBodySchema>;

/** POST /api/lessons/{id}/outcome: after the lesson's end, each side says whether it happened. */
export const LessonOutcomeBodySchema = z
  .object({
    outcome: z.enum(LESSON_OUTCOMES),
    /** With not_happened: report the other side's no-show to the moderators (a report in the admin's queue). */
    reportNoShow: z.boolean().optional(),
    note: z.string().trim().max(LESSON_REASON_MAX).optional(),
  })
  .meta({ id: 'LessonOutcomeBody' });
export type LessonOutcomeBody = z.infer<typeof LessonOutcomeBodySchema>;

export const LessonPersonSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    profileImage: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    /** The teacher's public profile slug; null for families. */
    profileSlug: z.string().nullable(),
  })
  .meta({ id: 'LessonPerson' });
export type LessonPerson = z.infer<typeof LessonPersonSchema>;

export const LessonSchema = z
  .object({
    id: IdSchema,
    status: z.enum(LESSON_STATUSES),
    /** Whose answer the lesson waits for (requested/proposed), else null. */
    awaiting: z.enum(LESSON_SIDES).nullable(),
    /** The viewer's side; 'guardian' for a parent seeing their child's own booking (read only). */
    viewerSide: z.enum(['teacher', 'family', 'guardian']),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    lengthMinutes: z.number().int(),
    mode: z.enum(LESSON_MODES),
    /** The tutor's first lesson with this student, offered free. */
    isFreeDemo: z.boolean(),
    note: z.string().nullable(),
    teacher: LessonPersonSchema,
    /** Who booked: the student, or the parent booking for a child. */
    bookedBy: LessonPersonSchema,
    /** The child a parent booked for (or whose own login booked), else null. */
    forChild: ForChildSchema.nullable(),
    /** The approximate area (city, locality): always. */
    area: z.string().nullable(),
    /** The exact address of an in-person lesson: only to the two sides (and a guardian) and only once accepted. */
    address: z.string().nullable(),
    /** The teacher's meeting link for an accepted online lesson, else null. */
    meetingLink: z.string().nullable(),
    /** The last reschedule's or proposal's reason, the decline's or the cancellation's. */
    reason: z.string().nullable(),
    cancelledBy: z.enum(LESSON_SIDES).nullable(),
    teacherOutcome: z.enum(LESSON_OUTCOMES).nullable(),
    familyOutcome: z.enum(LESSON_OUTCOMES).nullable(),
    actions: z.array(z.enum(LESSON_ACTIONS)),
    /** Incremented at every change of time or status (iCalendar SEQUENCE). */
    sequence: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof LessonSchema>;

export const LessonResponseSchema = z.object({ message: z.string(), lesson: LessonSchema });
export type LessonResponse = z.infer<typeof LessonResponseSchema>;

/** GET /api/lessons?scope=upcoming|past: upcoming soonest first, past newest first; cursor paging (Link header). */
export const LessonListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type LessonListQuery = z.infer<typeof LessonListQuerySchema>;

/** GET /api/calendar/feed: whether the private feed is on; POST creates (or replaces) it and returns its URL once. */
export const CalendarFeedSchema = z
  .object({ active: z.boolean(), createdAt: z.iso.datetime().nullable(), url: z.string().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** Admin user detail: the user's lessons, counts and the last 10. */
export const AdminUserLessonsSchema = z
  .object({
    counts: z.object({
      upcoming: z.number().int(),
      happened: z.number().int(),
      cancelled: z.number().int(),
      total: z.number().int(),
    }),
    recent: z.array(
      z.object({
        id: IdSchema,
        status: z.enum(LESSON_STATUSES),
        startsAt: z.iso.datetime(),
        lengthMinutes: z.number().int(),
        mode: z.enum(LESSON_MODES),
        teacherName: z.string(),
        familyName: z.string(),
        teacherOutcome: z.enum(LESSON_OUTCOMES).nullable(),
        familyOutcome: z.enum(LESSON_OUTCOMES).nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminUserLessons' });
export type AdminUserLessons = z.infer<typeof AdminUserLessonsSchema>;
