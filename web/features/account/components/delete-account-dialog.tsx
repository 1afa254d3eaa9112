import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeleteAccountBodySchema, type DeleteAccountBody } from '../../../../contract/account.ts';
import { PasswordInput } from '../../../components/forms/password-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const PASSWORD_ID = 'delete-account-password';

/**
 * Settings → Delete account: an alert dialog that asks for the password. Cancel is focused first; the dialog stays
 * open while the deletion runs; success signs out and reloads the landing page with a toast.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountBody>({ resolver: zodResolver(DeleteAccountBodySchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;

  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onError: (failed) => {
        applyServerFieldErrors(failed, form.setError, ['password']);
        toast.error(t('deleteAccount.failed'), errorMessage(failed, t('tryAgain')));
      },
    }),
  );

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) form.reset({ password: '' });
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Trigger asChild>
        <Button variant="destructive" className="w-full sm:w-auto sm:justify-self-start">
          <Trash2 aria-hidden="true" />
          {t('deleteAccount.open')}
        </Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none">
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">{t('deleteAccount.title')}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-600">
              {t('deleteAccount.description')}
            </AlertDialogPrimitive.Description>
          </div>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
            <FormField id={PASSWORD_ID} label={t('deleteAccount.password')} error={error}>
              <PasswordInput {...fieldProps(PASSWORD_ID, error)} autoComplete="current-password" disabled={remove.isPending} {...form.register('password')} />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  {t('deleteAccount.cancel')}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
                {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
                {remove.isPending ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
              </Button>
            </div>
          </form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
