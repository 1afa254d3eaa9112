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

/** The options of the teacher search's extra filters (issue 29 §3), with their labels in the active language. */
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

const MODE_LABELS = {
  student_home: 'modes.student_home',
  tutor_home: 'modes.tutor_home',
  online: 'modes.online',
} as const satisfies Record<TeachingMode, string>;
export const modeLabel = (t: SearchT, mode: TeachingMode) => t(MODE_LABELS[mode]);

const BOARD_LABELS = {
  CBSE: 'boards.CBSE',
  ICSE: 'boards.ICSE',
  'State Board': 'boards.stateBoard',
  IB: 'boards.IB',
  IGCSE: 'boards.IGCSE',
} as const satisfies Record<TutorBoard, string>;
export const boardLabel = (t: SearchT, board: TutorBoard) => t(BOARD_LABELS[board]);

const LANGUAGE_LABELS = {
  English: 'languages.English',
  Hindi: 'languages.Hindi',
  Bengali: 'languages.Bengali',
  Marathi: 'languages.Marathi',
  Telugu: 'languages.Telugu',
  Tamil: 'languages.Tamil',
  Gujarati: 'languages.Gujarati',
  Urdu: 'languages.Urdu',
  Kannada: 'languages.Kannada',
  Odia: 'languages.Odia',
  Malayalam: 'languages.Malayalam',
  Punjabi: 'languages.Punjabi',
  Assamese: 'languages.Assamese',
} as const satisfies Record<TeachingLanguage, string>;
export const languageLabel = (t: SearchT, language: TeachingLanguage) => t(LANGUAGE_LABELS[language]);

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
