import { useTranslation } from 'react-i18next';
import type { Profile, User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { classLabel } from '../../requirements/lib/subject-label.ts';
import { budgetText, fullName } from '../lib/format.ts';
import { ProfileDetails, ProfileHeading } from './profile-details.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** Student dashboard profile card (spec §2): photo, name, email; class, school, mobile (or 'Not provided'), budget. */
export function StudentProfileCard({ user, profile, className }: { user: User; profile: Profile | null; className?: string }) {
  const { t } = useTranslation('profiles');
  const notProvided = t('card.notProvided');
  const student = profile?.userType === 'student' ? profile : null;
  return (
    <Card role="region" aria-labelledby="student-profile-title" className={className}>
      <CardContent className="grid grid-cols-1 gap-6">
        <ProfileHeading
          titleId="student-profile-title"
          photo={<ProfilePhoto user={user} />}
          name={fullName(user)}
          email={user.email}
          badges={<Badge variant="secondary">{t('card.student')}</Badge>}
        />
        <ProfileDetails
          rows={[
            [t('card.class'), student?.class ? classLabel(student.class) : notProvided],
            [t('card.school'), student?.schoolName || notProvided],
            [t('card.mobile'), user.mobile || notProvided],
            [t('card.budget'), budgetText(student?.budgetMin, student?.budgetMax) ?? notProvided],
          ]}
        />
      </CardContent>
    </Card>
  );
}
