import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

interface ScreenPlaceholderProps {
  title: string;
  /** One line on what the screen will do. */
  description?: string;
  children?: ReactNode;
}

/** A clear, named stand-in for a screen that ships in a later release (never a blank page). */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="mx-auto w-full max-w-3xl">
      <h1 id="screen-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <Card className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <p className="text-base font-semibold text-slate-900">This screen arrives in a coming release</p>
        {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
        {children}
      </Card>
    </section>
  );
}
