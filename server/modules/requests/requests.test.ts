import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, studentProfiles, users } from '../../db/schema/index.ts';
import { snapToGrid } from '../../lib/geo.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { banUser, bearer, blockUser, connectUsers, createAdmin, createStudent, createVerifiedTeacher, markTeacherVerified, saveLocation } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  // Many small scenarios register more users than one IP may in a window.
  t = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createStudent>>;

const send = (from: Person, receiverId: string, message?: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/request', headers: bearer(from.token), payload: { receiverId, message } });
const sendLegacy = (from: Person, teacherId: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/send-request', headers: bearer(from.token), payload: { teacherId } });
const list = async (who: Person, box: 'received' | 'sent') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/user/requests/${box}`, headers: bearer(who.token) });
  expect(response.statusCode).toBe(200);
  return response;
};
const answer = (who: Person, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/user/request/${id}`, headers: bearer(who.token), payload: { status } });
const counters = async (who: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/counters', headers: bearer(who.token) })).json();

/** Teachers here have an approved KYC: an unverified one may not start contact with a student (tested below). */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

/** A point chosen off the grid's cell centres, so snapping visibly moves it. */
const HOME = { latitude: 28.613912, longitude: 77.209021, accuracy: 10 };

describe('sending a request', () => {
  it('lets a student ask a teacher, with a learning-interest default message', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const response = await send(student, teacher.user.id);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Request Sent');
    expect(body.request).toMatchObject({
      status: 'pending',
      message: 'I would like to learn with you.',
      fromUser: { id: student.user.id, userType: 'student' },
      toUser: { id: teacher.user.id, userType: 'teacher' },
      respondedAt: null,
    });
  });

  it('lets a teacher offer to teach a student through the legacy endpoint, with a teaching-offer default', async () => {
    const teacher = await verifiedTeacher();
    const student = await createStudent(t.app);
    const response = await sendLegacy(teacher, student.user.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().request).toMatchObject({
      message: expect.stringMatching(/teach/i),
      fromUser: { id: teacher.user.id, userType: 'teacher' },
      toUser: { id: student.user.id },
    });
    const second = await verifiedTeacher();
    const legacyStudent = await sendLegacy(student, second.user.id);
    expect(legacyStudent.statusCode).toBe(201);
    const viaNew = await send(await verifiedTeacher(), student.user.id, 'Maths tuition near you');
    expect(viaNew.statusCode).toBe(201);
    expect(viaNew.json().request.message).toBe('Maths tuition near you');
  });

  it('refuses oneself, the same type, unknown and banned targets, and admins', async () => {
    const student = await createStudent(t.app);
    const self = await send(student, student.user.id);
    expect(self.statusCode).toBe(400);

    const peer = await createStudent(t.app);
    const same = await send(student, peer.user.id);
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe('Students can connect with teachers only');
    const teacher = await verifiedTeacher();
    expect((await send(teacher, (await verifiedTeacher()).user.id)).json().message).toBe('Teachers can connect with students only');

    const unknown = await send(student, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');

    const banned = await verifiedTeacher();
    await banUser(t.database.db, banned.user.id);
    const toBanned = await send(student, banned.user.id);
    expect(toBanned.statusCode).toBe(400);
    expect(toBanned.json().message).toBe('This user is not available');

    const admin = await createAdmin(t.app, t.database.db);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers: bearer(admin.token),
      payload: { receiverId: teacher.user.id },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await list(student, 'sent')).json()).toEqual([]);
  });

  it('refuses a block in either direction', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await blockUser(t.database.db, teacher.user.id, student.user.id);
    expect((await send(student, teacher.user.id)).statusCode).toBe(403);
    expect((await send(teacher, student.user.id)).statusCode).toBe(403);

    const other = await verifiedTeacher();
    await blockUser(t.database.db, student.user.id, other.user.id);
    const mine = await send(student, other.user.id);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toMatch(/You blocked this user/);
  });

  it('hides requests and their counts after a block, and refuses to accept one then', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const sent = await send(student, teacher.user.id, 'Please teach me');
    expect((await counters(teacher)).pendingRequests).toBe(1);
    await blockUser(t.database.db, student.user.id, teacher.user.id);
    expect((await list(teacher, 'received')).json()).toEqual([]);
    expect((await list(student, 'sent')).json()).toEqual([]);
    expect((await counters(teacher)).pendingRequests).toBe(0);
    const accept = await answer(teacher, sent.json().request.id, 'accepted');
    expect(accept.statusCode).toBe(403);
  });

  it('keeps one pending request per pair, whichever side sent it, even when sent at once', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const [a, b] = await Promise.all([send(student, teacher.user.id), send(student, teacher.user.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await send(student, teacher.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'A request between you is already pending' });
    const reverse = await sendLegacy(teacher, student.user.id);
    expect(reverse.statusCode).toBe(409);
    expect((await list(teacher, 'received')).json()).toHaveLength(1);
  });

  it('refuses a pair already connected, and allows asking again after a rejection', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const connected = await send(teacher, student.user.id);
    expect(connected.statusCode).toBe(409);
    expect(connected.json().message).toBe('You are already connected');

    const other = await verifiedTeacher();
    const first = (await send(student, other.user.id)).json().request;
    expect((await answer(other, first.id, 'rejected')).statusCode).toBe(200);
    expect((await send(student, other.user.id)).statusCode).toBe(201);
  });
});

describe('request lists', () => {
  it('fill both parties from profiles and locations, newest first, without contact details', async () => {
    const student = await createStudent(t.app, { firstName: 'Meera', lastName: 'Nair', class: 'Class 9' });
    await t.database.db.update(studentProfiles).set({ preferredSubjects: ['Biology'] }).where(eq(studentProfiles.userId, student.user.id));
    const teacher = await verifiedTeacher({ firstName: 'Vikram', lastName: 'Rao', subjects: ['Chemistry'], qualification: 'PhD', experience: '9 years' });
    const older = await verifiedTeacher({ firstName: 'Older' });
    await saveLocation(t.app, student.token, HOME);
    await saveLocation(t.app, teacher.token, { latitude: 19.076, longitude: 72.8777, accuracy: 10 });
    await markTeacherVerified(t.database.db, teacher.user.id);
    await send(older, student.user.id);
    await send(teacher, student.user.id, 'Chemistry classes?');

    const response = await list(student, 'received');
    expect(response.body).not.toMatch(/@example\.in|98765|mobile|email|fullAddress|street/i);
    const [newest, second] = response.json();
    expect(second.fromUser.firstName).toBe('Older');
    expect(newest).toMatchObject({
      message: 'Chemistry classes?',
      senderName: 'Vikram Rao',
      receiverName: 'Meera Nair',
      fromUser: {
        name: 'Vikram Rao',
        userType: 'teacher',
        isVerified: true,
        subjects: ['Chemistry'],
        qualification: 'PhD',
        experience: '9 years',
        class: null,
        rating: null,
        reviewCount: 0,
        city: expect.any(String),
        state: expect.any(String),
      },
      toUser: { name: 'Meera Nair', userType: 'student', class: 'Class 9', subjects: ['Biology'], qualification: null, rating: null },
    });
    expect(newest.fromUser.city).toMatch(/mumbai/i);
    expect(newest.toUser.city).toMatch(/delhi/i);

    const sent = (await list(teacher, 'sent')).json();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: newest.id, toUser: { id: student.user.id }, fromUser: { id: teacher.user.id } });
  });

  it('snaps an unconnected sender to the grid and shows the exact point once accepted', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, student.token, HOME);
    const { request } = (await send(student, teacher.user.id)).json();
    expect(request).toMatchObject({ senderLatitude: HOME.latitude, senderLongitude: HOME.longitude }); // the sender's own point

    const snapped = snapToGrid(HOME.latitude, HOME.longitude);
    const [before] = (await list(teacher, 'received')).json();
    expect([before.senderLatitude, before.senderLongitude]).toEqual([snapped.latitude, snapped.longitude]);
    expect(before.senderLatitude).not.toBe(HOME.latitude);

    const accepted = await answer(teacher, request.id, 'accepted');
    expect(accepted.json().request).toMatchObject({ senderLatitude: HOME.latitude, senderLongitude: HOME.longitude });
    const [after] = (await list(teacher, 'received')).json();
    expect([after.senderLatitude, after.senderLongitude]).toEqual([HOME.latitude, HOME.longitude]);

    const noLocation = await verifiedTeacher();
    await send(noLocation, student.user.id);
    const [fromNowhere] = (await list(student, 'received')).json();
    expect(fromNowhere).toMatchObject({ senderLatitude: null, senderLongitude: null });
  });

  it('shows the exact point of a sender who opted in', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, student.token, HOME);
    await t.database.db.update(users).set({ showExactLocation: true }).where(eq(users.id, student.user.id));
    await send(student, teacher.user.id);
    const [received] = (await list(teacher, 'received')).json();
    expect([received.senderLatitude, received.senderLongitude]).toEqual([HOME.latitude, HOME.longitude]);
  });
});

describe('answering a request', () => {
  it('lets only the receiver answer, once', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const stranger = await verifiedTeacher();
    const { request } = (await send(student, teacher.user.id)).json();

    const bySender = await answer(student, request.id, 'accepted');
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe('Only the receiver can respond to this request');
    expect((await answer(stranger, request.id, 'accepted')).statusCode).toBe(404);
    expect((await answer(teacher, '00000000-0000-4000-8000-000000000000', 'accepted')).statusCode).toBe(404);
    expect((await answer(teacher, request.id, 'maybe')).statusCode).toBe(400);

    const [first, second] = await Promise.all([answer(teacher, request.id, 'accepted'), answer(teacher, request.id, 'rejected')]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json().message).toBe('This request has already been answered');
    const { message, request: answered } = winner.json();
    expect(['Request Accepted', 'Request Rejected']).toContain(message);
    expect(answered.status).toBe(message === 'Request Accepted' ? 'accepted' : 'rejected');
    expect(answered.respondedAt).not.toBeNull();
    const [sent] = (await list(student, 'sent')).json();
    expect(sent.status).toBe(answered.status);
  });

  it('answers Request Rejected and leaves the pair unconnected', async () => {
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    const { request } = (await send(teacher, student.user.id)).json();
    const rejected = await answer(student, request.id, 'rejected');
    expect(rejected.json()).toMatchObject({ message: 'Request Rejected', request: { status: 'rejected' } });
    expect((await answer(student, request.id, 'accepted')).statusCode).toBe(409);
  });

  it("puts the answer in the sender's notifications, once, and nothing in the receiver's", async () => {
    const student = await createStudent(t.app, { firstName: 'Meera' });
    const teacher = await verifiedTeacher();
    const { request } = (await send(teacher, student.user.id)).json();
    await answer(student, request.id, 'accepted');
    await answer(student, request.id, 'rejected'); // refused: no second notice
    const notices = async (who: Person) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json();
    expect(await notices(teacher)).toEqual([
      expect.objectContaining({
        kind: 'request_accepted',
        title: 'Request Accepted',
        body: expect.stringContaining('Meera accepted'),
        params: { name: 'Meera', answererId: student.user.id },
        readAt: null,
      }),
    ]);
    expect(await notices(student)).toEqual([]);
    const declined = await verifiedTeacher();
    const { request: declinedRequest } = (await send(declined, student.user.id)).json();
    await answer(student, declinedRequest.id, 'rejected');
    expect(await notices(declined)).toEqual([
      expect.objectContaining({ kind: 'request_rejected', body: 'Meera declined your connection request.', params: { name: 'Meera', answererId: student.user.id } }),
    ]);
  });
});

describe('counters', () => {
  it('count pending requests received and unread messages to the caller', async () => {
    const student = await createStudent(t.app);
    const [a, b, c] = await Promise.all([verifiedTeacher(), verifiedTeacher(), verifiedTeacher()]);
    expect(await counters(student)).toEqual({ unreadMessages: 0, pendingRequests: 0 });

    await send(a, student.user.id);
    const { request } = (await send(b, student.user.id)).json();
    await send(student, c.user.id); // sent, not received
    await answer(student, request.id, 'rejected');
    await t.database.db.insert(messages).values([
      { fromUserId: a.user.id, toUserId: student.user.id, content: 'Hello' },
      { fromUserId: a.user.id, toUserId: student.user.id, content: 'Are you there?' },
      { fromUserId: b.user.id, toUserId: student.user.id, content: 'Read already', isRead: true },
      { fromUserId: student.user.id, toUserId: a.user.id, content: 'Mine' },
    ]);
    expect(await counters(student)).toEqual({ unreadMessages: 2, pendingRequests: 1 });
    expect(await counters(c)).toEqual({ unreadMessages: 0, pendingRequests: 1 });
    expect(await counters(a)).toEqual({ unreadMessages: 1, pendingRequests: 0 });
  });
});

describe('real time', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  async function connect(port: number, token: string) {
    const socket = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }
  const next = (socket: Socket, event: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
      socket.once(event, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  it('tells the receiver of a new request and the sender of the answer', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const student = await createStudent(t.app);
    const teacher = await verifiedTeacher();
    await saveLocation(t.app, student.token, HOME);
    const studentSocket = await connect(port, student.token);
    const teacherSocket = await connect(port, teacher.token);

    const received = next(teacherSocket, 'request_received');
    const { request } = (await send(student, teacher.user.id, 'Physics help please')).json();
    const pushed = await received;
    expect(pushed).toMatchObject({ id: request.id, status: 'pending', message: 'Physics help please', fromUser: { id: student.user.id } });
    expect(pushed.senderLatitude).toBe(snapToGrid(HOME.latitude, HOME.longitude).latitude); // the receiver's view

    const updated = next(studentSocket, 'request_updated');
    await answer(teacher, request.id, 'accepted');
    expect(await updated).toMatchObject({ id: request.id, status: 'accepted', senderLatitude: HOME.latitude });
  });
});
