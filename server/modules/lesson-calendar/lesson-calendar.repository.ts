import { sql } from 'drizzle-orm';
import type { LessonMode, LessonStatus } from '../../../contract/lessons.ts';
import type { Language } from '../../../contract/users.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lessonVisibleTo } from '../lessons/lesson-visibility.sql.ts';

/** A lesson as its calendar entry needs it, with the names of both sides and where it happens. */
export interface CalendarLessonRow {
  id: string;
  teacherId: string;
  bookedById: string;
  startsAt: Date;
  endsAt: Date;
  mode: LessonMode;
  status: LessonStatus;
  isFreeDemo: boolean;
  sequence: number;
  updatedAt: Date;
  /** The family's address of a student_home lesson. */
  address: string | null;
  teacherFirstName: string;
  teacherLastName: string | null;
  bookerFirstName: string;
  bookerLastName: string | null;
  childFirstName: string | null;
  /** The child's own login, when the lesson is for a child who has one. */
  childUserId: string | null;
  meetingLink: string | null;
  teachingAddress: string | null;
  /** Locality and city of where an in-person lesson happens (the family's home or the tutor's place). */
  areaLocality: string | null;
  areaCity: string | null;
}

const selectLessons = (viewerId: string) => sql`
  select l.id, l.teacher_id as "teacherId", l.booked_by_id as "bookedById", l.starts_at as "startsAt",
    l.ends_at as "endsAt", l.mode, l.status, l.is_free_demo as "isFreeDemo", l.sequence, l.updated_at as "updatedAt",
    l.address, t.first_name as "teacherFirstName", t.last_name as "teacherLastName",
    b.first_name as "bookerFirstName", b.last_name as "bookerLastName",
    c.first_name as "childFirstName", c.student_user_id as "childUserId",
    s.meeting_link as "meetingLink", s.teaching_address as "teachingAddress",
    place.locality as "areaLocality", place.city as "areaCity"
  from lessons l
  join users t on t.id = l.teacher_id
  join users b on b.id = l.booked_by_id
  left join children c on c.id = l.child_id
  left join teacher_availability_settings s on s.teacher_id = l.teacher_id
  left join user_locations place on l.mode <> 'online'
    and place.user_id = case when l.mode = 'tutor_home' then l.teacher_id else l.booked_by_id end
  where ${lessonVisibleTo(viewerId, sql.raw('l'))}`;

function toRow(raw: CalendarLessonRow): CalendarLessonRow {
  // Drivers differ in how they hand back timestamps (Date or string): one shape for the callers.
  return { ...raw, startsAt: new Date(raw.startsAt), endsAt: new Date(raw.endsAt), updatedAt: new Date(raw.updatedAt), sequence: Number(raw.sequence) };
}

export function createLessonCalendarRepository(db: Database) {
  return {
    /** The lesson if `viewerId` may see it (lessonVisibleTo), else undefined. */
    async findVisible(viewerId: string, lessonId: string): Promise<CalendarLessonRow | undefined> {
      const rows = rowsOf<CalendarLessonRow>(await db.execute(sql`${selectLessons(viewerId)} and l.id = ${lessonId}`));
      return rows[0] && toRow(rows[0]);
    },

    /** Every lesson `viewerId` may see starting in [from, to), cancelled ones included, soonest first. */
    async listVisible(viewerId: string, from: Date, to: Date, limit: number): Promise<CalendarLessonRow[]> {
      const rows = rowsOf<CalendarLessonRow>(
        await db.execute(sql`${selectLessons(viewerId)}
          and l.starts_at >= ${from.toISOString()} and l.starts_at < ${to.toISOString()}
          order by l.starts_at, l.id limit ${limit}`),
      );
      return rows.map(toRow);
    },

    async languageOf(userId: string): Promise<Language | null> {
      const rows = rowsOf<{ language: Language | null }>(await db.execute(sql`select language from users where id = ${userId}`));
      return rows[0]?.language ?? null;
    },

    async findFeed(userId: string): Promise<{ createdAt: Date } | undefined> {
      const rows = rowsOf<{ createdAt: Date }>(await db.execute(sql`select created_at as "createdAt" from calendar_feeds where user_id = ${userId}`));
      return rows[0] && { createdAt: new Date(rows[0].createdAt) };
    },

    /** Creates the user's feed or replaces its token (the old URL stops working at once). */
    async saveFeed(userId: string, tokenHash: string): Promise<{ createdAt: Date }> {
      const rows = rowsOf<{ createdAt: Date }>(
        await db.execute(sql`
          insert into calendar_feeds (user_id, token_hash) values (${userId}, ${tokenHash})
          on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()
          returning created_at as "createdAt"`),
      );
      return { createdAt: new Date(rows[0]!.createdAt) };
    },

    async deleteFeed(userId: string): Promise<void> {
      await db.execute(sql`delete from calendar_feeds where user_id = ${userId}`);
    },

    /** The owner of a feed token (by its hash), unless they are banned. */
    async feedOwner(tokenHash: string): Promise<string | undefined> {
      const rows = rowsOf<{ userId: string }>(
        await db.execute(sql`
          select f.user_id as "userId" from calendar_feeds f join users u on u.id = f.user_id
          where f.token_hash = ${tokenHash} and u.banned_at is null`),
      );
      return rows[0]?.userId;
    },
  };
}
export type LessonCalendarRepository = ReturnType<typeof createLessonCalendarRepository>;
