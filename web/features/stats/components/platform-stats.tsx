import { Clock, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { AVERAGE_RESPONSE_HOURS, MATCH_RATE } from '../lib/platform-stats.ts';

/**
 * The fixed stats (spec §1) where a user decides whom to contact: the find results and the nearby list.
 * Two compact figures side by side; they fit one row at 390 px.
 */
export function PlatformStats({ className }: { className?: string }) {
  const { t } = useTranslation('stats');
  const stats = [
    { icon: Target, value: formatNumber(MATCH_RATE, { style: 'percent' }), label: t('matchRate') },
    { icon: Clock, value: t('responseValue', { hours: formatNumber(AVERAGE_RESPONSE_HOURS) }), label: t('averageResponse') },
  ];
  return (
    <ul aria-label={t('label')} data-testid="platform-stats" className={cn('m-0 grid list-none grid-cols-2 gap-2 p-0 sm:gap-3', className)}>
      {stats.map(({ icon: Icon, value, label }) => (
        <li key={label} className="flex min-w-0 items-center gap-2.5 rounded-lg border border-indigo-100 bg-indigo-50/60 px-3 py-2">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
          <span className="flex min-w-0 flex-col">
            <span className="text-lg leading-tight font-bold text-indigo-800 tabular-nums">{value}</span>{' '}
            <span className="text-xs font-medium text-slate-600">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
