import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-indigo-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-height centred spinner with a visible "Loading" text. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
