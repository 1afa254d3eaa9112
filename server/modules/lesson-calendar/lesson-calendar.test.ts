import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../contract/lessons.ts';
import { rowsOf } from '../../db/rows.ts';
import { lessons, teacherAvailabilitySettings, userLocations, users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { addChild, banUser, bearer, createParent, createStudent, createTeacher, insertLesson } from '../../test/factories.ts';
import { at as istAt, lessonDay, lessonsApi } from '../../test/lessons-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://tutorhood.example', rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A whole hour `days` from now. */
const at = (days: number, hours = 0) => new Date(Math.ceil((Date.now() + days * DAY) / HOUR) * HOUR + hours * HOUR);
const istWallClock = (d: Date) => format(new TZDate(d, 'Asia/Kolkata'), "yyyy-MM-dd'T'HH:mm:ss");

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: events[0]! };
}

async function download(token: string, lessonId: string) {
  return t.app.inject({ method: 'GET', url: `/api/lessons/${lessonId}/calendar.ics`, headers: bearer(token) });
}

async function people() {
  const teacher = await createTeacher(t.app, { firstName: 'Arjun', lastName: 'Iyer' });
  const student = await createStudent(t.app, { firstName: 'Riya', lastName: 'Sharma' });
  const stranger = await createStudent(t.app, { firstName: 'Kabir' });
  await t.database.db.insert(teacherAvailabilitySettings).values({ teacherId: teacher.user.id, meetingLink: 'https://meet.example/arjun', teachingAddress: 'Zq 4 Tutor Road' });
  return { teacher, student, stranger };
}

describe('GET /api/lessons/:id/calendar.ics', () => {
  it('is the lesson in Asia/Kolkata with its VTIMEZONE, a stable UID and the link to Lessons', async () => {
    const { teacher, student } = await people();
    const startsAt = at(3);
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt });

    const response = await download(student.token, lesson.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tutorhood-lesson-${format(new TZDate(startsAt, 'Asia/Kolkata'), 'yyyy-MM-dd')}.ics"`);

    const { calendar, event } = parse(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const dtstart = event.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe('Asia/Kolkata');
    expect((dtstart.getFirstValue() as ICAL.Time).toString()).toBe(istWallClock(startsAt));
    // With the file's own VTIMEZONE, the wall clock is the lesson's instant.
    const zone = new ICAL.Timezone(vtimezone);
    const start = (dtstart.getFirstValue() as ICAL.Time).clone();
    start.zone = zone;
    expect(start.toUnixTime() * 1000).toBe(startsAt.getTime());
    expect(event.getFirstPropertyValue('uid')).toBe(`${lesson.id}@tutorhood`);
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getFirstPropertyValue('summary')).toBe('Lesson with Arjun Iyer');
    expect(event.getFirstPropertyValue('location')).toBe('https://meet.example/arjun');
    expect(event.getFirstPropertyValue('description')).toContain(`Online`);
    expect(event.getFirstPropertyValue('description')).toContain(`https://tutorhood.example/lessons?lesson=${lesson.id}`);
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).zone?.tzid).toBe('UTC');

    const teachers = parse((await download(teacher.token, lesson.id)).body).event;
    expect(teachers.getFirstPropertyValue('summary')).toBe('Lesson with Riya Sharma');
    expect(teachers.getFirstPropertyValue('uid')).toBe(`${lesson.id}@tutorhood`);
  });

  it('answers 404 to anyone the lesson is not visible to, and 401 signed out', async () => {
    const { teacher, student, stranger } = await people();
    const otherTeacher = await createTeacher(t.app);
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id });
    expect((await download(stranger.token, lesson.id)).statusCode).toBe(404);
    expect((await download(otherTeacher.token, lesson.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/lessons/${lesson.id}/calendar.ics` })).statusCode).toBe(401);
  });

  it('keeps the UID and raises SEQUENCE on a reschedule; a cancelled lesson downloads as METHOD:CANCEL', async () => {
    const { teacher, student } = await people();
    const lesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(2) });
    const moved = at(4, 2);
    await t.database.db
      .update(lessons)
      .set({ startsAt: moved, endsAt: new Date(moved.getTime() + HOUR), status: 'proposed', awaiting: 'family', sequence: 1, updatedAt: new Date() })
      .where(eq(lessons.id, lesson.id));
    const proposed = parse((await download(student.token, lesson.id)).body);
    expect(proposed.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(proposed.event.getFirstPropertyValue('uid')).toBe(`${lesson.id}@tutorhood`);
    expect(proposed.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(proposed.event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect((proposed.event.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(istWallClock(moved));
    // Not accepted: no meeting link yet.
    expect(proposed.event.getFirstPropertyValue('location')).toBeNull();

    await t.database.db.update(lessons).set({ status: 'cancelled', cancelledBy: 'family', sequence: 2, updatedAt: new Date() }).where(eq(lessons.id, lesson.id));
    const cancelled = parse((await download(teacher.token, lesson.id)).body);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('uid')).toBe(`${lesson.id}@tutorhood`);
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('speaks Hindi to a Hindi user, free demo lessons included', async () => {
    const { teacher, student } = await people();
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, student.user.id));
    const demo = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, isFreeDemo: true, mode: 'tutor_home' });
    const { event } = parse((await download(student.token, demo.id)).body);
    expect(event.getFirstPropertyValue('summary')).toBe('Arjun Iyer के साथ मुफ़्त डेमो क्लास');
    expect(event.getFirstPropertyValue('description')).toContain('ट्यूटर के यहाँ');
    expect(event.getFirstPropertyValue('location')).toBe('Zq 4 Tutor Road');
    const later = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(5) });
    expect(parse((await download(student.token, later.id)).body).event.getFirstPropertyValue('summary')).toBe('Arjun Iyer के साथ क्लास');
    // The teacher's own language stays English.
    expect(parse((await download(teacher.token, demo.id)).body).event.getFirstPropertyValue('summary')).toBe('Free demo lesson with Riya Sharma');
  });
});

describe('the private calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;
  const openFeed = (url: string) => t.app.inject({ method: 'GET', url: feedPath(url) });
  const makeFeed = async (token: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CalendarFeed;
  };

  it("lists the user's visible lessons, cancelled ones as CANCELLED, from 30 days ago on, with no session", async () => {
    const { teacher, student, stranger } = await people();
    const upcoming = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(1) });
    const cancelled = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(2), status: 'cancelled', sequence: 3 });
    const recent = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(-10), teacherOutcome: 'happened' });
    const old = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: student.user.id, startsAt: at(-40) });
    const othersLesson = await insertLesson(t.database.db, { teacherId: teacher.user.id, bookedById: stranger.user.id, startsAt: at(3) });

    const before = await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: bearer(student.token) });
    expect(before.json()).toEqual({ active: false, createdAt: null, url: null });
    const feed = await makeFeed(student.token);
    expect(feed.active).toBe(true);
    expect(feed.url).toMatch(/^https:\/\/tutorhood\.example\/api\/calendar\/[0-9a-f]{64}\.ics$/);
    const status = (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: bearer(student.token) })).json() as CalendarFeed;
    expect(status).toEqual({ active: true, createdAt: feed.createdAt, url: null });
    // Only the token's hash is kept.
    const stored = await t.database.db.execute(sql`select token_hash from calendar_feeds where user_id = ${student.user.id}`);
    expect(JSON.stringify(rowsOf(stored))).not.toContain(feedPath(feed.url!).slice('/api/calendar/'.length, -'.ics'.length));

    const response = await openFeed(feed.url!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tutorhood lessons');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const byUid = new Map(events.map((e) => [e.getFirstPropertyValue('uid'), e]));
    expect([...byUid.keys()].sort()).toEqual([upcoming, cancelled, recent].map((l) => `${l.id}@tutorhood`).sort());
    expect(byUid.get(`${cancelled.id}@tutorhood`)!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get(`${cancelled.id}@tutorhood`)!.getFirstPropertyValue('sequence')).toBe(3);
    expect(byUid.has(`${old.id}@tutorhood`)).toBe(false);
    expect(byUid.has(`${othersLesson.id}@tutorhood`)).toBe(false);
  });

  it('stops working when replaced or revoked; unknown tokens are 404', async () => {
    const { student } = await people();
    const first = await makeFeed(student.token);
    expect((await openFeed(first.url!)).statusCode).toBe(200);
    const second = await makeFeed(student.token);
    expect(second.url).not.toBe(first.url);
    expect((await openFeed(first.url!)).statusCode).toBe(404);
    expect((await openFeed(second.url!)).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/calendar/feed', headers: bearer(student.token) });
    expect(revoked.statusCode).toBe(204);
    expect((await openFeed(second.url!)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: bearer(student.token) })).json()).toMatchObject({ active: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${'0'.repeat(64)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed' })).statusCode).toBe(401);

    // A banned owner's feed goes dark too.
    const third = await makeFeed(student.token);
    await banUser(t.database.db, student.user.id);
    expect((await openFeed(third.url!)).statusCode).toBe(404);
  });

  it('is rate-limited per address like the other public reads', async () => {
    const limited = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, publicReadsPerIp: 2 } });
    try {
      const student = await createStudent(limited.app);
      const created = await limited.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(student.token) });
      const path = new URL((created.json() as CalendarFeed).url!).pathname;
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: 'GET', url: path })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('never shows an address before the lesson is accepted, only the area; a parent sees their child\'s lesson', async () => {
    const { teacher } = await people();
    const parent = await createParent(t.app, { firstName: 'Meera', lastName: 'Kapoor' });
    const child = await addChild(t.app, parent.token, { firstName: 'Anaya' });
    await t.database.db.insert(userLocations).values({ userId: parent.user.id, latitude: 12.97, longitude: 77.64, locality: 'Indiranagar', city: 'Bengaluru', fullAddress: 'Zq 12 Secret Lane' });
    const lesson = await insertLesson(t.database.db, {
      teacherId: teacher.user.id,
      bookedById: parent.user.id,
      childId: child.id,
      mode: 'student_home',
      status: 'requested',
      awaiting: 'teacher',
      address: 'Zq 12 Secret Lane, Indiranagar',
      startsAt: at(6),
    });
    const teacherFeed = await makeFeed(teacher.token);
    const parentFeed = await makeFeed(parent.token);
    const requested = await openFeed(teacherFeed.url!);
    expect(requested.body).not.toContain('Secret Lane');
    const event = parse(requested.body).events.find((e) => e.getFirstPropertyValue('uid') === `${lesson.id}@tutorhood`)!;
    expect(event.getFirstPropertyValue('location')).toBe('Indiranagar, Bengaluru');
    expect(event.getFirstPropertyValue('summary')).toBe('Lesson with Anaya');
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');

    await t.database.db.update(lessons).set({ status: 'accepted', awaiting: null, sequence: 1 }).where(eq(lessons.id, lesson.id));
    const accepted = parse((await openFeed(teacherFeed.url!)).body).events.find((e) => e.getFirstPropertyValue('uid') === `${lesson.id}@tutorhood`)!;
    expect(accepted.getFirstPropertyValue('location')).toBe('Zq 12 Secret Lane, Indiranagar');
    const parents = parse((await openFeed(parentFeed.url!)).body).events.find((e) => e.getFirstPropertyValue('uid') === `${lesson.id}@tutorhood`)!;
    expect(parents.getFirstPropertyValue('summary')).toBe('Lesson with Arjun Iyer');
  });
});

describe('the feed follows a lesson through the lessons API', () => {
  const api = lessonsApi(() => t);
  const sequenceOf = (event: ICAL.Component) => Number(event.getFirstPropertyValue('sequence'));
  const eventIn = async (url: string, lessonId: string) => {
    const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return parse(response.body).events.find((e) => e.getFirstPropertyValue('uid') === `${lessonId}@tutorhood`)!;
  };

  it('booked, moved by the teacher, accepted by the family, then cancelled: one UID, a higher SEQUENCE each time', async () => {
    const day = lessonDay(4);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const feed = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: bearer(student.token) })).json() as CalendarFeed;
    const lesson = await api.booked(student, teacher, istAt(day, 9));

    const requested = await eventIn(feed.url!, lesson.id);
    expect(requested.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect((requested.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(`${day}T09:00:00`);
    const first = sequenceOf(requested);

    expect((await api.act(teacher, lesson.id, 'reschedule', { startsAt: istAt(day, 10, 30), reason: 'A meeting at nine' })).statusCode).toBe(200);
    const proposed = await eventIn(feed.url!, lesson.id);
    expect((proposed.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(`${day}T10:30:00`);
    expect(sequenceOf(proposed)).toBeGreaterThan(first);

    expect((await api.act(student, lesson.id, 'accept')).statusCode).toBe(200);
    const accepted = await eventIn(feed.url!, lesson.id);
    expect(accepted.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(accepted.getFirstPropertyValue('location')).toBe('https://meet.example.com/abc-defg-hij');
    expect(sequenceOf(accepted)).toBeGreaterThan(sequenceOf(proposed));

    expect((await api.act(teacher, lesson.id, 'cancel', { reason: 'Unwell' })).statusCode).toBe(200);
    const cancelled = await eventIn(feed.url!, lesson.id);
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(sequenceOf(cancelled)).toBeGreaterThan(sequenceOf(accepted));
    const file = parse((await download(student.token, lesson.id)).body);
    expect(file.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  });
});

