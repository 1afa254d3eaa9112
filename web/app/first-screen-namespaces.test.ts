import { describe, expect, it } from 'vitest';
import { firstScreenNamespaces } from './first-screen-namespaces.ts';

const namespaces = Object.keys(import.meta.glob('../i18n/locales/en/*.json')).map((file) => file.replace(/^.*\/|\.json$/g, ''));

describe('firstScreenNamespaces', () => {
  it('gives the landing page its catalogue when no token is stored, on / and on any app path', () => {
    expect(firstScreenNamespaces('/', false)).toEqual(['landing']);
    expect(firstScreenNamespaces('/messages', false)).toEqual(['landing']);
  });

  it('gives the sign-in and password pages theirs, token or not', () => {
    expect(firstScreenNamespaces('/login', false)).toEqual(['auth']);
    expect(firstScreenNamespaces('/register-teacher', false)).toEqual(['auth', 'requirements']);
    expect(firstScreenNamespaces('/reset-password', true)).toEqual(['account']);
  });

  it("gives a signed-in screen the shell's catalogues and its own, also under /old", () => {
    expect(firstScreenNamespaces('/', true)).toEqual(['layout', 'notifications', 'nearby', 'requests']);
    expect(firstScreenNamespaces('/messages/3f0c', true)).toEqual(['layout', 'notifications', 'chat']);
    expect(firstScreenNamespaces('/old/messages', true)).toEqual(['layout', 'notifications', 'chat']);
    expect(firstScreenNamespaces('/unknown/path', true)).toEqual(['layout', 'notifications']);
  });

  it('loads nothing extra for the admin panel (English only)', () => {
    expect(firstScreenNamespaces('/admin/dashboard', true)).toEqual([]);
  });

  it('names only catalogues that exist', () => {
    const paths = ['/', '/find', '/messages', '/request', '/requirements', '/settings', '/dashboard', '/profile/edit', '/nearby-map'];
    const named = [...paths.flatMap((path) => firstScreenNamespaces(path, true)), ...['/login', '/register-teacher', '/forgot-password', '/'].flatMap((path) => firstScreenNamespaces(path, false))];
    expect(named.filter((namespace) => !namespaces.includes(namespace))).toEqual([]);
  });
});
