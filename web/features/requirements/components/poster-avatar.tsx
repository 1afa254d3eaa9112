import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn, initials } from '../../../lib/utils.ts';

interface PosterAvatarProps {
  firstName: string;
  lastName: string | null;
  src: string | null;
  /** Anonymous posters get the generic avatar, never initials or a photo (spec §6). */
  anonymous: boolean;
  className?: string;
}

/** The poster's photo, up to two initials, or a generic avatar. Decorative: the name is beside it. */
export function PosterAvatar({ firstName, lastName, src, anonymous, className }: PosterAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = cn('size-12 shrink-0 rounded-full', className);
  if (anonymous) {
    return (
      <span aria-hidden="true" className={cn(base, 'flex items-center justify-center bg-slate-200 text-slate-600')}>
        <UserRound className="size-6" />
      </span>
    );
  }
  if (src && failedSrc !== src) {
    return <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn(base, 'bg-slate-100 object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'flex items-center justify-center bg-indigo-100 text-sm font-semibold text-indigo-800')}>
      {initials(firstName, lastName) || '?'}
    </span>
  );
}
