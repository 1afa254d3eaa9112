import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socketConnections, users } from '../db/schema/index.ts';
import type { Realtime } from '../lib/realtime.ts';
import { createPresence } from '../modules/chat/presence.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { connectUsers, createStudent, createTeacher } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('presence after an instance crashed', () => {
  it("another instance's refresh sweeps the dead instance's sockets and announces their users offline", async () => {
    const [student, teacher] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    await connectUsers(t.database.db, student.user.id, teacher.user.id);
    const emitTo = vi.fn();
    const realtime = { emitTo } as unknown as Realtime;
    const crashed = createPresence({ db: t.database.db, realtime, instanceId: 'crashed-instance' });
    const survivor = createPresence({ db: t.database.db, realtime, instanceId: 'surviving-instance' });
    await crashed.connected(student.user.id, 'socket-of-the-dead');
    const online = async () => (await t.database.db.select({ isOnline: users.isOnline }).from(users).where(eq(users.id, student.user.id)))[0]!.isOnline;
    expect(await online()).toBe(true);

    // The crashed instance never refreshes its rows again; a refresh elsewhere after the stale period finds them.
    await survivor.refresh();
    expect(await online()).toBe(true);
    await t.database.db
      .update(socketConnections)
      .set({ connectedAt: sql`now() - interval '4 minutes'` })
      .where(eq(socketConnections.instanceId, 'crashed-instance'));
    emitTo.mockClear();
    await survivor.refresh();

    expect(await online()).toBe(false);
    expect(await t.database.db.$count(socketConnections, eq(socketConnections.userId, student.user.id))).toBe(0);
    expect(emitTo).toHaveBeenCalledWith([teacher.user.id], 'user_status_change', expect.objectContaining({ userId: student.user.id, isOnline: false }));
  });
});
