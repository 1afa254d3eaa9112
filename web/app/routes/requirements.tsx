import { useTranslation } from 'react-i18next';
import { PublicRequirementsScreen } from '../../features/requirements/components/public-requirements-screen.tsx';
import { RequirementsScreen } from '../../features/requirements/components/requirements-screen.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useOptionalSignedIn } from '../session-context.ts';
import { MeetStudentsGate, studentsHiddenFrom } from '../teacher-gate.tsx';

/**
 * /requirements and /old/requirements (spec §2): students find teachers' requirements, teachers find students'.
 * Signed out (the public shell), teachers' requirements only.
 */
export default function RequirementsRoute() {
  const { t } = useTranslation('layout');
  const session = useOptionalSignedIn();
  const isTeacher = session?.user.userType === 'teacher';
  useDocumentTitle(
    !session ? t('requirements.documentTitlePublic') : isTeacher ? t('requirements.documentTitleTeacher') : t('requirements.documentTitleStudent'),
  );
  if (!session) return <PublicRequirementsScreen />;
  const { user, profile } = session;
  if (user.userType === 'admin') return null;
  return (
    <RequirementsScreen
      user={{ ...user, userType: isTeacher ? 'teacher' : 'student' }}
      studentsHidden={studentsHiddenFrom(user) ? <MeetStudentsGate profile={profile} place="students" /> : undefined}
    />
  );
}
