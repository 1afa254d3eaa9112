import { X } from 'lucide-react';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import type { AuditAction } from '../../../../contract/audit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { auditActionFromParam } from '../lib/audit-actions.ts';
import { AuditActionFilter } from './audit-action-filter.tsx';
import { AuditLogEntries } from './audit-log-entries.tsx';
import { AuditLogEmpty, AuditLogError, AuditLogLoading } from './audit-log-states.tsx';

/** /admin/audit-log: every admin action and view of private data, newest first; filter by action (?action=). */
export function AuditLogScreen() {
  useDocumentTitle('Audit Log');
  const [params, setParams] = useSearchParamsState();
  const action = auditActionFromParam(params.get('action'));
  // Set by links from a user's page; cleared with the chip.
  const targetUserId = params.get('targetUserId');
  const query = useAuditLog({ action, targetUserId });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  const update = (changes: { action?: AuditAction | null; targetUserId?: null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Audit Log</h1>
        <p className="text-slate-600">Every admin action and every view of private data, newest first.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <AuditActionFilter value={action} onChange={(next) => update({ action: next })} />
        {targetUserId ? (
          <Button variant="outline" size="sm" onClick={() => update({ targetUserId: null })}>
            <X aria-hidden="true" />
            Clear user filter
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <AuditLogLoading />
      ) : !entries.length && query.isError ? (
        <AuditLogError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !entries.length ? (
        <AuditLogEmpty filtered={!!action || !!targetUserId} onClear={() => update({ action: null, targetUserId: null })} />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <AuditLogEntries entries={entries} />
          <LoadMore query={query} failedText="Could not load more entries." />
        </div>
      )}
    </div>
  );
}
