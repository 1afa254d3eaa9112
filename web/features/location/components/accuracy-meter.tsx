import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { accuracyBarFill, formatMetres, liveAccuracyTone } from '../lib/accuracy.ts';
import { toneBar, toneText } from './tone.ts';

const SIGNAL_KEYS = { green: 'accuracy.signal.green', yellow: 'accuracy.signal.yellow', red: 'accuracy.signal.red' } as const;

/** GPS accuracy in metres, coloured, with a bar (spec §4: 90/60/30/10 percent). */
export function AccuracyMeter({ accuracy }: { accuracy: number }) {
  const { t } = useTranslation('location');
  const tone = liveAccuracyTone(accuracy);
  const fill = accuracyBarFill(accuracy);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{t('accuracy.gps')}</span>
        <span data-tone={tone} className={cn('font-semibold', toneText[tone])}>
          {formatMetres(accuracy)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('accuracy.gps')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={t('accuracy.valueText', { metres: formatMetres(accuracy), signal: t(SIGNAL_KEYS[tone]) })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width]', toneBar[tone])} style={{ width: `${fill}%` }} />
      </div>
    </div>
  );
}
