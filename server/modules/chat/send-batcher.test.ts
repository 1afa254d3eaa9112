import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { banUser, blockUser, createStudent, createTeacher } from '../../test/factories.ts';
import { createMessagesRepository, type NewMessage } from './messages.repository.ts';
import { createSendBatcher } from './send-batcher.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rule = (userId: string): RateLimitRule => ({ key: `chat:send:${userId}`, limit: 5, windowMs: 10_000 });
const message = (fromUserId: string, toUserId: string, content: string, clientId: string | null = null): NewMessage => ({
  fromUserId,
  toUserId,
  content,
  attachment: null,
  attachmentType: null,
  clientId,
});

/** A batcher over the real repository, with the one-statement path watched. */
function batcher() {
  const repository = createMessagesRepository(t.database.db);
  const alone = vi.fn(repository.insertChecked);
  return { sends: createSendBatcher(t.database.db, alone), alone };
}

describe('sends stored in batches', () => {
  it('stores the sends of one turn in one statement, in arrival order, each counted against its sender', async () => {
    const [a, b, c] = await Promise.all([createStudent(t.app), createTeacher(t.app), createTeacher(t.app)]);
    const { sends, alone } = batcher();
    const results = await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => sends.insertChecked(message(a.user.id, b.user.id, `a${i}`), rule(a.user.id))),
      sends.insertChecked(message(c.user.id, b.user.id, 'c0'), rule(c.user.id)),
    ]);
    expect(alone).not.toHaveBeenCalled();
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect(results.map((r) => Boolean(r.message))).toEqual([true, true, true, true, true, false, false, true]);

    const stored = await t.database.db.select().from(messages).where(eq(messages.fromUserId, a.user.id)).orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.content)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(stored.map((m) => m.id)).toEqual(results.slice(0, 5).map((r) => r.message!.id));
    expect(results[0]!.message!.createdAt.getTime()).toBe(stored[0]!.createdAt.getTime());
  });

  it('refuses blocked pairs and banned or missing receivers per send, and keeps a clientId once', async () => {
    const [a, b, blocker, banned] = await Promise.all([createStudent(t.app), createTeacher(t.app), createTeacher(t.app), createTeacher(t.app)]);
    await blockUser(t.database.db, blocker.user.id, a.user.id);
    await banUser(t.database.db, banned.user.id);
    const { sends, alone } = batcher();
    const missing = '00000000-0000-4000-8000-000000000000';
    const [ok, blocked, toBanned, toMissing, first, retry] = await Promise.all([
      sends.insertChecked(message(a.user.id, b.user.id, 'hello'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, blocker.user.id, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, banned.user.id, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, missing, 'hi'), rule(a.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'once', 'client-1'), rule(b.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'once', 'client-1'), rule(b.user.id)),
    ]);
    expect(alone).not.toHaveBeenCalled();
    expect(ok.message?.content).toBe('hello');
    expect(blocked).toMatchObject({ blockedByThem: true, message: undefined });
    expect(toBanned).toMatchObject({ receiverOk: false, message: undefined });
    expect(toMissing).toMatchObject({ receiverOk: null, message: undefined });
    expect(first.message?.clientId).toBe('client-1');
    expect(retry.message).toBeUndefined();
    expect(await t.database.db.select().from(messages).where(eq(messages.clientId, 'client-1'))).toHaveLength(1);
  });

  it('retries each send alone when the batch statement fails, so one bad send does not fail the others', async () => {
    const [a, b] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    const { sends, alone } = batcher();
    const results = await Promise.allSettled([
      sends.insertChecked(message(a.user.id, b.user.id, 'fine'), rule(a.user.id)),
      sends.insertChecked(message(a.user.id, b.user.id, 'bad \u0000 byte'), rule(a.user.id)),
      sends.insertChecked(message(b.user.id, a.user.id, 'also fine'), rule(b.user.id)),
    ]);
    expect(alone).toHaveBeenCalledTimes(3);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { message: { content: 'fine' } } });
    expect(results[1]!.status).toBe('rejected');
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { message: { content: 'also fine' } } });
  });

  it('sends arriving while the statements in flight run wait, then go together in one statement', async () => {
    const [a, b] = await Promise.all([createStudent(t.app), createTeacher(t.app)]);
    const repository = createMessagesRepository(t.database.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first send goes alone and is held in flight; one statement in flight at most.
    const alone = vi.fn(async (m: NewMessage, limit: RateLimitRule | null) => {
      await held;
      return repository.insertChecked(m, limit);
    });
    const sends = createSendBatcher(t.database.db, alone, 1);
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = sends.insertChecked(message(a.user.id, b.user.id, 'first'), rule(a.user.id));
    await turn();
    const later: Promise<unknown>[] = [];
    for (const content of ['second', 'third', 'fourth']) {
      later.push(sends.insertChecked(message(a.user.id, b.user.id, content), rule(a.user.id)));
      await turn(); // each in a turn of its own: without the limit, each would be a statement of its own
    }
    expect(alone).toHaveBeenCalledTimes(1);
    release();
    const results = (await Promise.all([first, ...later])) as { count: number }[];
    expect(alone).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    const stored = await t.database.db.select().from(messages).where(eq(messages.fromUserId, a.user.id)).orderBy(asc(messages.createdAt));
    expect(stored.map((m) => m.content)).toEqual(['first', 'second', 'third', 'fourth']);
  });
});
