import { LogOut, Menu, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/utils.ts';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from '../lib/admin-nav.ts';

interface AdminMenuProps {
  current: AdminNavItem | null;
  onRefresh: () => void;
  onLogout: () => void;
}

/**
 * The admin navigation on narrow screens: a 'Menu' button opening every place of the panel (the current one marked),
 * then Refresh and Logout, each with its label. Arrow keys move through it; Escape closes it.
 */
export function AdminMenu({ current, onRefresh, onLogout }: AdminMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <Menu aria-hidden="true" />
          Menu
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-[calc(100dvh-5rem)] w-64 overflow-y-auto">
        <DropdownMenuLabel className="text-xs font-semibold text-slate-600">Admin</DropdownMenuLabel>
        {ADMIN_NAV_ITEMS.map((item) => {
          const isCurrent = item === current;
          const Icon = item.icon;
          return (
            <DropdownMenuItem key={item.to} asChild className={cn(isCurrent && 'bg-indigo-50 font-semibold text-indigo-900')}>
              <Link to={item.to} aria-current={isCurrent ? 'page' : undefined}>
                <Icon aria-hidden="true" />
                {item.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onRefresh}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
