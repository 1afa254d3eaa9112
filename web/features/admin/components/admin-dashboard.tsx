import { BarChart3, Eye, LayoutDashboard, MessageSquare, Users, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { getAdminSession } from '../../../lib/admin-session.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

const shortcuts: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: '/admin/users', label: 'View All Users', description: 'Students and teachers on the platform', icon: Users },
  { to: '/admin/teachers', label: 'Manage Teachers', description: 'Verification and teacher accounts', icon: GraduationCap },
  { to: '/admin/support-conversations', label: 'Support Chat', description: 'Answer users who contacted support', icon: MessageSquare },
  { to: '/admin/chat-monitoring', label: 'Monitor Platform Chats', description: 'Read-only view of conversations', icon: Eye },
  { to: '/admin/panel', label: 'Full Admin Panel', description: 'Search, ban, unban and delete users', icon: LayoutDashboard },
];

export function AdminDashboard() {
  useDocumentTitle('Admin Dashboard');
  const firstName = getAdminSession()?.user.firstName ?? 'Admin';

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome, {firstName}</h1>
        <p className="mt-1 text-slate-600">Admin Dashboard: manage users, support and platform activity.</p>
      </div>
      <Card className="flex items-start gap-4 p-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <BarChart3 aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Platform statistics</h2>
          <p className="mt-1 text-sm text-slate-600">
            Totals for users, students, teachers and messages, and recent teacher registrations arrive in a coming release.
          </p>
        </div>
      </Card>
      <section aria-labelledby="admin-shortcuts">
        <h2 id="admin-shortcuts" className="mb-3 text-lg font-semibold text-slate-900">
          Management
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                <span>
                  <span className="block font-semibold text-slate-900">{label}</span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
