import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import type { SendMessageAck } from '../../../contract/socket.ts';
import { WITHHELD_HEADER } from '../../../contract/teacher-verification.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher, createVerifiedTeacher, northOf, saveLocation } from '../../test/factories.ts';
import { listenForSockets, socketClients } from '../../test/socket-client.ts';

/** Issue 28 §3: a teacher without an approved KYC sees no students and cannot start contact with one. */
let t: TestApp;
let url: string;
const clients = socketClients(() => url);
type Account = Awaited<ReturnType<typeof createStudent>>;

const HOME = { latitude: 28.6139, longitude: 77.209, accuracy: 10 };
const NOT_VERIFIED = { code: 'TEACHER_NOT_VERIFIED', message: MESSAGES.TEACHER_NOT_VERIFIED, messageCode: 'TEACHER_NOT_VERIFIED' };

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

const get = (who: Account, path: string) => t.app.inject({ method: 'GET', url: path, headers: bearer(who.token) });
const post = (who: Account, path: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(who.token), payload });
const postRequirement = (who: Account) => post(who, '/api/requirements', { subjects: ['Physics'], location: 'Connaught Place' });

/** A student with a located requirement near HOME, and a parent (the parents' slice registers them; here a row). */
async function studentSide() {
  const student = await createStudent(t.app, { firstName: 'Anaya' });
  await saveLocation(t.app, student.token, northOf(HOME.latitude, HOME.longitude, 1));
  expect((await postRequirement(student)).statusCode).toBe(201);
  const parent = await createStudent(t.app, { firstName: 'Meera' });
  await t.database.db.update(users).set({ userType: 'parent' }).where(eq(users.id, parent.user.id));
  return { student, parent };
}

async function locatedTeacher(verified: boolean) {
  const teacher = verified ? await createVerifiedTeacher(t.app, t.database.db) : await createTeacher(t.app);
  await saveLocation(t.app, teacher.token, HOME);
  return teacher;
}

describe('lists for an unverified teacher', () => {
  it('answer nearby, find and requirements with an empty page that says why; a verified teacher sees the students', async () => {
    const { student } = await studentSide();
    const unverified = await locatedTeacher(false);
    const verified = await locatedTeacher(true);
    const lists = ['/api/nearby/users?userType=student&radius=5', '/api/nearby-users', '/api/search/students', '/api/requirements', '/api/requirements/featured'];
    for (const path of lists) {
      const hidden = await get(unverified, path);
      expect(hidden.statusCode, path).toBe(200);
      // Find answers a page with its count; the other lists an array.
      const rows = (body: unknown) => (Array.isArray(body) ? body : (body as { results: unknown[] }).results);
      expect(rows(hidden.json()), path).toEqual([]);
      expect(hidden.headers[WITHHELD_HEADER], path).toBe('TEACHER_NOT_VERIFIED');

      const shown = await get(verified, path);
      expect(shown.statusCode, path).toBe(200);
      expect(shown.headers[WITHHELD_HEADER], path).toBeUndefined();
      const ids = (rows(shown.json()) as { id: string; userId?: string }[]).map((row) => row.userId ?? row.id);
      expect(ids, path).toContain(student.user.id);
    }
  });

  it('leave students unaffected: they still see every teacher their filters allow', async () => {
    const { student } = await studentSide();
    const teacher = await createTeacher(t.app, { firstName: 'Unverified' });
    expect((await postRequirement(teacher)).statusCode).toBe(201);
    const requirements = await get(student, '/api/requirements');
    expect(requirements.headers[WITHHELD_HEADER]).toBeUndefined();
    expect((requirements.json() as { userId: string }[]).map((r) => r.userId)).toContain(teacher.user.id);
    const found = await get(student, `/api/search/teachers?search=Unverified`);
    expect((found.json() as { results: { id: string }[] }).results.map((r) => r.id)).toContain(teacher.user.id);
  });
});

describe('contact an unverified teacher starts', () => {
  it('is refused for requests, offers and requirement contacts, to students and parents alike', async () => {
    const { student, parent } = await studentSide();
    const teacher = await locatedTeacher(false);
    const requirementId = ((await get(student, '/api/requirements/my')).json() as { id: string }).id;
    const attempts = [
      () => post(teacher, '/api/user/request', { receiverId: student.user.id, message: 'Physics?' }),
      () => post(teacher, '/api/user/send-request', { teacherId: student.user.id }),
      () => post(teacher, '/api/user/request', { receiverId: parent.user.id }),
      () => post(teacher, `/api/requirements/${requirementId}/contact`),
    ];
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(NOT_VERIFIED);
    }
    expect((await get(student, '/api/user/requests/received')).json()).toEqual([]);
  });

  it('is refused for a first message over REST and the socket, even to a student who posted a requirement', async () => {
    const { student } = await studentSide();
    const teacher = await locatedTeacher(false);
    const rest = await post(teacher, `/api/messages/${student.user.id}`, { content: 'Hello, I teach Physics' });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject(NOT_VERIFIED);
    const started = await post(teacher, '/api/conversations', { participants: [teacher.user.id, student.user.id] });
    expect(started.json()).toMatchObject(NOT_VERIFIED);
    const partner = (await get(teacher, `/api/conversations/${student.user.id}`)).json();
    expect(partner).toMatchObject({ canMessage: false, reason: MESSAGES.TEACHER_NOT_VERIFIED });

    const socket = await clients.connect(teacher.token);
    const ack = await new Promise<SendMessageAck>((resolve) =>
      socket.emit('send_message', { toUserId: student.user.id, content: 'Hello', clientId: 'first' }, resolve),
    );
    expect(ack).toMatchObject({ ok: false, ...NOT_VERIFIED });
    expect((await get(student, `/api/messages/${teacher.user.id}`)).json()).toEqual([]);
  });
});

describe('what an unverified teacher may still do', () => {
  it('reply to a student who wrote first, over REST and the socket', async () => {
    const { student } = await studentSide();
    const teacher = await locatedTeacher(false);
    expect((await post(student, `/api/messages/${teacher.user.id}`, { content: 'Can you teach me?' })).statusCode).toBe(201);
    expect((await post(teacher, `/api/messages/${student.user.id}`, { content: 'Yes, happily' })).statusCode).toBe(201);
    const socket: Socket = await clients.connect(teacher.token);
    const ack = await new Promise<SendMessageAck>((resolve) =>
      socket.emit('send_message', { toUserId: student.user.id, content: 'When are you free?', clientId: 'reply' }, resolve),
    );
    expect(ack).toMatchObject({ ok: true });
  });

  it('answer a request a student sent, then message them', async () => {
    const { student } = await studentSide();
    const teacher = await locatedTeacher(false);
    const sent = await post(student, '/api/user/request', { receiverId: teacher.user.id, message: 'Please teach me' });
    expect(sent.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/request/${sent.json().request.id}`,
      headers: bearer(teacher.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await post(teacher, `/api/messages/${student.user.id}`, { content: 'Welcome!' })).statusCode).toBe(201);
  });
});

describe('a verified teacher', () => {
  it('sends offers, contacts requirements and messages a student who posted one, as before', async () => {
    const { student, parent } = await studentSide();
    const teacher = await locatedTeacher(true);
    const requirementId = ((await get(student, '/api/requirements/my')).json() as { id: string }).id;
    expect((await post(teacher, `/api/requirements/${requirementId}/contact`)).statusCode).toBe(200);
    expect((await post(teacher, `/api/messages/${student.user.id}`, { content: 'Hello' })).statusCode).toBe(201);
    expect((await post(teacher, '/api/user/request', { receiverId: student.user.id })).statusCode).toBe(201);
    // Parents' pairing rules belong to the parents' slice; the verification gate itself lets a verified teacher by.
    expect((await post(teacher, '/api/user/request', { receiverId: parent.user.id })).json().code).not.toBe('TEACHER_NOT_VERIFIED');
  });
});
