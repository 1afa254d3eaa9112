import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  ChangePasswordFormSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  toChangePasswordBody,
  type ChangePasswordFormValues,
} from '../../../components/forms/password-form.ts';
import { PasswordInput } from '../../../components/forms/password-input.tsx';
import { PasswordTips } from '../../../components/forms/password-tips.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeAdminPassword } from '../api/change-admin-password.ts';

/** Spec §4/§9: after a password change success, the dashboard opens 2 seconds later. */
export const REDIRECT_AFTER_CHANGE_MS = 2000;
const SUCCESS_TEXT = 'Password changed successfully!';

const FIELDS: { name: keyof ChangePasswordFormValues; id: string; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', id: 'admin-current-password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', id: 'admin-new-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'admin-confirm-password', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** The three fields (spec §5 messages), PUT /api/admin/change-password, then the dashboard after 2 seconds. */
export function AdminChangePasswordForm({ onNewPasswordChange }: { onNewPasswordChange: (value: string) => void }) {
  const navigate = useNavigate();
  const change = useChangeAdminPassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const { errors } = form.formState;
  // The tips beside the form follow the new password as it is typed.
  const newPassword = form.watch('newPassword');
  useEffect(() => onNewPasswordChange(newPassword), [newPassword, onNewPasswordChange]);

  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => void navigate('/admin/dashboard'), REDIRECT_AFTER_CHANGE_MS);
    return () => window.clearTimeout(timer);
  }, [changed, navigate]);

  const submit = form.handleSubmit((values) =>
    change.mutate(toChangePasswordBody(values), {
      onSuccess: () => {
        toast.success(SUCCESS_TEXT);
        form.reset(EMPTY_CHANGE_PASSWORD_FORM);
        setChanged(true);
      },
      onError: (failed) => toast.error('Failed to change password', errorMessage(failed, 'Please try again.')),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {changed ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          {SUCCESS_TEXT} Returning to the dashboard...
        </p>
      ) : null}
      {FIELDS.map(({ name, id, label, autoComplete }) => {
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <PasswordInput {...fieldProps(id, error)} autoComplete={autoComplete} disabled={changed} {...form.register(name)} />
          </FormField>
        );
      })}
      <Button type="submit" className="mt-2 w-full sm:w-auto sm:justify-self-start" disabled={change.isPending || changed}>
        {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}

/** /admin/change-password: the form and the security tips. */
export function AdminChangePasswordScreen() {
  useDocumentTitle('Change Password');
  const [newPassword, setNewPassword] = useState('');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/admin/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to dashboard
          </Link>
        </Button>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Change Password</h1>
        <p className="mt-1 text-slate-600">Change the password of your admin account. Your other sessions are signed out.</p>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <Card>
          <CardContent>
            <AdminChangePasswordForm onNewPasswordChange={setNewPassword} />
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="password-tips-title">
          <CardHeader>
            <div className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" />
              <CardTitle id="password-tips-title">Security Tips</CardTitle>
            </div>
          </CardHeader>
          <CardContent>
            <PasswordTips password={newPassword} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
