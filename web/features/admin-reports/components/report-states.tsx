import { Flag, LoaderCircle } from 'lucide-react';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';

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

export function ReportsError(props: ReportsErrorProps) {
  return <ErrorState {...props} />;
}
