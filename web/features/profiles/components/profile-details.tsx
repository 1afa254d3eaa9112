import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A definition list of profile facts: a term over its value, in a responsive grid. */
export function ProfileDetails({ rows, className }: { rows: [term: string, value: ReactNode][]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-3', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-slate-600">{term}</dt>
          <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The photo widget beside the name, email and role badges: the top of both dashboard profile cards. */
export function ProfileHeading({ photo, name, email, badges, titleId }: {
  photo: ReactNode;
  name: string;
  email: string;
  badges?: ReactNode;
  titleId: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      {photo}
      <div className="min-w-0">
        <h2 id={titleId} className="text-xl leading-tight font-semibold text-slate-900">
          {name}
        </h2>
        <p className="mt-0.5 text-sm break-all text-slate-600">{email}</p>
        {badges ? <div className="mt-2 flex flex-wrap gap-1.5">{badges}</div> : null}
      </div>
    </div>
  );
}
