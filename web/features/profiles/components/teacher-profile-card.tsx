import { BadgeCheck, Eye, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import type { Profile, User } from '../../../../contract/users.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { subjectLabel } from '../../requirements/lib/subject-label.ts';
import { fullName, reviewCountText, teacherFeeText, teacherRatingText } from '../lib/format.ts';
import { ProfileDetails, ProfileHeading } from './profile-details.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/**
 * Teacher dashboard profile card (spec §2): qualification, rating (3.0 without reviews, labelled a default) with the
 * review count, student count, city, experience, monthly fee (₹5,000 when unset, labelled a default) and subject chips.
 * Only the teacher sees these defaults: everyone else sees "New" and "Fee not set".
 */
export function TeacherProfileCard({ user, profile, className }: { user: User; profile: Profile | null; className?: string }) {
  const { t } = useTranslation('profiles');
  const notProvided = t('card.notProvided');
  const teacher = profile?.userType === 'teacher' ? profile : null;
  const subjects = teacher?.subjects ?? [];
  return (
    <Card role="region" aria-labelledby="teacher-profile-title" className={className}>
      <CardContent className="grid grid-cols-1 gap-6">
        <ProfileHeading
          titleId="teacher-profile-title"
          photo={<ProfilePhoto user={user} />}
          name={fullName(user)}
          email={user.email}
          badges={
            <>
              <Badge variant="secondary">{t('card.teacher')}</Badge>
              {user.isVerified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('card.verified')}
                </Badge>
              ) : null}
            </>
          }
        />
        <ProfileDetails
          rows={[
            [t('card.qualification'), teacher?.qualification || notProvided],
            [
              t('card.rating'),
              <span className="inline-flex flex-wrap items-center gap-x-1.5">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span>{teacherRatingText(teacher?.rating, teacher?.reviewCount ?? 0)}</span>
                <span className="font-normal text-slate-600">({reviewCountText(teacher?.reviewCount ?? 0)})</span>
              </span>,
            ],
            [t('card.students'), formatNumber(teacher?.studentCount ?? 0)],
            [t('card.city'), teacher?.city || user.city || t('card.notSet')],
            [t('card.experience'), teacher?.experience || notProvided],
            [t('card.fee'), teacherFeeText(teacher?.monthlyFee, teacher?.feeUnit ?? 'per_month')],
          ]}
        />
        <div>
          <h3 className="text-sm text-slate-600">{t('card.subjects')}</h3>
          {subjects.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {subjects.map((subject) => (
                <li key={subject}>
                  <Badge variant="secondary" className="px-2.5 py-1 text-sm font-medium">
                    {subjectLabel(subject)}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm font-medium text-slate-900">{notProvided}</p>
          )}
        </div>
        <PublicProfileLine slug={user.isVerified ? (teacher?.profileSlug ?? null) : null} />
        {teacher?.bio ? (
          <div>
            <h3 className="text-sm text-slate-600">{t('card.bio')}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{teacher.bio}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** "View public profile" once KYC is approved (the profile is public then); before that, when it will be. */
function PublicProfileLine({ slug }: { slug: string | null }) {
  const { t } = useTranslation('profiles');
  if (!slug) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="public-profile-pending">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {t('card.publicOnceVerified')}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="outline">
        <Link to={`/tutors/${slug}`}>
          <Eye aria-hidden="true" />
          {t('card.viewPublicProfile')}
        </Link>
      </Button>
      <p className="text-sm text-slate-600">{t('card.publicHint')}</p>
    </div>
  );
}
