import { LoaderCircle, MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { ReviewItem } from './review-item.tsx';
import { OfflineInline } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

/** Teacher dashboard 'Student Reviews' (spec §2): the signed-in teacher's reviews, newest first. */
export function StudentReviewsCard({ className }: { className?: string }) {
  const { t } = useTranslation('reviews');
  const reviews = useMyReviews();
  const online = useOnline();
  return (
    <Card role="region" aria-labelledby="student-reviews-title" className={className}>
      <CardHeader className="flex-row items-center gap-3">
        <MessageSquareQuote aria-hidden="true" className="size-5 text-indigo-600" />
        <CardTitle id="student-reviews-title">{t('card.title')}</CardTitle>
        {reviews.data?.length ? <Badge variant="secondary">{reviews.data.length}</Badge> : null}
      </CardHeader>
      <CardContent>
        {reviews.isPending && !online ? (
          <OfflineInline />
        ) : reviews.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
            {t('card.loading')}
          </div>
        ) : reviews.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            {t('card.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              {t('card.tryAgain')}
            </Button>
          </div>
        ) : reviews.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('card.empty')}</p>
        ) : (
          <ul className="grid divide-y divide-slate-100">
            {reviews.data.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
