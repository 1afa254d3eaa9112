import { CircleAlert, Flag, LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export function ReportsLoading({ text = 'Loading reports...' }: { text?: string }) {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">{text}</p>
    </StateBox>
  );
}

export function ReportsEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <StateBox role="status" icon={<Flag aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">{text}</p>
      {hint ? <p className="max-w-sm text-sm text-slate-600">{hint}</p> : null}
    </StateBox>
  );
}

interface ReportsErrorProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ReportsError({ title, error, onRetry, retrying = false }: ReportsErrorProps) {
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
