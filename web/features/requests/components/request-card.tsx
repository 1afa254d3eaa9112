import { formatDistanceToNow, format } from 'date-fns';
import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react';
import { useId } from 'react';
import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  partyDetail,
  placeText,
  ratingText,
  requestCardView,
  reviewCountText,
  STATUS_LABELS,
} from '../lib/request-view.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { RequestCardActions } from './request-card-actions.tsx';

const statusVariant = { pending: 'warning', accepted: 'success', rejected: 'outline' } as const;

/** Type, qualification or class, place and (teachers) rating, under the name. */
function PartyFacts({ user }: { user: RequestUser }) {
  const detail = partyDetail(user);
  const place = placeText(user);
  const rating = ratingText(user);
  return (
    <>
      <p className="mt-0.5 text-sm text-slate-600">
        <span className="font-medium text-slate-700">{user.userType === 'teacher' ? 'Teacher' : 'Student'}</span>
        {detail ? <> · {detail}</> : null}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          {place ?? 'Location not shared'}
        </span>
        {rating ? (
          <span className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 shrink-0 fill-amber-400 text-amber-500" />
            <span className="font-semibold text-slate-900">{rating}</span>
            {rating === 'New' ? null : (
              <>
                <span className="sr-only"> out of 5</span> {reviewCountText(user.reviewCount)}
              </>
            )}
          </span>
        ) : null}
      </p>
    </>
  );
}

interface RequestCardProps {
  request: ConnectionRequest;
  viewerId: string;
}

/** One connection request, showing the other party, the message, when it came and what can be done (spec §2). */
export function RequestCard({ request, viewerId }: RequestCardProps) {
  const nameId = useId();
  const { box, other, action } = requestCardView(request, viewerId);
  const created = new Date(request.createdAt);

  return (
    <article aria-labelledby={nameId} className="flex h-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar firstName={other.firstName} lastName={other.lastName} src={other.profileImage} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
              {other.name}
            </h3>
            {other.isVerified ? (
              <Badge variant="success" title={other.userType === 'teacher' ? 'Identity verified' : 'Verified'}>
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </Badge>
            ) : null}
          </div>
          <PartyFacts user={other} />
        </div>
        <Badge variant={statusVariant[request.status]} className="shrink-0">
          <span className="sr-only">Status: </span>
          {STATUS_LABELS[request.status]}
        </Badge>
      </div>

      <SubjectChips items={other.subjects} label="Subjects" />

      {request.message ? (
        <div className="rounded-lg bg-slate-50 px-3 py-2.5">
          <p className="text-xs font-semibold text-slate-600">{box === 'received' ? 'Message' : 'Your message'}</p>
          <p className="mt-0.5 text-sm whitespace-pre-line break-words text-slate-800">{request.message}</p>
        </div>
      ) : null}

      <div className="mt-auto flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <span>
            {box === 'received' ? 'Received' : 'Sent'}{' '}
            <time dateTime={request.createdAt} title={format(created, 'd MMM yyyy, h:mm a')}>
              {formatDistanceToNow(created, { addSuffix: true })}
            </time>
          </span>
        </p>
        <RequestCardActions request={request} other={other} action={action} />
      </div>
    </article>
  );
}
