import { isOpenPath } from './open-paths.ts';

/**
 * The message catalogues the first screen of a page load shows, besides `common` (web/i18n/locales/<language>/*.json).
 * main.tsx asks for them together with `common` at startup, so they download alongside the screen's code instead of
 * after it (code → render → suspend on the catalogue → fetch), and the first paint is already in the right language.
 * A namespace missing here only costs that wait; one too many only an early small download.
 */
export const SIGNED_OUT_SCREENS: Record<string, readonly string[]> = {
  '/login': ['auth'],
  // The class list and the subjects checklist show their names from the requirements catalogue.
  '/register-student': ['auth', 'requirements'],
  '/register-teacher': ['auth', 'requirements'],
  '/register-parent': ['auth'],
  // A guardian's consent link, signed in or not.
  '/guardian/confirm': ['families'],
  '/forgot-password': ['account'],
  '/reset-password': ['account'],
  // Signed in or out (the emailed verification link).
  '/verify-email': ['verification'],
  // Signed in or out (an email's unsubscribe link).
  '/unsubscribe': ['unsubscribe'],
};

/**
 * The signed-in screens by their first path segment (/old/… paths show the same screens). Every catalogue a screen can
 * show, not only at its first paint: the router loads them with the screen's code (router.tsx), because a catalogue
 * asked for later suspends the whole screen (it blinks away for a spinner). first-screen-namespaces.test.ts checks the
 * lists against the screens' imports.
 */
export const SIGNED_IN_SCREENS: Record<string, readonly string[]> = {
  // The cards name a student's class and a teacher's subjects from the requirements catalogue.
  '': ['nearby', 'requests', 'requirements'],
  messages: ['chat', 'nearby', 'profiles', 'reviews'],
  find: ['search', 'nearby', 'stats', 'requests', 'requirements', 'reviews'],
  request: ['requests', 'requirements', 'reviews'],
  requirements: ['requirements'],
  // Write a review comes from the reviews feature.
  lessons: ['lessons', 'reviews'],
  settings: ['account', 'location'],
  dashboard: ['profiles', 'requirements', 'kyc', 'reviews', 'location'],
  profile: ['profiles', 'requirements'],
  'nearby-map': ['nearby', 'location', 'stats', 'requests', 'requirements', 'search'],
  children: ['families'],
  // A public tutor profile (also signed out, in the public shell): its actions come from requests, search, reviews and lessons.
  tutors: ['tutor-profiles', 'requirements', 'requests', 'search', 'reviews', 'lessons'],
};

/** The shell's own texts: the header, navigation, offline banner and the notifications menu. */
export const SHELL = ['layout', 'notifications'] as const;

export function firstScreenNamespaces(path: string, hasToken: boolean): string[] {
  if (path === '/admin' || path.startsWith('/admin/')) return [];
  const signedOut = SIGNED_OUT_SCREENS[path.replace(/\/+$/, '')];
  if (signedOut) return [...signedOut];
  // Every other path is the signed-in area: the app when a token is stored; else the public shell on the screens
  // visitors may open (open-paths.ts), the landing page anywhere else.
  if (!hasToken) return isOpenPath(path) ? [...new Set(['layout', ...(SIGNED_IN_SCREENS[signedInScreenOf(path)] ?? [])])] : ['landing'];
  return [...new Set([...SHELL, ...(SIGNED_IN_SCREENS[signedInScreenOf(path)] ?? [])])];
}

/** A signed-in path's screen: its first segment, /old/… paths showing the same screens ('' is the home). */
export function signedInScreenOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments[0] === 'old' ? (segments[1] ?? '') : (segments[0] ?? '');
}
