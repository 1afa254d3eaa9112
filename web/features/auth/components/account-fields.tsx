import { useFormContext } from 'react-hook-form';
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
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountInput>();
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('first-name')} label="First name" error={errors.firstName?.message}>
          <Input {...fieldProps(id('first-name'), errors.firstName?.message)} autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id={id('last-name')} label="Last name" labelSuffix="(optional)" error={errors.lastName?.message}>
          <Input {...fieldProps(id('last-name'), errors.lastName?.message)} autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id={id('email')} label="Email" error={errors.email?.message}>
        <Input
          {...fieldProps(id('email'), errors.email?.message)}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('password')} label="Password" hint="At least 6 characters" error={errors.password?.message}>
          <Input
            {...fieldProps(id('password'), errors.password?.message, 'At least 6 characters')}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </FormField>
        <FormField id={id('mobile')} label="Mobile number" error={errors.mobile?.message}>
          <Input
            {...fieldProps(id('mobile'), errors.mobile?.message)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            {...register('mobile')}
          />
        </FormField>
      </div>
    </>
  );
}
