import {
  ClipboardList,
  Eye,
  Flag,
  Headset,
  IdCard,
  LayoutDashboard,
  MessageSquare,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The paths (prefixes, matched on whole segments) on which this item is the current one. */
  paths: readonly string[];
}

/**
 * The admin panel's navigation, in the order the sidebar (wide screens) and the menu (phones) show it. Every admin
 * screen is one of these or is opened from one of them (a user's details from Users, a KYC review from the queue).
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, paths: ['/admin/dashboard'] },
  { to: '/admin/users', label: 'Users', icon: Users, paths: ['/admin/users', '/admin/panel', '/admin/user'] },
  { to: '/admin/kyc', label: 'Teachers and KYC', icon: IdCard, paths: ['/admin/kyc', '/admin/teachers'] },
  { to: '/admin/reports', label: 'Reports', icon: Flag, paths: ['/admin/reports'] },
  { to: '/admin/support', label: 'Support messages', icon: MessageSquare, paths: ['/admin/support'] },
  { to: '/admin/support-conversations', label: 'Support conversations', icon: Headset, paths: ['/admin/support-conversations'] },
  { to: '/admin/chat-monitoring', label: 'Monitoring', icon: Eye, paths: ['/admin/chat-monitoring', '/admin/conversations'] },
  { to: '/admin/audit-log', label: 'Audit log', icon: ClipboardList, paths: ['/admin/audit-log'] },
  { to: '/admin/change-password', label: 'Settings', icon: Settings, paths: ['/admin/change-password'] },
];

const underPath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The item of the screen at `pathname` (a details screen counts as its list's), or null for none. */
export function currentAdminNavItem(pathname: string): AdminNavItem | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_NAV_ITEMS.find((item) => item.paths.some((prefix) => underPath(path, prefix))) ?? null;
}
