import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../contract/audit.ts';
import { AUDIT_ACTION_LABELS, auditActionFromParam, auditActionLabel, auditLogPath } from './audit-actions.ts';

describe('audit action labels', () => {
  it('has a label for every audited action', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(auditActionLabel(action), action).toMatch(/^[A-Z][a-z]+ \S/);
    }
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('labels are unique', () => {
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
  });
});

describe('audit log filter', () => {
  it('reads ?action=, ignoring unknown values', () => {
    expect(auditActionFromParam('ban_user')).toBe('ban_user');
    expect(auditActionFromParam('all')).toBeNull();
    expect(auditActionFromParam(null)).toBeNull();
    expect(auditActionFromParam('drop_table')).toBeNull();
  });

  it('builds the first page path', () => {
    expect(auditLogPath({ action: null }, 10)).toBe('/api/admin/audit-log?limit=10');
    expect(auditLogPath({ action: 'approve_kyc' }, 10)).toBe('/api/admin/audit-log?limit=10&action=approve_kyc');
  });
});
