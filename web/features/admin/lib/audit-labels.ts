import type { AuditAction } from '../../../../contract/audit.ts';

/** What each audited admin action reads as, in the audit log, its filter and a user's moderation history. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  ban_user: 'Banned user',
  unban_user: 'Unbanned user',
  delete_user: 'Deleted user',
  warn_user: 'Warned user',
  approve_kyc: 'Approved KYC',
  reject_kyc: 'Rejected KYC',
  view_kyc_document: 'Viewed KYC document',
  dismiss_report: 'Dismissed report',
  view_report: 'Viewed report',
  view_conversation: 'Viewed conversation',
  change_password: 'Changed password',
  reply_support: 'Replied to support message',
  close_support: 'Closed support thread',
};
