import type { Notification } from '../../../contract/notifications.ts';
import type { NotificationRow } from '../../db/schema/index.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
