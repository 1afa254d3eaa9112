import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw, Settings, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ADMIN_QUERY_PREFIX } from '../api/admin-request.ts';
import { useAdminLogout } from '../api/admin-logout.ts';
import { currentAdminNavItem } from '../lib/admin-nav.ts';
import { AdminMenu } from './admin-menu.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

/**
 * The admin panel frame: a skip link; the header with Refresh, Settings (change password) and Logout (on narrow
 * screens these are in the labelled Menu, with the navigation); the navigation as a sidebar on wide screens.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  const current = currentAdminNavItem(useLocation().pathname);
  const refresh = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0] ?? '').startsWith(ADMIN_QUERY_PREFIX),
    });

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <Link
            to="/admin/dashboard"
            className="flex items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-white">
              <ShieldCheck aria-hidden="true" className="size-5" />
            </span>
            Tutorhood Admin
          </Link>
          <div className="hidden items-center gap-2 lg:flex">
            <Button variant="ghost" size="sm" onClick={refresh}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/admin/change-password">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={logout}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
          <AdminMenu current={current} onRefresh={refresh} onLogout={logout} />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:py-10 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <AdminSidebar current={current} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
