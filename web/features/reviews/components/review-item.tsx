import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../../contract/reviews.ts';
import { nameInitials, reviewDateText } from '../lib/format.ts';
import { StarRating } from './star-rating.tsx';

function ReviewerAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} className="size-10 shrink-0 rounded-full bg-slate-100 object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800">
      {nameInitials(name) || '?'}
    </span>
  );
}

/** One review: the student's avatar and name, the stars, when, and the comment. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  return (
    <article aria-label={t('item.label', { name: review.fromUserName })} className="flex gap-3">
      <ReviewerAvatar name={review.fromUserName} src={review.fromUserImage} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-semibold text-slate-900">{review.fromUserName}</h3>
          <time dateTime={review.createdAt} className="text-xs text-slate-600">
            {reviewDateText(review.createdAt)}
          </time>
        </div>
        <StarRating rating={review.rating} className="mt-1" />
        {review.comment ? <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.comment}</p> : null}
      </div>
    </article>
  );
}
