import { BadgeCheck, IndianRupee, MapPin, MessageSquare, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '../../../../contract/search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { cn } from '../../../lib/utils.ts';
import type { ViewMode } from '../lib/filters.ts';
import { amountText, detailParts, fullName, placeText, ratingText, reviewCountText } from '../lib/format.ts';
import { LikeButton } from './like-button.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

interface SearchResultCardProps {
  result: SearchResult;
  view: ViewMode;
  /** The first action, from the route (the requests feature's Send Request). */
  renderRequestAction?: CardActionRenderer;
  /** Extra actions the page adds (a student's Write Review for a connected teacher). */
  actions?: ReactNode;
}

/** One teacher or student found (spec §2, §3). Teachers show their rating; students are not rated. */
export function SearchResultCard({ result, view, renderRequestAction, actions }: SearchResultCardProps) {
  const nameId = useId();
  const name = fullName(result);
  const details = detailParts(result);
  const place = placeText(result);
  const isTeacher = result.userType === 'teacher';
  const isList = view === 'list';
  const rated = ratingText(result.rating, result.reviewCount) !== 'New';

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
          <Avatar firstName={result.name} lastName={result.lastName} src={result.profileImage} className="size-14 text-base" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
                {name}
              </h3>
              {result.isVerified ? (
                <Badge variant="success" title={isTeacher ? 'Identity verified' : 'Verified'}>
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Verified
                </Badge>
              ) : !isTeacher && result.isLocationVerified ? (
                // Students have no KYC: the Verification filter means a verified location for them.
                <Badge variant="success" title="Location verified">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  Location verified
                </Badge>
              ) : null}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="font-medium text-slate-700">{isTeacher ? 'Teacher' : 'Student'}</span>
              {details.map((part) => (
                <span key={part}> · {part}</span>
              ))}
            </p>
          </div>
        </div>

        <SubjectChips items={result.subjects} label="Subjects" />

        {isTeacher && result.bio ? <p className="line-clamp-2 text-sm text-slate-600">{result.bio}</p> : null}

        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0">{place ?? 'Location not shared'}</span>
        </p>
      </div>

      <div className={cn('flex flex-col gap-3', isList ? 'md:w-64 md:shrink-0 md:border-l md:border-slate-100 md:pl-6' : 'mt-auto')}>
        <div className="grid gap-1.5 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-slate-900" data-testid="amount">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {amountText(result)}
          </p>
          <div className="flex items-center gap-2">
            {isTeacher ? (
              <p className="flex items-center gap-1.5 text-slate-700" data-testid="rating">
                <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                <span>
                  <span className="font-semibold text-slate-900">{ratingText(result.rating, result.reviewCount)}</span>
                  {rated ? (
                    <>
                      <span className="sr-only"> out of 5</span> <span className="text-slate-600">{reviewCountText(result.reviewCount)}</span>
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
          {renderRequestAction?.({ id: result.id, name, userType: result.userType, isConnected: result.isConnected })}
          <Button asChild size="sm" variant="outline" className="flex-1">
            <Link to={`/messages/${result.id}`}>
              <MessageSquare aria-hidden="true" />
              Message<span className="sr-only"> {name}</span>
            </Link>
          </Button>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 *:flex-1">{actions}</div> : null}
      </div>
    </article>
  );
}
