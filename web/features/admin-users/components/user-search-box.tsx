import { DebouncedSearchBox } from '../../../components/forms/debounced-search-box.tsx';
import { cleanSearch, SEARCH_MAX_LENGTH } from '../lib/panel-filters.ts';

/** 'Search by name or email', applied after a 300 ms pause (or at once on Enter). */
export function UserSearchBox({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  return (
    <DebouncedSearchBox
      value={value}
      onCommit={onCommit}
      clean={cleanSearch}
      label="Search users"
      placeholder="Search by name or email"
      maxLength={SEARCH_MAX_LENGTH}
      className="flex-1"
    />
  );
}
