import { Clock, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlatformStats as Figures } from '../../../../contract/stats.ts';
import { formatDuration, formatPercent } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { usePlatformStats } from '../api/get-platform-stats.ts';

/** "—" for a figure without data behind it (no answered request yet), and while the figures cannot be had. */
const NO_FIGURE = '—';

/**
 * The platform's figures where a user decides whom to contact (the find results and the nearby list): the share of
 * answered requests accepted and the median time to an answer, computed by the server (GET /api/stats/platform).
 * Two compact figures side by side (one row at 390 px), then one line that says what they measure.
 */
export function PlatformStats({ className }: { className?: string }) {
  const stats = usePlatformStats();
  return <PlatformStatsView figures={stats.data} failed={stats.isError} className={className} />;
}

/** The figures as shown: `figures` undefined while loading (the values keep their place, invisible). */
export function PlatformStatsView({ figures, failed = false, className }: { figures: Figures | undefined; failed?: boolean; className?: string }) {
  const { t } = useTranslation('stats');
  const requests = figures?.requests;
  const share = requests?.acceptedShare ?? null;
  const median = requests?.medianFirstReplySeconds ?? null;
  const loading = !figures && !failed;
  const stats = [
    { key: 'matchRate', icon: Target, value: share === null ? NO_FIGURE : formatPercent(share), label: t('matchRate') },
    { key: 'averageResponse', icon: Clock, value: median === null ? NO_FIGURE : formatDuration(median), label: t('averageResponse') },
  ];
  const note = failed ? t('unavailable') : figures && share === null ? t('notEnoughData') : t('definition');
  return (
    <div className={cn('grid gap-1.5', className)} data-testid="platform-stats">
      <ul aria-label={t('label')} aria-busy={loading || undefined} className="m-0 grid list-none grid-cols-2 gap-2 p-0 sm:gap-3">
        {stats.map(({ key, icon: Icon, value, label }) => (
          <li key={key} className="flex min-w-0 items-center gap-2.5 rounded-lg border border-indigo-100 bg-indigo-50/60 px-3 py-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
            <span className="flex min-w-0 flex-col">
              <span className={cn('text-lg leading-tight font-bold text-indigo-800 tabular-nums', loading && 'invisible')}>{loading ? '0' : value}</span>{' '}
              <span className="text-xs font-medium text-slate-600">{label}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={cn('m-0 text-xs text-slate-600', loading && 'invisible')}>{note}</p>
    </div>
  );
}
