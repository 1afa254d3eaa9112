import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { ratingWord, starLabel } from '../lib/format.ts';

interface StarRatingInputProps {
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** Id of the visible label ('Rating'). */
  labelId: string;
  error?: string;
  errorId?: string;
  /** Receives the first radio so the form can focus the group on a validation error. */
  firstRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Five stars as a radio group ('1 star' … '5 stars'): native radios, so Tab enters the group and the arrow
 * keys choose; the stars fill up to the chosen (or hovered) one. Each transparent radio covers its star, so
 * a click lands on the radio itself.
 */
export function StarRatingInput({ value, onChange, onBlur, labelId, error, errorId, firstRef }: StarRatingInputProps) {
  const { t } = useTranslation('reviews');
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex"
        onMouseLeave={() => setHovered(null)}
      >
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="relative rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <input
              ref={stars === 1 ? firstRef : undefined}
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-label={starLabel(stars)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                stars <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400',
              )}
            />
          </label>
        ))}
      </div>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {value ? ratingWord(value) : t('stars.choose')}
      </span>
    </div>
  );
}
