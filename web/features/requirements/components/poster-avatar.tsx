import { UserRound } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/utils.ts';

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
  const base = cn('size-12 shrink-0 rounded-full', className);
  if (anonymous) {
    return (
      <span aria-hidden="true" className={cn(base, 'flex items-center justify-center bg-slate-200 text-slate-600')}>
        <UserRound className="size-6" />
      </span>
    );
  }
  return <Avatar firstName={firstName} lastName={lastName} src={src} className={className} />;
}
