import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../../../contract/auth.ts';
import {
  CreateReviewBodySchema,
  REVIEW_COMMENT_MAX,
  type Review,
  type SaveReviewResponse,
} from '../../../../contract/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';
import { useTeacherReviews } from '../api/get-teacher-reviews.ts';
import { useSaveReview } from '../api/save-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

export interface WriteReviewDialogProps {
  teacherId: string;
  teacherName: string;
  /** The element that opens the dialog; defaults to a 'Write a review' button. */
  trigger?: ReactNode;
  /** Called after a successful save with the teacher's new rating and review count. */
  onSaved?: (response: SaveReviewResponse) => void;
  /**
   * Opened from elsewhere (a menu item): the dialog is controlled and has no trigger of its own. Radix returns focus to
   * what had it before the dialog opened.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * 'Write a review' of a teacher the student is connected with: 1–5 stars and an optional comment. Saving again
 * replaces the student's earlier review, which the dialog loads as its starting values.
 */
export function WriteReviewDialog({ teacherId, teacherName, trigger, onSaved, open: controlledOpen, onOpenChange }: WriteReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;
  const setOpen = (next: boolean) => (controlled ? onOpenChange?.(next) : setOwnOpen(next));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {controlled ? null : (
        <DialogTrigger asChild>
          {trigger ?? (
            <Button variant="outline" size="sm">
              <Star aria-hidden="true" />
              {t('dialog.open')}
              <span className="sr-only">{t('dialog.forName', { name: teacherName })}</span>
            </Button>
          )}
        </DialogTrigger>
      )}
      <DialogContent>
        {open ? (
          <ReviewDialogBody teacherId={teacherId} teacherName={teacherName} onSaved={onSaved} onClose={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps extends Pick<WriteReviewDialogProps, 'teacherId' | 'teacherName' | 'onSaved'> {
  onClose: () => void;
}

function ReviewDialogBody({ teacherId, teacherName, onSaved, onClose }: BodyProps) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const myId = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY)?.user.id;
  const reviews = useTeacherReviews(teacherId, { enabled: !!myId });
  const earlier = reviews.data?.find((review) => review.fromUserId === myId) ?? null;
  const loading = !!myId && reviews.isPending;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>
          {earlier ? t('dialog.descriptionAgain', { name: teacherName }) : t('dialog.description', { name: teacherName })}
        </DialogDescription>
      </DialogHeader>
      {loading ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
          {t('dialog.loading')}
        </p>
      ) : (
        <ReviewForm teacherId={teacherId} teacherName={teacherName} earlier={earlier} onSaved={onSaved} onClose={onClose} />
      )}
    </>
  );
}

function ReviewForm({ teacherId, teacherName, earlier, onSaved, onClose }: BodyProps & { earlier: Review | null }) {
  const { t } = useTranslation('reviews');
  const form = useForm({
    resolver: zodResolver(CreateReviewBodySchema),
    defaultValues: { teacherId, rating: earlier?.rating, comment: earlier?.comment ?? '' },
    shouldFocusError: false,
  });
  const save = useSaveReview();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const ratingError = errors.rating?.message ? translateMessage(errors.rating.message) : undefined;
  const commentError = errors.comment?.message ? translateMessage(errors.comment.message) : undefined;
  const commentLength = (useWatch({ control: form.control, name: 'comment' }) ?? '').length;
  const counterId = 'review-comment-counter';

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      save.mutate(values, {
        onSuccess: (response) => {
          toast.success(t('dialog.saved'), t('dialog.savedBody', { name: teacherName }));
          onSaved?.(response);
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ['rating', 'comment']);
          const message = errorMessage(error, t('dialog.saveFailed'));
          setFailure(message);
          toast.error(t('dialog.notSaved'), message);
        },
      });
    },
    (invalid) => form.setFocus(invalid.rating ? 'rating' : 'comment'),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-1.5">
        <span id="review-rating-label" className="text-sm font-medium text-slate-800">
          {t('dialog.rating')}
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              labelId="review-rating-label"
              error={ratingError}
              errorId="review-rating-error"
            />
          )}
        />
        {ratingError ? <FieldError id="review-rating-error">{ratingError}</FieldError> : null}
      </div>
      <FormField id="review-comment" label={t('dialog.comment')} labelSuffix={t('dialog.optional')} error={commentError}>
        <Textarea
          {...fieldProps('review-comment', commentError)}
          aria-describedby={[counterId, errors.comment ? 'review-comment-error' : ''].filter(Boolean).join(' ')}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('dialog.placeholder')}
          {...form.register('comment')}
        />
        <p id={counterId} className="justify-self-end text-xs text-slate-600">
          {commentLength}/{REVIEW_COMMENT_MAX}
        </p>
      </FormField>
      <DialogFormActions
        failure={failure}
        cancelLabel={t('dialog.cancel')}
        submitLabel={t('dialog.submit')}
        pendingLabel={t('dialog.submitting')}
        pending={save.isPending}
      />
    </form>
  );
}
