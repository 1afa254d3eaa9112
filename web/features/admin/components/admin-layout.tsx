import { useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw, Settings, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ADMIN_QUERY_PREFIX } from '../api/admin-request.ts';
import { useAdminLogout } from '../api/admin-logout.ts';

/** The admin panel frame: header with Refresh, Settings (change password) and Logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0] ?? '').startsWith(ADMIN_QUERY_PREFIX),
    });

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link
            to="/admin/dashboard"
            className="flex items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-white">
              <ShieldCheck aria-hidden="true" className="size-5" />
            </span>
            <span className="hidden sm:inline">Tutorhood Admin</span>
            <span className="sr-only sm:hidden">Tutorhood Admin</span>
          </Link>
          <nav aria-label="Admin actions" className="flex items-center gap-1 sm:gap-2">
            <Button variant="ghost" size="sm" onClick={() => void refresh()}>
              <RefreshCw aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Refresh</span>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/admin/change-password">
                <Settings aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Settings</span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={logout}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Logout</span>
            </Button>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}
