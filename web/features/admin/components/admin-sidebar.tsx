import { Link } from 'react-router';
import { cn } from '../../../lib/utils.ts';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from '../lib/admin-nav.ts';

/** The admin navigation as a sidebar (wide screens): every place of the panel, the current one marked. */
export function AdminSidebar({ current }: { current: AdminNavItem | null }) {
  return (
    <nav aria-label="Admin" className="sticky top-20 hidden self-start lg:block">
      <ul className="grid gap-1">
        {ADMIN_NAV_ITEMS.map((item) => {
          const isCurrent = item === current;
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  isCurrent ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-700 hover:bg-white hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-4 shrink-0', isCurrent ? 'text-white' : 'text-slate-500')} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
