import { useTranslation } from 'react-i18next';
import { RequirementsScreen } from '../../features/requirements/components/requirements-screen.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';
import { MeetStudentsGate, studentsHiddenFrom } from '../teacher-gate.tsx';

/** /requirements and /old/requirements (spec §2): students find teachers' requirements, teachers find students'. */
export default function RequirementsRoute() {
  const { t } = useTranslation('layout');
  const { user, profile } = useSignedIn();
  const isTeacher = user.userType === 'teacher';
  useDocumentTitle(isTeacher ? t('find.studentsTitle') : t('find.teachersTitle'));
  if (user.userType === 'admin') return null;
  return (
    <RequirementsScreen
      user={{ ...user, userType: isTeacher ? 'teacher' : 'student' }}
      studentsHidden={studentsHiddenFrom(user) ? <MeetStudentsGate profile={profile} place="students" /> : undefined}
    />
  );
}
