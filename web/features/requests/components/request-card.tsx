import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate, formatRelativeTime } from '../../../i18n/format.ts';
import { partyName } from '../../../lib/for-child.ts';
import {
  isUnrated,
  partyDetail,
  placeText,
  ratingText,
  requestCardView,
  reviewCountText,
  STATUS_LABELS,
} from '../lib/request-view.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { RequestCardActions } from './request-card-actions.tsx';

const statusVariant = { pending: 'warning', accepted: 'success', rejected: 'outline' } as const;

const FULL_DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** Type, qualification or class, place and (teachers) rating, under the name. */
function PartyFacts({ user }: { user: RequestUser }) {
  const { t } = useTranslation('requests');
  const detail = partyDetail(user);
  const place = placeText(user);
  const rating = ratingText(user);
  return (
    <>
      <p className="mt-0.5 text-sm text-slate-600">
        <span className="font-medium text-slate-700">
          {user.userType === 'teacher' ? t('party.teacher') : user.userType === 'parent' ? t('party.parent') : t('party.student')}
        </span>
        {detail ? <> · {detail}</> : null}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          {place ?? t('party.noLocation')}
        </span>
        {rating ? (
          <span className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 shrink-0 fill-amber-400 text-amber-500" />
            <span className="font-semibold text-slate-900">{rating}</span>
            {isUnrated(user) ? null : (
              <>
                <span className="sr-only">{t('party.outOf5')}</span> {reviewCountText(user.reviewCount)}
              </>
            )}
          </span>
        ) : null}
      </p>
    </>
  );
}

/** More actions for a card, composed by the screen (Write a review of a connected teacher). */
export type RenderRequestActions = (request: ConnectionRequest, other: RequestUser) => ReactNode;

interface RequestCardProps {
  request: ConnectionRequest;
  viewerId: string;
  renderActions?: RenderRequestActions;
}

/** One connection request, showing the other party, the message, when it came and what can be done (spec §2). */
export function RequestCard({ request, viewerId, renderActions }: RequestCardProps) {
  const { t } = useTranslation('requests');
  const { subjectLabel, classLabel } = useSubjectLabels();
  const nameId = useId();
  const { box, other, action } = requestCardView(request, viewerId);
  const created = new Date(request.createdAt);

  return (
    <article aria-labelledby={nameId} className="flex h-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <ProfilePhotoLink slug={other.profileSlug}>
          <Avatar firstName={other.firstName} lastName={other.lastName} src={other.profileImage} />
        </ProfilePhotoLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
              <ProfileNameLink slug={other.profileSlug}>{partyName(other.name, other.userType, request.forChild, classLabel)}</ProfileNameLink>
            </h2>
            {other.isVerified ? (
              <Badge variant="success" title={other.userType === 'teacher' ? t('party.identityVerified') : t('party.verified')}>
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('party.verified')}
              </Badge>
            ) : null}
          </div>
          <PartyFacts user={other} />
        </div>
        <Badge variant={statusVariant[request.status]} className="shrink-0">
          <span className="sr-only">{t('status.label')}</span>
          {t(STATUS_LABELS[request.status])}
        </Badge>
      </div>

      <SubjectChips items={other.subjects.map(subjectLabel)} label={t('party.subjects')} />

      {request.forChild && other.userType !== 'parent' ? (
        <p className="text-sm font-medium text-indigo-800" data-testid="request-for-child">
          {t('card.forChild', { name: request.forChild.firstName })}
        </p>
      ) : null}

      {request.message ? (
        <div className="rounded-lg bg-slate-50 px-3 py-2.5">
          <p className="text-xs font-semibold text-slate-600">{box === 'received' ? t('card.message') : t('card.yourMessage')}</p>
          <p className="mt-0.5 text-sm whitespace-pre-line break-words text-slate-800">{request.message}</p>
        </div>
      ) : null}

      <div className="mt-auto flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <time dateTime={request.createdAt} title={formatDate(created, FULL_DATE_TIME)}>
            {box === 'received'
              ? t('card.receivedWhen', { when: formatRelativeTime(created) })
              : t('card.sentWhen', { when: formatRelativeTime(created) })}
          </time>
        </p>
        <div className="flex flex-wrap items-center gap-2 *:flex-1 sm:*:flex-none">
          {renderActions?.(request, other)}
          <RequestCardActions request={request} other={other} action={action} />
        </div>
      </div>
    </article>
  );
}
