import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LinkIcon, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RESET_LINK_INVALID } from '../../../../contract/account.ts';
import { NewPasswordFormSchema, passwordFormError, type NewPasswordFormValues } from '../../../components/forms/password-form.ts';
import { PasswordInput } from '../../../components/forms/password-input.tsx';
import { PasswordTips } from '../../../components/forms/password-tips.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetLinkCheck } from '../api/check-reset-link.ts';
import { isInvalidResetLink, useResetPassword } from '../api/reset-password.ts';

/** An unknown, used or expired link: say so and offer a new one. */
function InvalidLink() {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-5 text-center">
      <p role="alert" className="flex items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-left text-sm font-medium text-red-800">
        <LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {translateMessage(RESET_LINK_INVALID)}
      </p>
      <Button asChild>
        <Link to="/forgot-password">{t('reset.newLink')}</Link>
      </Button>
    </div>
  );
}

const FIELDS = [
  { name: 'newPassword', id: 'reset-new-password', label: 'reset.new' },
  { name: 'confirmPassword', id: 'reset-confirm-password', label: 'reset.confirm' },
] as const;

/**
 * /reset-password?token=…: the link is checked as the page opens (a spent or expired one says so at once, with a
 * button to ask for a new link); then a new password (spec §5 rules) → every session ends → sign in with it. If the
 * check cannot be made (offline), the form shows and the reset itself says whether the link still works.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const linkCheck = useResetLinkCheck(token);

  if (!token || isInvalidResetLink(linkCheck.error) || isInvalidResetLink(reset.error)) return <InvalidLink />;
  if (linkCheck.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('reset.checking')} />
      </div>
    );
  }

  const submit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          toast.success(t('reset.success'), t('reset.successHint'));
          await navigate('/login', { replace: true });
        },
        onError: (failed) => applyServerFieldErrors(failed, form.setError, ['newPassword']),
      },
    ),
  );

  return (
    <div className="grid gap-6">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {FIELDS.map(({ name, id, label }) => {
          const error = passwordFormError(errors[name]?.message);
          return (
            <FormField key={name} id={id} label={t(label)} error={error}>
              <PasswordInput {...fieldProps(id, error)} autoComplete="new-password" {...form.register(name)} />
            </FormField>
          );
        })}
        {reset.isError && !errors.newPassword ? (
          <div role="alert">
            <FieldError>{errorMessage(reset.error, t('reset.failed'))}</FieldError>
          </div>
        ) : null}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={reset.isPending}>
          {reset.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      <PasswordTips password={newPassword} className="rounded-lg bg-slate-50 p-4" />
    </div>
  );
}
