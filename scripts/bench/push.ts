/**
 * npm run bench:push — the server's CPU per Web Push of a chat message: for each of CONVERSATIONS away receivers with
 * one subscribed browser, a message is sent as the chat sends it (its push and email queued by the statement that
 * stores it), and the delivery worker runs a round every PER_ROUND messages (claim, decide, word, encrypt, post,
 * mark), as in production. What is counted is what notifications add: that CPU minus the CPU of the same sends to
 * students in the app, stored as a server without notifications stores them (measured in each round, just before).
 * The push service is a sink in a process of its own, so its CPU is not counted. Each round pushes conversations not
 * pushed in the last minute (the per-conversation limit would hold them). bench:load's pairs of runs (notifications
 * off and on) measure the same cost inside a whole server, but their baseline moves ±0.4 ms a message between runs;
 * this one moves a few hundredths of a millisecond a push.
 *
 *   ROUNDS=16         rounds of all the conversations; the first WARM_UP_ROUNDS are not counted
 *   WARM_UP_ROUNDS=4  rounds while WebAssembly and JavaScript still compile (the first rounds cost up to twice the
 *                     later ones; with 4, background compilation still takes 0.2 ms a push of the counted rounds,
 *                     0.15 ms with 8 of 24, and nearly none in a server that has run for minutes)
 *   CONVERSATIONS=100 away receivers (students), each written to by a different teacher in each round
 *   PER_ROUND=3       pushes a worker round takes (bench:load's rounds take 2–10)
 *   QUERY_PROFILE=1   (embedded) the time inside PGlite per statement over the counted rounds (the baseline's too)
 *   CPU_PROFILE=file  a CPU profile of the counted rounds (main thread; the baseline's sends too) written to file,
 *                     summed by library in the log
 *   DATABASE_URL=…    a PostgreSQL server holding only bench users (the app's server time, not PostgreSQL's, is
 *                     counted); without it a fresh embedded PGlite in a temporary directory, whose work is the server's
 */
import { fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_QUIET_HOURS } from '../../contract/notification-delivery.ts';
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { autovacuumOnce } from '../../server/db/table-maintenance.ts';
import { createMessagesRepository } from '../../server/modules/chat/messages.repository.ts';
import { createNotificationDelivery } from '../../server/modules/notification-delivery/notification-delivery.ts';
import type { MessageNotices } from '../../server/modules/notification-delivery/message-notices.ts';
import { createPushChannel } from '../../server/modules/notification-delivery/push-channel.ts';
import { loadVapidKeys } from '../../server/modules/notification-delivery/push-keys.ts';
import { assertBenchOwned, intOption, log, machineInfo, option, rawSql, redact, runBench } from './bench-utils.ts';
import { cpuProfiler, profileByLibrary } from './chat/profile.ts';
import { profileQueries } from './load/query-profile.ts';
import { BENCH_EMAIL_DOMAIN } from './nearby-data.ts';

const ROUNDS = intOption('ROUNDS', 16, 5);
const CONVERSATIONS = intOption('CONVERSATIONS', 100);
const PER_ROUND = intOption('PER_ROUND', 3);
const WARM_UP_ROUNDS = intOption('WARM_UP_ROUNDS', 4, 0);
const HELD_MESSAGES = 3;
const EMAIL_LIKE = `push.%@${BENCH_EMAIL_DOMAIN}`;
const MESSAGE = 'Can we move tomorrow’s class to 5 pm? I have a test at school.';

/** A push service that accepts every message (201), in a child process. */
async function startPushSink() {
  const source = `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => { r.statusCode = 201; r.end(); }); });
    s.listen(0, '127.0.0.1', () => process.send(s.address().port));`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhood-push-sink-')), 'sink.cjs');
  fs.writeFileSync(file, source);
  const child = fork(file, { stdio: 'ignore' });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
  return { port, stop: () => child.kill() };
}

async function main() {
  const databaseUrl = option('DATABASE_URL', '');
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhood-bench-push-'));
  log(`Push benchmark — ${databaseUrl ? `PostgreSQL ${redact(databaseUrl)}` : 'embedded PGlite'}: ${CONVERSATIONS} conversations × ${ROUNDS} rounds, ${PER_ROUND} pushes a worker round`);
  log(machineInfo());
  const handle: DatabaseHandle = databaseUrl ? openServerDatabase(databaseUrl, 4) : await openEmbeddedDatabase(dataDir!);
  const raw = await rawSql(handle);
  const sink = await startPushSink();
  try {
    await assertBenchOwned(raw, databaseUrl ? 'that PostgreSQL database' : dataDir!);
    await runMigrations(handle);
    await raw.query(`delete from users where email like $1`, [EMAIL_LIKE]);
    // Away students (no open socket, one subscribed browser each), teachers, and students in the app (the baseline's).
    for (const [kind, type, online] of [['student', 'student', false], ['teacher', 'teacher', false], ['inapp', 'student', true]] as const) {
      await raw.query(
        `insert into users (email, password_hash, user_type, first_name, last_name, email_verified_at, is_online)
         select 'push.' || $1 || g || '@${BENCH_EMAIL_DOMAIN}', 'x', $2::user_type, 'Asha', 'Rao', now(), $4 from generate_series(1, $3) g`,
        [kind, type, CONVERSATIONS, online],
      );
    }
    const idsOf = async (kind: string) =>
      (await raw.query<{ id: string }>(`select id from users where email like $1 order by email`, [`push.${kind}%@${BENCH_EMAIL_DOMAIN}`])).map((r) => r.id);
    const [students, teachers, inApp] = [await idsOf('student'), await idsOf('teacher'), await idsOf('inapp')];
    for (const id of students) {
      await raw.query(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
        id,
        `http://127.0.0.1:${sink.port}/push/${id}`,
        createECDH('prime256v1').generateKeys().toString('base64url'),
        randomBytes(16).toString('base64url'),
      ]);
    }
    const vapidKeys = await loadVapidKeys(handle.db, undefined);
    const push = createPushChannel({ db: handle.db, vapidKeys, subject: 'mailto:bench@bench.invalid', rules: { serviceHosts: ['127.0.0.1'], allowInsecureLoopback: true } });
    const delivery = createNotificationDelivery({
      db: handle.db,
      channels: { push },
      options: { messageEmailDelaySeconds: 600, pollSeconds: 0, defaultQuietHours: { ...DEFAULT_QUIET_HOURS, enabled: false } },
    });
    const queries = option('QUERY_PROFILE', '') === '1' && handle.pglite ? profileQueries(handle.pglite) : undefined;
    const cpuProfileFile = option('CPU_PROFILE', '');
    const profiler = cpuProfileFile ? cpuProfiler() : undefined;
    let cpuMicros = 0;
    let mainMicros = 0;
    let pushes = 0;
    const messages = createMessagesRepository(handle.db);
    // A send as the chat makes it (counted against a limit no round reaches).
    const send = (from: string, to: string, notices?: MessageNotices) =>
      messages.insertChecked({ fromUserId: from, toUserId: to, content: MESSAGE, attachment: null, attachmentType: null, clientId: null }, { key: `chat:send:${from}`, limit: 1_000_000, windowMs: 10_000 }, notices);
    for (let round = 0; round < ROUNDS; round++) {
      const senderOf = (i: number) => teachers[(i + round) % CONVERSATIONS]!;
      // A round stands for a minute or more (one push a minute per conversation): the embedded server's autovacuum
      // (table-maintenance.ts, every minute) runs between rounds, as PostgreSQL's runs beside a server. Not counted.
      if (!databaseUrl) await autovacuumOnce(handle.db);
      if (round === WARM_UP_ROUNDS) {
        queries?.start();
        profiler?.start();
      }
      else if (round > WARM_UP_ROUNDS) queries?.resume();
      // The same sends to students in the app, as a server without notifications stores them: the baseline.
      const [base0, baseThread0] = [process.cpuUsage(), process.threadCpuUsage()];
      for (const [i, student] of inApp.entries()) await send(senderOf(i), student);
      const [base, baseThread] = [process.cpuUsage(base0), process.threadCpuUsage(baseThread0)];
      // Each message to an away student queues its notices in its own statement; the worker runs a round every
      // PER_ROUND messages.
      const [process0, thread0] = [process.cpuUsage(), process.threadCpuUsage()];
      for (let i = 0; i < students.length; i += PER_ROUND) {
        for (let j = i; j < Math.min(students.length, i + PER_ROUND); j++) {
          const checked = await send(senderOf(j), students[j]!, delivery.messageNotices(students[j]!, senderOf(j), { senderIsTutor: true }));
          delivery.messageSent(students[j]!, checked);
        }
        await delivery.runOnce();
      }
      const [cpu, thread] = [process.cpuUsage(process0), process.threadCpuUsage(thread0)];
      queries?.pause();
      const [{ sent } = { sent: 0 }] = await raw.query<{ sent: number }>(
        `select count(*)::int as sent from notification_outbox o join users u on u.id = o.user_id
          where u.email like $1 and o.channel = 'push' and o.status = 'sent'`,
        [EMAIL_LIKE],
      );
      const roundPushes = sent - pushes;
      const added = cpu.user + cpu.system - (base.user + base.system);
      const addedThread = thread.user + thread.system - (baseThread.user + baseThread.system);
      const perPush = added / 1000 / Math.max(1, roundPushes);
      log(`  round ${round + 1}: ${roundPushes} pushes, ${perPush.toFixed(3)} ms of CPU a push (main thread ${(addedThread / 1000 / Math.max(1, roundPushes)).toFixed(3)}; a message stored alone ${((base.user + base.system) / 1000 / inApp.length).toFixed(3)})${round < WARM_UP_ROUNDS ? ' (warm-up)' : ''}`);
      if (round >= WARM_UP_ROUNDS) {
        cpuMicros += added;
        mainMicros += addedThread;
      }
      pushes = sent;
      if (roundPushes !== CONVERSATIONS) throw new Error(`round ${round + 1} pushed ${roundPushes} of ${CONVERSATIONS} conversations`);
    }
    const counted = (ROUNDS - WARM_UP_ROUNDS) * CONVERSATIONS;
    log(`Server CPU added per push (queueing included): ${(cpuMicros / 1000 / counted).toFixed(3)} ms (the main thread ${(mainMicros / 1000 / counted).toFixed(3)} ms), over ${counted} pushes`);
    // Messages to a conversation pushed within the minute: its next push is queued by the first (held for the minute)
    // and the later ones find both notices pending (bench:load has about 3.5 of these a push). What they add:
    const lastSender = (i: number) => teachers[(i + ROUNDS - 1) % CONVERSATIONS]!;
    for (const [i, student] of students.entries()) {
      const checked = await send(lastSender(i), student, delivery.messageNotices(student, lastSender(i), { senderIsTutor: true }));
      delivery.messageSent(student, checked);
    }
    let heldMicros = 0;
    for (let k = 0; k < HELD_MESSAGES; k++) {
      const base0 = process.cpuUsage();
      for (const [i, student] of inApp.entries()) await send(lastSender(i), student);
      const base = process.cpuUsage(base0);
      const held0 = process.cpuUsage();
      for (const [i, student] of students.entries()) {
        const checked = await send(lastSender(i), student, delivery.messageNotices(student, lastSender(i), { senderIsTutor: true }));
        delivery.messageSent(student, checked);
        if (checked.queued.length) throw new Error('a message whose notices are pending queued more');
      }
      const held = process.cpuUsage(held0);
      heldMicros += held.user + held.system - (base.user + base.system);
    }
    log(`Server CPU added per message whose push and email are pending already: ${(heldMicros / 1000 / (HELD_MESSAGES * CONVERSATIONS)).toFixed(3)} ms, over ${HELD_MESSAGES * CONVERSATIONS} messages`);
    if (queries) for (const line of queries.stop(12)) log(line);
    const profile = await profiler?.stop();
    if (profile) {
      fs.writeFileSync(cpuProfileFile, JSON.stringify(profile));
      log(`CPU profile of the counted rounds (${cpuProfileFile}), ms a push by library (the sends to away and in-app students included):`);
      for (const [library, ms] of [...profileByLibrary(profile)].sort((a, b) => b[1] - a[1])) log(`  ${(ms / counted).toFixed(3).padStart(7)}  ${library}`);
    }
    await delivery.stop();
  } finally {
    await raw.query(`delete from users where email like $1`, [EMAIL_LIKE]).catch(() => undefined);
    raw.release();
    sink.stop();
    await handle.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBench(main);
