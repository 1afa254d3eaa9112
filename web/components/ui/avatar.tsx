import { useState } from 'react';
import { cn, initials } from '../../lib/utils.ts';

interface AvatarProps {
  firstName: string;
  lastName: string | null;
  src: string | null;
  /** Size and text overrides, e.g. 'size-10' or 'size-14 text-base'. */
  className?: string;
}

/** A user's photo, or up to two initials (also when the photo fails to load). Decorative: the name is always beside it. */
export function Avatar({ firstName, lastName, src, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = cn('size-12 shrink-0 rounded-full text-sm', className);
  if (src && failedSrc !== src) {
    return <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn(base, 'bg-slate-100 object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn('flex items-center justify-center bg-indigo-100 font-semibold text-indigo-800', base)}>
      {initials(firstName, lastName) || '?'}
    </span>
  );
}
