import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
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

/** First name, last name (optional), email, password, mobile number; must sit inside a FormProvider. */
export function AccountFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountInput>();
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('first-name')} label={t('fields.firstName')} error={errors.firstName?.message}>
          <Input {...fieldProps(id('first-name'), errors.firstName?.message)} autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id={id('last-name')} label={t('fields.lastName')} labelSuffix={t('fields.optional')} error={errors.lastName?.message}>
          <Input {...fieldProps(id('last-name'), errors.lastName?.message)} autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id={id('email')} label={t('fields.email')} error={errors.email?.message}>
        <Input
          {...fieldProps(id('email'), errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          {...register('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('password')} label={t('fields.password')} hint={t('fields.passwordHint')} error={errors.password?.message}>
          <Input
            {...fieldProps(id('password'), errors.password?.message, t('fields.passwordHint'))}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </FormField>
        <FormField id={id('mobile')} label={t('fields.mobile')} error={errors.mobile?.message}>
          <Input
            {...fieldProps(id('mobile'), errors.mobile?.message)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.mobilePlaceholder')}
            {...register('mobile')}
          />
        </FormField>
      </div>
    </>
  );
}
