import type { FastifyBaseLogger } from 'fastify';
import { LESSON_REMINDER_MINUTES_BEFORE } from '../../../contract/lessons.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { Database } from '../../db/client.ts';
import { lessonTime } from '../notification-delivery/delivery-content.ts';
import { deliveryTexts } from '../notification-delivery/delivery-texts.ts';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service.ts';
import { createLessonRemindersRepository, type DueLessonReminder } from './lesson-reminders.repository.ts';

/** Lessons claimed per transaction. */
export const LESSON_REMINDER_BATCH = 100;

/** The bell's reminder (English words; the bell and the email/push word it from `params` in the user's language). */
export function lessonReminderNotice(lessonId: string, name: string, startsAt: Date): NewNotification {
  const english = deliveryTexts('en');
  return {
    kind: 'lesson_reminder',
    title: english.lessonReminderTitle(name, lessonTime(startsAt.toISOString(), 'en')),
    body: english.lessonReminderBody,
    params: { lessonId, name, startsAt: startsAt.toISOString() },
  };
}

/** Who is reminded of a lesson, each with the name of the other side: the teacher, the family and a guardian. */
function recipientsOf(due: DueLessonReminder): { userId: string; name: string }[] {
  const family = [due.bookedById, due.childUserId, due.bookerGuardianId].filter((id): id is string => Boolean(id));
  return [{ userId: due.teacherId, name: due.familyName }, ...[...new Set(family)].map((userId) => ({ userId, name: due.teacherName }))];
}

/**
 * The reminder before an accepted lesson: LESSON_REMINDER_MINUTES_BEFORE ahead, to both sides (and the
 * guardian of a child's own login), through the bell and its email and push, exactly once. The lesson row is the
 * state: due rows are claimed with FOR UPDATE SKIP LOCKED and marked reminder_sent_at in the same transaction as the
 * notifications, so any number of instances may poll, a restart loses nothing, and a lesson that moves (the
 * lessons service clears reminder_sent_at) is reminded again for its new time.
 */
export function createLessonReminders({
  db,
  notifications,
  pollSeconds,
  log,
  minutesBefore = LESSON_REMINDER_MINUTES_BEFORE,
}: {
  db: Database;
  notifications: NotificationsService;
  /** 0: never polls (run() still works). */
  pollSeconds: number;
  log?: FastifyBaseLogger;
  minutesBefore?: number;
}) {
  const repository = createLessonRemindersRepository();
  let rounds: Promise<number> = Promise.resolve(0);
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** One batch in one transaction; returns the lessons reminded. */
  async function remindBatch(): Promise<number> {
    const sent: { userId: string; notice: Notification }[] = [];
    const count = await db.transaction(async (tx) => {
      const due = await repository.claimDue(tx, minutesBefore, LESSON_REMINDER_BATCH);
      for (const lesson of due) {
        for (const { userId, name } of recipientsOf(lesson)) {
          sent.push({ userId, notice: await notifications.notify(userId, lessonReminderNotice(lesson.id, name, lesson.startsAt), tx) });
        }
      }
      await repository.markSent(
        tx,
        due.map((lesson) => lesson.id),
      );
      return due.length;
    });
    // Open bells hear of it once it has committed.
    for (const { userId, notice } of sent) notifications.push(userId, notice);
    return count;
  }

  async function drain(): Promise<number> {
    let reminded = 0;
    for (;;) {
      const count = await remindBatch();
      reminded += count;
      if (count < LESSON_REMINDER_BATCH || stopped) return reminded;
    }
  }

  /** One round at a time per instance: a call while one runs waits for it, then runs again. */
  function run(): Promise<number> {
    const next = rounds.catch(() => 0).then(() => drain());
    rounds = next;
    return next;
  }

  return {
    run,

    start() {
      if (pollSeconds <= 0) return;
      const round = () => void run().catch((err: unknown) => log?.warn({ err }, 'lesson reminders failed'));
      pollTimer = setInterval(round, pollSeconds * 1000);
      pollTimer.unref();
      round();
    },

    /** Stops polling; waits for the round in progress (it commits before the database closes). */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      await rounds.catch(() => 0);
    },
  };
}
export type LessonReminders = ReturnType<typeof createLessonReminders>;
