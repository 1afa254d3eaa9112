import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { usePanelParams } from '../hooks/use-panel-params.ts';
import type { UserTypeFilter } from '../lib/panel-filters.ts';
import { DeletionExplained } from './deletion-explained.tsx';
import { PanelCounts } from './panel-counts.tsx';
import { UserFilters } from './user-filters.tsx';
import { UserList } from './user-list.tsx';

const LIST_TITLES: Record<UserTypeFilter, string> = { all: 'All Users', student: 'Students', teacher: 'Teachers' };

/** /admin/panel, /admin/users and /admin/teachers (spec §2): counts, search and filters, the users and their actions. */
export function AdminPanelScreen() {
  useDocumentTitle('Admin Control Panel');
  const { filters, setFilters, clearFilters } = usePanelParams();
  // ?explain=delete: opened from the dashboard's 'Delete User Accounts'.
  const explainDeletion = useSearchParams()[0].get('explain') === 'delete';

  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/admin/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to dashboard
          </Link>
        </Button>
        <h1 tabIndex={-1} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
          Admin Control Panel
        </h1>
        <p className="mt-1 text-slate-600">Search students and teachers, review their accounts, ban, unban or delete them.</p>
      </div>
      {explainDeletion ? <DeletionExplained /> : null}
      <PanelCounts />
      <UserFilters filters={filters} onChange={setFilters} />
      <section aria-labelledby="admin-user-list-title" className="grid gap-3">
        <h2 id="admin-user-list-title" className="text-lg font-semibold text-slate-900">
          {LIST_TITLES[filters.type]}
        </h2>
        <UserList filters={filters} onClearFilters={clearFilters} />
      </section>
    </div>
  );
}
