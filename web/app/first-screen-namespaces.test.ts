import { describe, expect, it } from 'vitest';
import { firstScreenNamespaces, SHELL, SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from './first-screen-namespaces.ts';

const namespaces = Object.keys(import.meta.glob('../i18n/locales/en/*.json')).map((file) => file.replace(/^.*\/|\.json$/g, ''));

describe('firstScreenNamespaces', () => {
  it('gives the landing page its catalogue when no token is stored, on / and on any app path', () => {
    expect(firstScreenNamespaces('/', false)).toEqual(['landing']);
    expect(firstScreenNamespaces('/messages', false)).toEqual(['landing']);
    // Screens visitors may open sit in the public shell: its texts and the screen's.
    expect(firstScreenNamespaces('/find', false)).toEqual(['layout', ...SIGNED_IN_SCREENS.find!]);
  });

  it('gives the sign-in and password pages theirs, token or not', () => {
    expect(firstScreenNamespaces('/login', false)).toEqual(['auth']);
    expect(firstScreenNamespaces('/register-teacher', false)).toEqual(['auth', 'requirements']);
    expect(firstScreenNamespaces('/reset-password', true)).toEqual(['account']);
  });

  it("gives a signed-in screen the shell's catalogues and its own, also under /old", () => {
    expect(firstScreenNamespaces('/', true)).toEqual(['layout', 'notifications', 'nearby', 'requests', 'requirements']);
    expect(firstScreenNamespaces('/messages/3f0c', true)).toEqual(['layout', 'notifications', 'chat', 'nearby', 'profiles', 'reviews']);
    expect(firstScreenNamespaces('/old/messages', true)).toEqual(['layout', 'notifications', 'chat', 'nearby', 'profiles', 'reviews']);
    expect(firstScreenNamespaces('/unknown/path', true)).toEqual(['layout', 'notifications']);
  });

  it("gives a public tutor profile the public shell's catalogue and its own when signed out", () => {
    expect(firstScreenNamespaces('/tutors/ananya-iyer-3f9a1c2b7d', false)).toEqual(['layout', ...SIGNED_IN_SCREENS['tutors']!]);
    expect(firstScreenNamespaces('/tutors/ananya-iyer-3f9a1c2b7d', true)).toEqual(['layout', 'notifications', ...SIGNED_IN_SCREENS['tutors']!]);
  });

  it('loads nothing extra for the admin panel (English only)', () => {
    expect(firstScreenNamespaces('/admin/dashboard', true)).toEqual([]);
  });

  it('names only catalogues that exist', () => {
    const paths = ['/', '/find', '/messages', '/request', '/requirements', '/settings', '/dashboard', '/profile/edit', '/nearby-map', '/tutors/a-0123456789'];
    const named = [...paths.flatMap((path) => firstScreenNamespaces(path, true)), ...['/login', '/register-teacher', '/forgot-password', '/'].flatMap((path) => firstScreenNamespaces(path, false))];
    expect(named.filter((namespace) => !namespaces.includes(namespace))).toEqual([]);
  });
});

/** The route module of each screen the lists name (router.tsx). */
const SCREEN_FILES: Record<string, string> = {
  '': 'home.tsx',
  messages: 'messages.tsx',
  find: 'find.tsx',
  request: 'requests.tsx',
  requirements: 'requirements.tsx',
  settings: 'settings.tsx',
  dashboard: 'dashboard.tsx',
  profile: 'profile-edit.tsx',
  'nearby-map': 'nearby-map.tsx',
  tutors: 'tutor-profile.tsx',
  '/login': 'login.tsx',
  '/register-student': 'register-student.tsx',
  '/register-teacher': 'register-teacher.tsx',
  '/forgot-password': 'forgot-password.tsx',
  '/reset-password': 'reset-password.tsx',
  '/verify-email': 'verify-email.tsx',
  '/unsubscribe': 'unsubscribe.tsx',
};

/**
 * The catalogues a module and everything it imports statically ask for with useTranslation, except where they opt out
 * of suspending ({ useSuspense: false }). Lazily imported code has its own Suspense boundary, so it is not followed.
 */
// The web app's sources as text, keyed by their path from this folder ("./routes/home.tsx", "../lib/x.ts").
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.*'], { query: '?raw', import: 'default', eager: true });
const keyOf = (url: URL) => url.pathname.replace(/^\/web\/app\//, './').replace(/^\/web\//, '../');

function suspendingNamespaces(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: URL) => {
    if (!file.pathname.startsWith('/web/')) return; // the shared contract: no texts of the web's catalogues
    const key = keyOf(file);
    if (seen.has(key)) return;
    seen.add(key);
    const source = sources[key];
    if (source === undefined) throw new Error(`not found: ${key}`);
    for (const call of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const args = call[1]!;
      if (/useSuspense:\s*false/.test(args)) continue;
      for (const name of args.matchAll(/'([a-z-]+)'/g)) found.add(name[1]!);
    }
    for (const spec of source.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+\.tsx?)'/gm)) {
      visit(new URL(spec[1]!, file));
    }
  };
  visit(new URL(entry, 'file:///web/app/routes/'));
  return found;
}

describe('every catalogue a screen can show is loaded with its code', () => {
  it.each(Object.entries(SCREEN_FILES))('%s (%s)', (screen, file) => {
    const listed = new Set(['common', ...SHELL, ...(screen.startsWith('/') ? SIGNED_OUT_SCREENS[screen]! : SIGNED_IN_SCREENS[screen]!)]);
    const used = suspendingNamespaces(file);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((namespace) => !listed.has(namespace))).toEqual([]);
  });
});
