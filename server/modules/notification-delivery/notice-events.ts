import type { NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { NotificationRow } from '../../db/schema/index.ts';

/**
 * Which bell notices are also told outside the app, as which event, with what the email and push need. A moderator's
 * warning stays in the app (it is shown as a banner at the next visit); so does the review reminder.
 */
export function deliveryOfNotice(row: Pick<NotificationRow, 'id' | 'kind' | 'body' | 'params'>): { event: NotificationEvent; groupKey: string; payload: Record<string, string> } | null {
  const groupKey = row.id;
  switch (row.kind) {
    case 'support_reply':
      return { event: 'support_reply', groupKey, payload: { reply: row.body } };
    case 'kyc_approved':
      return { event: 'kyc_decision', groupKey, payload: { approved: 'true' } };
    case 'kyc_rejected':
      return { event: 'kyc_decision', groupKey, payload: { approved: 'false', reason: row.params.reason ?? '' } };
    case 'request_accepted':
    case 'request_rejected':
      return {
        event: 'request_answered',
        groupKey,
        payload: { name: row.params.name ?? '', accepted: String(row.kind === 'request_accepted'), answererId: row.params.answererId ?? '' },
      };
    case 'guardian_consent_granted':
      return { event: 'guardian_consent', groupKey, payload: {} };
    case 'lesson_update':
    case 'lesson_reminder':
      return {
        event: row.kind,
        groupKey: row.kind === 'lesson_reminder' ? `${row.params.lessonId ?? row.id}:${row.params.startsAt ?? ''}` : row.id,
        payload: {
          lessonId: row.params.lessonId ?? '',
          name: row.params.name ?? '',
          startsAt: row.params.startsAt ?? '',
          change: row.params.change ?? '',
          reason: row.params.reason ?? '',
        },
      };
    case 'moderator_warning':
    case 'review_reminder':
      return null;
  }
}
