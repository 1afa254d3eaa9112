import { AUDIT_ACTIONS, type AuditAction } from '../../../../contract/audit.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { ALL_ACTIONS, AUDIT_ACTION_LABELS } from '../lib/audit-actions.ts';

interface AuditActionFilterProps {
  value: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
}

/** 'Action' select: All actions, or one audited action. */
export function AuditActionFilter({ value, onChange }: AuditActionFilterProps) {
  return (
    <div className="grid grid-cols-1 gap-1.5 sm:w-64">
      <Label htmlFor="audit-action-filter">Action</Label>
      <Select value={value ?? ALL_ACTIONS} onValueChange={(next) => onChange(next === ALL_ACTIONS ? null : (next as AuditAction))}>
        <SelectTrigger id="audit-action-filter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_ACTIONS}>All actions</SelectItem>
          {AUDIT_ACTIONS.map((action) => (
            <SelectItem key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
