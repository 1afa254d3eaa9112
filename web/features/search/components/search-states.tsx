import { CircleAlert, LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { SearchTarget } from '../lib/filters.ts';

const plural = (target: SearchTarget) => (target === 'teacher' ? 'teachers' : 'students');

export function SearchLoading({ target }: { target: SearchTarget }) {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Searching {plural(target)}...</p>
    </StateBox>
  );
}

export function SearchEmpty({ target }: { target: SearchTarget }) {
  const noun = plural(target);
  return (
    <StateBox role="status" icon={<SearchX aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">No {noun} found</p>
      <p className="text-sm text-slate-600">Try different filters</p>
    </StateBox>
  );
}

interface SearchErrorProps {
  target: SearchTarget;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function SearchError({ target, error, onRetry, retrying }: SearchErrorProps) {
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">Could not load {plural(target)}</p>
      <p className="max-w-md text-sm text-slate-600">{errorMessage(error, 'Something went wrong. Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </StateBox>
  );
}
