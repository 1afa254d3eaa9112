import { GraduationCap } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** The Tutorhood mark and name. Wrap it in a link where it leads home. */
export function BrandLogo({ className, compactOnMobile = false }: { className?: string; compactOnMobile?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('text-lg font-bold tracking-tight text-slate-900', compactOnMobile && 'sr-only sm:not-sr-only')}>
        Tutorhood
      </span>
    </span>
  );
}
