import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageAck } from '../../../contract/socket.ts';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, blockUser, createStudent, createTeacher } from '../../test/factories.ts';
import { listenForSockets, socketClients } from '../../test/socket-client.ts';

/** A window far longer than the test, so a slow machine cannot reset the counter halfway. */
const SEND_LIMIT = { count: 12, windowSeconds: 3600 };

let t: TestApp;
let url: string;
const clients = socketClients(() => url);
type Account = Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, messagesPerUser: SEND_LIMIT.count, messagesWindowSeconds: SEND_LIMIT.windowSeconds },
  });
  url = await listenForSockets(t.app);
});
afterEach(() => clients.closeAll());
afterAll(() => t.close());

const overRest = (from: Account, to: Account, content: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${to.user.id}`, headers: bearer(from.token), payload: { content } });
const overSocket = (socket: Socket, to: Account, content: string) =>
  new Promise<SendMessageAck>((resolve) => socket.emit('send_message', { toUserId: to.user.id, content }, resolve));
const stored = async (from: Account, to: Account) =>
  (await t.database.db.select().from(messages).where(and(eq(messages.fromUserId, from.user.id), eq(messages.toUserId, to.user.id)))).length;

describe('one send limit per user (RATE_LIMIT_MESSAGES_PER_USER per RATE_LIMIT_MESSAGES_WINDOW_SECONDS)', () => {
  it('answers 429 with Retry-After to a REST burst beyond the limit, and stores only what it accepted', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < SEND_LIMIT.count + 5; i++) statuses.push((await overRest(student, teacher, `hello ${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEND_LIMIT.count);
    expect(statuses.slice(SEND_LIMIT.count)).toEqual([429, 429, 429, 429, 429]);
    const refused = await overRest(student, teacher, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'You are sending messages too fast. Wait a moment.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SEND_LIMIT.windowSeconds);
    expect(await stored(student, teacher)).toBe(SEND_LIMIT.count);
  });

  it('shares one budget between the socket and the REST route', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const rest = SEND_LIMIT.count - 10; // then 15 over the socket: 10 accepted, 5 refused
    for (let i = 0; i < rest; i++) expect((await overRest(student, teacher, `rest ${i}`)).statusCode).toBe(201);
    const socket = await clients.connect(student.token);
    const acks: SendMessageAck[] = [];
    for (let i = 0; i < 15; i++) acks.push(await overSocket(socket, teacher, `socket ${i}`));
    expect(acks.filter((a) => a.ok)).toHaveLength(10);
    expect(acks.slice(10)).toEqual(Array(5).fill({ ok: false, code: 'RATE_LIMITED', message: 'You are sending messages too fast. Wait a moment.', messageCode: 'SENDING_TOO_FAST' }));
    expect((await overRest(student, teacher, 'after')).statusCode).toBe(429);
    expect(await stored(student, teacher)).toBe(SEND_LIMIT.count);
  });

  it('shares one budget between two sockets (tabs) of one user, over several partners', async () => {
    const student = await createStudent(t.app);
    const first = await createTeacher(t.app);
    const second = await createTeacher(t.app);
    const [tabA, tabB] = [await clients.connect(student.token), await clients.connect(student.token)];
    const acks: SendMessageAck[] = [];
    for (let i = 0; i < 9; i++) acks.push(await overSocket(tabA, first, `a ${i}`));
    for (let i = 0; i < 8; i++) acks.push(await overSocket(tabB, second, `b ${i}`));
    expect(acks.filter((a) => a.ok)).toHaveLength(SEND_LIMIT.count);
    expect(acks.filter((a) => !a.ok && a.code === 'RATE_LIMITED')).toHaveLength(5);
    expect((await stored(student, first)) + (await stored(student, second))).toBe(SEND_LIMIT.count);
  });

  it('counts refused sends too, and checks a block on every send of a pair that wrote before', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const other = await createStudent(t.app);
    expect((await overRest(student, teacher, 'hi')).statusCode).toBe(201);
    await blockUser(t.database.db, teacher.user.id, student.user.id);
    const blocked = await overRest(student, teacher, 'still there?');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('This user is not accepting messages or requests from you.');
    // A student may not write to a student: refused by the rules, and counted.
    const statuses: number[] = [];
    for (let i = 0; i < SEND_LIMIT.count; i++) statuses.push((await overRest(student, other, `x ${i}`)).statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(SEND_LIMIT.count - 2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
