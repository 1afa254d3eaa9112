import { describe, expect, it } from 'vitest';
import { eventsForRole } from './notification-events.ts';

describe('eventsForRole', () => {
  it('gives a teacher KYC decisions and reviews, not a guardian’s confirmation', () => {
    expect(eventsForRole('teacher')).toEqual([
      'message',
      'request_received',
      'request_answered',
      'kyc_decision',
      'support_reply',
      'review_received',
      'lesson_update',
      'lesson_reminder',
    ]);
  });

  it('gives a student the guardian’s confirmation, not KYC or reviews', () => {
    expect(eventsForRole('student')).toEqual([
      'message',
      'request_received',
      'request_answered',
      'support_reply',
      'guardian_consent',
      'lesson_update',
      'lesson_reminder',
    ]);
  });

  it('gives a parent only what can happen to a parent (lessons too), and an admin nothing', () => {
    expect(eventsForRole('parent')).toEqual(['message', 'request_received', 'request_answered', 'support_reply', 'lesson_update', 'lesson_reminder']);
    expect(eventsForRole('admin')).toEqual([]);
  });
});
