import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { withReturnPath } from '../../../lib/return-path.ts';
import { useConfirmConsent } from '../api/confirm-consent.ts';
import { useConsentInvite } from '../api/get-consent-invite.ts';

interface GuardianConfirmScreenProps {
  token: string;
  /** This page's path with its token, to come back to after signing in or registering. */
  here: string;
  /** Who is signed in (null: nobody). */
  viewer: { firstName: string; userType: string } | null;
  onSignOut: () => void;
}

function Note({ tone, children }: { tone: 'ok' | 'problem'; children: ReactNode }) {
  const Icon = tone === 'ok' ? CircleCheck : CircleAlert;
  return (
    <p role={tone === 'ok' ? 'status' : 'alert'} className={tone === 'ok' ? 'flex gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-950' : 'flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950'}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * /guardian/confirm?token=…: whose consent the emailed link asks for, then (signed in as a parent) Confirm with a
 * short statement of what is consented to; success, used and expired links each say what they mean.
 */
export function GuardianConfirmScreen({ token, here, viewer, onSignOut }: GuardianConfirmScreenProps) {
  const { t } = useTranslation('families');
  const invite = useConsentInvite(token);
  const confirm = useConfirmConsent(token);

  if (confirm.isSuccess && invite.data) {
    return (
      <div className="grid gap-4">
        <Note tone="ok">
          <strong className="block font-semibold">{t('guardian.successTitle')}</strong>
          {t('guardian.success', { child: invite.data.childFirstName })}
        </Note>
        <Button asChild>
          <Link to="/">{t('guardian.goHome')}</Link>
        </Button>
      </div>
    );
  }
  if (!token || invite.isError) return <Note tone="problem">{t('guardian.invalid')}</Note>;
  if (invite.isPending) return <Spinner label={t('guardian.loading')} />;

  const { childFirstName: child, childEmail, status, expiresAt } = invite.data;
  if (status === 'granted') return <Note tone="ok">{t('guardian.granted', { child })}</Note>;
  if (status === 'withdrawn') return <Note tone="problem">{t('guardian.withdrawn', { child })}</Note>;

  return (
    <div className="grid gap-4">
      <p className="text-slate-800">{t('guardian.asks', { child, email: childEmail })}</p>
      <p className="flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-950">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
        {t('guardian.statement', { child })}
      </p>
      {expiresAt ? <p className="text-xs text-slate-600">{t('guardian.expires', { date: formatDate(new Date(expiresAt), { dateStyle: 'medium' }) })}</p> : null}
      {!viewer ? (
        <>
          <p className="font-medium text-slate-900">{t('guardian.signInFirst')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild>
              <Link to={withReturnPath('/login', here)}>{t('guardian.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={withReturnPath('/register-parent', here)}>{t('guardian.register')}</Link>
            </Button>
          </div>
        </>
      ) : viewer.userType !== 'parent' ? (
        <>
          <Note tone="problem">{t('guardian.notParent', { name: viewer.firstName })}</Note>
          <Button variant="outline" onClick={onSignOut}>
            {t('guardian.signOut')}
          </Button>
        </>
      ) : (
        <>
          <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? t('guardian.confirming') : t('guardian.confirm')}
          </Button>
          {confirm.isError ? <FieldError>{errorMessage(confirm.error, t('guardian.failed'))}</FieldError> : null}
        </>
      )}
    </div>
  );
}
