import { Home, MessageSquare, Search, UserPlus, ClipboardList, type LucideIcon } from 'lucide-react';

export type NavCountKey = 'home' | 'requirements' | 'messages' | 'find' | 'requests';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  countKey: NavCountKey;
}

/** The fixed top navigation of the signed-in app (spec §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: Home, countKey: 'home' },
  { to: '/requirements', label: 'Requirements', icon: ClipboardList, countKey: 'requirements' },
  { to: '/messages', label: 'Messages', icon: MessageSquare, countKey: 'messages' },
  { to: '/find', label: 'Find', icon: Search, countKey: 'find' },
  { to: '/request', label: 'Requests', icon: UserPlus, countKey: 'requests' },
];

export type NavCounts = Partial<Record<NavCountKey, number>>;
