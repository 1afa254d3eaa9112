import { Mail, ShieldAlert, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendConsent } from '../api/resend-consent.ts';

/**
 * A student under 18 whose guardian has not confirmed (or withdrew consent): what this means, where the link went,
 * Resend, and a corrected address.
 */
export function ConsentBanner({ user }: { user: Pick<User, 'id' | 'guardianConsent' | 'guardianEmail'> }) {
  const { t } = useTranslation('families');
  if (user.guardianConsent === 'withdrawn') {
    return (
      <section role="status" aria-labelledby="consent-banner-title" className="mx-auto mb-4 flex w-full max-w-5xl gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
        <ShieldOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <h2 id="consent-banner-title" className="font-semibold">
            {t('banner.withdrawnTitle')}
          </h2>
          <p className="text-sm">{t('banner.withdrawnText')}</p>
        </div>
      </section>
    );
  }
  if (user.guardianConsent !== 'pending') return null;
  return <PendingBanner knownEmail={user.guardianEmail} />;
}

function PendingBanner({ knownEmail }: { knownEmail: string | null }) {
  const { t } = useTranslation('families');
  const id = useId();
  const resend = useResendConsent();
  const [email, setEmail] = useState(knownEmail);
  const [changing, setChanging] = useState(false);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (guardianEmail?: string) => {
    setFailure(null);
    try {
      const sent = await resend.mutateAsync(guardianEmail ? { guardianEmail } : {});
      setEmail(sent.guardianEmail);
      setChanging(false);
      toast.success(t('banner.sent'), t('banner.sentText', { email: sent.guardianEmail }));
    } catch (failed) {
      setFailure(errorMessage(failed, t('banner.failed')));
    }
  };

  return (
    <section role="status" aria-labelledby="consent-banner-title" className="mx-auto mb-4 flex w-full max-w-5xl gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id="consent-banner-title" className="font-semibold">
          {t('banner.pendingTitle')}
        </h2>
        <p className="text-sm">{email ? t('banner.pendingText', { email }) : t('banner.pendingTextNoEmail')}</p>
        {changing ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) void send(draft.trim());
            }}
          >
            <div className="grid flex-1 gap-1">
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('banner.newEmail')}
              </label>
              <Input id={`${id}-email`} type="email" value={draft} onChange={(event) => setDraft(event.target.value)} className="bg-white" />
            </div>
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={resend.isPending}>
                {resend.isPending ? t('banner.sending') : t('banner.send')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setChanging(false)}>
                {t('banner.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" className="bg-white" disabled={resend.isPending} onClick={() => void send()}>
              <Mail aria-hidden="true" />
              {resend.isPending ? t('banner.sending') : t('banner.resend')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              {t('banner.change')}
            </Button>
          </div>
        )}
        {failure ? <FieldError>{failure}</FieldError> : null}
      </div>
    </section>
  );
}
