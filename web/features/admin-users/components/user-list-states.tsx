import { LoaderCircle, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';

export function UserListLoading() {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Loading users...</p>
    </StateBox>
  );
}

interface UserListEmptyProps {
  /** Clear Filters is offered only when a filter is set. */
  filtered: boolean;
  onClearFilters: () => void;
}

export function UserListEmpty({ filtered, onClearFilters }: UserListEmptyProps) {
  return (
    <StateBox role="status" icon={<SearchX aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">No users found</p>
      <p className="max-w-sm text-sm text-slate-600">
        {filtered ? 'No user matches the search and filters.' : 'No students or teachers have registered yet.'}
      </p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClearFilters}>
          Clear Filters
        </Button>
      ) : null}
    </StateBox>
  );
}

interface UserListErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Spec §8: 'Error loading users' with the error text. */
export function UserListError({ error, onRetry, retrying }: UserListErrorProps) {
  return <ErrorState title="Error loading users" error={error} fallback={errorText(error)} onRetry={onRetry} retrying={retrying} />;
}

/** The server's message, a connection message, or the error's own text. */
export function errorText(error: unknown): string {
  return errorMessage(error, error instanceof Error ? error.message : 'Something went wrong. Please try again.');
}
