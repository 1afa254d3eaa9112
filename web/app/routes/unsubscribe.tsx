import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { UnsubscribePanel } from '../../features/unsubscribe/components/unsubscribe-panel.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** An email's unsubscribe link: for anyone who opens it, signed in or not (router.tsx keeps it outside both areas). */
export default function UnsubscribeRoute() {
  const { t } = useTranslation('unsubscribe');
  useDocumentTitle(t('documentTitle'));
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('title')}>
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
