import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../contract/lessons.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LESSONS_QUERY_KEY } from '../../features/lessons/api/lessons-keys.ts';
import { LessonsScreen } from '../../features/lessons/components/lessons-screen.tsx';
import { WriteReviewDialog } from '../../features/reviews/components/write-review-dialog.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/**
 * /lessons: upcoming and past lessons for students, parents and teachers, a teacher's availability, and the
 * private calendar feed. A lesson the family marked as happened offers Write a review (the reviews feature's dialog).
 */
export default function LessonsRoute() {
  const { t } = useTranslation('lessons');
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const isTeacher = user.userType === 'teacher';
  useDocumentTitle(t('page.documentTitle'));

  const renderReview = (lesson: Lesson) => (
    <WriteReviewDialog
      teacherId={lesson.teacher.id}
      teacherName={lesson.teacher.name}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY })}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="text-slate-600">{isTeacher ? t('page.introTeacher') : t('page.introFamily')}</p>
      </div>
      <LessonsScreen viewerIsTeacher={isTeacher} renderReview={isTeacher ? undefined : renderReview} />
    </div>
  );
}
