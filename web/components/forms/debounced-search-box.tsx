import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/utils.ts';
import { Input } from '../ui/input.tsx';

interface DebouncedSearchBoxProps {
  /** The applied search (from the URL). */
  value: string;
  /** Called with the cleaned text once typing pauses, or at once on Enter, when it differs from `value`. */
  onCommit: (value: string) => void;
  /** Trims and bounds what was typed, the way the URL keeps it. */
  clean: (text: string) => string;
  label: string;
  placeholder: string;
  maxLength: number;
  delayMs?: number;
  className?: string;
}

/**
 * A search box that applies itself after a pause in typing (or at once on Enter). It keeps what is typed and follows
 * the applied value only when that changes from elsewhere (Clear Filters, back/forward). A pending search is dropped
 * once the user has navigated away, even while the next screen's code is still loading.
 */
export function DebouncedSearchBox({ value, onCommit, clean, label, placeholder, maxLength, delayMs = 300, className }: DebouncedSearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (value !== clean(text)) setText(value);
  }

  // The pending timer applies to the props as they are when it fires (a filter chosen meanwhile).
  const latest = useRef({ value, onCommit });
  useLayoutEffect(() => {
    latest.current = { value, onCommit };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, typedOn: string) => {
    clearTimeout(timer.current);
    if (window.location.pathname !== typedOn) return;
    const cleaned = clean(next);
    if (cleaned !== latest.current.value) latest.current.onCommit(cleaned);
  };

  return (
    <div className={cn('relative min-w-0', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className="pl-9"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const typedOn = window.location.pathname;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next, typedOn), delayMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text, window.location.pathname);
          }
        }}
      />
    </div>
  );
}
