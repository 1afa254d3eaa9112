import { cn } from '../../../lib/utils.ts';
import { accuracyBarFill, formatMetres, liveAccuracyTone } from '../lib/accuracy.ts';
import { toneBar, toneText } from './tone.ts';

const signal = { green: 'strong signal', yellow: 'fair signal', red: 'weak signal' } as const;

/** GPS accuracy in metres, coloured, with a bar (spec §4: 90/60/30/10 percent). */
export function AccuracyMeter({ accuracy }: { accuracy: number }) {
  const tone = liveAccuracyTone(accuracy);
  const fill = accuracyBarFill(accuracy);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">GPS accuracy</span>
        <span data-tone={tone} className={cn('font-semibold', toneText[tone])}>
          {formatMetres(accuracy)}
        </span>
      </div>
      <div
        role="meter"
        aria-label="GPS accuracy"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={`${formatMetres(accuracy)}, ${signal[tone]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width]', toneBar[tone])} style={{ width: `${fill}%` }} />
      </div>
    </div>
  );
}
