import { Ban, CalendarDays, Mail, MapPin } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin-users.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { fullName, KYC_STATUS_LABELS, KYC_STATUS_TONES, locationLabel, USER_TYPE_LABELS } from '../lib/user-view.ts';

interface UserSummaryProps {
  user: AdminUser;
  /** h3 in the panel's list, h2 on the detail screen. */
  headingLevel: 'h2' | 'h3';
  /** Subject chips before '+n more'; the detail shows all. */
  maxSubjects?: number;
  className?: string;
}

/** Online or Offline, as a badge with a dot. */
function PresenceBadge({ online }: { online: boolean }) {
  return (
    <Badge variant={online ? 'success' : 'outline'}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', online ? 'bg-emerald-600' : 'bg-slate-400')} />
      {online ? 'Online' : 'Offline'}
    </Badge>
  );
}

/**
 * A user's card body (spec §2 control panel): photo or initials, name, email, type, city or 'No Location',
 * 'Banned' with the reason or Online/Offline, teachers' subjects and KYC state, and the join date.
 */
export function UserSummary({ user, headingLevel: Heading, maxSubjects, className }: UserSummaryProps) {
  const name = fullName(user);
  return (
    <div className={cn('flex min-w-0 gap-3 sm:gap-4', className)}>
      <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImage} className="size-12 sm:size-14" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Heading className="text-base font-semibold break-words text-slate-900">{name}</Heading>
          <Badge variant={user.userType === 'teacher' ? 'secondary' : 'outline'}>{USER_TYPE_LABELS[user.userType]}</Badge>
          {user.isBanned ? (
            <Badge variant="destructive">
              <Ban aria-hidden="true" className="size-3" />
              <span>Banned</span>
            </Badge>
          ) : (
            <PresenceBadge online={user.isOnline} />
          )}
          {user.kycStatus ? <Badge variant={KYC_STATUS_TONES[user.kycStatus]}>{KYC_STATUS_LABELS[user.kycStatus]}</Badge> : null}
        </div>
        <ul className="grid gap-1 text-sm text-slate-600">
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">Email: </span>
            <span className="min-w-0 break-all">{user.email}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">Location: </span>
            {locationLabel(user)}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            Joined <time dateTime={user.createdAt}>{formatAdminTime(user.createdAt)}</time>
          </li>
        </ul>
        {user.isBanned && user.banReason ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
            <span className="font-semibold">Ban reason:</span> {user.banReason}
          </p>
        ) : null}
        {user.userType === 'teacher' ? (
          user.subjects.length ? (
            <SubjectChips items={user.subjects} label="Subjects" max={maxSubjects} />
          ) : (
            <p className="text-sm text-slate-600">No subjects listed</p>
          )
        ) : user.studentClass ? (
          <p className="text-sm text-slate-600">Class: {user.studentClass}</p>
        ) : null}
      </div>
    </div>
  );
}
