import type { User } from '../../../../contract/users.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { fullName } from '../lib/format.ts';
import { ProfilePhoto } from './profile-photo.tsx';

/** The photo widget on the edit screen: uploading saves at once, separately from the form. */
export function ProfilePhotoCard({ user }: { user: User }) {
  return (
    <Card role="region" aria-labelledby="profile-photo-title">
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <ProfilePhoto user={user} />
        <div className="grid gap-1">
          <h2 id="profile-photo-title" className="text-lg font-semibold text-slate-900">
            Profile photo
          </h2>
          <p className="text-sm font-medium text-slate-800">{fullName(user)}</p>
          <p className="text-sm text-slate-600">
            Click the photo to choose a new one: an image up to 5MB. It is saved right away.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
