import { Bell, BellOff } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import { CountBadge } from './count-badge.tsx';

/** Notification bell slot: support replies arrive here in a coming release. */
export function NotificationBell({ count = 0 }: { count?: number }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications" className="relative rounded-full">
          <span className="relative">
            <Bell aria-hidden="true" className="size-5" />
            <CountBadge count={count} />
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-600">
          <BellOff aria-hidden="true" className="size-5 text-slate-500" />
          No new notifications
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
