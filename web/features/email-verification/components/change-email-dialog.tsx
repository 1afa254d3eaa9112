import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeEmailBodySchema, type ChangeEmailBody } from '../../../../contract/email-verification.ts';
import { PasswordInput } from '../../../components/forms/password-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeEmail } from '../api/change-email.ts';

const EMAIL_ID = 'change-email-address';
const PASSWORD_ID = 'change-email-password';
const FIELDS = ['email', 'password'] as const;

/** Change email: a corrected address and the current password; the new address gets a verification link. */
export function ChangeEmailDialog({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('verification');
  const [open, setOpen] = useState(false);
  const change = useChangeEmail();
  const form = useForm<ChangeEmailBody>({ resolver: zodResolver(ChangeEmailBodySchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // A failure that names no field (the rate limit, the connection) is said under the form.
  const failed = change.error;
  const namesAField = failed instanceof ApiError && FIELDS.some((field) => field in failed.fieldErrors);
  const otherFailure = failed && !namesAField ? errorMessage(failed, t('change.failed')) : null;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (sent) => {
        toast.success(t('change.success'), t('change.successHint', { email: sent.email }));
        onChanged?.();
        setOpen(false);
        form.reset();
        change.reset();
      },
      onError: (failed) => applyServerFieldErrors(failed, form.setError, FIELDS),
    }),
  );

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset();
      change.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="bg-white">
          <Pencil aria-hidden="true" />
          {t('banner.change')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('change.title')}</DialogTitle>
          <DialogDescription>{t('change.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <FormField id={EMAIL_ID} label={t('change.email')} error={errors.email?.message}>
            <Input
              {...fieldProps(EMAIL_ID, errors.email?.message)}
              type="email"
              autoComplete="email"
              inputMode="email"
              disabled={change.isPending}
              {...form.register('email')}
            />
          </FormField>
          <FormField id={PASSWORD_ID} label={t('change.password')} error={errors.password?.message}>
            <PasswordInput
              {...fieldProps(PASSWORD_ID, errors.password?.message)}
              autoComplete="current-password"
              disabled={change.isPending}
              {...form.register('password')}
            />
          </FormField>
          {otherFailure ? (
            <div role="alert">
              <FieldError>{otherFailure}</FieldError>
            </div>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={change.isPending}>
                {t('change.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
              {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {change.isPending ? t('change.submitting') : t('change.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
