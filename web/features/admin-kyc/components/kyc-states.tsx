import { CircleAlert, FileCheck, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function KycLoading({ text = 'Loading submissions...' }: { text?: string }) {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{text}</p>
    </StateBox>
  );
}

export function KycEmpty({ text }: { text: string }) {
  return (
    <StateBox role="status" icon={<FileCheck aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{text}</p>
    </StateBox>
  );
}

interface KycErrorProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}

export function KycError({ title, error, onRetry, retrying = false, children }: KycErrorProps) {
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
      {children}
    </StateBox>
  );
}
