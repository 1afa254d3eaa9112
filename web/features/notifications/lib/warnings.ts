import type { Notification } from '../../../../contract/notifications.ts';

/** The unread moderator warnings to show, newest first. */
export function unreadWarnings(list: readonly Notification[] | undefined): Notification[] {
  return (list ?? [])
    .filter((n) => n.kind === 'moderator_warning' && n.readAt === null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The list without one notification (it was acknowledged). */
export function withoutNotification(list: readonly Notification[] | undefined, id: string): Notification[] | undefined {
  return list?.filter((n) => n.id !== id);
}

/** A notification pushed by the server joins the unread list once (newest first); a read one replaces nothing. */
export function withNotification(list: readonly Notification[] | undefined, notification: Notification): Notification[] {
  const rest = (list ?? []).filter((n) => n.id !== notification.id);
  if (notification.readAt !== null) return rest;
  return [notification, ...rest].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
