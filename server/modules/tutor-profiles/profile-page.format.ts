import type { PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { tutorProfilePath } from '../../../contract/tutor-profiles.ts';
import type { PageLanguage } from '../../plugins/page-language.ts';
import { PROFILE_PAGE_TEXTS, translated, type ProfilePageTexts } from './profile-page.texts.ts';
import { excerpt } from '../../../contract/tutor-profiles.ts';

/** Text for HTML content and attribute values: every user-written value goes through this. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * JSON inside <script type="application/ld+json">: `<` escaped so no "</script>" or "<!--" in a bio can end or
 * change the block; U+2028/U+2029 escaped for older parsers. Still JSON that parses to the same value.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The absolute address of a path on this site (PUBLIC_URL); an address that is absolute already stays. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`);

/** The profile's address; with a language, that language's version (`?lang=hi`). */
export const canonicalUrl = (publicUrl: string, profile: PublicTutorProfile, language?: PageLanguage) =>
  absoluteUrl(publicUrl, tutorProfilePath(profile.slug, language));

export const fullName = (profile: PublicTutorProfile) => [profile.firstName, profile.lastName].filter(Boolean).join(' ');

/** Everything a page says about one tutor, worded in one language. */
export interface ProfileWording {
  language: PageLanguage;
  t: ProfilePageTexts;
  name: string;
  /** Up to three subjects, for the title. */
  mainSubjects: string;
  subjects: string[];
  classes: string[];
  city: string | null;
  /** Locality, city, state (repeats dropped). */
  area: string | null;
  verifiedMonth: string | null;
  fee: string | null;
  title: string;
  description: string;
}

/** The page's description: one excerpt rule on server and client (contract/tutor-profiles.ts). */
export { excerpt };

/** 'YYYY-MM' → "March 2026" / "मार्च 2026". */
function monthName(yearMonth: string, locale: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 15)));
}

export function profileWording(profile: PublicTutorProfile, language: PageLanguage): ProfileWording {
  const t = PROFILE_PAGE_TEXTS[language];
  const name = fullName(profile);
  const subjects = profile.subjects.map((s) => translated(t.subjects, s));
  const mainSubjects = subjects.slice(0, 3).join(', ');
  const { locality, city, state } = profile.area;
  const areaParts = [locality, city, state].filter((part): part is string => !!part?.trim());
  const area = areaParts.filter((part, i) => areaParts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === i).join(', ') || null;
  const rupees = new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const written = [profile.headline, profile.bio].filter((part): part is string => !!part?.trim()).join(' — ');
  return {
    language,
    t,
    name,
    mainSubjects,
    subjects,
    classes: profile.classes.map((c) => translated(t.classes, c)),
    city: city ?? null,
    area,
    verifiedMonth: profile.verifiedSince ? monthName(profile.verifiedSince, t.locale) : null,
    fee: profile.fee ? `${rupees.format(profile.fee.amount)} / ${t.feeUnits[profile.fee.unit]}` : null,
    title: t.title(name, mainSubjects, city ?? null),
    description: written ? excerpt(written) : t.description(name, mainSubjects, city ?? null),
  };
}
