import type { TFunction } from 'i18next';
import type { Notification, NotificationKind } from '../../../../contract/notifications.ts';

export type NotificationsT = TFunction<'notifications'>;

/** Every kind's title (the English catalogue says exactly what the server stores in `title`). */
const TITLE_KEYS = {
  moderator_warning: 'notice.moderatorWarning.title',
  support_reply: 'notice.supportReply.title',
  kyc_approved: 'notice.kycApproved.title',
  kyc_rejected: 'notice.kycRejected.title',
  request_accepted: 'notice.requestAccepted.title',
  request_rejected: 'notice.requestRejected.title',
  guardian_consent_granted: 'notice.guardianConsentGranted.title',
  review_reminder: 'notice.reviewReminder.title',
} as const satisfies Record<NotificationKind, string>;

/**
 * The bodies the server words (filled in from `params`), with the parameters each one needs. A support reply and a
 * moderator's warning are a person's own words: their stored body is shown as written (null here).
 */
const BODY_KEYS = {
  moderator_warning: null,
  support_reply: null,
  kyc_approved: { key: 'notice.kycApproved.body', needs: [] },
  kyc_rejected: { key: 'notice.kycRejected.body', needs: ['reason'] },
  request_accepted: { key: 'notice.requestAccepted.body', needs: ['name'] },
  request_rejected: { key: 'notice.requestRejected.body', needs: ['name'] },
  guardian_consent_granted: { key: 'notice.guardianConsentGranted.body', needs: [] },
  review_reminder: { key: 'notice.reviewReminder.body', needs: ['name'] },
} as const satisfies Record<NotificationKind, { key: string; needs: readonly string[] } | null>;

/**
 * A notification's title and body in the active language. A body whose parameters are missing (a notice stored
 * before they were) is shown as stored, in English, rather than with a hole in it.
 */
export function notificationText(
  notification: Pick<Notification, 'kind' | 'body' | 'params'>,
  t: NotificationsT,
): { title: string; body: string } {
  const title = t(TITLE_KEYS[notification.kind]);
  const body = BODY_KEYS[notification.kind];
  const params = notification.params ?? {}; // none from a server older than `params` (a rolling deploy)
  if (!body || !body.needs.every((name) => typeof params[name] === 'string')) return { title, body: notification.body };
  return { title, body: t(body.key, params) };
}
