import { GraduationCap, MessageSquare, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '../../../../contract/admin.ts';
import { useAdminStats } from '../../admin/api/get-admin-stats.ts';
import { AdminFigure } from '../../admin/components/admin-figure.tsx';

const COUNTS: { key: Exclude<keyof AdminStats, 'estimated'>; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Users', icon: Users },
  { key: 'teachers', label: 'Teachers', icon: GraduationCap },
  { key: 'openSupportMessages', label: 'Support messages', icon: MessageSquare },
  { key: 'conversations', label: 'Conversations', icon: MessagesSquare },
];

/** The control panel's counts (spec §2): users, teachers, open support messages, conversations. */
export function PanelCounts() {
  const stats = useAdminStats();
  return (
    <dl aria-busy={stats.isPending || undefined} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {COUNTS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 sm:text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
            {label}
          </dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {stats.data ? (
              <AdminFigure value={stats.data[key]} figure={key} estimated={stats.data.estimated} />
            ) : (
              <>
                <span aria-hidden="true">{stats.isError ? '–' : '…'}</span>
                <span className="sr-only">{stats.isError ? 'Not available' : 'Loading'}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
