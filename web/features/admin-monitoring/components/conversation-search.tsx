import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cleanSearch } from '../lib/monitoring-view.ts';

/** Typing pauses this long before the search applies. */
export const SEARCH_DEBOUNCE_MS = 350;

interface ConversationSearchProps {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** The search box: applies itself after a pause, or at once on Enter; follows the URL on back/forward. */
export function ConversationSearch({ value, onSearch }: ConversationSearchProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (value !== cleanSearch(text)) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (cleanSearch(next) !== value) onSearch(cleanSearch(next));
  };

  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input
        type="search"
        aria-label="Search conversations"
        placeholder="Search by message text or participant name"
        maxLength={100}
        className="pl-9"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
      />
    </div>
  );
}
