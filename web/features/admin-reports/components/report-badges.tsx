import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { RESOLUTION_LABELS } from '../lib/report-view.ts';

const RESOLUTION_VARIANTS = { dismissed: 'outline', warned: 'warning', banned: 'destructive' } as const;

/** 'Open', or how the report was resolved: 'Dismissed', 'Warned', 'Banned'. */
export function ReportStatusBadge({ report }: { report: Pick<AdminReport, 'status' | 'resolution'> }) {
  if (report.status === 'open' || !report.resolution) return <Badge variant="secondary">Open</Badge>;
  return <Badge variant={RESOLUTION_VARIANTS[report.resolution]}>{RESOLUTION_LABELS[report.resolution]}</Badge>;
}
