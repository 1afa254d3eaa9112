import { z } from 'zod';
import { IdSchema } from './common.ts';

/** Notices to one user. Today: a moderator's warning; the bell (support issue) adds more kinds. */
export const NOTIFICATION_KINDS = ['moderator_warning'] as const;

export const NotificationSchema = z
  .object({
    id: IdSchema,
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
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
