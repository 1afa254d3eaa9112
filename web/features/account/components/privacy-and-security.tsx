import { Lock, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordTips } from '../../../components/forms/password-tips.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DownloadDataButton } from './download-data-button.tsx';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Settings → Privacy and Security: the static badges Protected and Secure (spec §2), then change password, download
 * my data, delete account.
 */
export function PrivacyAndSecurity() {
  const { t } = useTranslation('account');
  const [newPassword, setNewPassword] = useState('');
  return (
    <Card role="region" aria-labelledby="privacy-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id="privacy-title">{t('privacy.title')}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-3 text-sm" data-testid="privacy-badges">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-700">{t('privacy.badges.personalData')}</dt>
            <dd>
              <Badge variant="success">{t('privacy.badges.protected')}</Badge>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-slate-700">
              <Lock aria-hidden="true" className="size-4" />
              {t('privacy.badges.account')}
            </dt>
            <dd>
              <Badge variant="success">{t('privacy.badges.secure')}</Badge>
            </dd>
          </div>
        </dl>
        <Part id="change-password-title" title={t('privacy.changePassword.title')}>
          <p className="text-sm text-slate-600">{t('privacy.changePassword.hint')}</p>
          <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
            <ChangePasswordForm onNewPasswordChange={setNewPassword} />
            <PasswordTips password={newPassword} className="rounded-lg bg-slate-50 p-4" />
          </div>
        </Part>
        <Part id="download-data-title" title={t('privacy.download.title')}>
          <p className="text-sm text-slate-600">{t('privacy.download.hint')}</p>
          <DownloadDataButton />
        </Part>
        <Part id="delete-account-title" title={t('privacy.delete.title')}>
          <p className="text-sm text-slate-600">{t('privacy.delete.hint')}</p>
          <DeleteAccountDialog />
        </Part>
      </CardContent>
    </Card>
  );
}
