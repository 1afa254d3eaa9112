import { LoaderCircle, MailWarning, Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

/**
 * While the signed-in user's address is unverified: what to do (open the emailed link), the address itself, Resend
 * (with its outcome, the rate limit's message included) and Change email for a mistyped address. Mount only in the
 * student, teacher and parent shell.
 */
export function VerifyEmailBanner({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  // The shell is not held up for these texts: the banner shows once they are in.
  const { t, ready } = useTranslation('verification', { useSuspense: false });
  const titleId = useId();
  const resend = useResendVerification();
  if (user.emailVerified || !ready) return null;
  const outcome = resend.isSuccess
    ? { tone: 'text-emerald-800', text: t('banner.sent', { email: resend.data.email }) }
    : resend.isError
      ? { tone: 'text-red-800', text: errorMessage(resend.error, t('banner.failed')) }
      : null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="verify-email-banner"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-indigo-200 border-l-4 border-l-indigo-600 bg-indigo-50 p-4 text-indigo-950 shadow-sm sm:flex-row sm:items-start"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
        <MailWarning aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('banner.title')}
        </h2>
        <p className="mt-1 text-sm break-words">{t('banner.body', { email: user.email })}</p>
        <p role="status" className={`mt-2 text-sm font-medium empty:hidden ${outcome?.tone ?? ''}`}>
          {outcome?.text}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 self-start">
        <Button
          size="sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {resend.isPending ? t('banner.resending') : t('banner.resend')}
        </Button>
        <ChangeEmailDialog onChanged={() => resend.reset()} />
      </div>
    </section>
  );
}
