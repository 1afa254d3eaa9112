import { LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForgotPasswordBody } from '../../../../contract/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

/** /forgot-password: an email field; the answer is the same whether or not the email has an account. */
/** Validation code loads on the form's first touch (lazy-zod-resolver.ts). */
const resolver = lazyZodResolver(() => import('../../../../contract/account.ts').then((m) => m.ForgotPasswordBodySchema));

export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordBody>({ resolver, defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit((values) =>
    request.mutate(values, { onError: (failed) => applyServerFieldErrors(failed, form.setError, ['email']) }),
  );

  if (request.isSuccess) {
    return (
      <div className="grid gap-5 text-center">
        <p role="status" className="flex items-start gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-left text-sm font-medium text-emerald-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {translateMessage(request.data.message)}
        </p>
        <p className="text-sm text-slate-600">{t('forgot.linkHint')}</p>
        <Button asChild variant="outline">
          <Link to="/login">{t('forgot.backToSignIn')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" {...resolver.preloadProps}>
        <FormField id="forgot-email" label={t('forgot.email')} error={error}>
          <Input {...fieldProps('forgot-email', error)} type="email" autoComplete="email" placeholder={t('forgot.emailPlaceholder')} {...form.register('email')} />
        </FormField>
        {request.isError && !error ? (
          <div role="alert">
            <FieldError>{errorMessage(request.error, t('forgot.failed'))}</FieldError>
          </div>
        ) : null}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={request.isPending}>
          {request.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
      <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        {t('forgot.remembered')}{' '}
        <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
          {t('forgot.signIn')}
        </Link>
      </p>
    </div>
  );
}
