import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ChangePasswordFormSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  passwordFormError,
  toChangePasswordBody,
  type ChangePasswordFormValues,
} from '../../../components/forms/password-form.ts';
import { PasswordInput } from '../../../components/forms/password-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

type FieldLabel = 'changePassword.current' | 'changePassword.new' | 'changePassword.confirm';

const FIELDS: { name: keyof ChangePasswordFormValues; id: string; label: FieldLabel; autoComplete: string }[] = [
  { name: 'currentPassword', id: 'account-current-password', label: 'changePassword.current', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'account-new-password', label: 'changePassword.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'account-confirm-password', label: 'changePassword.confirm', autoComplete: 'new-password' },
];

/** Settings → Change password: the admin's three fields and messages (spec §5); the other sessions end. */
export function ChangePasswordForm({ onNewPasswordChange }: { onNewPasswordChange: (value: string) => void }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  // The tips beside the form follow the new password as it is typed.
  const newPassword = form.watch('newPassword');
  useEffect(() => onNewPasswordChange(newPassword), [newPassword, onNewPasswordChange]);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(toChangePasswordBody(values), {
      onSuccess: () => {
        toast.success(t('changePassword.success'), t('changePassword.successHint'));
        form.reset(EMPTY_CHANGE_PASSWORD_FORM);
      },
      onError: (failed) => {
        applyServerFieldErrors(failed, form.setError, ['currentPassword', 'newPassword']);
        toast.error(t('changePassword.failed'), errorMessage(failed, t('tryAgain')));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-labelledby="change-password-title">
      {FIELDS.map(({ name, id, label, autoComplete }) => {
        const error = passwordFormError(errors[name]?.message);
        return (
          <FormField key={name} id={id} label={t(label)} error={error}>
            <PasswordInput {...fieldProps(id, error)} autoComplete={autoComplete} {...form.register(name)} />
          </FormField>
        );
      })}
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={change.isPending}>
        {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
      </Button>
    </form>
  );
}
