import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  ChangePasswordFormSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
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

const FIELDS: { name: keyof ChangePasswordFormValues; id: string; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', id: 'account-current-password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'account-new-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'account-confirm-password', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** Settings → Change password: the admin's three fields and messages (spec §5); the other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(toChangePasswordBody(values), {
      onSuccess: () => {
        toast.success('Password changed successfully!', 'You stay signed in here; your other devices are signed out.');
        form.reset(EMPTY_CHANGE_PASSWORD_FORM);
      },
      onError: (failed) => {
        applyServerFieldErrors(failed, form.setError, ['currentPassword', 'newPassword']);
        toast.error('Failed to change password', errorMessage(failed, 'Please try again.'));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-labelledby="change-password-title">
      {FIELDS.map(({ name, id, label, autoComplete }) => {
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <PasswordInput {...fieldProps(id, error)} autoComplete={autoComplete} {...form.register(name)} />
          </FormField>
        );
      })}
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={change.isPending}>
        {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}
