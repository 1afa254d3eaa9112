import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { showingText } from './viewer.ts';

const t = ((key: string, options: { radius: number }) => `${key}:${options.radius}`) as unknown as TFunction<'nearby'>;

describe('the nearby list line', () => {
  it('tells students they see verified teachers', () => {
    expect(showingText(t, 'teacher', 5, [])).toBe('list.showingTeachers:5');
  });

  it('says "verified students" to a teacher only when every student shown is verified', () => {
    expect(showingText(t, 'student', 10, [{ isVerified: true }, { isVerified: true }])).toBe('list.showingVerifiedStudents:10');
    expect(showingText(t, 'student', 10, [{ isVerified: true }, { isVerified: false }])).toBe('list.showingStudents:10');
    expect(showingText(t, 'student', 3, [])).toBe('list.showingStudents:3');
    expect(showingText(t, 'student', 3, undefined)).toBe('list.showingStudents:3');
  });
});
