import { BadgeCheck, IndianRupee, MapPin, Navigation, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../contract/search.ts';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { cn } from '../../../lib/utils.ts';
import type { ViewMode } from '../lib/filters.ts';
import { amountText, detailParts, distanceText, fullName, isRated, placeText, ratingText, reviewCountText } from '../lib/format.ts';
import { boardLabel, modeLabel } from '../lib/tutor-options.ts';
import { LikeButton } from './like-button.tsx';
import { MessageButton } from './message-button.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

interface SearchResultCardProps {
  result: SearchResult;
  view: ViewMode;
  /** The first action, from the route (the requests feature's Send Request). */
  renderRequestAction?: CardActionRenderer;
  /** Extra actions the page adds (a student's Write Review for a connected teacher). */
  actions?: ReactNode;
}

/**
 * One teacher or student found (spec §2, §3). Teachers show their rating, headline, boards and modes, and a verified
 * teacher's name leads to their public profile; the distance shows whenever the search has a point.
 */
export function SearchResultCard({ result, view, renderRequestAction, actions }: SearchResultCardProps) {
  const { t } = useTranslation('search');
  const { subjectLabel } = useSubjectLabels();
  const nameId = useId();
  const name = fullName(result);
  const details = detailParts(t, result);
  const place = placeText(result);
  const isTeacher = result.userType === 'teacher';
  const isList = view === 'list';
  const rated = isRated(result.rating, result.reviewCount);
  const target = { id: result.id, name, userType: result.userType, isConnected: result.isConnected, isVerified: result.isVerified };
  const teaching = isTeacher ? [...result.boards.map((board) => boardLabel(t, board)), ...result.teachingModes.map((mode) => modeLabel(t, mode))] : [];

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-5',
        isList && 'md:flex-row md:gap-6',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start gap-3">
          <ProfilePhotoLink slug={result.profileSlug}>
            <Avatar firstName={result.name} lastName={result.lastName} src={result.profileImage} className="size-14 text-base" />
          </ProfilePhotoLink>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
                <ProfileNameLink slug={result.profileSlug}>{name}</ProfileNameLink>
              </h3>
              {result.isVerified ? (
                <Badge variant="success" title={isTeacher ? t('card.identityVerified') : t('card.verified')}>
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('card.verified')}
                </Badge>
              ) : !isTeacher && result.isLocationVerified ? (
                // Students have no KYC: the Verification filter means a verified location for them.
                <Badge variant="success" title={t('card.locationVerified')}>
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {t('card.locationVerified')}
                </Badge>
              ) : null}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="font-medium text-slate-700">{isTeacher ? t('card.teacher') : t('card.student')}</span>
              {details.map((part) => (
                <span key={part}> · {part}</span>
              ))}
            </p>
          </div>
        </div>

        {isTeacher && result.headline ? <p className="text-sm font-medium text-slate-800">{result.headline}</p> : null}

        <SubjectChips items={result.subjects.map(subjectLabel)} label={t('card.subjects')} />
        {teaching.length ? <p className="text-sm text-slate-600">{teaching.join(' · ')}</p> : null}

        {isTeacher && result.bio ? <p className="line-clamp-2 text-sm text-slate-600">{result.bio}</p> : null}

        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0">{place ?? t('card.locationNotShared')}</span>
        </p>
        {result.distanceKm !== null ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="distance">
            <Navigation aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {distanceText(t, result.distanceKm)}
          </p>
        ) : null}
      </div>

      <div className={cn('flex flex-col gap-3', isList ? 'md:w-64 md:shrink-0 md:border-l md:border-slate-100 md:pl-6' : 'mt-auto')}>
        <div className="grid gap-1.5 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-slate-900" data-testid="amount">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {amountText(t, result)}
          </p>
          <div className="flex items-center gap-2">
            {isTeacher ? (
              <p className="flex items-center gap-1.5 text-slate-700" data-testid="rating">
                <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                <span>
                  <span className="font-semibold text-slate-900">{ratingText(t, result.rating, result.reviewCount)}</span>
                  {rated ? (
                    <>
                      <span className="sr-only"> {t('card.outOf5')}</span> <span className="text-slate-600">{reviewCountText(t, result.reviewCount)}</span>
                    </>
                  ) : null}
                </span>
              </p>
            ) : null}
            <div className="ml-auto">
              <LikeButton userId={result.id} name={name} liked={result.likedByMe} count={result.likeCount} />
            </div>
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          {renderRequestAction?.(target)}
          <MessageButton target={target} />
        </div>
        {actions ? <div className="flex flex-wrap gap-2 *:flex-1">{actions}</div> : null}
      </div>
    </article>
  );
}
