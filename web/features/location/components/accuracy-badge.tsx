import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { accuracyLabelText, captureAccuracyLevel, formatMetres } from '../lib/accuracy.ts';
import { toneBadge } from './tone.ts';

/** "12 m" with the capture label (Excellent / Good / Poor) in its colour. */
export function AccuracyBadge({ accuracy }: { accuracy: number }) {
  useTranslation('location');
  const { label, tone } = captureAccuracyLevel(accuracy);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{formatMetres(accuracy)}</span>
      <span data-tone={tone} className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', toneBadge[tone])}>
        {accuracyLabelText(label)}
      </span>
    </span>
  );
}
