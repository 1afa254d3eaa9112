import { differenceInCalendarDays, differenceInHours, differenceInMinutes } from 'date-fns';
import type { Notification, NotificationKind } from '../../../../contract/notifications.ts';
import { tutorProfilePath } from '../../../../contract/tutor-profile-paths.ts';
import { SHORT_DATE, formatDate, formatTime } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** The bell lists at most this many notifications, of which at most this many support replies (spec §9). */
export const BELL_MAX_ITEMS = 8;
export const BELL_MAX_SUPPORT_REPLIES = 3;
/** Notifications of the last 24 hours carry a 'New' badge (spec §9). */
export const NEW_WITHIN_MS = 24 * 60 * 60 * 1000;

function newestFirst(a: Notification, b: Notification): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/** What the bell shows: newest first, at most 8, of which at most the 3 newest support replies. */
export function bellNotifications(list: readonly Notification[] | undefined): Notification[] {
  let replies = 0;
  const shown: Notification[] = [];
  for (const notification of [...(list ?? [])].sort(newestFirst)) {
    if (shown.length === BELL_MAX_ITEMS) break;
    if (notification.kind === 'support_reply') {
      if (replies === BELL_MAX_SUPPORT_REPLIES) continue;
      replies += 1;
    }
    shown.push(notification);
  }
  return shown;
}

/** The bell's list keeps read notifications too: a pushed one joins it once, newest first (not before the first fetch). */
export function withPushedNotification(list: readonly Notification[] | undefined, notification: Notification): Notification[] | undefined {
  if (!list) return undefined;
  return [notification, ...list.filter((n) => n.id !== notification.id)].sort(newestFirst);
}

/** True when the notification is at most 24 hours old. */
export function isNewNotification(notification: Pick<Notification, 'createdAt'>, now: Date = new Date()): boolean {
  const age = now.getTime() - Date.parse(notification.createdAt);
  return Number.isFinite(age) && age <= NEW_WITHIN_MS;
}

/**
 * A moderator warning stays unread until the user presses 'I understand' on its banner, so opening the bell does not
 * acknowledge it and the badge does not count it.
 */
function isPendingWarning(notification: Notification): boolean {
  return notification.kind === 'moderator_warning' && notification.readAt === null;
}

/** The unread notifications opening the bell marks read (pending warnings are left to their banner). */
export function unreadForBell(list: readonly Notification[] | undefined): Notification[] {
  return (list ?? []).filter((n) => n.readAt === null && !isPendingWarning(n));
}

/**
 * What the bell marks 'New' and what its badge counts, one and the same: the notifications it shows that are unread
 * (a warning awaiting its banner aside) and of the last 24 hours (spec §9).
 */
export function newForBell(list: readonly Notification[] | undefined, now: Date = new Date()): Notification[] {
  return bellNotifications(list).filter((n) => n.readAt === null && !isPendingWarning(n) && isNewNotification(n, now));
}

/** The bell's badge: the number of notifications its list marks 'New'. */
export function bellBadgeCount(list: readonly Notification[] | undefined, now: Date = new Date()): number {
  return newForBell(list, now).length;
}

/** True when an unread moderator warning exists (then read-all would acknowledge it behind the banner's back). */
export function hasPendingWarning(list: readonly Notification[] | undefined): boolean {
  return (list ?? []).some(isPendingWarning);
}

/** The list with the given notifications marked read at `readAt`. */
export function markedRead(list: readonly Notification[] | undefined, ids: ReadonlySet<string>, readAt: string): Notification[] | undefined {
  return list?.map((n) => (ids.has(n.id) && n.readAt === null ? { ...n, readAt } : n));
}

export type NotificationTarget = { type: 'link'; to: string } | { type: 'support' } | { type: 'none' };

/**
 * Where a notification leads: KYC to the dashboard, requests to the requests screen, replies open the support chat, a
 * guardian's confirmation home, a review reminder to the teacher's public profile (where Write a review is), or to the
 * requests screen (their card offers it too) when the teacher has no profile; a lesson's news to that lesson.
 */
export function notificationTarget(notification: Pick<Notification, 'kind' | 'params'>): NotificationTarget {
  const kind: NotificationKind = notification.kind;
  switch (kind) {
    case 'support_reply':
      return { type: 'support' };
    case 'kyc_approved':
    case 'kyc_rejected':
      return { type: 'link', to: '/dashboard' };
    case 'request_accepted':
    case 'request_rejected':
      return { type: 'link', to: '/request' };
    case 'guardian_consent_granted':
      return { type: 'link', to: '/' };
    case 'review_reminder': {
      const slug = notification.params?.slug;
      return { type: 'link', to: slug ? tutorProfilePath(slug) : '/request' };
    }
    case 'lesson_update':
    case 'lesson_reminder': {
      const lessonId = notification.params?.lessonId;
      return { type: 'link', to: lessonId ? `/lessons?lesson=${encodeURIComponent(lessonId)}` : '/lessons' };
    }
    case 'moderator_warning':
      return { type: 'none' };
  }
}

/** Spec §9 relative times: Just now, minutes, hours, days up to 7, then the date. */
export function notificationTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const minutes = Math.max(0, differenceInMinutes(now, then));
  if (minutes < 1) return i18n.t('notifications:time.justNow');
  if (minutes < 60) return i18n.t('notifications:time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('notifications:time.hoursAgo', { count: hours });
  const days = Math.max(1, differenceInCalendarDays(now, then));
  if (days <= 7) return i18n.t('notifications:time.daysAgo', { count: days });
  return formatDate(then, SHORT_DATE);
}

/**
 * A moderator warning's time (spec §9, as admin times): within 24 hours the time only, older ones the date plus the
 * time ("3:05 pm", "12 Nov 2026, 3:05 pm"). A time in the future (clock skew) counts as recent.
 */
export function warningTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (differenceInHours(now, date) < 24) return formatTime(date);
  return formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
