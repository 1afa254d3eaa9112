import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { distanceTone, formatDistance, type DistanceTone } from '../lib/format.ts';

/** Light backgrounds with dark text keep AA contrast while showing the spec §4 colours. */
const toneClasses: Record<DistanceTone, string> = {
  near: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  mid: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  far: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/** Map colours for the same tones. */
export const toneColours: Record<DistanceTone, string> = {
  near: '#059669',
  mid: '#d97706',
  far: '#64748b',
};

export function DistanceBadge({ km, className }: { km: number; className?: string }) {
  const { t } = useTranslation('nearby');
  const tone = distanceTone(km);
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset', toneClasses[tone], className)}
    >
      {formatDistance(t, km)}
      <span className="sr-only"> {t('distance.away')}</span>
    </span>
  );
}
