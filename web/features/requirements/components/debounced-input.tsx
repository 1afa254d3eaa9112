import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cleanText } from '../lib/filters.ts';

/** Typing pauses this long before the filter applies. */
export const FILTER_DEBOUNCE_MS = 350;

interface DebouncedInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'defaultValue'> {
  /** The applied value (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onCommit: (value: string) => void;
}

/**
 * A text filter that applies itself after a pause. It keeps what is typed (spaces included) and follows the
 * applied value only when that changes from elsewhere (Clear filters, back/forward).
 */
export function DebouncedInput({ value, onCommit, onKeyDown, ...props }: DebouncedInputProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (value !== cleanText(text)) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (cleanText(next) !== value) onCommit(next);
  };

  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), FILTER_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text);
        }
      }}
    />
  );
}
