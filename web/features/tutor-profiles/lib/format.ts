import type { PublicReview, PublicTutorProfile, TutorArea } from '../../../../contract/tutor-profiles.ts';
import { formatDate, formatNumber, MONTH_YEAR, ONE_DECIMAL } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';
import { subjectLabel } from '../../requirements/lib/subject-label.ts';
import { excerpt } from '../../../../contract/tutor-profile-paths.ts';

/** 'YYYY-MM' (or an ISO date) as "March 2026" / "मार्च 2026"; null when it is not one. */
export function monthText(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return null;
  return formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15), MONTH_YEAR);
}

/** "Verified · since March 2026", or "Verified" when the month is not known. */
export function verifiedText(verifiedSince: string | null): string {
  const month = monthText(verifiedSince);
  return month ? i18n.t('tutor-profiles:hero.verifiedSince', { month }) : i18n.t('tutor-profiles:hero.verified');
}

/** "Indiranagar, Bengaluru" (the approximate area: locality and city, else city and state); null when none. */
export function areaText(area: TutorArea): string | null {
  const parts = area.locality ? [area.locality, area.city] : [area.city, area.state];
  const text = parts.filter(Boolean).join(', ');
  return text || null;
}

/** "2.5 km away" (to one decimal when it has one). */
export function distanceText(km: number): string {
  const distance = Number.isInteger(km) ? formatNumber(km) : formatNumber(km, ONE_DECIMAL);
  return i18n.t('tutor-profiles:hero.away', { distance });
}

/** "Usually replies within 3 hours": whole hours up to a day, then days; null when not known. */
export function responseTimeText(hours: number | null): string | null {
  if (hours === null || !Number.isFinite(hours) || hours < 0) return null;
  if (hours <= 1) return i18n.t('tutor-profiles:hero.repliesWithinHour');
  if (hours < 24) return i18n.t('tutor-profiles:hero.repliesWithinHours', { count: Math.ceil(hours) });
  return i18n.t('tutor-profiles:hero.repliesWithinDays', { count: Math.ceil(hours / 24) });
}

/** "4.8" for the rating summary. */
export const ratingNumber = (rating: number) => formatNumber(rating, ONE_DECIMAL);

export function reviewCountText(count: number): string {
  return count ? i18n.t('tutor-profiles:hero.reviewCount', { count }) : i18n.t('tutor-profiles:hero.noReviews');
}

/** Who wrote a review, as the public may know it: "Student" or "Parent", never a name. */
export function reviewerText(type: PublicReview['reviewerType']): string {
  return type === 'parent' ? i18n.t('tutor-profiles:reviews.parent') : i18n.t('tutor-profiles:reviews.student');
}

/** The page's description: one excerpt rule on server and client (contract/tutor-profiles.ts). */
export { excerpt };

export const fullName = (p: Pick<PublicTutorProfile, 'firstName' | 'lastName'>) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/**
 * The document title and the meta description of a profile page, in the active language: the same words as the
 * server-rendered page's (server/modules/tutor-profiles/profile-page.format.ts), so a client-side visit reads as the
 * page a search engine saw. The title's " | Tutorhood" is added by useDocumentTitle.
 */
export function profileMeta(profile: PublicTutorProfile): { title: string; description: string } {
  const name = fullName(profile);
  const subjects = profile.subjects.slice(0, 3).map(subjectLabel).join(', ');
  const city = profile.area.city;
  const title = city ? i18n.t('tutor-profiles:page.title', { name, subjects, city }) : i18n.t('tutor-profiles:page.titleNoCity', { name, subjects });
  const written = [profile.headline, profile.bio].filter((part): part is string => !!part?.trim()).join(' — ');
  const description = written
    ? excerpt(written)
    : city
      ? i18n.t('tutor-profiles:page.description', { name, subjects, city })
      : i18n.t('tutor-profiles:page.descriptionNoCity', { name, subjects });
  return { title, description };
}
