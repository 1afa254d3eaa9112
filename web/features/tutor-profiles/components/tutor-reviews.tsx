import { LoaderCircle, MessageSquareQuote } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTutorProfile } from '../../../../contract/tutor-profiles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SHORT_DATE, formatDate } from '../../../i18n/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTutorReviews } from '../api/get-tutor-reviews.ts';
import { ratingNumber, reviewerText } from '../lib/format.ts';
import { RatingStars } from './rating-stars.tsx';
import { OfflineInline } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

interface TutorReviewsProps {
  profile: PublicTutorProfile;
  name: string;
  /** Beside the heading: the route's "Write a review" for a connected student. */
  action?: ReactNode;
}

/** The written reviews, newest first, with the average and count; "Show more reviews" loads the next page. */
export function TutorReviews({ profile, name, action }: TutorReviewsProps) {
  const { t } = useTranslation('tutor-profiles');
  const titleId = useId();
  const reviews = useTutorReviews(profile.slug);
  const online = useOnline();
  const pages = reviews.data?.pages ?? [];
  const list = pages.flatMap((page) => page.reviews);
  // The reviews endpoint's summary is the newer one once it answered (a review written here updates it).
  const summary = pages[0] ?? { rating: profile.rating, reviewCount: profile.reviewCount };

  return (
    <section id="reviews" aria-labelledby={titleId} className="grid scroll-mt-24 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('reviews.title')}
        </h2>
        {action}
      </div>
      {summary.rating !== null && summary.reviewCount > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="rating-summary">
          <span className="text-3xl font-bold text-slate-900 tabular-nums">{ratingNumber(summary.rating)}</span>
          <div className="grid gap-0.5">
            <RatingStars rating={summary.rating} starClassName="size-5" />
            <span className="text-sm text-slate-600">{t('reviews.summary', { count: summary.reviewCount })}</span>
          </div>
        </div>
      ) : null}

      {reviews.isPending && !online ? (
        <OfflineInline />
      ) : reviews.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
          {t('reviews.loading')}
        </p>
      ) : reviews.isError && !list.length ? (
        <p role="alert" className="text-sm text-slate-700">
          {errorMessage(reviews.error, t('reviews.loadFailed'))}
        </p>
      ) : !list.length ? (
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          {t('reviews.empty', { name })}
        </p>
      ) : (
        <ul aria-label={t('reviews.listLabel', { name })} className="grid divide-y divide-slate-100">
          {list.map((review) => (
            <li key={review.id} className="grid gap-1.5 py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <div className="flex items-center gap-2">
                  <RatingStars rating={review.rating} />
                  <span className="text-sm font-medium text-slate-800" data-testid="reviewer">
                    {reviewerText(review.reviewerType)}
                  </span>
                </div>
                <time dateTime={review.createdAt} className="text-xs text-slate-600">
                  {formatDate(review.createdAt, SHORT_DATE)}
                </time>
              </div>
              {review.comment ? <p className="text-sm whitespace-pre-line text-slate-700">{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}

      {reviews.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-slate-700">
          {errorMessage(reviews.error, t('reviews.moreFailed'))}
        </p>
      ) : null}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="mx-auto w-full sm:w-auto"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
          aria-busy={reviews.isFetchingNextPage || undefined}
        >
          {reviews.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" /> : null}
          {t('reviews.showMore')}
        </Button>
      ) : null}
    </section>
  );
}
