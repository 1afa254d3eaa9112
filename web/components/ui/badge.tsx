import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const badgeVariants = cva(
  'inline-flex items-center justify-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'bg-indigo-600 text-white',
        secondary: 'bg-indigo-50 text-indigo-700',
        success: 'bg-emerald-50 text-emerald-800',
        warning: 'bg-amber-50 text-amber-800',
        destructive: 'bg-red-600 text-white',
        outline: 'border border-slate-300 text-slate-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
