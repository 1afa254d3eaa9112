import { z } from 'zod';
import { FEE_TYPES, STUDENT_CLASS_OPTIONS, TEACHING_LANGUAGES, TEACHING_MODES, TUTOR_BOARDS, TUTOR_HEADLINE_MAX } from './constants.ts';
import { formatMessage, MESSAGES, type MessageCode } from './messages.ts';

/**
 * What a teacher adds about their teaching for the public profile: a headline, the classes, boards, places
 * and languages they teach in, and the unit of their fee. Optional at registration, editable in the profile
 * (UpdateProfileBodySchema); every list is a choice from its constant, kept in the constant's order, without repeats.
 */
function choiceList<const T extends readonly [string, ...string[]]>(options: T, message: MessageCode) {
  return z
    .array(z.enum(options, { error: MESSAGES[message] }), { error: MESSAGES[message] })
    .max(options.length, MESSAGES[message])
    .transform((list) => options.filter((option) => list.includes(option)) as T[number][]);
}

export const teacherDetailFields = {
  /** One line under the name; '' or null clears it. */
  headline: z
    .string()
    .trim()
    .max(TUTOR_HEADLINE_MAX, formatMessage('HEADLINE_TOO_LONG', { max: TUTOR_HEADLINE_MAX }))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  classes: choiceList(STUDENT_CLASS_OPTIONS, 'CLASSES_CHOOSE_FROM_LIST').optional(),
  boards: choiceList(TUTOR_BOARDS, 'BOARDS_CHOOSE_FROM_LIST').optional(),
  teachingModes: choiceList(TEACHING_MODES, 'TEACHING_MODES_CHOOSE_FROM_LIST').optional(),
  languages: choiceList(TEACHING_LANGUAGES, 'LANGUAGES_CHOOSE_FROM_LIST').optional(),
  /** What `monthlyFee` (the amount, whole rupees) is for: per hour, day, month or subject. */
  feeUnit: z.enum(FEE_TYPES, { error: MESSAGES.FEE_UNIT_INVALID }).optional(),
};

/** The fee amount as the profile takes it: whole rupees, at least 1; null clears it. */
export const feeAmountField = z
  .number({ error: MESSAGES.MONTHLY_FEE_NOT_NUMBER })
  .int(MESSAGES.MONTHLY_FEE_NOT_WHOLE)
  .min(1, MESSAGES.MONTHLY_FEE_TOO_SMALL)
  .max(10_000_000, MESSAGES.MONTHLY_FEE_TOO_LARGE)
  .nullable()
  .optional();
