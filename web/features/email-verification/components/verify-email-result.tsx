import { CircleCheck, LinkIcon, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../contract/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ResultNotice } from '../../../components/ui/result-notice.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { isInvalidVerifyLink, useVerifyEmail } from '../api/verify-email.ts';

interface Props {
  token: string | null;
  /** The signed-in account, if any (null: signed out). */
  account: { emailVerified: boolean } | null;
  /** Where Continue leads when signed in: the page a contact was started on (a tutor's profile), else the home. */
  continueTo?: string;
}

/** Signed in and still unverified: a new link, with what happened to the request. */
function SendNewLink() {
  const { t } = useTranslation('verification');
  const resend = useResendVerification();
  return (
    <div className="grid gap-3">
      <Button onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess} aria-busy={resend.isPending || undefined}>
        {resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {t('page.sendNew')}
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {resend.isSuccess ? t('banner.sent', { email: resend.data.email }) : resend.isError ? errorMessage(resend.error, t('banner.failed')) : null}
      </p>
    </div>
  );
}

/** /verify-email?token=…: verifies as soon as it opens and says so, signed in or out. */
export function VerifyEmailResult({ token, account, continueTo = '/' }: Props) {
  const { t } = useTranslation('verification');
  const verify = useVerifyEmail();
  const asked = useRef(false);
  useEffect(() => {
    // Once per page: a second call with the same token would find it used.
    if (!token || asked.current) return;
    asked.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const onwards = account ? (
    <Button asChild>
      <Link to={continueTo}>{t('page.continue')}</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">{t('page.signIn')}</Link>
    </Button>
  );

  if (verify.isSuccess) {
    return (
      <div className="grid gap-5 text-center">
        <ResultNotice tone="ok" icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {t('page.verified', { email: verify.data.email })} {account ? t('page.verifiedSignedIn') : t('page.verifiedSignedOut')}
        </ResultNotice>
        {onwards}
      </div>
    );
  }
  if (!token || isInvalidVerifyLink(verify.error)) {
    if (account?.emailVerified) {
      return (
        <div className="grid gap-5 text-center">
          <ResultNotice tone="ok" icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
            {t('page.alreadyVerified')}
          </ResultNotice>
          {onwards}
        </div>
      );
    }
    return (
      <div className="grid gap-5 text-center">
        <ResultNotice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {translateMessage(MESSAGES.VERIFY_LINK_INVALID, 'VERIFY_LINK_INVALID')}
        </ResultNotice>
        {account ? (
          <SendNewLink />
        ) : (
          <Button asChild>
            <Link to="/login">{t('page.signInForNew')}</Link>
          </Button>
        )}
      </div>
    );
  }
  if (verify.isError) {
    return (
      <div className="grid gap-5 text-center">
        <ResultNotice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {errorMessage(verify.error, t('page.failed'))}
        </ResultNotice>
        <Button onClick={() => verify.mutate(token)}>{t('page.retry')}</Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {t('page.verifying')}
    </p>
  );
}
