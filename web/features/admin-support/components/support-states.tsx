import { CircleAlert, Inbox, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function SupportLoading({ text, className }: { text: string; className?: string }) {
  return (
    <StateBox role="status" className={className} icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{text}</p>
    </StateBox>
  );
}

export function SupportEmpty({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  return (
    <StateBox role="status" icon={<Inbox aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{text}</p>
      {hint ? <p className="max-w-sm text-sm text-slate-600">{hint}</p> : null}
      {children}
    </StateBox>
  );
}

interface SupportErrorProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

export function SupportError({ title, error, onRetry, retrying = false }: SupportErrorProps) {
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{errorMessage(error, 'Something went wrong. Please try again.')}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      ) : null}
    </StateBox>
  );
}
