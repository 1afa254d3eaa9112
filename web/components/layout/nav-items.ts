import { CalendarDays, Home, MessageSquare, Search, UserPlus, ClipboardList, type LucideIcon } from 'lucide-react';

export type NavCountKey = 'home' | 'requirements' | 'messages' | 'lessons' | 'find' | 'requests';

export interface NavItem {
  to: string;
  /** A whole key of the `layout` namespace. */
  label: 'layout:nav.home' | 'layout:nav.requirements' | 'layout:nav.messages' | 'layout:nav.lessons' | 'layout:nav.find' | 'layout:nav.requests';
  icon: LucideIcon;
  countKey: NavCountKey;
}

/** The fixed top navigation of the signed-in app (spec §2), with Lessons. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'layout:nav.home', icon: Home, countKey: 'home' },
  { to: '/requirements', label: 'layout:nav.requirements', icon: ClipboardList, countKey: 'requirements' },
  { to: '/messages', label: 'layout:nav.messages', icon: MessageSquare, countKey: 'messages' },
  { to: '/lessons', label: 'layout:nav.lessons', icon: CalendarDays, countKey: 'lessons' },
  { to: '/find', label: 'layout:nav.find', icon: Search, countKey: 'find' },
  { to: '/request', label: 'layout:nav.requests', icon: UserPlus, countKey: 'requests' },
];

export type NavCounts = Partial<Record<NavCountKey, number>>;
