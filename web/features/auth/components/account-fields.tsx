import { memo } from 'react';
import type { Control, FieldValues, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldOf } from '../../../components/ui/form-field-of.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** The account fields both registration forms share (values before the contract schema's transforms). */
export interface AccountInput {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  mobile: string;
}

export const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'password', 'mobile'] as const;

/** The account part of a registration form, for AccountFields (a form of a wider type holds these fields too). */
export function accountFieldsOf<T extends AccountInput, U extends FieldValues = T>(form: UseFormReturn<T, unknown, U>) {
  return {
    control: form.control as unknown as Control<AccountInput>,
    register: form.register as unknown as UseFormRegister<AccountInput>,
  };
}

/** First name, last name (optional), email, password, mobile number, each following only its own message. */
export const AccountFields = memo(function AccountFields({
  idPrefix,
  control,
  register,
}: {
  idPrefix: string;
  control: Control<AccountInput>;
  register: UseFormRegister<AccountInput>;
}) {
  const { t } = useTranslation('auth');
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = { control };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFieldOf {...field} name="firstName" id={id('first-name')} label={t('fields.firstName')}>
          {(error) => <Input {...fieldProps(id('first-name'), error)} autoComplete="given-name" {...register('firstName')} />}
        </FormFieldOf>
        <FormFieldOf {...field} name="lastName" id={id('last-name')} label={t('fields.lastName')} labelSuffix={t('fields.optional')}>
          {(error) => <Input {...fieldProps(id('last-name'), error)} autoComplete="family-name" {...register('lastName')} />}
        </FormFieldOf>
      </div>
      <FormFieldOf {...field} name="email" id={id('email')} label={t('fields.email')}>
        {(error) => (
          <Input {...fieldProps(id('email'), error)} type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...register('email')} />
        )}
      </FormFieldOf>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFieldOf {...field} name="password" id={id('password')} label={t('fields.password')} hint={t('fields.passwordHint')}>
          {(error) => (
            <Input
              {...fieldProps(id('password'), error, t('fields.passwordHint'))}
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
          )}
        </FormFieldOf>
        <FormFieldOf {...field} name="mobile" id={id('mobile')} label={t('fields.mobile')}>
          {(error) => (
            <Input
              {...fieldProps(id('mobile'), error)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('fields.mobilePlaceholder')}
              {...register('mobile')}
            />
          )}
        </FormFieldOf>
      </div>
    </>
  );
});
