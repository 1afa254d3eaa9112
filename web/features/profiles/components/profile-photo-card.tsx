import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { fullName } from '../lib/format.ts';
import { ProfilePhoto } from './profile-photo.tsx';

/** The photo widget on the edit screen: uploading saves at once, separately from the form. */
export function ProfilePhotoCard({ user }: { user: User }) {
  const { t } = useTranslation('profiles');
  return (
    <Card role="region" aria-labelledby="profile-photo-title">
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <ProfilePhoto user={user} />
        <div className="grid gap-1">
          <h2 id="profile-photo-title" className="text-lg font-semibold text-slate-900">
            {t('photo.cardTitle')}
          </h2>
          <p className="text-sm font-medium text-slate-800">{fullName(user)}</p>
          <p className="text-sm text-slate-600">{t('photo.cardHint')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
