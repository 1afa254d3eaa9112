import type { TFunction } from 'i18next';
import { TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import type { PlatformStats } from '../../../../contract/stats.ts';
import { formatDuration, formatNumber, formatPercent, ONE_DECIMAL } from '../../../i18n/format.ts';

/** "—": a figure with nothing behind it yet (no reviews, no answered requests) or not available now. */
export const NO_FIGURE = '—';

/** The cards of "Our Impact in Numbers"; `key` is also the card's data-figure (web/build/landing-boot.js fills them). */
export const IMPACT_KEYS = ['averageRating', 'reviews', 'parents', 'students', 'verifiedTeachers', 'successRate', 'averageResponse'] as const;
export type ImpactKey = (typeof IMPACT_KEYS)[number];

export interface ImpactFigure {
  key: ImpactKey | 'subjects';
  label: string;
  /** null while the figures load (the card keeps its place). */
  value: string | null;
  note: string;
}

/** What the landing page's script needs to fill the cards itself (the prerendered page has no React). */
export const IMPACT_SCRIPT_KEYS = ['fromReviews_one', 'fromReviews_other', 'noReviews', 'accepted_one', 'accepted_other', 'responseNote', 'notEnoughData', 'unavailable'] as const;

/**
 * The landing page's figures, every one computed (contract/stats.ts; the subjects are the ones registration offers).
 * `stats` undefined: still loading; `failed`: the figures could not be had, shown as "—".
 */
export function impactFigures(t: TFunction<'landing'>, stats: PlatformStats | undefined, failed = false): ImpactFigure[] {
  const pending = !stats && !failed;
  const count = (n: number | undefined) => (n === undefined ? (pending ? null : NO_FIGURE) : formatNumber(n));
  const missing = failed ? t('impact.unavailable') : '';
  const reviews = stats?.reviews;
  const requests = stats?.requests;
  const rating = !reviews ? missing : reviews.average === null ? t('impact.noReviews') : t('impact.fromReviews', { count: reviews.count, number: formatNumber(reviews.count) });
  const answered = !requests ? missing : requests.acceptedShare === null ? t('impact.notEnoughData') : t('impact.accepted', { count: requests.answered, number: formatNumber(requests.answered) });
  const orNone = (value: number | null | undefined, format: (n: number) => string) =>
    value === undefined ? (pending ? null : NO_FIGURE) : value === null ? NO_FIGURE : format(value);
  return [
    { key: 'averageRating', label: t('impact.averageRating'), value: orNone(reviews?.average, (n) => formatNumber(n, ONE_DECIMAL)), note: rating },
    { key: 'reviews', label: t('impact.reviews'), value: count(reviews?.count), note: '' },
    { key: 'parents', label: t('impact.parents'), value: count(stats?.parents), note: '' },
    { key: 'students', label: t('impact.students'), value: count(stats?.students), note: t('impact.studentsNote') },
    { key: 'verifiedTeachers', label: t('impact.verifiedTeachers'), value: count(stats?.verifiedTeachers), note: t('impact.verifiedTeachersNote') },
    { key: 'successRate', label: t('impact.successRate'), value: orNone(requests?.acceptedShare, formatPercent), note: answered },
    {
      key: 'averageResponse',
      label: t('impact.averageResponse'),
      value: orNone(requests?.medianFirstReplySeconds, formatDuration),
      note: !requests ? missing : requests.medianFirstReplySeconds === null ? t('impact.notEnoughData') : t('impact.responseNote'),
    },
    { key: 'subjects', label: t('impact.subjects'), value: formatNumber(TEACHER_SUBJECTS.length), note: t('impact.subjectsNote') },
  ];
}
