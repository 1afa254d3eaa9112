import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/search.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  banUser, bearer, connectUsers, createStudent, createTeacher, markTeacherVerified, saveLocation,
} from '../../test/factories.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createStudent>>;
let viewer: Account;
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const BANDRA = { latitude: 19.0596, longitude: 72.8295 };
const people: Record<string, Account> = {};

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createStudent(t.app, { firstName: 'Viewer', class: 'Class 12' });
  const teachers = [
    { firstName: 'Meenakshi', lastName: 'Iyer', subjects: ['Physics', 'Mathematics'], qualification: 'M.Sc Physics', at: KORAMANGALA, verified: true },
    { firstName: 'Farhan', lastName: 'Qureshi', subjects: ['Chemistry'], qualification: 'B.Tech Chemical', bio: 'Reactions without fear', at: BANDRA, verified: true },
    { firstName: 'Gurpreet', lastName: 'Kaur', subjects: ['English'], qualification: 'M.A. English', bio: 'Shakespeare and spoken English', at: KORAMANGALA, verified: false },
    { firstName: 'Banned', lastName: 'Teacher', subjects: ['Physics'], qualification: 'B.Sc', at: KORAMANGALA, verified: true },
  ];
  for (const { at, verified, ...body } of teachers) {
    const account = await createTeacher(t.app, body);
    await saveLocation(t.app, account.token, at);
    if (verified) await markTeacherVerified(t.database.db, account.user.id);
    people[body.firstName] = account;
  }
  await banUser(t.database.db, people.Banned!.user.id);
  for (const [firstName, cls] of [['Aarav', 'Class 10'], ['Diya', 'Class 7']] as const) {
    const student = await createStudent(t.app, { firstName, class: cls });
    await saveLocation(t.app, student.token, KORAMANGALA);
    people[firstName] = student;
  }
});
afterAll(() => t.close());

async function search(token: string, path: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search/${path}`, headers: bearer(token) });
  const page = response.json();
  return { status: response.statusCode, page, body: page.results, link: response.headers.link as string | undefined };
}
const names = (results: SearchResult[]) => results.map((r) => r.name).sort();

describe('finding teachers', () => {
  it('lists every teacher except banned ones', async () => {
    expect(names((await search(viewer.token, 'teachers')).body)).toEqual(['Farhan', 'Gurpreet', 'Meenakshi']);
  });

  it('matches free text on name, subject, qualification and bio, tolerating typos', async () => {
    expect(names((await search(viewer.token, 'teachers?search=Meenakshi')).body)).toEqual(['Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?search=meenaksi')).body)).toEqual(['Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?search=chemistry')).body)).toEqual(['Farhan']);
    expect(names((await search(viewer.token, 'teachers?search=shakespear')).body)).toEqual(['Gurpreet']);
    expect(names((await search(viewer.token, 'teachers?search=physcs')).body)).toEqual(['Meenakshi']);
  });

  it('filters by location (city or PIN), subject and verification', async () => {
    expect(names((await search(viewer.token, 'teachers?location=Bengaluru')).body)).toEqual(['Gurpreet', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?location=560034')).body)).toEqual(['Gurpreet', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?location=mumbai')).body)).toEqual(['Farhan']);
    expect(names((await search(viewer.token, 'teachers?subject=Physics')).body)).toEqual(['Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?subjects=English,Chemistry')).body)).toEqual(['Farhan', 'Gurpreet']);
    expect(names((await search(viewer.token, 'teachers?verified=verified')).body)).toEqual(['Farhan', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?verified=not_verified')).body)).toEqual(['Gurpreet']);
  });

  it('searches a location the directory knows as a place (its area), and anything else as text on the address', async () => {
    const city = await search(viewer.token, 'teachers?location=Bengaluru');
    expect(city.page.understood.place).toMatchObject({ label: expect.stringContaining('Bengaluru') });
    // A state is no place of the directory: matched on the tutors' saved address instead.
    const state = await search(viewer.token, 'teachers?location=Karnataka');
    expect(state.page.understood.place).toBeNull();
    expect(state.page.understood.unknownPlace).toBeNull();
    expect(names(state.body)).toEqual(['Gurpreet', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?location=Maharashtra')).body)).toEqual(['Farhan']);
  });

  it('matches a locality and the Science option (no teacher subject of its own: Physics, Chemistry or Biology)', async () => {
    expect(names((await search(viewer.token, 'teachers?location=koramangala')).body)).toEqual(['Gurpreet', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?subject=Science')).body)).toEqual(['Farhan', 'Meenakshi']);
    expect(names((await search(viewer.token, 'teachers?subject=constructor')).body)).toEqual([]);
  });

  it('shows the like count on each result and whether the viewer liked it', async () => {
    const gurpreet = people.Gurpreet!;
    const like = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/profile/${gurpreet.user.id}/like`, headers: bearer(token), payload: {} });
    const other = await createStudent(t.app, { firstName: 'Liker', class: 'Class 12' });
    await like(viewer.token);
    await like(viewer.token);
    await like(other.token);
    const [mine] = (await search(viewer.token, 'teachers?search=Gurpreet')).body;
    expect(mine).toMatchObject({ likeCount: 2, likedByMe: true });
    const lurker = await createStudent(t.app, { firstName: 'Lurker', class: 'Class 12' });
    const [theirs] = (await search(lurker.token, 'teachers?search=Gurpreet')).body;
    expect(theirs).toMatchObject({ likeCount: 2, likedByMe: false });
  });

  it('returns the search result fields without the exact point or contact details', async () => {
    const [meenakshi] = (await search(viewer.token, 'teachers?search=Meenakshi')).body;
    expect(meenakshi).toMatchObject({
      name: 'Meenakshi', lastName: 'Iyer', isVerified: true, subjects: ['Physics', 'Mathematics'], qualification: 'M.Sc Physics',
      city: 'Bengaluru', state: 'Karnataka', pinCode: '560034', isExactLocation: false, isConnected: false,
    });
    expect(meenakshi.latitude).not.toBe(KORAMANGALA.latitude);
    expect(Math.abs(meenakshi.latitude - KORAMANGALA.latitude)).toBeLessThan(0.01);
    expect(meenakshi).not.toHaveProperty('email');
    expect(meenakshi).not.toHaveProperty('mobile');
  });

  it('shows the exact point once connected', async () => {
    const farhan = people.Farhan!;
    await connectUsers(t.database.db, viewer.user.id, farhan.user.id);
    const [result] = (await search(viewer.token, 'teachers?search=Farhan')).body;
    expect(result).toMatchObject({ isExactLocation: true, isConnected: true, ...BANDRA });
  });

  it('paginates with a Link header', async () => {
    const first = await search(viewer.token, 'teachers?limit=2');
    expect(first.body).toHaveLength(2);
    const next = first.link!.slice(1, first.link!.indexOf('>'));
    const second = (await t.app.inject({ method: 'GET', url: next, headers: bearer(viewer.token) })).json().results;
    expect(names([...first.body, ...second])).toEqual(['Farhan', 'Gurpreet', 'Meenakshi']);
  });
});

describe('finding students', () => {
  it('lets teachers filter students by class 1st–12th', async () => {
    const teacher = people.Meenakshi!;
    expect(names((await search(teacher.token, 'students?class=10th')).body)).toEqual(['Aarav']);
    expect(names((await search(teacher.token, 'students?class=7th')).body)).toEqual(['Diya']);
  });

  it('reads Verified Only for students as a verified location (students have no KYC)', async () => {
    const teacher = people.Meenakshi!;
    await createStudent(t.app, { firstName: 'Kiran', class: 'Class 10' }); // no location
    expect(names((await search(teacher.token, 'students?class=10th&verified=verified')).body)).toEqual(['Aarav']);
    expect(names((await search(teacher.token, 'students?class=10th&verified=not_verified')).body)).toEqual(['Kiran']);
    expect((await search(teacher.token, 'students?class=13th')).status).toBe(400);
  });

  it('never lists a banned student and keeps an unconnected student to an approximate point', async () => {
    const teacher = people.Meenakshi!;
    const banned = await createStudent(t.app, { firstName: 'Banned', class: 'Class 10' });
    await saveLocation(t.app, banned.token, KORAMANGALA);
    await banUser(t.database.db, banned.user.id);
    const found: SearchResult[] = (await search(teacher.token, 'students?class=10th')).body;
    expect(found.map((r) => r.name)).not.toContain('Banned');
    const aarav = found.find((r) => r.name === 'Aarav')!;
    expect(aarav).toMatchObject({ isExactLocation: false, locality: 'Koramangala', city: 'Bengaluru' });
    expect(aarav.latitude).not.toBe(KORAMANGALA.latitude);
    expect(aarav).not.toHaveProperty('mobile');
    expect(aarav).not.toHaveProperty('fullAddress');
  });

  it('keeps each search to its side', async () => {
    expect((await search(viewer.token, 'students')).status).toBe(403);
    expect((await search(people.Meenakshi!.token, 'teachers')).status).toBe(403);
  });
});
