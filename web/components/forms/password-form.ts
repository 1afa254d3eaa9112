import { z } from 'zod';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '../../../contract/admin.ts';
import { i18n } from '../../i18n/index.ts';

/** Spec §5 change password (the admin's rules, which apply to every user): the messages, exactly. */
export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

const { currentPassword, newPassword } = ChangePasswordBodySchema.shape;

/** The confirmation must repeat the new password (compared only when both are filled). */
function confirmationMatches(values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword && values.newPassword && values.confirmPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
  }
}

const newPasswordFields = {
  newPassword: z.string().min(1, ALL_FIELDS_REQUIRED).pipe(newPassword),
  confirmPassword: z.string().min(1, ALL_FIELDS_REQUIRED),
};

/**
 * The change-password form: the API body (its rules and messages) plus the confirmation. An empty field says 'All
 * fields are required' (before the length rule of the new password); a confirmation unlike the new password says
 * 'New passwords do not match'.
 */
export const ChangePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, ALL_FIELDS_REQUIRED).pipe(currentPassword), ...newPasswordFields })
  .superRefine(confirmationMatches);

export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the API receives: the confirmation stays in the form. */
export function toChangePasswordBody(values: ChangePasswordFormValues): ChangePasswordBody {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

/** The reset-password form (from an emailed link): new password and confirmation, with the same rules. */
export const NewPasswordFormSchema = z.object(newPasswordFields).superRefine(confirmationMatches);
export type NewPasswordFormValues = z.input<typeof NewPasswordFormSchema>;

/**
 * A field's message in the active language: the confirmation's own message here, the others (from the contract's
 * schemas) by FieldError's translateMessage.
 */
export function passwordFormError(message: string | undefined): string | undefined {
  return message === PASSWORDS_DO_NOT_MATCH ? i18n.t('common:password.doNotMatch') : message;
}

/** The security tips shown beside the forms (catalogue keys). */
export const PASSWORD_TIPS = [
  'common:password.tips.length',
  'common:password.tips.mix',
  'common:password.tips.reuse',
  'common:password.tips.share',
] as const;
export type PasswordTip = (typeof PASSWORD_TIPS)[number];

/**
 * Whether the typed new password meets a tip: true or false for the tips a password can be checked against (length,
 * a mix of letters, numbers and symbols), null for advice no password shows (reuse, sharing).
 */
export function tipMet(tip: PasswordTip, password: string): boolean | null {
  switch (tip) {
    case 'common:password.tips.length':
      return password.length >= 6;
    case 'common:password.tips.mix':
      return /\p{L}/u.test(password) && /\p{N}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password);
    default:
      return null;
  }
}
