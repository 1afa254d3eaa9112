import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { VerifyEmailResult } from '../../features/email-verification/components/verify-email-result.tsx';
import { useToken } from '../../lib/auth-token.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useMe } from '../../lib/me-query.ts';
import { readPendingContact } from '../../lib/pending-action.ts';

/** The emailed link's page: for anyone who opens it, signed in or not (router.tsx keeps it outside both areas). */
export default function VerifyEmailRoute() {
  const { t } = useTranslation('verification');
  useDocumentTitle(t('page.documentTitle'));
  const [params] = useSearchParams();
  const token = useToken();
  const me = useMe(token);
  const account = token && me.data ? { emailVerified: me.data.user.emailVerified } : null;
  // A request started on a tutor's profile before joining waits there for this verification (pending-contact.tsx).
  const [continueTo] = useState(() => readPendingContact()?.path ?? '/');
  return (
    <AuthLayout title={t('page.title')}>
      <VerifyEmailResult token={params.get('token')} account={account} continueTo={continueTo} />
    </AuthLayout>
  );
}
