import { PAGE_LANGUAGE_PARAM } from './constants.ts';
import type { Language } from './users.ts';

/*
 * A public tutor profile's address and description rule, shared by the server and the web. No zod here: the web's
 * screens that link to a profile import this file, not the schemas of contract/tutor-profiles.ts.
 */

/** Lower-case ASCII words of a name joined by hyphens ('Ananya Iyer' → 'ananya-iyer'); 'tutor' when none remain. */
export function nameSlug(firstName: string, lastName: string | null | undefined): string {
  const words = `${firstName} ${lastName ?? ''}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 60).replace(/-+$/, '') || 'tutor';
}

/** The profile's address segment: name plus the stable short id (`/tutors/ananya-iyer-3f9a1c2b7d`). */
export const tutorSlug = (firstName: string, lastName: string | null | undefined, publicId: string) =>
  `${nameSlug(firstName, lastName)}-${publicId}`;

/** The short id at the end of a slug: how a profile is found; a slug whose name part is stale redirects. */
export const publicIdOfSlug = (slug: string): string | null => /(?:^|-)([0-9a-f]{10})$/.exec(slug)?.[1] ?? null;

/** A profile's meta description is at most this long (what search engines show). */
const DESCRIPTION_MAX = 160;

/**
 * Whitespace collapsed and cut at a word before `max` characters, with an ellipsis when cut: the profile's meta
 * description, the same on the server-rendered page and after the app takes over.
 */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A profile's address; with a language, the address of that language's version (`?lang=hi`), which the server renders
 * and the app shows in that language whatever the browser prefers: the pages `hreflang` links point to. Without one,
 * the visitor's own language (their choice, else their browser's) is served at the canonical address.
 */
export const tutorProfilePath = (slug: string, language?: Language) => `/tutors/${slug}${language ? `?${PAGE_LANGUAGE_PARAM}=${language}` : ''}`;
