import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES } from '../../../contract/lessons.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { createParent, createTeacher } from '../../test/factories.ts';
import { at, buildLessonsTestApp, lessonDay, lessonsApi, morningOf } from '../../test/lessons-kit.ts';
import { addDays, isoWeekdayOf, todayInIndia } from './lesson-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildLessonsTestApp();
});
afterAll(() => t.close());
const api = lessonsApi(() => t);

const startsOf = (body: { slots: { startsAt: string }[] }) => body.slots.map((s) => s.startsAt);

describe('a teacher’s availability', () => {
  it('starts from the defaults: an hour, the first lesson free, no time yet', async () => {
    const teacher = await createTeacher(t.app);
    const response = await api.getAvailability(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ranges: [], exceptions: [], lessonLengths: [60], firstLessonFree: true, meetingLink: null, teachingAddress: null });
  });

  it('is replaced whole by a save, ranges and days off together, and read back', async () => {
    const teacher = await createTeacher(t.app);
    const first = morningOf('2026-12-07', { exceptions: [{ date: '2026-12-14', note: 'Holiday' }], lessonLengths: [90, 30], firstLessonFree: false });
    expect((await api.putAvailability(teacher, first)).statusCode).toBe(200);
    const saved = (await api.getAvailability(teacher)).json();
    expect(saved).toMatchObject({ ranges: first.ranges, exceptions: [{ date: '2026-12-14', note: 'Holiday' }], lessonLengths: [30, 90], firstLessonFree: false });

    const second = { ...first, ranges: [{ weekday: 2, startMinute: 600, endMinute: 660, modes: ['online'] }], exceptions: [] };
    expect((await api.putAvailability(teacher, second)).statusCode).toBe(200);
    const replaced = (await api.getAvailability(teacher)).json();
    expect(replaced.ranges).toEqual(second.ranges);
    expect(replaced.exceptions).toEqual([]);
  });

  it('refuses overlapping ranges on one weekday with a clear message, and allows ranges that touch', async () => {
    const teacher = await createTeacher(t.app);
    const overlapping = morningOf('2026-12-07', {
      ranges: [
        { weekday: 1, startMinute: 540, endMinute: 720, modes: ['online'] },
        { weekday: 1, startMinute: 690, endMinute: 800, modes: ['tutor_home'] },
      ],
    });
    const refused = await api.putAvailability(teacher, overlapping);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ messageCode: 'AVAILABILITY_RANGES_OVERLAP', message: 'Two time ranges on the same day overlap. Join them or change one.' });
    expect((await api.getAvailability(teacher)).json().ranges).toEqual([]);

    const touching = { ...overlapping, ranges: [overlapping.ranges[0], { ...overlapping.ranges[1], startMinute: 720 }, { ...overlapping.ranges[1], weekday: 2 }] };
    expect((await api.putAvailability(teacher, touching)).statusCode).toBe(200);
  });

  it('refuses an end before the start, no modes, no lengths and a link that is not https', async () => {
    const teacher = await createTeacher(t.app);
    const base = morningOf('2026-12-07');
    for (const bad of [
      { ...base, ranges: [{ weekday: 1, startMinute: 600, endMinute: 540, modes: ['online'] }] },
      { ...base, ranges: [{ weekday: 1, startMinute: 540, endMinute: 600, modes: [] }] },
      { ...base, lessonLengths: [] },
      { ...base, lessonLengths: [50] },
      { ...base, meetingLink: 'http://meet.example.com/x' },
    ]) {
      expect((await api.putAvailability(teacher, bad)).statusCode).toBe(400);
    }
  });

  it('belongs to teachers only', async () => {
    const parent = await createParent(t.app);
    expect((await api.getAvailability(parent)).statusCode).toBe(403);
    expect((await api.putAvailability(parent, morningOf('2026-12-07'))).statusCode).toBe(403);
  });
});

describe('a tutor’s free slots', () => {
  it('start every 30 minutes inside each range of the weekday, ending inside it, in India time', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const response = await api.slots(teacher.user.id, `?from=${day}&days=1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ timeZone: 'Asia/Kolkata', lengthMinutes: 60, lessonLengths: [60], firstLessonFree: true, takesBookings: true });
    expect(startsOf(body)).toEqual([at(day, 9), at(day, 9, 30), at(day, 10), at(day, 10, 30), at(day, 11)]);
    expect(body.slots[0]).toEqual({ startsAt: at(day, 9), endsAt: at(day, 10), modes: ['online', 'student_home', 'tutor_home'] });
    // 9:00 in India is 3:30 UTC.
    expect(body.slots[0].startsAt).toBe(`${day}T03:30:00.000Z`);
  });

  it('repeat weekly and skip a day off', async () => {
    const day = lessonDay(2);
    const nextWeek = addDays(day, 7);
    const teacher = await api.teacher(day, morningOf(day, { exceptions: [{ date: day }] }));
    const starts = startsOf((await api.slots(teacher.user.id, `?from=${day}&days=8`)).json());
    expect(starts).toHaveLength(5);
    expect(starts.every((s) => s.startsWith(nextWeek))).toBe(true);
  });

  it('follow the length asked for, default to the shortest offered and refuse one not offered', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day, morningOf(day, { lessonLengths: [90, 45] }));
    const shortest = (await api.slots(teacher.user.id, `?from=${day}&days=1`)).json();
    expect(shortest.lengthMinutes).toBe(45);
    expect(shortest.lessonLengths).toEqual([45, 90]);
    expect(startsOf(shortest)).toHaveLength(5); // 9:00 … 11:00, each ending by 12:00
    const long = (await api.slots(teacher.user.id, `?from=${day}&days=1&length=90`)).json();
    expect(startsOf(long)).toEqual([at(day, 9), at(day, 9, 30), at(day, 10), at(day, 10, 30)]);
    const refused = await api.slots(teacher.user.id, `?from=${day}&days=1&length=60`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageCode).toBe('LESSON_LENGTH_NOT_OFFERED');
  });

  it('start only after the cut-off from now', async () => {
    const today = todayInIndia(new Date());
    const allDay = { weekday: isoWeekdayOf(today), startMinute: 0, endMinute: 1440, modes: ['online' as const] };
    const tomorrow = { ...allDay, weekday: isoWeekdayOf(addDays(today, 1)) };
    // 30-minute lessons: a longer one starting late in the evening would cross midnight out of the day's range.
    const teacher = await api.teacher(today, morningOf(today, { ranges: [allDay, tomorrow], lessonLengths: [30] }));
    const slots = (await api.slots(teacher.user.id, `?from=${today}&days=2`)).json().slots as { startsAt: string }[];
    const earliest = Date.now() + DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES * 60_000;
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => new Date(s.startsAt).getTime() > earliest)).toBe(true);
    // The first slot is the first half hour after the cut-off: nothing free was skipped.
    expect(new Date(slots[0]!.startsAt).getTime() - earliest).toBeLessThanOrEqual(30 * 60_000);
  });

  it('leave out booked time, and a cancelled lesson frees its slot', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const lesson = await api.booked(student, teacher, at(day, 10));
    const afterBooking = startsOf((await api.slots(teacher.user.id, `?from=${day}&days=1`)).json());
    // 9:30 and 10:30 would overlap the 10:00–11:00 lesson.
    expect(afterBooking).toEqual([at(day, 9), at(day, 11)]);
    expect((await api.act(student, lesson.id, 'cancel', { reason: 'Exam moved' })).statusCode).toBe(200);
    expect(startsOf((await api.slots(teacher.user.id, `?from=${day}&days=1`)).json())).toHaveLength(5);
  });

  it('are none for an unverified teacher or one without availability (takesBookings false)', async () => {
    const day = lessonDay(3);
    const unverified = await createTeacher(t.app);
    expect((await api.putAvailability(unverified, morningOf(day))).statusCode).toBe(200);
    expect((await api.slots(unverified.user.id, `?from=${day}&days=1`)).json()).toMatchObject({ takesBookings: false, slots: [] });
    const idle = await api.teacher(day, morningOf(day, { ranges: [] }));
    expect((await api.slots(idle.user.id, `?from=${day}&days=1`)).json()).toMatchObject({ takesBookings: false, slots: [] });
  });

  it('answer 404 for someone who is not a teacher', async () => {
    const parent = await createParent(t.app);
    expect((await api.slots(parent.user.id)).statusCode).toBe(404);
  });
});

describe('LESSON_CHANGE_CUTOFF_MINUTES', () => {
  it('moves the earliest slot and booking', async () => {
    const oneDay = 24 * 60;
    const other = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 10_000, publicReadsPerIp: 100_000 }, lessons: { changeCutoffMinutes: oneDay } });
    try {
      const onOther = lessonsApi(() => other);
      const today = todayInIndia(new Date());
      const ranges = [0, 1, 2].map((offset) => ({ weekday: isoWeekdayOf(addDays(today, offset)), startMinute: 0, endMinute: 1440, modes: ['online' as const] }));
      // 30-minute lessons, so the first slot after the cut-off never has to cross midnight.
      const teacher = await onOther.teacher(today, morningOf(today, { ranges, lessonLengths: [30] }));
      const slots = (await onOther.slots(teacher.user.id, `?from=${today}&days=3`)).json().slots as { startsAt: string }[];
      const earliest = Date.now() + oneDay * 60_000;
      expect(slots.every((s) => new Date(s.startsAt).getTime() > earliest)).toBe(true);
      expect(new Date(slots[0]!.startsAt).getTime() - earliest).toBeLessThanOrEqual(30 * 60_000);
      const student = await onOther.connectedStudent(teacher);
      const tooSoon = await onOther.book(student, { teacherId: teacher.user.id, startsAt: new Date(Date.now() + 12 * 60 * 60_000).toISOString(), lengthMinutes: 30, mode: 'online' });
      expect(tooSoon.json()).toMatchObject({ messageCode: 'LESSON_TOO_SOON', messageParams: { minutes: String(oneDay) } });
    } finally {
      await other.close();
    }
  });
});
