import type { TFunction } from 'i18next';
import type { Notification, NotificationKind } from '../../../../contract/notifications.ts';
import { formatLessonDateTime } from '../../../i18n/format.ts';

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
} as const satisfies Record<Exclude<NotificationKind, LessonKind>, string>;

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
} as const satisfies Record<Exclude<NotificationKind, LessonKind>, { key: string; needs: readonly string[] } | null>;

type LessonKind = 'lesson_update' | 'lesson_reminder';

/** A lesson's news, worded by what changed (the server's delivery texts say the same). */
const LESSON_CHANGE_TITLES = {
  requested: 'notice.lessonUpdate.requested',
  accepted: 'notice.lessonUpdate.accepted',
  declined: 'notice.lessonUpdate.declined',
  proposed: 'notice.lessonUpdate.proposed',
  cancelled: 'notice.lessonUpdate.cancelled',
} as const;
const isLessonChange = (change: string | undefined): change is keyof typeof LESSON_CHANGE_TITLES =>
  change !== undefined && Object.hasOwn(LESSON_CHANGE_TITLES, change);

/** A lesson's title and body from its params ({ name, startsAt, change, reason }); null when they are missing. */
function lessonText(kind: LessonKind, params: Record<string, string>, t: NotificationsT): { title: string; body: string } | null {
  const { name, startsAt, change, reason } = params;
  if (name === undefined || startsAt === undefined || Number.isNaN(Date.parse(startsAt))) return null;
  const when = `${formatLessonDateTime(startsAt)} IST`;
  if (kind === 'lesson_reminder') return { title: t('notice.lessonReminder.title', { name, when }), body: t('notice.lessonReminder.body') };
  if (!isLessonChange(change)) return null;
  return {
    title: t(LESSON_CHANGE_TITLES[change], { name, when }),
    body: reason ? t('notice.lessonUpdate.reason', { reason }) : t('notice.lessonUpdate.noReason'),
  };
}

/**
 * A notification's title and body in the active language. A body whose parameters are missing (a notice stored
 * before they were) is shown as stored, in English, rather than with a hole in it.
 */
export function notificationText(
  notification: Pick<Notification, 'kind' | 'title' | 'body' | 'params'>,
  t: NotificationsT,
): { title: string; body: string } {
  const params = notification.params ?? {}; // none from a server older than `params` (a rolling deploy)
  if (notification.kind === 'lesson_update' || notification.kind === 'lesson_reminder') {
    return lessonText(notification.kind, params, t) ?? { title: notification.title, body: notification.body };
  }
  const title = t(TITLE_KEYS[notification.kind]);
  const body = BODY_KEYS[notification.kind];
  if (!body || !body.needs.every((name) => typeof params[name] === 'string')) return { title, body: notification.body };
  return { title, body: t(body.key, params) };
}
