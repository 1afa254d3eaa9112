import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { runAlone } from '../../db/job-lock.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { Mailer } from '../account/mailer.ts';
import { deleteAccount } from '../admin-users/account-deletion.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { createAccountRetentionRepository } from './account-retention.repository.ts';
import { retentionNoticeEmail } from './retention-notice-email.ts';

/** Accounts handled per statement; a run goes on batch after batch until none is due. */
export const RETENTION_BATCH = 100;
/** The job's advisory lock: one instance at a time runs a round (any constant the instances share). */
const RETENTION_LOCK_ID = 7_284_114;

interface Deps {
  db: Database;
  /** On PostgreSQL: the pool the job's lock is taken from, so several instances never run a round at once. */
  pool?: pg.Pool;
  mailer: Mailer;
  files: FileStore;
  realtime?: Realtime;
  settings: AppConfig['accountRetention'];
  /** Links in the email start here (config.publicUrl). */
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/**
 * Data retention (DPDP Rules 2025, rule 8; decision 028): an account nobody has used for `inactiveDays` is told by
 * email that it will be erased, and erased `noticeHours` later unless it was used meanwhile; signing in is all it
 * takes to keep it. Erasure is the one account deletion (deleteAccount: everything the account owns, its messages
 * included, in one transaction per account, files after the commit), so no long lock is held. The email goes out
 * before the notice is recorded: a crash between the two sends it again on the next run rather than erasing an
 * account that was never told. Admin accounts are never erased for inactivity. One instance at a time runs a round
 * (an advisory lock): two would both email the same accounts, each sending before recording.
 */
export function createAccountRetention({ db, pool, mailer, files, realtime, settings, publicUrl, log }: Deps) {
  const repository = createAccountRetentionRepository(db);
  const signInUrl = `${publicUrl}/login`;
  let rounds: Promise<{ noticed: number; erased: number }> = Promise.resolve({ noticed: 0, erased: 0 });
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function notify(): Promise<number> {
    let noticed = 0;
    for (;;) {
      const due = await repository.dueNotice(settings.inactiveDays, RETENTION_BATCH);
      let sent = 0;
      for (const account of due) {
        try {
          await mailer.send(retentionNoticeEmail({ to: account.email, firstName: account.firstName, language: account.language, ...settings, signInUrl }));
        } catch (err) {
          // Not recorded: the next run tries again, and no account is erased before its email went out.
          log?.warn({ err, userId: account.id }, 'account retention notice not sent');
          continue;
        }
        if (await repository.markNoticed(account.id)) noticed++;
        sent++;
      }
      if (due.length < RETENTION_BATCH || sent === 0 || stopped) return noticed;
    }
  }

  async function erase(): Promise<number> {
    let erased = 0;
    for (;;) {
      const due = await repository.dueErasure(settings.inactiveDays, settings.noticeHours, RETENTION_BATCH);
      for (const account of due) {
        try {
          await deleteAccount({ db, files, realtime }, account);
          erased++;
          log?.info({ userId: account.id }, 'account erased after its retention notice');
        } catch (err) {
          log?.warn({ err, userId: account.id }, 'account retention erasure failed');
        }
      }
      if (due.length < RETENTION_BATCH || stopped) return erased;
    }
  }

  /** One round at a time per instance: erase what is due, then tell the newly unused. */
  function run(): Promise<{ noticed: number; erased: number }> {
    const next = rounds
      .catch(() => ({ noticed: 0, erased: 0 }))
      .then(
        async () =>
          (await runAlone(pool, RETENTION_LOCK_ID, async () => {
            const erased = await erase();
            const noticed = await notify();
            return { noticed, erased };
          })) ?? { noticed: 0, erased: 0 },
      );
    rounds = next;
    return next;
  }

  return {
    run,

    start() {
      if (settings.pollMinutes <= 0) return;
      const round = () => void run().catch((err: unknown) => log?.warn({ err }, 'account retention failed'));
      pollTimer = setInterval(round, settings.pollMinutes * 60_000);
      pollTimer.unref();
      round();
    },

    /** Stops polling; waits for the round in progress. */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      await rounds.catch(() => undefined);
    },
  };
}
export type AccountRetention = ReturnType<typeof createAccountRetention>;
