/**
 * Where sign-in or registration continues: `?next=/guardian/confirm?token=…`, or the `from` a page put in the
 * navigation state (the public shell's Sign In). A path of this site only: one leading slash, no backslash, no
 * control character and the same origin once the browser's URL parser has read it, so a link can never send a person
 * to another site after they sign in. Anything else: the home.
 */
export function returnPathFrom(search: string, state?: unknown): string {
  const next = new URLSearchParams(search).get('next');
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  return safeReturnPath(next) ?? safeReturnPath(from) ?? '/';
}

const ORIGIN = 'https://tutorhood.invalid';

/** `value` when it is a path on this site, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers drop tabs and newlines and read "\" as "/": "/\t/evil.example" and "/\evil.example" leave the site.
  if (value.includes('\\') || [...value].some((char) => char <= '\u001f' || char === '\u007f')) return null;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** `path` with `?next=` set to `next` (nothing added for the home). */
export function withReturnPath(path: string, next: string): string {
  return next === '/' ? path : `${path}?${new URLSearchParams({ next }).toString()}`;
}
