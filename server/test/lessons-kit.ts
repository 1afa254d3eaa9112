import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { AvailabilitySettings } from '../../contract/lessons.ts';
import { addDays, instantAt, isoWeekdayOf, todayInIndia } from '../modules/lessons/lesson-time.ts';
import { buildTestApp, testConfig, type TestApp } from './build-test-app.ts';
import { addChild, bearer, connectUsers, createParent, createStudent, createVerifiedTeacher } from './factories.ts';

export type Person = Awaited<ReturnType<typeof createStudent>>;

/** Many scenarios register more users, and read more slots, than one IP may in a window. */
export const buildLessonsTestApp = () =>
  buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 10_000, publicReadsPerIp: 100_000 } });

/** A day in India `daysAhead` from today (far enough that the cut-off does not reach it). */
export const lessonDay = (daysAhead = 3) => addDays(todayInIndia(new Date()), daysAhead);
/** The ISO instant of hh:mm on `day` in India. */
export const at = (day: string, hours: number, minutes = 0) => instantAt(day, hours * 60 + minutes).toISOString();

/** Mornings 9:00–12:00 IST, every mode, on the weekday of `day`. */
export const morningOf = (day: string, overrides: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  ranges: [{ weekday: isoWeekdayOf(day), startMinute: 9 * 60, endMinute: 12 * 60, modes: ['online', 'student_home', 'tutor_home'] }],
  exceptions: [],
  lessonLengths: [60],
  firstLessonFree: true,
  meetingLink: 'https://meet.example.com/abc-defg-hij',
  teachingAddress: '12 MG Road, Indiranagar',
  ...overrides,
});

export function lessonsApi(t: () => TestApp) {
  const inject = (options: InjectOptions) => t().app.inject(options);
  const api = {
    putAvailability: (who: Person, payload: unknown) => inject({ method: 'PUT', url: '/api/lessons/availability', headers: bearer(who.token), payload: payload as object }),
    getAvailability: (who: Person) => inject({ method: 'GET', url: '/api/lessons/availability', headers: bearer(who.token) }),

    /** A verified teacher whose availability is `availability` (mornings of `day` unless said). */
    async teacher(day: string, availability: AvailabilitySettings = morningOf(day)) {
      const teacher = await createVerifiedTeacher(t().app, t().database.db);
      const saved = await api.putAvailability(teacher, availability);
      if (saved.statusCode !== 200) throw new Error(`availability: ${saved.statusCode} ${saved.body}`);
      return teacher;
    },

    async connectedStudent(teacher: Person) {
      const student = await createStudent(t().app);
      await connectUsers(t().database.db, student.user.id, teacher.user.id);
      return student;
    },

    /** A parent connected with the teacher, with `childCount` children (returns their ids). */
    async connectedParent(teacher: Person, childCount = 1) {
      const parent = await createParent(t().app);
      const childIds: string[] = [];
      for (let i = 0; i < childCount; i++) childIds.push((await addChild(t().app, parent.token, { firstName: `Kid${i}` })).id);
      await connectUsers(t().database.db, parent.user.id, teacher.user.id);
      return { ...parent, childIds };
    },

    slots: (teacherId: string, query = '') => inject({ method: 'GET', url: `/api/tutors/${teacherId}/slots${query}` }),

    book: (who: Person, payload: Record<string, unknown>) => inject({ method: 'POST', url: '/api/lessons', headers: bearer(who.token), payload }),

    /** Books an online hour at `startsAt` and returns the lesson. */
    async booked(who: Person, teacher: Person, startsAt: string, extra: Record<string, unknown> = {}) {
      const response = await api.book(who, { teacherId: teacher.user.id, startsAt, lengthMinutes: 60, mode: 'online', ...extra });
      if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
      return response.json().lesson as { id: string; [key: string]: unknown };
    },

    act: (who: Person, id: string, action: 'accept' | 'decline' | 'reschedule' | 'cancel' | 'outcome', payload?: Record<string, unknown>) =>
      inject({ method: 'POST', url: `/api/lessons/${id}/${action}`, headers: bearer(who.token), ...(payload ? { payload } : {}) }),

    get: (who: Person, id: string) => inject({ method: 'GET', url: `/api/lessons/${id}`, headers: bearer(who.token) }),
    list: (who: Person, query = '') => inject({ method: 'GET', url: `/api/lessons${query}`, headers: bearer(who.token) }),

    /** Moves a lesson in time by SQL (the API refuses past times): `startsInMinutes` from now, keeping its length. */
    async moveStart(id: string, startsInMinutes: number) {
      await t().database.db.execute(sql`update lessons set
        ends_at = now() + make_interval(mins => ${startsInMinutes}) + (ends_at - starts_at),
        starts_at = now() + make_interval(mins => ${startsInMinutes})
        where id = ${id}`);
    },
  };
  return api;
}
