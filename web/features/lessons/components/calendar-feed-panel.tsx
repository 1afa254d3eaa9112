import { CalendarSync, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, SHORT_DATE } from '../../../i18n/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { webcalUrl } from '../lib/lesson-view.ts';

/**
 * "Subscribe in Google Calendar / Apple Calendar": a private feed URL, shown once when created (the server keeps only
 * its hash), with Copy and a webcal:// link; a new link replaces the old one, Turn off revokes it.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation('lessons');
  const id = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (error) => toast.error(t('feed.failed'), errorMessage(error, t('tryAgain'))),
    });
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(t('feed.turnedOff'));
      },
      onError: (error) => toast.error(t('feed.failed'), errorMessage(error, t('tryAgain'))),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('feed.copied'));
    } catch {
      toast.info(t('feed.copyByHand'));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarSync aria-hidden="true" className="size-5 text-indigo-600" />
        {t('feed.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('feed.intro')}</p>
      <p className="text-sm text-amber-900">{t('feed.privacy')}</p>
      {feed.isError && !feed.data ? (
        <p role="alert" className="text-sm text-red-800">
          {t('feed.loadFailed')} {errorMessage(feed.error, '')}
        </p>
      ) : feed.isPending ? (
        <Spinner />
      ) : url ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-slate-900">
            {t('feed.urlLabel')}
          </label>
          <Input id={`${id}-url`} readOnly value={url} data-testid="calendar-feed-url" onFocus={(event) => event.currentTarget.select()} />
          <p className="text-xs text-slate-600">{t('feed.shownOnce')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('feed.copy')}
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={webcalUrl(url)}>{t('feed.openInCalendar')}</a>
            </Button>
          </div>
        </div>
      ) : feed.data?.active ? (
        <p className="text-sm text-slate-700">
          {t('feed.activeSince', { date: feed.data.createdAt ? formatDate(feed.data.createdAt, SHORT_DATE) : '' })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {feed.data?.active || url ? (
          <>
            <Button size="sm" variant="outline" onClick={onCreate} disabled={create.isPending}>
              <RefreshCw aria-hidden="true" />
              {t('feed.reset')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete} disabled={remove.isPending}>
              <Link2Off aria-hidden="true" />
              {t('feed.turnOff')}
            </Button>
          </>
        ) : feed.isPending || feed.isError ? null : (
          <Button size="sm" onClick={onCreate} disabled={create.isPending}>
            <CalendarSync aria-hidden="true" />
            {t('feed.create')}
          </Button>
        )}
      </div>
    </section>
  );
}
