import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/utils.ts';

/**
 * A public tutor profile's address. Kept here rather than read from contract/tutor-profiles.ts, whose
 * schemas would bring zod into every screen that shows a teacher.
 */
export const tutorProfileHref = (slug: string) => `/tutors/${slug}`;

/** A teacher's name, linked to their public profile when they have one (`profileSlug`); the text alone otherwise. */
export function ProfileNameLink({ slug, children, className }: { slug: string | null | undefined; children: ReactNode; className?: string }) {
  if (!slug) return <>{children}</>;
  return (
    <Link
      to={tutorProfileHref(slug)}
      className={cn(
        'rounded-sm underline-offset-4 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** The photo beside that name, linked as well; out of the tab order and hidden from screen readers (the name is the link). */
export function ProfilePhotoLink({ slug, children, className }: { slug: string | null | undefined; children: ReactNode; className?: string }) {
  if (!slug) return <>{children}</>;
  return (
    <Link to={tutorProfileHref(slug)} tabIndex={-1} aria-hidden="true" className={cn('shrink-0 rounded-full', className)}>
      {children}
    </Link>
  );
}
