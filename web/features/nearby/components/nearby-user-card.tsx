import { BadgeCheck, Crown, LoaderCircle, MapPin, Navigation, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_CHIPS_MAX } from '../../../../contract/constants.ts';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { cn } from '../../../lib/utils.ts';
import {
  fullName,
  placeText,
  presenceText,
  isRated,
  ratingText,
  reviewCountText,
  splitSubjects,
} from '../lib/format.ts';
import { toLatLng } from '../lib/directions.ts';
import { DistanceBadge } from './distance-badge.tsx';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';

interface NearbyUserCardProps {
  user: NearbyUser;
  onDirections: (user: NearbyUser) => void;
  directionsPending?: boolean;
  /** The home panel's smaller card: no address line. */
  compact?: boolean;
  /** The first action, from the route (the requests feature's Send Request). */
  renderRequestAction?: CardActionRenderer;
  /** Message, after Directions (from the route). */
  renderMessageAction?: CardActionRenderer;
  /** Extra actions after Message. */
  actions?: ReactNode;
  /** A line the page adds under the rating (the find page's Fee or Budget). */
  amount?: ReactNode;
}

/** One nearby user (spec §2 'Nearby list'). */
export function NearbyUserCard({
  user,
  onDirections,
  directionsPending = false,
  compact = false,
  renderRequestAction,
  renderMessageAction,
  actions,
  amount,
}: NearbyUserCardProps) {
  const { t } = useTranslation('nearby');
  const { subjectLabel } = useSubjectLabels();
  const nameId = useId();
  const isTeacher = user.userType === 'teacher';
  const detail = isTeacher ? (user.experience ? t('card.experience', { experience: user.experience }) : user.qualification) : user.class;
  const target = { id: user.id, name: fullName(user), userType: user.userType, isConnected: user.isConnected, isVerified: user.isVerified };
  const { shown, hidden } = splitSubjects(user.subjects.map(subjectLabel), SUBJECT_CHIPS_MAX);
  const place = placeText(user);
  const point = toLatLng(user.latitude, user.longitude);

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <ProfilePhotoLink slug={user.profileSlug}>
          <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImage} className={compact ? 'size-10' : undefined} />
        </ProfilePhotoLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="truncate font-semibold text-slate-900">
              <ProfileNameLink slug={user.profileSlug}>{fullName(user)}</ProfileNameLink>
            </h3>
            {user.isVerified ? (
              <Badge variant="success" title={isTeacher ? t('card.identityVerified') : t('card.verified')}>
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('card.verified')}
              </Badge>
            ) : null}
            {user.isPremium ? (
              <Badge variant="warning">
                <Crown aria-hidden="true" className="size-3.5" />
                {t('card.premium')}
              </Badge>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            <span className="font-medium text-slate-700">{isTeacher ? t('card.teacher') : t('card.student')}</span>
            {detail ? <> · {detail}</> : null}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
            <span aria-hidden="true" className={cn('size-2 rounded-full', user.isOnline ? 'bg-emerald-500' : 'bg-slate-400')} />
            {presenceText(t, user)}
          </p>
        </div>
        <DistanceBadge km={user.distance} />
      </div>

      {shown.length ? (
        <ul aria-label={t('card.subjects')} className="flex flex-wrap gap-1.5">
          {shown.map((subject) => (
            <li key={subject} className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
              {subject}
            </li>
          ))}
          {hidden.length ? (
            <li title={hidden.join(', ')} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              +{hidden.length}
              <span className="sr-only"> {t('card.moreSubjects', { subjects: hidden.join(', ') })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="grid gap-1 text-sm text-slate-700">
        <p className="flex items-start gap-1.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0">
            {[user.locality, place].filter(Boolean).join(', ') || t('card.areaNotShared')}
          </span>
        </p>
        {compact ? null : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-5.5 text-xs text-slate-600">
            {/* An address, never raw coordinates: a person reads a place, not numbers (the map shows the point). */}
            {user.fullAddress && user.isExactLocation ? (
              <span className="min-w-0 break-words">{user.fullAddress}</span>
            ) : point ? null : (
              <span>{t('card.locationNotProvided')}</span>
            )}
            {user.isExactLocation || !point ? null : (
              <span
                className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700"
                title={t('card.approximateAreaHint')}
              >
                {t('card.approximateArea')}
              </span>
            )}
          </p>
        )}
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
          <span>
            <span className="font-semibold text-slate-900">{ratingText(t, user.rating, user.reviewCount)}</span>
            {!isRated(user.rating, user.reviewCount) ? null : <span className="sr-only"> {t('card.outOf5')}</span>}{' '}
            <span className="text-slate-600">{reviewCountText(t, user.reviewCount)}</span>
          </span>
        </p>
        {amount ? (
          <p data-testid="amount" className="font-semibold text-slate-900">
            {amount}
          </p>
        ) : null}
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {renderRequestAction?.(target)}
        <Button
          size="sm"
          variant="outline"
          className="flex-1"
          onClick={() => onDirections(user)}
          disabled={directionsPending}
          aria-busy={directionsPending || undefined}
        >
          {directionsPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Navigation aria-hidden="true" />}
          {t('card.directions')}
        </Button>
        {renderMessageAction?.(target)}
        {actions}
      </div>
    </article>
  );
}
