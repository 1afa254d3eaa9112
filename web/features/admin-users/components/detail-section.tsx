import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

interface DetailSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled card (h2) of the user detail screen. */
export function DetailSection({ id, title, children, className }: DetailSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} className={className}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-4">{children}</CardContent>
    </Card>
  );
}

/** Term and value pairs; an empty value reads 'Not set'. */
export function DetailList({ rows }: { rows: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value === null || value === '' ? 'Not set' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The line shown when a section has nothing to list. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
