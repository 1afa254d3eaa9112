import type { TFunction } from 'i18next';
import {
  PRICE_BANDS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TUTOR_BOARDS,
  type TeachingLanguage,
  type TeachingMode,
  type TutorBoard,
} from '../../../../contract/constants.ts';
import { SEARCH_SORTS, type SearchSort } from '../../../../contract/search.ts';
import { boardLabel as sharedBoardLabel, teachingLanguageLabel, teachingModeLabel } from '../../../lib/tutor-labels.ts';

/** The options of the teacher search's extra filters, with their labels in the active language. */
export { PRICE_BANDS, SEARCH_SORTS, TEACHING_LANGUAGES, TEACHING_MODES, TUTOR_BOARDS };
export type PriceBand = (typeof PRICE_BANDS)[number];
export type { SearchSort, TeachingLanguage, TeachingMode, TutorBoard };

/** Minimum average rating choices. */
export const MIN_RATINGS = ['3', '4', '4.5'] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

type SearchT = TFunction<'search'>;

/** A price band (spec §9: 0-500, 500-1000, 1000-2000, 2000+) as the API's fee range, in rupees per month. */
export function feeRangeOf(band: PriceBand): { feeMin: number; feeMax?: number } {
  const [min, max] = band.replace('+', '').split('-');
  return { feeMin: Number(min), ...(max ? { feeMax: Number(max) } : {}) };
}

/**
 * Boards, where lessons happen and teaching languages in the active language: the shared tutor labels (the `common`
 * catalogue, as the public profile shows them). `t` is taken for the same call shape as the search's own labels.
 */
export const boardLabel = (_t: SearchT, board: TutorBoard) => sharedBoardLabel(board);
export const modeLabel = (_t: SearchT, mode: TeachingMode) => teachingModeLabel(mode);
export const languageLabel = (_t: SearchT, language: TeachingLanguage) => teachingLanguageLabel(language);

const SORT_LABELS = {
  best: 'sort.best',
  nearest: 'sort.nearest',
  rating: 'sort.rating',
  fee_asc: 'sort.fee_asc',
  fee_desc: 'sort.fee_desc',
} as const satisfies Record<SearchSort, string>;
export const sortLabel = (t: SearchT, sort: SearchSort) => t(SORT_LABELS[sort]);

const BAND_LABELS = {
  '0-500': 'fee.band0',
  '500-1000': 'fee.band500',
  '1000-2000': 'fee.band1000',
  '2000+': 'fee.band2000',
} as const satisfies Record<PriceBand, string>;
export const priceBandLabel = (t: SearchT, band: PriceBand) => t(BAND_LABELS[band]);

const RATING_LABELS = { '3': 'rating.min3', '4': 'rating.min4', '4.5': 'rating.min45' } as const satisfies Record<MinRating, string>;
export const minRatingLabel = (t: SearchT, rating: MinRating) => t(RATING_LABELS[rating]);
