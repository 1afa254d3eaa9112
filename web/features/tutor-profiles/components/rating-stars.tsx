import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { ratingNumber } from '../lib/format.ts';

/** A rating (1–5, averages to the nearest half star) as stars, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, className, starClassName }: { rating: number; className?: string; starClassName?: string }) {
  const { t } = useTranslation('tutor-profiles');
  const halves = Math.round(rating * 2);
  return (
    <span
      role="img"
      aria-label={t('reviews.stars', { rating: Number.isInteger(rating) ? formatNumber(rating) : ratingNumber(rating) })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const full = halves >= n * 2;
        const half = !full && halves === n * 2 - 1;
        const size = cn('size-4', starClassName);
        return half ? (
          <span key={n} className="relative inline-flex">
            <Star aria-hidden="true" className={cn(size, 'fill-transparent text-slate-300')} />
            <StarHalf aria-hidden="true" className={cn(size, 'absolute inset-0 fill-amber-400 text-amber-500')} />
          </span>
        ) : (
          <Star key={n} aria-hidden="true" className={cn(size, full ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300')} />
        );
      })}
    </span>
  );
}
