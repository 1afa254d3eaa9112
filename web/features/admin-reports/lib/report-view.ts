import { z } from 'zod';
import { ResolveReportBodySchema, type AdminReport, type ResolveReportBody } from '../../../../contract/admin-reports.ts';

export type ReportStatus = AdminReport['status'];
export type ReportResolution = NonNullable<AdminReport['resolution']>;
export type ResolveAction = ResolveReportBody['action'];

export const REPORT_STATUS_OPTIONS = ['open', 'resolved'] as const satisfies readonly ReportStatus[];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };

export const RESOLUTION_LABELS: Record<ReportResolution, string> = {
  dismissed: 'Dismissed',
  warned: 'Warned',
  banned: 'Banned',
};

/** What the resolution note is, by resolution: the admin's note, the warning sent, or the ban reason. */
export const RESOLUTION_NOTE_LABELS: Record<ReportResolution, string> = {
  dismissed: 'Note',
  warned: 'Warning sent',
  banned: 'Reason for ban',
};

export const USER_TYPE_LABELS: Record<'student' | 'teacher', string> = { student: 'Student', teacher: 'Teacher' };

/** The ?status= of the list; anything unknown (or none) shows the open reports. */
export function reportStatusFromParam(value: string | null): ReportStatus {
  return value === 'resolved' ? 'resolved' : 'open';
}

export function reportsEmptyText(status: ReportStatus): string {
  return status === 'open' ? 'No open reports' : 'No resolved reports yet';
}

export const REPORTS_PAGE_SIZE = 20;

export function reportsListPath(status: ReportStatus, limit = REPORTS_PAGE_SIZE): string {
  return `/api/admin/reports?${new URLSearchParams({ status, limit: String(limit) })}`;
}

/** A link to a report that keeps the list's status, so the list beside it (and Back) stays the same. */
export function reportHref(id: string | null, status: ReportStatus): string {
  const path = id ? `/admin/reports/${id}` : '/admin/reports';
  return status === 'open' ? path : `${path}?status=${status}`;
}

/** A reason shortened on a word boundary for the list, with an ellipsis. */
export function truncateText(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const [dismissOption, warnOption, banOption] = ResolveReportBodySchema.options;

/** Each dialog's form: its one text field, validated with the contract's rule for that action. */
export type ResolveFormValues = { text?: string };
type ResolveFormSchema = z.ZodType<ResolveFormValues, ResolveFormValues>;

/** Each action's dialog: one text field, its label, whether it is required, the confirm button and the toast. */
export const RESOLVE_ACTIONS: Record<
  ResolveAction,
  { title: string; fieldLabel: string; optional: boolean; confirm: string; pending: string; success: string; schema: ResolveFormSchema }
> = {
  dismiss: {
    title: 'Dismiss report',
    fieldLabel: 'Note',
    optional: true,
    confirm: 'Dismiss',
    pending: 'Dismissing...',
    success: 'Report dismissed',
    schema: z.object({ text: dismissOption.shape.note }),
  },
  warn: {
    title: 'Warn user',
    fieldLabel: 'Warning message',
    optional: false,
    confirm: 'Warn User',
    pending: 'Sending...',
    success: 'Warning sent',
    schema: z.object({ text: warnOption.shape.message }),
  },
  ban: {
    title: 'Ban user',
    fieldLabel: 'Reason for ban',
    optional: false,
    confirm: 'Ban User',
    pending: 'Banning...',
    success: 'User banned',
    schema: z.object({ text: banOption.shape.reason }),
  },
};

/** The request body for an action and the (validated, trimmed) text of its dialog; an empty note is left out. */
export function resolveBody(action: ResolveAction, text: string | undefined): ResolveReportBody {
  const value = (text ?? '').trim();
  if (action === 'warn') return { action, message: value };
  if (action === 'ban') return { action, reason: value };
  return value ? { action, note: value } : { action };
}

/** Which field of the request body a server field error names, for the dialog's one field. */
export const RESOLVE_BODY_FIELD: Record<ResolveAction, string> = { dismiss: 'note', warn: 'message', ban: 'reason' };
