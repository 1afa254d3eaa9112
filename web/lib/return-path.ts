/**
 * Where sign-in or registration continues (`?next=/guardian/confirm?token=…`): a path of this site only (a leading
 * single slash), so a link can never send a person to another site after they sign in. Anything else: the home.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** `path` with `?next=` set to `next` (nothing added for the home). */
export function withReturnPath(path: string, next: string): string {
  return next === '/' ? path : `${path}?${new URLSearchParams({ next }).toString()}`;
}
