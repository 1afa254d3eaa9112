import type { TFunction } from 'i18next';
import { z } from 'zod';
import { AvailabilitySettingsSchema, type AvailabilitySettings } from '../../../../contract/lessons.ts';
import { translateMessage } from '../../../i18n/errors.ts';

/** An empty meeting link or address field means none (null), as the contract has it. */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The contract's schema, reading the form's empty text fields as null. */
export const AvailabilityFormSchema = AvailabilitySettingsSchema.extend({
  meetingLink: z.preprocess(emptyAsNull, AvailabilitySettingsSchema.shape.meetingLink),
  teachingAddress: z.preprocess(emptyAsNull, AvailabilitySettingsSchema.shape.teachingAddress),
});
export type AvailabilityFormInput = z.input<typeof AvailabilityFormSchema>;

/** The saved settings as the form's starting values (null text as ''). */
export const toFormValues = (settings: AvailabilitySettings): AvailabilityFormInput => ({
  ...settings,
  meetingLink: settings.meetingLink ?? '',
  teachingAddress: settings.teachingAddress ?? '',
});

/** The contract's English messages in the active language (others through the shared error catalogue). */
export function availabilityError(t: TFunction<'lessons'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known: Record<string, string> = {
    'Choose at least one way to teach in this time': t('availability.errors.modes'),
    'The end must be after the start': t('availability.errors.endAfterStart'),
    'Enter a meeting link starting with https://': t('availability.errors.meetingLink'),
    'Choose at least one lesson length': t('availability.errors.lengths'),
  };
  return known[message] ?? translateMessage(message);
}
