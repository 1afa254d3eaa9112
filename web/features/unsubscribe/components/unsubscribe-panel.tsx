import { CircleCheck, LinkIcon, LoaderCircle, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationEvent } from '../../../../contract/notification-delivery.ts';
import { MESSAGES } from '../../../../contract/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ResultNotice } from '../../../components/ui/result-notice.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUnsubscribeInfo } from '../api/get-unsubscribe-info.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

const isInvalidLink = (error: unknown) => error instanceof ApiError && 'token' in error.fieldErrors;

/** What each kind of email is called (the same names the emails' footers use). */
function useKindName() {
  const { t } = useTranslation('unsubscribe');
  const names: Record<NotificationEvent, string> = {
    message: t('kinds.message'),
    request_received: t('kinds.request_received'),
    request_answered: t('kinds.request_answered'),
    kyc_decision: t('kinds.kyc_decision'),
    support_reply: t('kinds.support_reply'),
    review_received: t('kinds.review_received'),
    guardian_consent: t('kinds.guardian_consent'),
    lesson_update: t('kinds.lesson_update'),
    lesson_reminder: t('kinds.lesson_reminder'),
  };
  return (event: NotificationEvent) => names[event];
}

function SettingsLink() {
  const { t } = useTranslation('unsubscribe');
  return (
    <Button asChild variant="outline">
      <Link to="/settings#notifications">{t('settings')}</Link>
    </Button>
  );
}

function InvalidLink() {
  return (
    <div className="grid gap-5 text-center">
      <ResultNotice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
        {translateMessage(MESSAGES.UNSUBSCRIBE_LINK_INVALID, 'UNSUBSCRIBE_LINK_INVALID')}
      </ResultNotice>
      <SettingsLink />
    </div>
  );
}

/**
 * /unsubscribe?token=…: names the emails the link stops and asks before stopping them (opening the page changes
 * nothing: mail scanners open links), then confirms with the way to every other setting.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation('unsubscribe');
  const kindName = useKindName();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();

  if (info.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );
  }
  if (info.isError) {
    if (isInvalidLink(info.error)) return <InvalidLink />;
    return (
      <div className="grid gap-5 text-center">
        <ResultNotice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {errorMessage(info.error, t('failed'))}
        </ResultNotice>
        <Button onClick={() => void info.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  const kind = kindName(info.data.event);
  if (unsubscribe.isSuccess) {
    return (
      <div className="grid gap-5 text-center">
        <ResultNotice tone="ok" icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {t('done', { kind })}
        </ResultNotice>
        <SettingsLink />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-slate-800">{t('question', { kind })}</p>
      <p className="text-sm text-slate-600">{t('others')}</p>
      {unsubscribe.isError ? (
        <ResultNotice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {errorMessage(unsubscribe.error, t('failed'))}
        </ResultNotice>
      ) : null}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending || undefined}>
        {unsubscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MailX aria-hidden="true" />}
        {t('button')}
      </Button>
      <SettingsLink />
    </div>
  );
}
