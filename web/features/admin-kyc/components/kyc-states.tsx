import { FileCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';

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

export function KycError(props: KycErrorProps) {
  return <ErrorState {...props} />;
}
