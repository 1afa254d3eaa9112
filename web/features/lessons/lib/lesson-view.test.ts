import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../contract/lessons.ts';
import { istDay, otherPerson, slotsByDay, statusWord, webcalUrl } from './lesson-view.ts';

const base: Pick<Lesson, 'status' | 'awaiting' | 'viewerSide' | 'teacherOutcome' | 'familyOutcome'> = {
  status: 'requested',
  awaiting: 'teacher',
  viewerSide: 'family',
  teacherOutcome: null,
  familyOutcome: null,
};

describe('statusWord', () => {
  it('names whose answer a requested or proposed lesson waits for, "you" when it is the viewer', () => {
    expect(statusWord(base)).toBe('waitingTutor');
    expect(statusWord({ ...base, viewerSide: 'teacher' })).toBe('waitingYou');
    expect(statusWord({ ...base, status: 'proposed', awaiting: 'family' })).toBe('waitingYou');
    expect(statusWord({ ...base, status: 'proposed', awaiting: 'family', viewerSide: 'teacher' })).toBe('waitingFamily');
    expect(statusWord({ ...base, viewerSide: 'guardian' })).toBe('waitingTutor');
  });

  it('says confirmed, declined or cancelled, and what the viewer recorded after an accepted lesson', () => {
    expect(statusWord({ ...base, status: 'accepted', awaiting: null })).toBe('confirmed');
    expect(statusWord({ ...base, status: 'declined', awaiting: null })).toBe('declined');
    expect(statusWord({ ...base, status: 'cancelled', awaiting: null })).toBe('cancelled');
    expect(statusWord({ ...base, status: 'accepted', awaiting: null, familyOutcome: 'happened' })).toBe('happened');
    expect(statusWord({ ...base, status: 'accepted', awaiting: null, viewerSide: 'teacher', familyOutcome: 'happened' })).toBe('confirmed');
    expect(statusWord({ ...base, status: 'accepted', awaiting: null, viewerSide: 'teacher', teacherOutcome: 'not_happened' })).toBe('notHappened');
  });
});

describe('otherPerson', () => {
  const teacher = { id: 't', name: 'Anita Desai', profileImage: null, userType: 'teacher' as const, profileSlug: 'anita' };
  const bookedBy = { id: 'p', name: 'Rahul Mehta', profileImage: null, userType: 'parent' as const, profileSlug: null };
  it('is the family for the teacher and the teacher for everyone else', () => {
    expect(otherPerson({ viewerSide: 'teacher', teacher, bookedBy })).toBe(bookedBy);
    expect(otherPerson({ viewerSide: 'family', teacher, bookedBy })).toBe(teacher);
    expect(otherPerson({ viewerSide: 'guardian', teacher, bookedBy })).toBe(teacher);
  });
});

describe('IST days', () => {
  it('reads an instant’s day in India, not in UTC or the device’s zone', () => {
    // 19:00 UTC on 4 Dec is 00:30 on 5 Dec in India.
    expect(istDay('2026-12-04T19:00:00.000Z')).toBe('2026-12-05');
    expect(istDay('2026-12-04T18:29:00.000Z')).toBe('2026-12-04');
  });

  it('groups free slots by their IST day, in order', () => {
    const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt, modes: ['online' as const] });
    const days = slotsByDay([slot('2026-12-04T10:00:00.000Z'), slot('2026-12-04T18:00:00.000Z'), slot('2026-12-04T19:00:00.000Z')]);
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([
      ['2026-12-04', 2],
      ['2026-12-05', 1],
    ]);
  });
});

describe('webcalUrl', () => {
  it('turns the feed’s https URL into a webcal:// subscription link', () => {
    expect(webcalUrl('https://tutorhood.in/api/calendar/abc.ics')).toBe('webcal://tutorhood.in/api/calendar/abc.ics');
  });
});
