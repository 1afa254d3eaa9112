import type { Notification } from '../../../contract/notifications.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { NotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import { deliveryOfNotice } from '../notification-delivery/notice-events.ts';
import { presentNotification } from './notifications.presenter.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** `params`: the variable parts of title and body (see the contract's NotificationSchema), `{}` when there are none. */
export type NewNotification = Pick<NotificationRow, 'kind' | 'title' | 'body' | 'params'>;

/**
 * Notices to one user: stored (read state follows the user across devices) and pushed to their open sockets; those
 * that are also told by email and push (a KYC decision, an answered request, a support reply…) are queued for
 * `delivery` in the same transaction. Inside a caller's transaction, pass `tx` and call `push` with the result once
 * it has committed.
 */
export function createNotificationsService({ db, realtime, delivery }: { db: Database; realtime?: Realtime; delivery?: NotificationDelivery }) {
  const repository = createNotificationsRepository(db);

  function push(userId: string, notification: Notification) {
    realtime?.emitTo([userId], 'notification', notification);
  }

  return {
    /** Stores the notification; without `tx` it is pushed at once, with one the caller pushes after commit. */
    async notify(userId: string, notification: NewNotification, tx?: Executor): Promise<Notification> {
      const row = await repository.insert({ userId, ...notification }, tx);
      const outside = deliveryOfNotice(row);
      if (outside && delivery) await delivery.enqueue({ userId, ...outside }, tx);
      const dto = presentNotification(row);
      if (!tx) push(userId, dto);
      return dto;
    },

    push,

    async list(userId: string, options: { unreadOnly: boolean }): Promise<Notification[]> {
      return (await repository.list(userId, options)).map(presentNotification);
    },

    /** Someone else's notification answers 404, as an unknown one does. */
    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await repository.markRead(userId, id);
      if (!row) throw notFound('Notification');
      return presentNotification(row);
    },

    async markAllRead(userId: string) {
      await repository.markAllRead(userId);
      return { message: 'All notifications marked as read' };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
