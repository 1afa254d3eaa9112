import { useState } from 'react';
import { cn } from '../../../lib/utils.ts';
import { nameInitials } from '../lib/conversations.ts';

interface ChatAvatarProps {
  name: string;
  src: string | null;
  /** Shows the green dot; the text beside the avatar says it in words. */
  online?: boolean;
  className?: string;
}

/** The user's photo or up to two initials, with an online dot. Decorative: the name is always beside it. */
export function ChatAvatar({ name, src, online = false, className }: ChatAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = 'size-full rounded-full';
  return (
    <span aria-hidden="true" className={cn('relative inline-flex size-11 shrink-0', className)}>
      {src && failedSrc !== src ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} className={cn(base, 'bg-slate-100 object-cover')} />
      ) : (
        <span className={cn(base, 'flex items-center justify-center bg-indigo-100 text-sm font-semibold text-indigo-800')}>
          {nameInitials(name) || '?'}
        </span>
      )}
      {online ? (
        <span data-testid="online-dot" className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-emerald-500" />
      ) : null}
    </span>
  );
}
