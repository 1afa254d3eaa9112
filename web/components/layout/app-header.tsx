import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/utils.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CountBadge } from './count-badge.tsx';
import { NAV_ITEMS, type NavCounts } from './nav-items.ts';
import { NotificationBell } from './notification-bell.tsx';
import { ProfileMenu, type ShellUser } from './profile-menu.tsx';
import type { Language } from '../../i18n/languages.ts';

interface AppHeaderProps {
  user: ShellUser;
  onLogout: () => void;
  counts?: NavCounts;
  /** A language chosen in the profile menu (saved with the account). */
  onLanguageChange?: (language: Language) => void;
  /** Beside the bell: a parent's child switcher ("For: Anaya"), composed by the shell. */
  extra?: ReactNode;
}

/**
 * Fixed top navigation. From md up: one row. Below md: brand, bell and profile on the first row and
 * the six destinations as icon + short label tabs on the second, so every item stays one tap away.
 */
export function AppHeader({ user, onLogout, counts = {}, onLanguageChange, extra }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 md:h-16 md:flex-nowrap">
        <Link
          to="/"
          aria-label={t('common:brand.home')}
          className="flex h-14 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:h-auto"
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.label')} className="order-last -mx-4 w-[calc(100%+2rem)] border-t border-slate-100 md:order-none md:mx-0 md:w-auto md:flex-1 md:border-0">
          <ul className="grid grid-cols-6 md:flex md:justify-center md:gap-1">
            {NAV_ITEMS.map(({ to, label, icon: Icon, countKey }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex flex-col items-center gap-0.5 px-0.5 py-2 text-[10px] font-medium tracking-tight transition-colors min-[400px]:text-[11px] sm:text-xs sm:tracking-normal',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                      'md:flex-row md:gap-2 md:rounded-lg md:px-3 md:text-sm',
                      isActive ? 'text-indigo-700 md:bg-indigo-50' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                    )
                  }
                >
                  <span className="relative">
                    <Icon aria-hidden="true" className="size-5 md:size-4" />
                    <CountBadge count={counts[countKey]} />
                  </span>
                  <span>{t(label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {extra}
          {user.userType !== 'admin' ? <NotificationBell /> : null}
          <ProfileMenu user={user} onLogout={onLogout} onLanguageChange={onLanguageChange} />
        </div>
      </div>
    </header>
  );
}
