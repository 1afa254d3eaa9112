import {
  Ban,
  CircleAlert,
  ClipboardList,
  Eye,
  Flag,
  GraduationCap,
  IdCard,
  LayoutDashboard,
  MessageSquare,
  MessagesSquare,
  RotateCw,
  Trash2,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { AdminStats } from '../../../../contract/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getAdminSession } from '../../../lib/admin-session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { cn } from '../../../lib/utils.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { AdminFigure } from './admin-figure.tsx';
import { RecentTeachers } from './admin-recent-teachers.tsx';

type Figure = Exclude<keyof AdminStats, 'estimated'>;

const STAT_CARDS: { key: Figure; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users, tone: 'bg-indigo-50 text-indigo-700' },
  { key: 'students', label: 'Students', icon: UserRound, tone: 'bg-sky-50 text-sky-700' },
  { key: 'teachers', label: 'Teachers', icon: GraduationCap, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'totalMessages', label: 'Messages', icon: MessagesSquare, tone: 'bg-amber-50 text-amber-800' },
];

interface Shortcut {
  label: string;
  description: string;
  icon: LucideIcon;
  to: string;
  /** The stat shown as a count on the card, and what it counts (for screen readers). */
  count?: { key: Figure; noun: string };
  danger?: boolean;
}

const GROUPS: { id: string; title: string; shortcuts: Shortcut[] }[] = [
  {
    id: 'user-management',
    title: 'User Management',
    shortcuts: [
      { to: '/admin/users', label: 'View All Users', description: 'Students and teachers on the platform', icon: Users },
      { to: '/admin/teachers', label: 'Manage Teachers', description: 'Teacher accounts and verification', icon: GraduationCap },
    ],
  },
  {
    id: 'communication',
    title: 'Communication',
    shortcuts: [
      {
        to: '/admin/support-conversations',
        label: 'Support Chat',
        description: 'Answer users who contacted support',
        icon: MessageSquare,
        count: { key: 'openSupportMessages', noun: 'waiting for a reply' },
      },
      { to: '/admin/chat-monitoring', label: 'Monitor Platform Chats', description: 'Read-only view of conversations', icon: Eye },
    ],
  },
  {
    id: 'moderation',
    title: 'Moderation',
    shortcuts: [
      {
        to: '/admin/kyc',
        label: 'KYC Queue',
        description: 'Teacher documents waiting for a decision',
        icon: IdCard,
        count: { key: 'pendingKyc', noun: 'pending' },
      },
      {
        to: '/admin/reports',
        label: 'Reports',
        description: 'Users reported by other users',
        icon: Flag,
        count: { key: 'openReports', noun: 'open' },
      },
      { to: '/admin/audit-log', label: 'Audit Log', description: 'Every admin action and view of private data', icon: ClipboardList },
    ],
  },
  {
    id: 'platform-control',
    title: 'Platform Control',
    shortcuts: [
      { to: '/admin/panel', label: 'Full Admin Panel', description: 'Search, ban, unban and delete users', icon: LayoutDashboard },
      {
        to: '/admin/users?state=banned',
        label: 'Ban Management',
        description: 'Users currently banned',
        icon: Ban,
        count: { key: 'bannedUsers', noun: 'banned' },
      },
    ],
  },
  {
    id: 'dangerous-actions',
    title: 'Dangerous Actions',
    shortcuts: [
      {
        to: '/admin/panel?explain=delete',
        label: 'Delete User Accounts',
        description: 'Permanently remove an account and its data',
        icon: Trash2,
        danger: true,
      },
    ],
  },
];

const cardBase = 'flex h-full items-start gap-3 rounded-xl border bg-white p-4 shadow-sm';
const linkCard =
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function ShortcutCard({ shortcut, stats }: { shortcut: Shortcut; stats: AdminStats | undefined }) {
  const { to, label, description, icon: Icon, count, danger } = shortcut;
  const value = count && stats ? stats[count.key] : undefined;
  const body = (
    <>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', danger ? 'text-red-600' : 'text-indigo-600')} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('font-semibold', danger ? 'text-red-700' : 'text-slate-900')}>{label}</span>
          {value !== undefined ? (
            <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
              <AdminFigure value={value} figure={count!.key} estimated={stats?.estimated} />
              <span className="sr-only"> {count?.noun}</span>
            </span>
          ) : null}
        </span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </>
  );
  return (
    <Link
      to={to}
      className={cn(
        cardBase,
        linkCard,
        danger ? 'border-red-200 hover:border-red-300 hover:bg-red-50/50' : 'border-slate-200 hover:border-indigo-300 hover:bg-indigo-50/40',
      )}
    >
      {body}
    </Link>
  );
}

function StatCards({ stats }: { stats: ReturnType<typeof useAdminStats> }) {
  if (stats.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center gap-3 p-4">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-600" />
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Could not load statistics.</span>{' '}
          {errorMessage(stats.error, 'Please try again.')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          <RotateCw aria-hidden="true" className={stats.isFetching ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </Card>
    );
  }
  return (
    <dl aria-busy={stats.isPending || undefined} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {STAT_CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {stats.data ? (
              <AdminFigure value={stats.data[key]} figure={key} estimated={stats.data.estimated} />
            ) : (
              <>
                <span aria-hidden="true" className="block h-8 w-14 animate-pulse rounded bg-slate-200" />
                <span className="sr-only">Loading</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/dashboard (spec §2): welcome, stat cards, the grouped shortcuts and the newest teachers. */
export function AdminDashboard() {
  useDocumentTitle('Admin Dashboard');
  const firstName = getAdminSession()?.user.firstName ?? 'Admin';
  const stats = useAdminStats();

  return (
    <div className="grid min-w-0 gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome, {firstName}</h1>
        <p className="mt-1 text-slate-600">Admin Dashboard: manage users, support and platform activity.</p>
      </div>
      <section aria-labelledby="admin-stats-title" className="grid gap-3">
        <h2 id="admin-stats-title" className="sr-only">
          Platform statistics
        </h2>
        <StatCards stats={stats} />
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`admin-group-${group.id}`} className={cn(group.id === 'moderation' && 'md:col-span-2')}>
            <h2 id={`admin-group-${group.id}`} className="mb-3 text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className={cn('grid gap-3', group.id === 'moderation' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2')}>
              {group.shortcuts.map((shortcut) => (
                <li key={shortcut.label}>
                  <ShortcutCard shortcut={shortcut} stats={stats.data} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <RecentTeachers />
    </div>
  );
}
