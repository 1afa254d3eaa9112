import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The session cookie: the same opaque token as the bearer token of the sign-in answer, for clients that send
 * cookies instead of an Authorization header (spec §7 "all calls send cookies"; the spec's socket sends no token).
 * HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure when the request came over HTTPS
 * (as Fastify sees it, TRUST_PROXY included). It lasts as long as the session; the server resolves it exactly as it
 * resolves a bearer token, so expiry and every revocation (logout, ban, password change or reset, deletion) end both.
 */
export const SESSION_COOKIE = 'tutorhood_session';

/** The session token a Cookie header carries, if any. */
export function sessionCookieToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || undefined;
}

/** A Set-Cookie value that stores `token` for `maxAgeSeconds`. */
export function sessionSetCookie(token: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

/** A Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: 0,
    expires: new Date(0),
  });
}
