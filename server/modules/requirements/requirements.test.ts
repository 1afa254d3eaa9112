import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, type Requirement } from '../../../contract/requirements.ts';
import { requirements, userLocations, users } from '../../db/schema/index.ts';
import { snapToGrid } from '../../lib/geo.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, blockUser, connectUsers, createAdmin, createStudent, createVerifiedTeacher, saveLocation } from '../../test/factories.ts';
import { buildRequirementsTestApp, HOME, requirementsApi, uniquePlace } from '../../test/requirements-kit.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
beforeAll(async () => {
  t = await buildRequirementsTestApp();
});
afterAll(() => t.close());
const api = requirementsApi(() => t);

describe('posting a requirement', () => {
  it('answers the spec validation messages', async () => {
    const student = await createStudent(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ subjects: [] }, 'At least one subject is required'],
      [{ subjects: undefined }, 'At least one subject is required'],
      [{ subjects: ['Astrology'] }, 'Choose subjects from the list'],
      [{ location: undefined }, 'Location is required'],
      [{ location: '   ' }, 'Location is required'],
      [{ type: 'hybrid' }, 'Type must be online, offline or both'],
      [{ feeType: 'weekly' }, 'Fee type must be per_hour, per_day, per_month or per_subject'],
      [{ fee: -5 }, 'Fee must be more than 0'],
      [{ fee: 0 }, 'Fee must be more than 0'],
      [{ fee: 'lots' }, 'Fee must be a number'],
      [{ pinCode: '5600' }, 'PIN code must be 6 digits'],
      [{ classes: ['Class 5'] }, 'Only teachers can list classes'],
    ];
    for (const [body, message] of cases) {
      const response = await api.post(student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await api.my(student)).body).toBe('null');
  });

  it('applies the defaults, keeps an empty fee absent, and records the poster type; teachers list classes', async () => {
    const student = await createStudent(t.app);
    const response = await api.post(student, { subjects: ['Mathematics', 'Physics'], fee: '', city: ' Bengaluru ', street: '4th Cross' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Requirement posted', replaced: false });
    expect(body.requirement).toMatchObject({
      userId: student.user.id,
      userType: 'student',
      subject: 'Mathematics',
      subjects: ['Mathematics', 'Physics'],
      classes: [],
      city: 'Bengaluru',
      street: '4th Cross', // the owner sees their street
      type: 'both',
      feeType: 'per_month',
      fee: null,
      contactCount: 0,
      isOwn: true,
      match: null,
    });

    const teacher = await verifiedTeacher();
    const taught = await api.posted(teacher, { classes: ['Class 9', 'Class 10'], fee: 800, feeType: 'per_hour', type: 'online' });
    expect(taught).toMatchObject({ userType: 'teacher', classes: ['Class 9', 'Class 10'], fee: 800, feeType: 'per_hour', type: 'online' });
  });

  it('keeps one requirement per user: posting again replaces it with a new one and its contacts start again', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const first = await api.posted(student, { title: 'First' });
    expect((await api.contact(teacher, first.id)).json().contactCount).toBe(1);

    const again = await api.post(student, { title: 'Second', subjects: ['Chemistry'] });
    expect(again.json()).toMatchObject({ replaced: true, requirement: { title: 'Second', contactCount: 0 } });
    const second: Requirement = again.json().requirement;
    expect(second.id).not.toBe(first.id);
    expect(await t.database.db.select().from(requirements).where(eq(requirements.userId, student.user.id))).toHaveLength(1);

    const mine = (await api.my(student)).json();
    expect(mine).toMatchObject({ id: second.id, title: 'Second', subjects: ['Chemistry'] });
    const seen = (await api.all(teacher, { search: 'Second' })).find((r) => r.id === second.id);
    expect(seen).toMatchObject({ contacted: false, contactCount: 0 });
    expect((await api.contact(teacher, first.id)).statusCode).toBe(404);

    // A double click ends with one requirement, both answered 201.
    const [a, b] = await Promise.all([api.post(student, { title: 'Third' }), api.post(student, { title: 'Fourth' })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await t.database.db.select().from(requirements).where(eq(requirements.userId, student.user.id))).toHaveLength(1);
  });
});

describe('own requirement and deletion', () => {
  it('returns null, then the own requirement, then null after deletion; deletes only the caller’s', async () => {
    const student = await createStudent(t.app);
    const other = await createStudent(t.app);
    const empty = await api.my(student);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toMatch(/json/);
    expect(empty.body).toBe('null');

    const mine = await api.posted(student, {});
    const theirs = await api.posted(other, {});
    expect((await api.my(student)).json()).toMatchObject({ id: mine.id, isOwn: true });

    const deleted = await api.remove(student);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Requirement deleted' });
    expect((await api.my(student)).body).toBe('null');
    expect((await api.my(other)).json()).toMatchObject({ id: theirs.id });

    const again = await api.remove(student);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('You have no requirement to delete');
  });

  it('refuses admins', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    for (const [method, url] of [['GET', '/api/requirements'], ['GET', '/api/requirements/my'], ['GET', '/api/requirements/featured'], ['DELETE', '/api/requirements']] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(admin.token) })).statusCode).toBe(403);
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/requirements', headers: bearer(admin.token), payload: { subjects: ['Physics'], location: 'X' } });
    expect(post.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/requirements' })).statusCode).toBe(401);
  });
});

describe('who sees what', () => {
  it('shows only the other type, never one’s own, and hides banned posters and blocks either way', async () => {
    const place = uniquePlace();
    const viewer = await verifiedTeacher();
    const visible = await createStudent(t.app);
    const banned = await createStudent(t.app);
    const blockedByViewer = await createStudent(t.app);
    const blockingViewer = await createStudent(t.app);
    const peer = await verifiedTeacher();
    const ids: Record<string, string> = {};
    for (const [name, who] of Object.entries({ visible, banned, blockedByViewer, blockingViewer, peer, viewer })) {
      ids[name] = (await api.posted(who, { location: place })).id;
    }
    await banUser(t.database.db, banned.user.id);
    await blockUser(t.database.db, viewer.user.id, blockedByViewer.user.id);
    await blockUser(t.database.db, blockingViewer.user.id, viewer.user.id);

    expect((await api.all(viewer, { location: place })).map((r) => r.id)).toEqual([ids.visible]);
    // Another teacher sees the students (the blocks are not theirs), never a teacher's requirement.
    const peerSees = (await api.all(peer, { location: place })).map((r) => r.id).sort();
    expect(peerSees).toEqual([ids.visible, ids.blockedByViewer, ids.blockingViewer].sort());
    const student = (await api.all(visible, { location: place })).map((r) => r.id).sort();
    expect(student).toEqual([ids.peer, ids.viewer].sort());

    // Contacting: the other type only, not one's own, not across a block, not a banned poster's.
    expect((await api.contact(viewer, ids.peer!)).statusCode).toBe(403);
    const own = await api.contact(viewer, ids.viewer!);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot contact your own requirement');
    expect((await api.contact(viewer, ids.blockedByViewer!)).json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/You blocked/) });
    expect((await api.contact(viewer, ids.blockingViewer!)).statusCode).toBe(403);
    expect((await api.contact(viewer, ids.banned!)).statusCode).toBe(404);
    expect((await api.contact(viewer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows a poster without a verified location as Anonymous, without a point or directions', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, teacher.token, HOME);
    const hidden = await createStudent(t.app, { firstName: 'Zoravar', lastName: 'Khanna' });
    const named = await createStudent(t.app, { firstName: 'Ishita', lastName: 'Bose' });
    await saveLocation(t.app, named.token, { ...HOME, latitude: HOME.latitude + 0.02 });
    await api.posted(hidden, { location: place });
    await api.posted(named, { location: place });

    const response = await api.list(teacher, { location: place });
    expect(response.body).not.toMatch(/Zoravar|Khanna/);
    const byUser = Object.fromEntries((response.json() as Requirement[]).map((r) => [r.userId, r]));
    expect(byUser[hidden.user.id]).toMatchObject({
      user: { firstName: ANONYMOUS_NAME, lastName: null, profileImage: null, isAnonymous: true, isVerified: false },
      latitude: null,
      longitude: null,
      distance: null,
      canGetDirections: false,
      location: place, // the place they typed is still shown
    });
    expect(byUser[named.user.id]).toMatchObject({
      user: { firstName: 'Ishita', lastName: 'Bose', isAnonymous: false, isVerified: true },
      canGetDirections: true,
      distance: expect.any(Number),
    });
    // The owner sees their own name, and that others see them as Anonymous.
    expect((await api.my(hidden)).json()).toMatchObject({ user: { firstName: 'Zoravar', isAnonymous: true } });
  });

  it('never leaks an email, a mobile, a street or an exact point to people without access', async () => {
    const place = uniquePlace();
    const student = await createStudent(t.app, { mobile: '+919812345678' });
    const teacher = await verifiedTeacher({ mobile: '9898981234' });
    await saveLocation(t.app, student.token, HOME);
    await saveLocation(t.app, teacher.token, { latitude: 28.641234, longitude: 77.187654, accuracy: 8 });
    const theirs = await api.posted(student, { location: place, street: 'Flat 12, Lodhi Colony', fee: 900 });
    await api.posted(teacher, { location: place });

    const responses = [
      await api.list(teacher, { location: place }),
      await api.list(teacher, { location: place, sort: 'nearby' }),
      await api.list(teacher, { location: place, sort: 'best' }),
      await api.featured(teacher),
      await api.contact(teacher, theirs.id),
      await api.list(student, { location: place }),
    ];
    const secrets = [student.email, teacher.email, '9812345678', '9898981234', 'Lodhi Colony', '28.613912', '77.209021', '28.641234', '77.187654'];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
      expect(response.body).not.toMatch(/"(email|mobile|fullAddress|passwordHash)"/);
    }
    const [seen] = (await api.list(teacher, { location: place })).json() as Requirement[];
    expect([seen!.latitude, seen!.longitude]).toEqual(Object.values(snapToGrid(HOME.latitude, HOME.longitude)));
    expect(seen!.street).toBeNull();
  });

  it('shows the exact point to a connected user and when the poster opted in', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, teacher.token, northOfHome(10));
    const connected = await createStudent(t.app);
    const optedIn = await createStudent(t.app);
    for (const who of [connected, optedIn]) {
      await saveLocation(t.app, who.token, HOME);
      await api.posted(who, { location: place });
    }
    await connectUsers(t.database.db, connected.user.id, teacher.user.id);
    await t.database.db.update(users).set({ showExactLocation: true }).where(eq(users.id, optedIn.user.id));
    for (const r of (await api.list(teacher, { location: place })).json() as Requirement[]) {
      expect([r.latitude, r.longitude]).toEqual([HOME.latitude, HOME.longitude]);
      expect(r.distance).toBe(10); // exact: 1 decimal
    }
  });

  it('moves a requirement with its poster’s location, forgets it when the location goes, and goes with the account', async () => {
    const place = uniquePlace();
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, teacher.token, HOME);
    const student = await createStudent(t.app);
    await api.posted(student, { location: place });
    const before = ((await api.list(teacher, { location: place })).json() as Requirement[])[0]!;
    expect(before.user.isAnonymous).toBe(true);

    await saveLocation(t.app, student.token, northOfHome(3.2));
    expect(((await api.list(teacher, { location: place })).json() as Requirement[])[0]).toMatchObject({ distance: 3.5, user: { isAnonymous: false } });
    await saveLocation(t.app, student.token, northOfHome(6.2));
    expect(((await api.list(teacher, { location: place })).json() as Requirement[])[0]!.distance).toBe(6.5);

    await t.database.db.delete(userLocations).where(eq(userLocations.userId, student.user.id));
    expect(((await api.list(teacher, { location: place })).json() as Requirement[])[0]).toMatchObject({ distance: null, user: { isAnonymous: true } });

    // Deleting the account cascades through the location's trigger and the requirement without a hitch.
    await saveLocation(t.app, student.token, HOME);
    await t.database.db.delete(users).where(eq(users.id, student.user.id));
    expect((await api.list(teacher, { location: place })).json()).toEqual([]);
  });
});

const northOfHome = (km: number) => ({ latitude: HOME.latitude + km / 111.19492664455873, longitude: HOME.longitude, accuracy: 10 });

describe('contacting a requirement', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  async function connect(port: number, token: string) {
    const socket = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('counts each contact once, tells the poster in real time, and counts toward popular', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher({ firstName: 'Kavya', lastName: 'Menon' });
    const anonymous = await verifiedTeacher({ firstName: 'Hidden' });
    await saveLocation(t.app, teacher.token, HOME);
    const requirement = await api.posted(student, {});
    const socket = await connect(port, student.token);
    const events: Record<string, unknown>[] = [];
    socket.on('requirement_contacted', (payload: Record<string, unknown>) => events.push(payload));

    const first = await api.contact(teacher, requirement.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Contact request sent', contactCount: 1, alreadyContacted: false });
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toEqual({ requirementId: requirement.id, contactCount: 1, byUserId: teacher.user.id, byName: 'Kavya Menon' });

    const [again, twice] = await Promise.all([api.contact(teacher, requirement.id), api.contact(teacher, requirement.id)]);
    for (const repeat of [again, twice]) expect(repeat.json()).toEqual({ message: 'Contact request sent', contactCount: 1, alreadyContacted: true });

    // Without a verified location the contactor is Anonymous to the poster too.
    expect((await api.contact(anonymous, requirement.id)).json()).toMatchObject({ contactCount: 2, alreadyContacted: false });
    await expect.poll(() => events.length).toBe(2);
    expect(events[1]).toMatchObject({ contactCount: 2, byName: ANONYMOUS_NAME });
    expect(JSON.stringify(events)).not.toContain('Hidden');

    const viewed = (await api.all(teacher, { search: requirement.subjects[0]!, sort: 'popular' })).find((r) => r.id === requirement.id);
    expect(viewed).toMatchObject({ contactCount: 2, contacted: true });
    expect((await api.my(student)).json().contactCount).toBe(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(events).toHaveLength(2); // repeats notify nobody
  });
});
