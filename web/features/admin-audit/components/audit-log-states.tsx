import { LoaderCircle, ScrollText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';

export function AuditLogLoading() {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Loading audit log...</p>
    </StateBox>
  );
}

export function AuditLogEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <StateBox role="status" icon={<ScrollText aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{filtered ? 'No entries match this filter' : 'No admin actions recorded yet'}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClear}>
          Clear filter
        </Button>
      ) : null}
    </StateBox>
  );
}

export function AuditLogError(props: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return <ErrorState title="Could not load the audit log" {...props} />;
}
