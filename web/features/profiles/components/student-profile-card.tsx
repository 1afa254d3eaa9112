import type { Profile, User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { budgetText, fullName } from '../lib/format.ts';
import { ProfileDetails, ProfileHeading } from './profile-details.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

const NOT_PROVIDED = 'Not provided';

/** Student dashboard profile card (spec §2): photo, name, email; class, school, mobile (or 'Not provided'), budget. */
export function StudentProfileCard({ user, profile, className }: { user: User; profile: Profile | null; className?: string }) {
  const student = profile?.userType === 'student' ? profile : null;
  return (
    <Card role="region" aria-labelledby="student-profile-title" className={className}>
      <CardContent className="grid grid-cols-1 gap-6">
        <ProfileHeading
          titleId="student-profile-title"
          photo={<ProfilePhoto user={user} />}
          name={fullName(user)}
          email={user.email}
          badges={<Badge variant="secondary">Student</Badge>}
        />
        <ProfileDetails
          rows={[
            ['Class', student?.class || NOT_PROVIDED],
            ['School', student?.schoolName || NOT_PROVIDED],
            ['Mobile', user.mobile || NOT_PROVIDED],
            ['Budget', budgetText(student?.budgetMin, student?.budgetMax) ?? NOT_PROVIDED],
          ]}
        />
      </CardContent>
    </Card>
  );
}
