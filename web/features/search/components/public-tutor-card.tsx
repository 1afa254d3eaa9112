import { BadgeCheck, IndianRupee, MapPin, Navigation, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicTutorCard as Tutor } from '../../../../contract/tutor-profiles.ts';
import { tutorProfileHref } from '../../../components/profile-link.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { distanceText, feeText, fullName, isRated, placeText, ratingText, reviewCountText } from '../lib/format.ts';
import { boardLabel, modeLabel } from '../lib/tutor-options.ts';

interface PublicTutorCardProps {
  tutor: Tutor;
  /** The visitor's point (a shared location or the place searched), passed on so the profile shows the distance. */
  origin: { latitude: number; longitude: number } | null;
}

/** The profile's address, with the visitor's point when they gave one (`?lat=&lng=`). */
export function profileHref(slug: string, origin: PublicTutorCardProps['origin']): string {
  const path = tutorProfileHref(slug);
  return origin ? `${path}?${new URLSearchParams({ lat: String(origin.latitude), lng: String(origin.longitude) })}` : path;
}

/**
 * A verified tutor as a signed-out visitor sees them: photo, name (to the public profile), verified
 * badge, headline, subjects, classes, boards, modes, fee as set, rating, distance and the approximate area.
 */
export function PublicTutorCard({ tutor, origin }: PublicTutorCardProps) {
  const { t } = useTranslation('search');
  const { subjectLabel, classLabel } = useSubjectLabels();
  const nameId = useId();
  const name = fullName({ name: tutor.firstName, lastName: tutor.lastName });
  const place = placeText(tutor.area);
  const rated = isRated(tutor.rating, tutor.reviewCount);
  const details = [...tutor.boards.map((board) => boardLabel(t, board)), ...tutor.teachingModes.map((mode) => modeLabel(t, mode))];

  return (
    <article aria-labelledby={nameId} className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar firstName={tutor.firstName} lastName={tutor.lastName} src={tutor.profileImage} className="size-14 text-base" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="min-w-0 font-semibold break-words">
              <Link
                to={profileHref(tutor.slug, origin)}
                className="rounded text-slate-900 underline-offset-2 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {name}
              </Link>
            </h3>
            <Badge variant="success" title={t('card.identityVerified')}>
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('card.verified')}
            </Badge>
          </div>
          {tutor.headline ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{tutor.headline}</p> : null}
        </div>
      </div>

      <SubjectChips items={tutor.subjects.map(subjectLabel)} label={t('card.subjects')} />
      {tutor.classes.length ? <SubjectChips items={tutor.classes.map(classLabel)} label={t('card.classes')} tone="class" /> : null}
      {details.length ? <p className="text-sm text-slate-600">{details.join(' · ')}</p> : null}

      <div className="mt-auto grid gap-1.5 text-sm">
        <p className="flex items-center gap-1.5 font-semibold" data-testid="amount">
          <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {feeText(t, tutor.fee?.amount ?? null, tutor.fee?.unit ?? null)}
        </p>
        <p className="flex items-center gap-1.5 text-slate-700" data-testid="rating">
          <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
          <span>
            <span className="font-semibold text-slate-900">{ratingText(t, tutor.rating, tutor.reviewCount)}</span>
            {rated ? (
              <>
                <span className="sr-only"> {t('card.outOf5')}</span> <span className="text-slate-600">{reviewCountText(t, tutor.reviewCount)}</span>
              </>
            ) : null}
          </span>
        </p>
        {tutor.distanceKm !== null ? (
          <p className="flex items-center gap-1.5 text-slate-700" data-testid="distance">
            <Navigation aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {distanceText(t, tutor.distanceKm)}
          </p>
        ) : null}
        {place ? (
          <p className="flex items-start gap-1.5 text-slate-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0">{place}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
