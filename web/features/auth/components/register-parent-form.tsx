import { ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useRegistrationSubmit } from '../api/register.ts';
import { ACCOUNT_FIELDS, AccountFields, accountFieldsOf } from './account-fields.tsx';

/** Validation code loads on the form's first touch (lazy-zod-resolver.ts). */
const resolver = lazyZodResolver(() => import('../../../../contract/auth.ts').then((m) => m.RegisterParentBodySchema));

/** A parent's (guardian's) account: the account fields only; the children are added once signed in. */
export function RegisterParentForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver,
    defaultValues: { userType: 'parent' as const, firstName: '', lastName: '', email: '', password: '', mobile: '' },
    shouldFocusError: false,
  });
  const { onSubmit, isPending } = useRegistrationSubmit(form, ACCOUNT_FIELDS);

  return useMemo(
    () => (
      <form onSubmit={onSubmit} noValidate className="grid gap-4" {...resolver.preloadProps}>
        <AccountFields idPrefix="parent" {...accountFieldsOf(form)} />
        <p className="flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          {t('register.parent.privacy')}
        </p>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isPending}>
          {isPending ? t('register.submitting') : t('register.parent.submit')}
        </Button>
      </form>
    ),
    [onSubmit, form, t, isPending],
  );
}
