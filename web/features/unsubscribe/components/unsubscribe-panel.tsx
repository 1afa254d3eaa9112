import { CircleCheck, LinkIcon, LoaderCircle, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationEvent } from '../../../../contract/notification-delivery.ts';
import { MESSAGES } from '../../../../contract/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUnsubscribeInfo } from '../api/get-unsubscribe-info.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

function Notice({ tone, icon, children }: { tone: 'ok' | 'bad'; icon: ReactNode; children: ReactNode }) {
  const colours = tone === 'ok' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800';
  return (
    <p role={tone === 'ok' ? 'status' : 'alert'} className={`flex items-start gap-3 rounded-lg px-4 py-3 text-left text-sm font-medium ${colours}`}>
      {icon}
      <span>{children}</span>
    </p>
  );
}

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
      <Notice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
        {translateMessage(MESSAGES.UNSUBSCRIBE_LINK_INVALID, 'UNSUBSCRIBE_LINK_INVALID')}
      </Notice>
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
        <Notice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {errorMessage(info.error, t('failed'))}
        </Notice>
        <Button onClick={() => void info.refetch()}>{t('retry')}</Button>
      </div>
    );
  }
  const kind = kindName(info.data.event);
  if (unsubscribe.isSuccess) {
    return (
      <div className="grid gap-5 text-center">
        <Notice tone="ok" icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {t('done', { kind })}
        </Notice>
        <SettingsLink />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <p className="text-slate-800">{t('question', { kind })}</p>
      <p className="text-sm text-slate-600">{t('others')}</p>
      {unsubscribe.isError ? (
        <Notice tone="bad" icon={<LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
          {errorMessage(unsubscribe.error, t('failed'))}
        </Notice>
      ) : null}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending || undefined}>
        {unsubscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MailX aria-hidden="true" />}
        {t('button')}
      </Button>
      <SettingsLink />
    </div>
  );
}
