import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cleanSearch, SEARCH_MAX_LENGTH } from '../lib/panel-filters.ts';

/** Typing pauses this long before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UserSearchBoxProps {
  /** The applied search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
}

/**
 * 'Search by name or email', applied after a 300 ms pause (or at once on Enter). It keeps what is typed and follows
 * the applied value only when that changes from elsewhere (Clear Filters, back/forward).
 */
export function UserSearchBox({ value, onCommit }: UserSearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (value !== cleanSearch(text)) setText(value);
  }

  // The pending timer must apply to the filters as they are when it fires (a type or state chosen meanwhile).
  const latest = useRef({ value, onCommit });
  useLayoutEffect(() => {
    latest.current = { value, onCommit };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (cleanSearch(next) !== latest.current.value) latest.current.onCommit(next);
  };

  return (
    <div className="relative min-w-0 flex-1">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Search by name or email"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
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
