import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PrivacyAndSecurity } from '../../features/account/components/privacy-and-security.tsx';
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx';
import { LiveLocationShareCard } from '../../features/location/components/live-location-share-card.tsx';
import { LocationSettingsCard } from '../../features/location/components/location-settings-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

const userTypeLabel = {
  student: 'settings.info.types.student',
  teacher: 'settings.info.types.teacher',
  admin: 'settings.info.types.admin',
  parent: 'settings.info.types.parent',
} as const;

function AccountInformation({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const rows: [string, string][] = [
    [t('settings.info.name'), [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [t('settings.info.email'), user.email],
    [t('settings.info.userType'), t(userTypeLabel[user.userType])],
  ];
  if (user.mobile) rows.push([t('settings.info.mobile'), user.mobile]);
  return (
    <Card role="region" aria-labelledby="account-info-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <UserRound aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle id="account-info-title">{t('settings.info.title')}</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * Settings (spec §2): location settings, live sharing, account information, notifications, and privacy and security (change password,
 * download my data, delete account).
 */
export default function SettingsRoute() {
  const { t } = useTranslation('account');
  const { user } = useSignedIn();
  useDocumentTitle(t('settings.title'));
  return (
    <section aria-labelledby="settings-title" className="mx-auto grid w-full max-w-3xl gap-6">
      <h1 id="settings-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('settings.title')}
      </h1>
      <LocationSettingsCard user={user} />
      <LiveLocationShareCard user={user} />
      <AccountInformation user={user} />
      {/* Email and push reach students, teachers and parents; an admin has none. */}
      {user.userType === 'admin' ? null : <NotificationSettings user={user} />}
      <PrivacyAndSecurity />
    </section>
  );
}
