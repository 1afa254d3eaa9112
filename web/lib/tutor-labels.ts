import type { FEE_TYPES, TeachingLanguage, TeachingMode, TutorBoard } from '../../contract/constants.ts';
import { formatMoney } from '../i18n/format.ts';
import { i18n } from '../i18n/index.ts';

/**
 * The public tutor profile's values in the active language (the `common` catalogue, always loaded): boards, where
 * lessons happen, teaching languages and the fee's unit. The API keeps the English value; anything unknown shows as
 * given.
 */
type FeeUnit = (typeof FEE_TYPES)[number];

// Whole keys, so the catalogue check (scripts/i18n/catalogues.test.ts) sees every one in use.
const BOARD_KEYS: Record<TutorBoard, string> = {
  CBSE: 'common:tutor.boards.CBSE',
  ICSE: 'common:tutor.boards.ICSE',
  'State Board': 'common:tutor.boards.State Board',
  IB: 'common:tutor.boards.IB',
  IGCSE: 'common:tutor.boards.IGCSE',
};
const MODE_KEYS: Record<TeachingMode, string> = {
  student_home: 'common:tutor.modes.student_home',
  tutor_home: 'common:tutor.modes.tutor_home',
  online: 'common:tutor.modes.online',
};
const LANGUAGE_KEYS: Record<TeachingLanguage, string> = {
  English: 'common:tutor.languages.English',
  Hindi: 'common:tutor.languages.Hindi',
  Bengali: 'common:tutor.languages.Bengali',
  Marathi: 'common:tutor.languages.Marathi',
  Telugu: 'common:tutor.languages.Telugu',
  Tamil: 'common:tutor.languages.Tamil',
  Gujarati: 'common:tutor.languages.Gujarati',
  Urdu: 'common:tutor.languages.Urdu',
  Kannada: 'common:tutor.languages.Kannada',
  Odia: 'common:tutor.languages.Odia',
  Malayalam: 'common:tutor.languages.Malayalam',
  Punjabi: 'common:tutor.languages.Punjabi',
  Assamese: 'common:tutor.languages.Assamese',
};
const FEE_UNIT_KEYS: Record<FeeUnit, string> = {
  per_hour: 'common:tutor.feeUnits.per_hour',
  per_day: 'common:tutor.feeUnits.per_day',
  per_month: 'common:tutor.feeUnits.per_month',
  per_subject: 'common:tutor.feeUnits.per_subject',
};
const FEE_KEYS: Record<FeeUnit, string> = {
  per_hour: 'common:tutor.fee.per_hour',
  per_day: 'common:tutor.fee.per_day',
  per_month: 'common:tutor.fee.per_month',
  per_subject: 'common:tutor.fee.per_subject',
};

const label = (keys: Record<string, string>, value: string) => {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? i18n.t(key, { defaultValue: value }) : value;
};

export const boardLabel = (board: TutorBoard | string) => label(BOARD_KEYS, board);
export const teachingModeLabel = (mode: TeachingMode | string) => label(MODE_KEYS, mode);
export const teachingLanguageLabel = (language: TeachingLanguage | string) => label(LANGUAGE_KEYS, language);
/** "Per month" (the unit select's options). */
export const feeUnitLabel = (unit: FeeUnit) => label(FEE_UNIT_KEYS, unit);

/** "₹1,500 / month", "₹600 / hour": the fee as the tutor set it, whole rupees with Indian grouping. */
export function feeText(amount: number, unit: FeeUnit): string {
  return i18n.t(FEE_KEYS[unit], { amount: formatMoney(Math.round(amount)) });
}
