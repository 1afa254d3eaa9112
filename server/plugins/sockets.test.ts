import { io as connectSocket } from 'socket.io-client';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createStudent } from '../test/factories.ts';

it('closes sockets on shutdown as a lost connection, so clients reconnect instead of giving up', async () => {
  const t = await buildTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { token } = await createStudent(t.app);
    const socket = connectSocket(`http://127.0.0.1:${port}`, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.close();
    // 'io server disconnect' would mean a kick: socket.io clients do not reconnect after one.
    expect(await reason).toBe('transport close');
  } finally {
    await t.database.close();
  }
});
