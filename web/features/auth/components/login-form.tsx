import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { returnPathFrom, withReturnPath } from '../../../lib/return-path.ts';
import { useLogin } from '../api/login.ts';

const resolver = lazyZodResolver(() => import('../../../../contract/auth.ts').then((m) => m.LoginBodySchema));

export function LoginForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const location = useLocation();
  const next = returnPathFrom(location.search, location.state);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['email', 'password']),
    });
  });

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" {...resolver.preloadProps}>
        <FormField id="login-email" label={t('fields.email')} error={errors.email?.message}>
          <Input
            {...fieldProps('login-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="login-password" label={t('fields.password')} error={errors.password?.message}>
          <Input
            {...fieldProps('login-password', errors.password?.message)}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        </FormField>
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline">
          {t('login.forgot')}
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        <p>{t('login.newHere')}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={withReturnPath('/register-student', next)}>{t('login.registerStudent')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={withReturnPath('/register-teacher', next)}>{t('login.registerTeacher')}</Link>
          </Button>
          <Button asChild variant="outline" className="sm:col-span-2">
            <Link to={withReturnPath('/register-parent', next)}>{t('login.registerParent')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
