import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../../contract/notification-delivery.ts';
import type { User } from '../../../../contract/users.ts';

/**
 * The events that can happen to someone of this role, in the contract's order: only a teacher has KYC decisions and
 * reviews, only a student has a guardian's confirmation;
 * students, parents and teachers all have lessons. An admin receives none of them (the settings hide the section).
 */
const ROLE_EVENTS: Record<User['userType'], readonly NotificationEvent[]> = {
  student: ['message', 'request_received', 'request_answered', 'support_reply', 'guardian_consent', 'lesson_update', 'lesson_reminder'],
  teacher: ['message', 'request_received', 'request_answered', 'kyc_decision', 'support_reply', 'review_received', 'lesson_update', 'lesson_reminder'],
  parent: ['message', 'request_received', 'request_answered', 'support_reply', 'lesson_update', 'lesson_reminder'],
  admin: [],
};

export function eventsForRole(userType: User['userType']): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => ROLE_EVENTS[userType].includes(event));
}
