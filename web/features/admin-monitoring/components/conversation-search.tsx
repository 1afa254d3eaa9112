import { DebouncedSearchBox } from '../../../components/forms/debounced-search-box.tsx';
import { cleanSearch } from '../lib/monitoring-view.ts';

/** Searches message text and participant names after a pause in typing, or at once on Enter. */
export function ConversationSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  return (
    <DebouncedSearchBox
      value={value}
      onCommit={onSearch}
      clean={cleanSearch}
      label="Search conversations"
      placeholder="Search by message text or participant name"
      maxLength={100}
      delayMs={350}
    />
  );
}
