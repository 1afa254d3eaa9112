import { useTranslation } from 'react-i18next';
import { ProfileEditForm } from '../../features/profiles/components/profile-edit-form.tsx';
import { ProfilePhotoCard } from '../../features/profiles/components/profile-photo-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/** /profile/edit (spec §2): the photo (saved at once), then the profile form; saving returns to '/'. */
export default function ProfileEditRoute() {
  const { t } = useTranslation('layout');
  const { user, profile } = useSignedIn();
  useDocumentTitle(t('profileEdit.title'));
  return (
    <section aria-labelledby="profile-edit-title" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <div>
        <h1 id="profile-edit-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('profileEdit.title')}
        </h1>
        <p className="mt-1 text-slate-600">
          {user.userType === 'teacher' ? t('profileEdit.teacherIntro') : t('profileEdit.studentIntro')}
        </p>
      </div>
      <ProfilePhotoCard user={user} />
      <ProfileEditForm key={user.id} user={user} profile={profile} />
    </section>
  );
}
