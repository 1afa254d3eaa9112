import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * Notices to one user, the bell's inbox: a moderator's warning (also shown as a banner until acknowledged), a support
 * reply, a KYC decision, an answer to a connection request the user sent, a guardian's confirmation of a child's login,
 * a reminder to review a teacher the user has talked with for a week.
 */
export const NOTIFICATION_KINDS = [
  'moderator_warning',
  'support_reply',
  'kyc_approved',
  'kyc_rejected',
  'request_accepted',
  'request_rejected',
  'guardian_consent_granted',
  'review_reminder',
  'lesson_update',
  'lesson_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = z
  .object({
    id: IdSchema,
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    /**
     * The variable parts of the text, for a client that words it in the user's language: `{ name, answererId }` (who answered) for
     * request_accepted/request_rejected, `{ reason }` for kyc_rejected, `{ name, slug, teacherId }` for review_reminder
     * (the teacher; `slug` their public profile's, '' when they have none), `{}` otherwise. `title` and `body` stay English.
     */
    params: z.record(z.string(), z.string()),
    createdAt: z.iso.datetime(),
    readAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications?unread=true: the user's own, newest first (at most 50). */
export const NotificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
