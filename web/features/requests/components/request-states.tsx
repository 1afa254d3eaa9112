import { CircleAlert, Inbox, LoaderCircle, RotateCw, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { RequestBox } from '../lib/request-view.ts';

export function RequestsLoading() {
  return (
    <StateBox role="status" icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />}>
      <p className="text-sm font-medium text-slate-700">Loading requests...</p>
    </StateBox>
  );
}

interface RequestsEmptyProps {
  box: RequestBox;
  /** The viewer's type: students hear from teachers and find teachers, and the other way round. */
  viewerType: 'student' | 'teacher';
}

export function RequestsEmpty({ box, viewerType }: RequestsEmptyProps) {
  const others = viewerType === 'student' ? 'teachers' : 'students';
  if (box === 'received') {
    return (
      <StateBox icon={<Inbox aria-hidden="true" className="size-5" />}>
        <p className="font-semibold text-slate-900">No requests received yet</p>
        <p className="max-w-sm text-sm text-slate-600">
          {viewerType === 'student'
            ? 'When a teacher offers to teach you, their request appears here.'
            : 'When a student asks to learn with you, their request appears here.'}
        </p>
      </StateBox>
    );
  }
  return (
    <StateBox icon={<Send aria-hidden="true" className="size-5" />}>
      <p className="font-semibold text-slate-900">No requests sent yet</p>
      <p className="max-w-sm text-sm text-slate-600">Find {others} near you and send a request to connect.</p>
      <Button asChild size="sm" className="mt-2">
        <Link to="/find">{viewerType === 'student' ? 'Find Teachers' : 'Find Students'}</Link>
      </Button>
    </StateBox>
  );
}

interface RequestsErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function RequestsError({ error, onRetry, retrying }: RequestsErrorProps) {
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">Could not load requests</p>
      <p className="max-w-md text-sm text-slate-600">{errorMessage(error, 'Something went wrong. Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </StateBox>
  );
}
