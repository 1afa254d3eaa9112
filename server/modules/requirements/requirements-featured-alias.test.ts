// GET /api/requirements/featured/{userType} answers as GET /api/requirements/featured?userType={userType}: a client
// whose default data loader builds paths from query keys (spec §7) asks for the first. Same JSON, same errors.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createVerifiedTeacher, saveLocation } from '../../test/factories.ts';
import { buildRequirementsTestApp, HOME, requirementsApi, uniquePlace, type Person } from '../../test/requirements-kit.ts';

let t: TestApp;
let student: Person;
let teacher: Person;
let teacherRequirementId: string;
let studentRequirementId: string;
const api = requirementsApi(() => t);

beforeAll(async () => {
  t = await buildRequirementsTestApp();
  teacher = await createVerifiedTeacher(t.app, t.database.db);
  await saveLocation(t.app, teacher.token, HOME);
  teacherRequirementId = (await api.posted(teacher, { location: uniquePlace() })).id;
  student = await createStudent(t.app);
  await saveLocation(t.app, student.token, HOME);
  studentRequirementId = (await api.posted(student, { location: uniquePlace() })).id;
});
afterAll(() => t.close());

const get = (url: string, who?: Person) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

it('answers the same JSON as the query form, which answers as the plain call: always the other type than the viewer', async () => {
  for (const [viewer, expected] of [
    [student, teacherRequirementId],
    [teacher, studentRequirementId],
  ] as const) {
    const plain = await get('/api/requirements/featured', viewer);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().map((r: { id: string }) => r.id)).toEqual([expected]);
    for (const userType of ['teacher', 'student']) {
      const alias = await get(`/api/requirements/featured/${userType}`, viewer);
      const query = await get(`/api/requirements/featured?userType=${userType}`, viewer);
      expect(alias.statusCode, alias.body).toBe(200);
      expect(alias.json()).toEqual(query.json());
      expect(alias.json()).toEqual(plain.json());
    }
  }
});

it('gives the same validation errors as the query form', async () => {
  for (const bad of ['admin', 'parent', 'Teacher']) {
    const alias = await get(`/api/requirements/featured/${bad}`, student);
    const query = await get(`/api/requirements/featured?userType=${bad}`, student);
    expect(alias.statusCode).toBe(400);
    expect(alias.json()).toEqual(query.json());
    expect(alias.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { userType: 'User type must be student or teacher' } });
  }
});

it('asks for a signed-in member, as the query form does', async () => {
  const alias = await get('/api/requirements/featured/teacher');
  expect(alias.statusCode).toBe(401);
  expect(alias.json()).toEqual((await get('/api/requirements/featured?userType=teacher')).json());
});
