import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChildActivityScreen } from '../../features/families/components/child-activity-screen.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /children/{id}: a guardian's read-only view of a linked child's requests and conversations. */
export default function ChildActivityRoute() {
  const { t } = useTranslation('families');
  useDocumentTitle(t('children.title'));
  const { id = '' } = useParams();
  return <ChildActivityScreen childId={id} />;
}
