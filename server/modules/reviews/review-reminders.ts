import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { NotificationKind } from '../../../contract/notifications.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import type { Database } from '../../db/client.ts';
import { presentNotification } from '../notifications/notifications.presenter.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createReviewRemindersRepository, type DueReminder } from './review-reminders.repository.ts';

/** A conversation this old (its first written message) with a reply from each side earns one reminder to review. */
export const REVIEW_REMINDER_AFTER_DAYS = 7;
/** Connections looked at per transaction: the lock is held for one batch, never for the whole walk. */
export const REVIEW_REMINDER_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the bell stores: English title and body, and the parameters a client words them with. */
export function reviewReminderNotice(due: DueReminder) {
  const name = [due.firstName, due.lastName].filter(Boolean).join(' ');
  // A profile exists only for a verified teacher: without one the bell links to the Requests screen.
  const slug = due.isVerified && due.publicId ? tutorSlug(due.firstName, due.lastName, due.publicId) : '';
  return {
    kind: 'review_reminder' as NotificationKind,
    title: 'How are the lessons going?',
    body: `You have been talking with ${name} for a week. Write a short review: it helps other families choose a tutor.`,
    params: { name, slug, teacherId: due.teacherId },
  };
}

/**
 * The review reminder: a student or parent who has talked with a connected teacher for a week gets one
 * bell notification to review them. Durable and never twice: the notification row itself is the record that it was
 * sent. Each batch of accepted connections is checked and its reminders inserted in one transaction under an
 * advisory lock, so runs on several instances, or two at once, cannot both insert one for the same pair; the
 * reminders are pushed to open bells after they commit. Run by a timer in app.ts (REVIEW_REMINDER_INTERVAL_MINUTES).
 */
export function createReviewReminders({ db, notifications, batchSize = REVIEW_REMINDER_BATCH }: { db: Database; notifications: NotificationsService; batchSize?: number }) {
  const repository = createReviewRemindersRepository(db);

  /** One walk over every accepted connection; returns how many reminders it sent. */
  async function run(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - REVIEW_REMINDER_AFTER_DAYS * DAY_MS);
    let after: string | null = null;
    let sent = 0;
    for (;;) {
      const slice = await repository.acceptedAfter(after, batchSize);
      if (!slice.length) return sent;
      after = slice.at(-1)!.id;
      const inserted = await db.transaction(async (tx) => {
        await repository.lock(tx);
        const due = await repository.due(slice, cutoff, tx);
        return repository.insert(
          due.map((d) => ({ userId: d.reviewerId, ...reviewReminderNotice(d) })),
          tx,
        );
      });
      for (const row of inserted) notifications.push(row.userId, presentNotification(row));
      sent += inserted.length;
      if (slice.length < batchSize) return sent;
      // The embedded database runs on this thread: let requests and sockets through between batches.
      await yieldToEvents();
    }
  }

  return { run };
}
export type ReviewReminders = ReturnType<typeof createReviewReminders>;
