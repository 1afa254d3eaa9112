import type { AdminUserState } from '../../../../contract/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { USER_STATE_OPTIONS, USER_TYPE_FILTERS, type PanelFilters } from '../lib/panel-filters.ts';
import { UserSearchBox } from './user-search-box.tsx';

interface UserFiltersProps {
  filters: PanelFilters;
  onChange: (patch: Partial<PanelFilters>, options?: { replace?: boolean }) => void;
}

/** Radix Select items cannot have an empty value; 'any' stands for ''. */
const ANY_STATE = 'any';

/** Search by name or email, All / Students / Teachers, and the state select. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  return (
    <div role="search" aria-label="Filter users" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <UserSearchBox value={filters.search} onCommit={(search) => onChange({ search }, { replace: true })} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label="User type" className="flex flex-wrap gap-2">
          {USER_TYPE_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filters.type === value ? 'default' : 'outline'}
              aria-pressed={filters.type === value}
              onClick={() => onChange({ type: value })}
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor="admin-user-state">State</Label>
          <Select
            value={filters.state || ANY_STATE}
            onValueChange={(value) => onChange({ state: value === ANY_STATE ? '' : (value as AdminUserState) })}
          >
            <SelectTrigger id="admin-user-state">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {USER_STATE_OPTIONS.map(({ value, label }) => (
                <SelectItem key={value || ANY_STATE} value={value || ANY_STATE}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
