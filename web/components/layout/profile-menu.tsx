import { Languages, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import type { UserType } from '../../../contract/users.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../ui/badge.tsx';
import { AfterFirstCommit } from './after-first-commit.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { initials } from '../../lib/utils.ts';

export interface ShellUser {
  firstName: string;
  lastName: string | null;
  email: string;
  userType: string;
  profileImage: string | null;
}

/** The profile photo (alt ""), or up to two initials when there is none or it fails to load: the initials are text. */
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
    <span className={`${className} flex items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white`}>
      {initials(user.firstName, user.lastName)}
    </span>
  );
}

const TRIGGER_CLASSES =
  'flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:pr-3';

const USER_TYPE_LABELS = {
  student: 'profileMenu.userType.student',
  teacher: 'profileMenu.userType.teacher',
  admin: 'profileMenu.userType.admin',
  parent: 'profileMenu.userType.parent',
} as const satisfies Record<UserType, string>;

interface ProfileMenuProps {
  user: ShellUser;
  onLogout: () => void;
  /** After the language was switched here (signed in: the caller saves it with the account). */
  onLanguageChange?: (language: Language) => void;
}

/**
 * Profile menu: Dashboard (students' and teachers' profile, requirement and KYC), Settings, the other language
 * (English ⇄ हिन्दी, named in its own script) and Log out.
 */
export function ProfileMenu({ user, onLogout, onLanguageChange }: ProfileMenuProps) {
  const { t, i18n } = useTranslation('layout');
  const other: Language = i18n.language === 'hi' ? 'en' : 'hi';
  const typeKey = user.userType in USER_TYPE_LABELS ? USER_TYPE_LABELS[user.userType as UserType] : undefined;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // Named by what it shows (initials, then the first name from md up) and then "Profile menu": voice-control users say
  // what they see (WCAG 2.5.3, axe label-content-name-mismatch).
  const triggerContent = (
    <>
      <UserAvatar user={user} />
      <span className="hidden text-sm font-medium text-slate-800 md:inline">{user.firstName}</span>
      <span className="sr-only">{t('profileMenu.label')}</span>
    </>
  );
  return (
    <AfterFirstCommit
      trigger={(open) => (
        <button type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed" className={TRIGGER_CLASSES} onClick={open}>
          {triggerContent}
        </button>
      )}
    >
      {(openAtOnce) => (
        <DropdownMenu defaultOpen={openAtOnce}>
          <DropdownMenuTrigger className={TRIGGER_CLASSES}>{triggerContent}</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>
              <span className="block font-semibold text-slate-900">{fullName}</span>
              <span className="block truncate text-xs text-slate-600">{user.email}</span>
              <Badge variant="secondary" className="mt-1.5 capitalize">
                {typeKey ? t(typeKey) : user.userType}
              </Badge>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {user.userType !== 'admin' ? (
              <DropdownMenuItem asChild>
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  {t('profileMenu.dashboard')}
                </Link>
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem asChild>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                {t('profileMenu.settings')}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void changeLanguage(other).then(() => onLanguageChange?.(other))}>
              <Languages aria-hidden="true" />
              <span lang={other}>{LANGUAGE_NAMES[other]}</span>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onLogout}>
              <LogOut aria-hidden="true" />
              {t('profileMenu.logOut')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </AfterFirstCommit>
  );
}
