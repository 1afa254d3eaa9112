import type { SupportStatus } from '../../../../contract/support.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SUPPORT_STATUS_LABELS } from '../lib/support-view.ts';

const STATUS_VARIANTS = { open: 'warning', replied: 'success', closed: 'outline' } as const;

/** 'Open' (waiting for a reply), 'Replied' or 'Closed'. */
export function SupportStatusBadge({ status, className }: { status: SupportStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
