import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

/** A rating out of 5 as filled and empty stars, read out as "Rated N out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('landing');
  return (
    <span role="img" aria-label={t('stars', { rating })} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300')}
        />
      ))}
    </span>
  );
}
