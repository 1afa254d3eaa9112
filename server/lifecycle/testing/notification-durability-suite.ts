import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../contract/auth.ts';
import { startMailbox, verifyLinkIn, type CapturedMail, type Mailbox } from '../../../e2e/support/mailbox.ts';
import { studentBody, teacherBody } from '../../test/factories.ts';
import { freePort, request, spawnServer, type SpawnedServer } from './spawned-server.ts';
import type { DurabilitySetup } from './durability-suite.ts';

const TEACHERS = 3;
/** Long enough to kill the server before any email is due, short enough for a test. */
const EMAIL_DELAY_SECONDS = 4;

/**
 * Notifications survive a crash: emails queued for unread messages when the server is killed with SIGKILL are each
 * sent exactly once after it restarts (on PostgreSQL by two server processes claiming the same queue).
 */
export function describeNotificationDurability(engine: string, setup: DurabilitySetup & { workers?: number }) {
  describe(`queued notifications across a crash (${engine})`, () => {
    let mailbox: Mailbox;
    let settings: Record<string, string>;
    let server: SpawnedServer | undefined;

    beforeAll(async () => {
      mailbox = await startMailbox();
      const port = await freePort();
      settings = {
        ...(await setup.settings()),
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mailbox.url,
        MESSAGE_EMAIL_DELAY_SECONDS: String(EMAIL_DELAY_SECONDS),
        NOTIFICATION_POLL_SECONDS: '1',
        NOTIFICATION_QUIET_HOURS: 'off',
        ...(setup.workers ? { WORKERS: String(setup.workers) } : {}),
      };
      server = await spawnServer(settings);
    }, 180_000);

    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      await mailbox?.close();
      await setup.cleanUp();
    });

    /** A new account whose address is verified through the emailed link, as a person does it. */
    async function register(role: 'student' | 'teacher'): Promise<AuthResponse> {
      const values = role === 'student' ? studentBody() : teacherBody();
      const answer = await request(`${server!.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
      if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.body}`);
      const mail = await mailbox.next((m) => m.to.includes(String(values.email)) && /verify-email/.test(m.text));
      const token = verifyLinkIn(mail).searchParams.get('token');
      const verified = await request(`${server!.url}/api/auth/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      if (verified.status !== 200) throw new Error(`verify-email failed: ${verified.status} ${verified.body}`);
      return JSON.parse(answer.body) as AuthResponse;
    }

    const notificationsTo = (email: string) => mailbox.messages.filter((m: CapturedMail) => m.to.includes(email) && !/verify-email/.test(m.text));

    it('sends each email queued before a SIGKILL exactly once after the restart', async () => {
      const student = await register('student');
      const teachers = await Promise.all(Array.from({ length: TEACHERS }, () => register('teacher')));
      // A student may write to any teacher; none of them has the app open, so each is told by email later.
      for (const teacher of teachers) {
        const sent = await request(`${server!.url}/api/messages/${teacher.user.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `Hello ${teacher.user.firstName}, are you free on Saturday?` }),
        });
        expect(sent.status).toBe(201);
      }
      server!.child.kill('SIGKILL');
      expect((await server!.exited).signal).toBe('SIGKILL');
      for (const teacher of teachers) expect(notificationsTo(teacher.user.email)).toEqual([]);

      server = await spawnServer(settings);
      const emails = await Promise.all(teachers.map((teacher) => mailbox.next((m) => m.to.includes(teacher.user.email) && !/verify-email/.test(m.text))));
      for (const mail of emails) expect(mail.text).toContain('are you free on Saturday?');
      // Several poll rounds (and, on PostgreSQL, both server processes) later: still one each.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      for (const teacher of teachers) expect(notificationsTo(teacher.user.email)).toHaveLength(1);
    }, 180_000);
  });
}
