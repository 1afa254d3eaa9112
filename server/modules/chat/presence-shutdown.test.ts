import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { io as connectSocket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { socketConnections, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createStudent } from '../../test/factories.ts';

describe('presence on a graceful shutdown', () => {
  it("settles this instance's users offline before the database closes", async () => {
    const t = await buildTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const student = await createStudent(t.app);
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: '/socket.io/',
        auth: { token: student.token },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const online = async () => (await t.database.db.select({ isOnline: users.isOnline }).from(users).where(eq(users.id, student.user.id)))[0]!.isOnline;
      await expect.poll(online).toBe(true);

      await t.app.close();
      socket.close();

      expect(await online()).toBe(false);
      expect(await t.database.db.$count(socketConnections, eq(socketConnections.userId, student.user.id))).toBe(0);
    } finally {
      await t.database.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
