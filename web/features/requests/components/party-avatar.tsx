import { useState } from 'react';
import { cn, initials } from '../../../lib/utils.ts';

interface PartyAvatarProps {
  firstName: string;
  lastName: string | null;
  src: string | null;
  className?: string;
}

/** The user's photo, or up to two initials (also when the photo fails to load). Decorative: the name is beside it. */
export function PartyAvatar({ firstName, lastName, src, className }: PartyAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = cn('size-12 shrink-0 rounded-full', className);
  if (src && failedSrc !== src) {
    return <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn(base, 'bg-slate-100 object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'flex items-center justify-center bg-indigo-100 text-sm font-semibold text-indigo-800')}>
      {initials(firstName, lastName) || '?'}
    </span>
  );
}
