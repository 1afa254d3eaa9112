import { Inbox, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';

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

export function SupportError(props: SupportErrorProps) {
  return <ErrorState {...props} />;
}
