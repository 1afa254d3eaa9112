import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format.ts';
import { cn } from '../../../lib/utils.ts';
import { useLikeProfile } from '../api/like-profile.ts';

interface LikeButtonProps {
  userId: string;
  name: string;
  liked: boolean;
  count: number;
}

/** A heart button and the like count; a like cannot be taken back, so pressing it again does nothing. */
export function LikeButton({ userId, name, liked, count }: LikeButtonProps) {
  const { t } = useTranslation('search');
  const countId = useId();
  const like = useLikeProfile();
  return (
    <div className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-label={t('like.action', { name })}
        aria-pressed={liked}
        aria-describedby={countId}
        title={liked ? t('like.liked') : t('like.action', { name })}
        onClick={() => {
          if (!liked) like.mutate(userId);
        }}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          liked ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-600 hover:bg-slate-100 hover:text-rose-600',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-5', liked && 'fill-current')} />
      </button>
      <span id={countId} className="text-sm font-medium text-slate-700 tabular-nums" data-testid="like-count">
        {formatNumber(count)}
        <span className="sr-only"> {t('like.likes', { count })}</span>
      </span>
    </div>
  );
}
