import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path.ts';

describe('return paths after sign-in and registration', () => {
  it('continue to a path of this site from ?next=, or else from the navigation state', () => {
    expect(returnPathFrom('?next=%2Ftutors%2Fananya-iyer-3f9a1c2b7d')).toBe('/tutors/ananya-iyer-3f9a1c2b7d');
    expect(returnPathFrom('?next=/guardian/confirm?token=abc')).toBe('/guardian/confirm?token=abc');
    expect(returnPathFrom('', { from: '/find?subject=Mathematics' })).toBe('/find?subject=Mathematics');
    expect(returnPathFrom('?next=/requirements', { from: '/find' })).toBe('/requirements');
    expect(returnPathFrom('')).toBe('/');
    expect(returnPathFrom('', null)).toBe('/');
    expect(returnPathFrom('', { from: 42 })).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'tutors/x',
    '',
  ])('never leave the site: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(returnPathFrom(`?${new URLSearchParams({ next: value })}`)).toBe('/');
    expect(returnPathFrom('', { from: value })).toBe('/');
  });

  it('are carried to the next page as ?next=, except the home', () => {
    expect(withReturnPath('/register-student', '/tutors/a-3f9a1c2b7d')).toBe('/register-student?next=%2Ftutors%2Fa-3f9a1c2b7d');
    expect(withReturnPath('/login', '/')).toBe('/login');
  });
});
