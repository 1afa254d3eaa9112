import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { initials } from '../../lib/utils.ts';

export interface ShellUser {
  firstName: string;
  lastName: string | null;
  email: string;
  userType: string;
  profileImage: string | null;
}

/** The profile photo, or up to two initials when there is none or it fails to load. */
export function UserAvatar({ user, className = 'size-9' }: { user: ShellUser; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (user.profileImage && failedSrc !== user.profileImage) {
    const src = user.profileImage;
    return (
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        onError={() => setFailedSrc(src)}
        className={`${className} rounded-full bg-slate-100 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${className} flex items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white`}>
      {initials(user.firstName, user.lastName)}
    </span>
  );
}

/** Profile menu: Dashboard (students' and teachers' profile, requirement and KYC), Settings and Log out. */
export function ProfileMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Profile menu"
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:pr-3"
      >
        <UserAvatar user={user} />
        <span className="hidden text-sm font-medium text-slate-800 md:inline">{user.firstName}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{fullName}</span>
          <span className="block truncate text-xs text-slate-600">{user.email}</span>
          <Badge variant="secondary" className="mt-1.5 capitalize">
            {user.userType}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.userType !== 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
