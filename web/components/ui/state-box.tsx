import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

interface StateBoxProps {
  icon: ReactNode;
  children: ReactNode;
  /** 'status' for loading and empty states, 'alert' for errors. */
  role?: 'status' | 'alert';
  className?: string;
}

/** A list's loading, empty or error state: an icon in a circle above the text, in a dashed box. */
export function StateBox({ icon, children, role, className }: StateBoxProps) {
  return (
    <div
      role={role}
      className={cn('flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-600">{icon}</span>
      {children}
    </div>
  );
}
