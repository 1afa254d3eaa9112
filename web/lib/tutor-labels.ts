import type { FEE_TYPES, TeachingLanguage, TeachingMode, TutorBoard } from '../../contract/constants.ts';
import { formatMoney } from '../i18n/format.ts';
import { i18n } from '../i18n/index.ts';

/**
 * The public tutor profile's values in the active language (the `common` catalogue, always loaded): boards, where
 * lessons happen, teaching languages and the fee's unit. The API keeps the English value; anything unknown shows as
 * given.
 */
type FeeUnit = (typeof FEE_TYPES)[number];

const label = (group: string, value: string) => i18n.t(`common:tutor.${group}.${value}`, { defaultValue: value });

export const boardLabel = (board: TutorBoard | string) => label('boards', board);
export const teachingModeLabel = (mode: TeachingMode | string) => label('modes', mode);
export const teachingLanguageLabel = (language: TeachingLanguage | string) => label('languages', language);
/** "Per month" (the unit select's options). */
export const feeUnitLabel = (unit: FeeUnit) => label('feeUnits', unit);

/** "₹1,500 / month", "₹600 / hour": the fee as the tutor set it, whole rupees with Indian grouping. */
export function feeText(amount: number, unit: FeeUnit): string {
  return i18n.t(`common:tutor.fee.${unit}`, { amount: formatMoney(Math.round(amount)) });
}
