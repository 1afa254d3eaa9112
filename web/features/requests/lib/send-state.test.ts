import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { isUnverifiedTutor, requestIntro, sendButtonState } from './send-state.ts';
import { request, student, teacher } from './test-fixtures.ts';

beforeAll(() => startTestI18n('en'));

// The viewer is the student; the card is the teacher's.
const target = { id: teacher.id, isConnected: false };

describe('sendButtonState', () => {
  it('offers Send Request without any request between the two', () => {
    expect(sendButtonState({ target, sent: [], received: [] })).toBe('send');
    expect(sendButtonState({ target, sent: undefined, received: undefined })).toBe('send');
  });

  it('reads Request Sent while the viewer’s request is pending', () => {
    expect(sendButtonState({ target, sent: [request()], received: [] })).toBe('sent');
  });

  it('offers sending again after a decline', () => {
    expect(sendButtonState({ target, sent: [request({ status: 'rejected' })], received: [] })).toBe('send');
  });

  it('reads Request Sent after the server answered 409, until the lists say more', () => {
    expect(sendButtonState({ target, sent: [], received: [], conflicted: true })).toBe('sent');
    const theirs = request({ fromUser: teacher, toUser: student });
    expect(sendButtonState({ target, sent: [], received: [theirs], conflicted: true })).toBe('respond');
  });

  it('asks the viewer to respond when this user’s request to them is pending', () => {
    const theirs = request({ fromUser: teacher, toUser: student });
    expect(sendButtonState({ target, sent: [], received: [theirs] })).toBe('respond');
  });

  it('reads Connected once accepted, either way, or when the card says so', () => {
    expect(sendButtonState({ target: { ...target, isConnected: true }, sent: [], received: [] })).toBe('connected');
    expect(sendButtonState({ target, sent: [request({ status: 'accepted' })], received: [] })).toBe('connected');
    const theirs = request({ fromUser: teacher, toUser: student, status: 'accepted' });
    expect(sendButtonState({ target, sent: [], received: [theirs], conflicted: true })).toBe('connected');
  });

  it('ignores requests with other users', () => {
    const other = request({ toUser: { ...teacher, id: '00000000-0000-4000-8000-000000000009' } });
    expect(sendButtonState({ target, sent: [other], received: [] })).toBe('send');
  });
});

describe('requestIntro', () => {
  it('sends a learning interest to a teacher and a teaching offer to a student', () => {
    expect(requestIntro({ name: 'Kavitha Rao', userType: 'teacher' }).kind).toBe('learning interest');
    expect(requestIntro({ name: 'Rohan Iyer', userType: 'student' }).kind).toBe('teaching offer');
    expect(requestIntro({ name: 'Rohan Iyer', userType: 'student' }).description).toContain('Rohan Iyer');
  });
});

describe('a tutor without an approved KYC', () => {
  it('is named as such to whoever contacts them; students and verified tutors are not', () => {
    expect(isUnverifiedTutor({ userType: 'teacher', isVerified: false })).toBe(true);
    expect(isUnverifiedTutor({ userType: 'teacher', isVerified: true })).toBe(false);
    expect(isUnverifiedTutor({ userType: 'student', isVerified: false })).toBe(false);
  });
});
