import { safeReturnPath } from './return-path.ts';

/**
 * A contact a signed-out visitor started on a tutor's profile (Send Request with the message they typed, or Message)
 * and left for registration or sign-in: kept in this tab's sessionStorage and finished on the profile once they are
 * back, signed in, without retyping. One at a time; it expires after a day.
 */
export interface PendingContact {
  kind: 'request' | 'message';
  /** The tutor's user id (what the action addresses) and name (for the texts). */
  tutorId: string;
  tutorName: string;
  /** The profile's path, where the action completes (/tutors/{slug}); a path of this site. */
  path: string;
  /** The request's message as typed ('' for none, and for Message). */
  message: string;
  savedAt: number;
}

const KEY = 'tutorhood.pendingContact';
export const PENDING_CONTACT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** REQUEST_MESSAGE_MAX (contract/requests.ts, not imported: it would bring zod to every page that reads this). */
const MESSAGE_MAX = 500;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingContact(contact: Omit<PendingContact, 'savedAt'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...contact, savedAt: now }));
  } catch {
    /* storage full or disabled: the visitor presses the button again after signing in */
  }
}

/** The stored contact, if it is whole, recent and addressed to a path of this site; anything else is dropped. */
export function readPendingContact(now = Date.now()): PendingContact | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  const contact = parse(raw);
  if (!contact || now - contact.savedAt > PENDING_CONTACT_MAX_AGE_MS || contact.savedAt > now + 60_000) {
    clearPendingContact();
    return null;
  }
  return contact;
}

/** The stored contact when it belongs to the page at `path` (a trailing slash and the query do not matter). */
export function pendingContactFor(path: string, now = Date.now()): PendingContact | null {
  const contact = readPendingContact(now);
  const bare = (p: string) => p.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return contact && bare(contact.path) === bare(path) ? contact : null;
}

export function clearPendingContact(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

function parse(raw: string): PendingContact | null {
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { kind, tutorId, tutorName, path, message, savedAt } = value;
    if (kind !== 'request' && kind !== 'message') return null;
    if (typeof tutorId !== 'string' || typeof tutorName !== 'string' || typeof savedAt !== 'number') return null;
    const safePath = safeReturnPath(path);
    if (!safePath || typeof message !== 'string') return null;
    return { kind, tutorId, tutorName, path: safePath, message: message.slice(0, MESSAGE_MAX), savedAt };
  } catch {
    return null;
  }
}
