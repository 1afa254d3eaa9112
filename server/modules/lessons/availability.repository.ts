import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AvailabilitySettings, LessonLength, LessonMode } from '../../../contract/lessons.ts';
import type { Executor } from '../../db/client.ts';
import { availabilityExceptions, availabilityRanges, teacherAvailabilitySettings } from '../../db/schema/index.ts';

/** A teacher's booking settings with their weekly ranges and days off, as the slot and booking rules read them. */
export interface Availability {
  lessonLengths: LessonLength[];
  firstLessonFree: boolean;
  meetingLink: string | null;
  teachingAddress: string | null;
  ranges: { weekday: number; startMinute: number; endMinute: number; modes: LessonMode[] }[];
  exceptions: { date: string; note: string | null }[];
  /** false: the teacher never saved any settings (the defaults apply). */
  saved: boolean;
}

/** What a teacher who never saved anything offers: an hour, the first one free, no time yet. */
export const DEFAULT_AVAILABILITY: Availability = {
  lessonLengths: [60],
  firstLessonFree: true,
  meetingLink: null,
  teachingAddress: null,
  ranges: [],
  exceptions: [],
  saved: false,
};

export function createAvailabilityRepository(db: Executor) {
  return {
    /** Settings, ranges (by weekday and start) and days off, optionally only those between two IST days. */
    async load(teacherId: string, days?: { from: string; to: string }): Promise<Availability> {
      const [settings] = await db.select().from(teacherAvailabilitySettings).where(eq(teacherAvailabilitySettings.teacherId, teacherId)).limit(1);
      const ranges = await db
        .select({ weekday: availabilityRanges.weekday, startMinute: availabilityRanges.startMinute, endMinute: availabilityRanges.endMinute, modes: availabilityRanges.modes })
        .from(availabilityRanges)
        .where(eq(availabilityRanges.teacherId, teacherId))
        .orderBy(asc(availabilityRanges.weekday), asc(availabilityRanges.startMinute));
      const exceptions = await db
        .select({ date: availabilityExceptions.day, note: availabilityExceptions.note })
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.teacherId, teacherId),
            days ? gte(availabilityExceptions.day, days.from) : undefined,
            days ? lte(availabilityExceptions.day, days.to) : undefined,
          ),
        )
        .orderBy(asc(availabilityExceptions.day));
      if (!settings) return { ...DEFAULT_AVAILABILITY, ranges, exceptions };
      return {
        lessonLengths: [...settings.lessonLengths].sort((a, b) => a - b) as LessonLength[],
        firstLessonFree: settings.firstLessonFree,
        meetingLink: settings.meetingLink,
        teachingAddress: settings.teachingAddress,
        ranges,
        exceptions,
        saved: true,
      };
    },

    /** Replaces everything at once; call inside a transaction so a reader never sees half of it. */
    async replace(teacherId: string, body: AvailabilitySettings) {
      const values = {
        lessonLengths: [...new Set(body.lessonLengths)].sort((a, b) => a - b),
        firstLessonFree: body.firstLessonFree,
        meetingLink: body.meetingLink,
        teachingAddress: body.teachingAddress || null,
        updatedAt: new Date(),
      };
      await db
        .insert(teacherAvailabilitySettings)
        .values({ teacherId, ...values })
        .onConflictDoUpdate({ target: teacherAvailabilitySettings.teacherId, set: values });
      await db.delete(availabilityRanges).where(eq(availabilityRanges.teacherId, teacherId));
      if (body.ranges.length > 0) {
        await db.insert(availabilityRanges).values(
          body.ranges.map((r) => ({ teacherId, weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute, modes: [...new Set(r.modes)] })),
        );
      }
      await db.delete(availabilityExceptions).where(eq(availabilityExceptions.teacherId, teacherId));
      if (body.exceptions.length > 0) {
        await db.insert(availabilityExceptions).values(body.exceptions.map((e) => ({ teacherId, day: e.date, note: e.note || null })));
      }
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
