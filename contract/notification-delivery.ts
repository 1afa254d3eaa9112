import { z } from 'zod';

/**
 * Notifications outside the app: what happened (the event), and where it is told (the channel). The bell
 * keeps its own list (contract/notifications.ts); these reach a user whose tab is closed.
 */
export const NOTIFICATION_EVENTS = [
  'message',
  'request_received',
  'request_answered',
  'kyc_decision',
  'support_reply',
  'review_received',
  'guardian_consent',
  'lesson_update',
  'lesson_reminder',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Quiet hours by default: no email or push from 22:00 to 07:00 India Standard Time. */
export const DEFAULT_QUIET_HOURS = { enabled: true, start: '22:00', end: '07:00' } as const;
/** The time zone quiet hours are read in (every user is in India; the UI says "IST"). */
export const QUIET_HOURS_TIME_ZONE = 'Asia/Kolkata';
/** At most one push per conversation in this many seconds. */
export const MESSAGE_PUSH_MIN_INTERVAL_SECONDS = 60;
/** A push shows this many characters of a message at most. */
export const PUSH_PREVIEW_MAX = 80;

const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00');

export const ChannelSwitchesSchema = z.object({ email: z.boolean(), push: z.boolean() });

/** GET/PUT /api/notifications/preferences. Every event has both switches; unset ones are on. */
export const NotificationPreferencesSchema = z
  .object({
    events: z.object(
      Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, ChannelSwitchesSchema])) as Record<
        NotificationEvent,
        typeof ChannelSwitchesSchema
      >,
    ),
    quietHours: z.object({ enabled: z.boolean(), start: ClockTimeSchema, end: ClockTimeSchema }),
    /** "Pause all": no email or push at all until turned off again (the bell still fills). */
    paused: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export type QuietHours = NotificationPreferences['quietHours'];

export const UpdateNotificationPreferencesBodySchema = NotificationPreferencesSchema;
export type UpdateNotificationPreferencesBody = NotificationPreferences;

/** A browser's PushSubscription.toJSON(), as the service worker's pushManager.subscribe() gives it. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url().max(2000).refine((u) => u.startsWith('https://') || u.startsWith('http://'), 'Must be an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** GET /api/notifications/push-key: the VAPID public key a browser subscribes with (base64url). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * What the service worker receives in a push message (encrypted, RFC 8291). `tag` groups notifications (one per
 * conversation); `path` is the screen a click opens.
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  path: z.string().startsWith('/'),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** A one-click unsubscribe link's token (from an email's footer or its List-Unsubscribe header). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });

/** GET /api/notifications/unsubscribe?token=…: which emails the link stops (nothing changes yet). */
export const UnsubscribeInfoSchema = z.object({ event: z.enum(NOTIFICATION_EVENTS) }).meta({ id: 'UnsubscribeInfo' });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;
