import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import { at, buildLessonsTestApp, lessonDay, lessonsApi, morningOf } from '../../test/lessons-kit.ts';
import { collectAllPages } from '../../test/paging.ts';
import { listenForSockets, nextEvent, socketClients } from '../../test/socket-client.ts';
import { addDays, isoWeekdayOf } from './lesson-time.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await buildLessonsTestApp();
  url = await listenForSockets(t.app);
});
const sockets = socketClients(() => url);
afterEach(() => sockets.closeAll());
afterAll(() => t.close());
const api = lessonsApi(() => t);

/** An accepted online lesson of a student with a fresh teacher, moved by SQL to have ended an hour ago. */
async function pastLesson() {
  const day = lessonDay(3);
  const teacher = await api.teacher(day);
  const student = await api.connectedStudent(teacher);
  const lesson = await api.booked(student, teacher, at(day, 9));
  await api.act(teacher, lesson.id, 'accept');
  await api.moveStart(lesson.id, -120);
  return { teacher, student, lesson };
}

describe('after a lesson', () => {
  it('each side says once whether it happened, only after its end; the family may then review', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const lesson = await api.booked(student, teacher, at(day, 9));
    await api.act(teacher, lesson.id, 'accept');
    const early = await api.act(teacher, lesson.id, 'outcome', { outcome: 'happened' });
    expect(early.statusCode).toBe(409);
    expect(early.json().messageCode).toBe('LESSON_NOT_ENDED');

    await api.moveStart(lesson.id, -120);
    expect((await api.get(student, lesson.id)).json().actions).toEqual(['mark_outcome']);
    expect((await api.act(teacher, lesson.id, 'outcome', { outcome: 'happened' })).json().lesson).toMatchObject({ teacherOutcome: 'happened', familyOutcome: null, actions: [] });
    const twice = await api.act(teacher, lesson.id, 'outcome', { outcome: 'not_happened' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageCode).toBe('LESSON_OUTCOME_RECORDED');

    const family = await api.act(student, lesson.id, 'outcome', { outcome: 'happened' });
    expect(family.json().lesson).toMatchObject({ familyOutcome: 'happened', actions: ['review'] });
    expect((await api.get(teacher, lesson.id)).json().actions).toEqual([]);
  });

  it('a no-show report lands in the admin’s reports queue, once per lesson and reporter', async () => {
    const { teacher, student, lesson } = await pastLesson();
    const reported = await api.act(student, lesson.id, 'outcome', { outcome: 'not_happened', reportNoShow: true, note: 'Nobody joined the call' });
    expect(reported.statusCode).toBe(200);
    expect((await api.act(student, lesson.id, 'outcome', { outcome: 'not_happened', reportNoShow: true })).statusCode).toBe(409);
    const byTeacher = await api.act(teacher, lesson.id, 'outcome', { outcome: 'not_happened', reportNoShow: true });
    expect(byTeacher.statusCode).toBe(200);

    const admin = await createAdmin(t.app, t.database.db);
    const { items } = await collectAllPages<{ reporter: { id: string }; reportedUser: { id: string }; reason: string }>(t.app, '/api/admin/reports?status=open&limit=100', bearer(admin.token));
    const aboutThisLesson = items.filter((r) => [teacher.user.id, student.user.id].includes(r.reporter.id));
    expect(aboutThisLesson).toHaveLength(2);
    const fromStudent = aboutThisLesson.find((r) => r.reporter.id === student.user.id)!;
    expect(fromStudent.reportedUser.id).toBe(teacher.user.id);
    expect(fromStudent.reason).toMatch(/^No-show: lesson on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s(am|pm) IST — Nobody joined the call$/);
    expect(aboutThisLesson.find((r) => r.reporter.id === teacher.user.id)!.reportedUser.id).toBe(student.user.id);
  });

  it('not happened without a report files nothing', async () => {
    const { student, lesson } = await pastLesson();
    expect((await api.act(student, lesson.id, 'outcome', { outcome: 'not_happened' })).statusCode).toBe(200);
    const admin = await createAdmin(t.app, t.database.db);
    const { items } = await collectAllPages<{ reporter: { id: string } }>(t.app, '/api/admin/reports?status=open&limit=100', bearer(admin.token));
    expect(items.some((r) => r.reporter.id === student.user.id)).toBe(false);
  });
});

describe('the list of lessons', () => {
  it('shows upcoming ones soonest first and past ones newest first, a page at a time', async () => {
    const first = lessonDay(2);
    const second = addDays(first, 1);
    const ranges = [first, second].map((day) => ({ weekday: isoWeekdayOf(day), startMinute: 540, endMinute: 720, modes: ['online' as const] }));
    const teacher = await api.teacher(first, morningOf(first, { ranges }));
    const student = await api.connectedStudent(teacher);
    const times = [at(second, 10), at(first, 11), at(second, 9), at(first, 9)];
    const ids: string[] = [];
    for (const startsAt of times) ids.push((await api.booked(student, teacher, startsAt)).id);
    const [late, , early] = [ids[0]!, ids[1]!, ids[3]!];
    await api.moveStart(late, -300);
    await api.moveStart(early, -600);

    const upcoming = await collectAllPages<{ id: string; startsAt: string }>(t.app, '/api/lessons?scope=upcoming&limit=1', bearer(student.token));
    expect(upcoming.pages).toBe(2);
    expect(upcoming.items.map((l) => l.startsAt)).toEqual([at(first, 11), at(second, 9)]);
    const past = await collectAllPages<{ id: string }>(t.app, '/api/lessons?scope=past&limit=1', bearer(teacher.token));
    expect(past.items.map((l) => l.id)).toEqual([late, early]);
    expect((await api.list(student, '?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('open Lessons screens', () => {
  it('hear lesson_updated on both sides when a lesson is booked and answered', async () => {
    const day = lessonDay(3);
    const teacher = await api.teacher(day);
    const student = await api.connectedStudent(teacher);
    const teacherSocket = await sockets.connect(teacher.token);
    const studentSocket = await sockets.connect(student.token);
    const booking = nextEvent<{ lessonId: string }>(teacherSocket, 'lesson_updated');
    const lesson = await api.booked(student, teacher, at(day, 9));
    expect(await booking).toEqual({ lessonId: lesson.id });
    const forStudent = nextEvent<{ lessonId: string }>(studentSocket, 'lesson_updated');
    const bell = nextEvent<{ kind: string; params: Record<string, string> }>(studentSocket, 'notification');
    await api.act(teacher, lesson.id, 'accept');
    expect(await forStudent).toEqual({ lessonId: lesson.id });
    expect(await bell).toMatchObject({ kind: 'lesson_update', params: { lessonId: lesson.id, change: 'accepted' } });
  });
});
