import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * The platform's own select, drawn like the other fields: a phone opens its native picker, the keyboard works as
 * everywhere, and it costs no script (a Radix select took ~30 ms of a phone's main thread to load).
 * `data-placeholder` (set while nothing is chosen) greys the text like an input's placeholder.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 shadow-xs sm:text-sm',
          'focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600/30',
          'data-[placeholder]:text-slate-500 aria-invalid:border-red-600 disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
