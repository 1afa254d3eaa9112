/**
 * A returning user's first paint: the landing page (`/`) carries a static copy of the signed-in home before its data
 * (web/build/home-preview.tsx), and web/build/landing-boot.js shows it, names filled in, when a session token and this
 * module's note are stored, while the app's code downloads. The app removes it in the commit that shows the real
 * home (same markup, so nothing moves), or as soon as it shows anything else.
 */
import type { User } from '../../contract/users.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** localStorage: who the preview is for (read by web/build/landing-boot.js; keep the two in step). */
export const HOME_PREVIEW_KEY = 'tutorhood.homePreview';
const PREVIEW = '[data-signed-in-preview]';
/** A copy still on screen (one being dropped is hidden until it is removed). */
const SHOWN_PREVIEW = `${PREVIEW}:not([hidden])`;

export interface HomePreviewNote {
  userType: 'student' | 'teacher';
  firstName: string;
  lastName: string | null;
  /** The preview is the located user's home (the nearby panel); others get no preview. */
  located: boolean;
}

/** Called while signed in: what the next visit's preview shows (nothing for an admin). */
export function rememberHomePreview(user: User): void {
  if (user.userType === 'admin' || user.userType === 'parent') return removeItem(HOME_PREVIEW_KEY);
  const note: HomePreviewNote = { userType: user.userType, firstName: user.firstName, lastName: user.lastName, located: user.isLocationVerified };
  writeItem(HOME_PREVIEW_KEY, JSON.stringify(note));
}

/** The note the last signed-in visit left (null: none, or not one this version wrote). */
export function rememberedHomePreview(): HomePreviewNote | null {
  try {
    const note = JSON.parse(readItem(HOME_PREVIEW_KEY) ?? 'null') as Partial<HomePreviewNote> | null;
    if (!note || (note.userType !== 'student' && note.userType !== 'teacher') || typeof note.firstName !== 'string') return null;
    return { userType: note.userType, firstName: note.firstName, lastName: note.lastName ?? null, located: note.located === true };
  } catch {
    return null;
  }
}

/** Whether the static copy is on screen (a loading indicator would only draw above it). */
export function hasSignedInPreview(): boolean {
  return document.querySelector(SHOWN_PREVIEW) !== null;
}

/**
 * The real screen is on the page (or another one is): the static copy goes. Hidden at once, removed from the document
 * at the next idle moment: taken out while shown, each of its layout boxes was invalidated from script, one by one (a
 * 40–75 ms task in Lighthouse's trace of the home, which records a stack for each); hidden, it leaves in the next style
 * pass, and once hidden it has no boxes left to invalidate when it is removed.
 */
export function dropSignedInPreview(): void {
  const previews = [...document.querySelectorAll<HTMLElement>(SHOWN_PREVIEW)];
  if (previews.length === 0) return;
  for (const preview of previews) preview.hidden = true;
  const remove = () => previews.forEach((preview) => preview.remove());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(remove, { timeout: 5000 });
  else setTimeout(remove, 0);
}
