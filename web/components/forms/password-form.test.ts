import { describe, expect, it } from 'vitest';
import {
  ALL_FIELDS_REQUIRED,
  ChangePasswordFormSchema,
  NewPasswordFormSchema,
  PASSWORDS_DO_NOT_MATCH,
  tipMet,
  toChangePasswordBody,
  type ChangePasswordFormValues,
} from './password-form.ts';

function messages(values: ChangePasswordFormValues): Record<string, string[]> {
  const result = ChangePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('ChangePasswordFormSchema', () => {
  it('accepts three filled fields whose new passwords match', () => {
    expect(messages({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' })).toEqual({});
  });

  it("says 'All fields are required' for each empty field", () => {
    expect(messages({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: [ALL_FIELDS_REQUIRED],
      newPassword: [ALL_FIELDS_REQUIRED],
      confirmPassword: [ALL_FIELDS_REQUIRED],
    });
  });

  it('says the new passwords do not match, on the confirmation', () => {
    expect(messages({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
    });
  });

  it('asks for at least 6 characters in the new password', () => {
    expect(messages({ currentPassword: 'old-secret', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: ['New password must be at least 6 characters long'],
    });
  });

  it('does not compare an empty confirmation', () => {
    expect(messages({ currentPassword: 'x', newPassword: 'new-secret', confirmPassword: '' })).toEqual({
      confirmPassword: [ALL_FIELDS_REQUIRED],
    });
  });
});

describe('toChangePasswordBody', () => {
  it('leaves the confirmation out', () => {
    expect(toChangePasswordBody({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' })).toEqual({
      currentPassword: 'a',
      newPassword: 'bbbbbb',
    });
  });
});

describe('NewPasswordFormSchema (reset password)', () => {
  const issues = (values: { newPassword: string; confirmPassword: string }) => {
    const result = NewPasswordFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('applies the same rules and messages to the new password and its confirmation', () => {
    expect(issues({ newPassword: 'new-secret', confirmPassword: 'new-secret' })).toEqual([]);
    expect(issues({ newPassword: '', confirmPassword: '' })).toEqual([
      ['newPassword', ALL_FIELDS_REQUIRED],
      ['confirmPassword', ALL_FIELDS_REQUIRED],
    ]);
    expect(issues({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual([['newPassword', 'New password must be at least 6 characters long']]);
    expect(issues({ newPassword: 'new-secret', confirmPassword: 'other-secret' })).toEqual([['confirmPassword', PASSWORDS_DO_NOT_MATCH]]);
  });
});

describe('password tips', () => {
  it('are met by nothing while the field is empty', () => {
    expect(tipMet('common:password.tips.length', '')).toBe(false);
    expect(tipMet('common:password.tips.mix', '')).toBe(false);
  });

  it('follow the typed value', () => {
    expect(tipMet('common:password.tips.length', 'abc12')).toBe(false);
    expect(tipMet('common:password.tips.length', 'abc123')).toBe(true);
    expect(tipMet('common:password.tips.mix', 'abc123')).toBe(false);
    expect(tipMet('common:password.tips.mix', 'abc12!')).toBe(true);
    expect(tipMet('common:password.tips.mix', 'पासवर्ड1#')).toBe(true);
  });

  it('leave advice no password can show unmarked', () => {
    expect(tipMet('common:password.tips.reuse', 'abc12!')).toBeNull();
    expect(tipMet('common:password.tips.share', '')).toBeNull();
  });
});
