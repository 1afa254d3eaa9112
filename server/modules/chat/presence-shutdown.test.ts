import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socketConnections, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createStudent } from '../../test/factories.ts';
import { listenForSockets, socketClients } from '../../test/socket-client.ts';

describe('presence on a graceful shutdown', () => {
  it("settles this instance's users offline before the database closes", async () => {
    const t = await buildTestApp();
    try {
      const url = await listenForSockets(t.app);
      const student = await createStudent(t.app);
      const clients = socketClients(() => url);
      await clients.connect(student.token);
      const online = async () => (await t.database.db.select({ isOnline: users.isOnline }).from(users).where(eq(users.id, student.user.id)))[0]!.isOnline;
      await expect.poll(online).toBe(true);

      await t.app.close();
      clients.closeAll();

      expect(await online()).toBe(false);
      expect(await t.database.db.$count(socketConnections, eq(socketConnections.userId, student.user.id))).toBe(0);
    } finally {
      await t.database.close();
      rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});
