import type { Notification } from '../../../contract/notifications.ts';
import type { Executor } from '../../db/client.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { lessonTime } from '../notification-delivery/delivery-content.ts';
import { deliveryTexts, type LessonChange } from '../notification-delivery/delivery-texts.ts';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service.ts';

/** What the other side is told: the bell row's params are the contract of the lesson_update kind (all strings). */
export interface LessonNoticeFacts {
  lessonId: string;
  /** The acting side's display name, as the recipient knows them. */
  name: string;
  startsAt: Date;
  change: LessonChange;
  reason: string | null;
}

export function lessonUpdateNotice(facts: LessonNoticeFacts): NewNotification {
  const english = deliveryTexts('en');
  const startsAt = facts.startsAt.toISOString();
  return {
    kind: 'lesson_update',
    title: english.lessonTitle(facts.change, facts.name, lessonTime(startsAt, 'en')),
    body: english.lessonBody(facts.reason ?? ''),
    params: { lessonId: facts.lessonId, name: facts.name, startsAt, change: facts.change, reason: facts.reason ?? '' },
  };
}

/**
 * Telling people about a lesson: the other side's bell notice, stored with its email and push delivery inside the
 * change's transaction (`tell`), then, once committed (`announce`), the notice pushed to their open bells and
 * `lesson_updated` to the sockets of everyone who sees the lesson, so open Lessons screens refetch.
 */
export function createLessonNotices({ notifications, realtime }: { notifications: NotificationsService; realtime: Realtime }) {
  return {
    async tell(tx: Executor, recipientId: string, facts: LessonNoticeFacts): Promise<{ userId: string; notification: Notification }> {
      return { userId: recipientId, notification: await notifications.notify(recipientId, lessonUpdateNotice(facts), tx) };
    },

    announce(lessonId: string, viewerIds: string[], told: { userId: string; notification: Notification }[] = []) {
      for (const { userId, notification } of told) notifications.push(userId, notification);
      realtime.emitTo(viewerIds, 'lesson_updated', { lessonId });
    },
  };
}
export type LessonNotices = ReturnType<typeof createLessonNotices>;
