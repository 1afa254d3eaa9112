import { RequestsTabs } from '../../features/requests/components/requests-tabs.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

/** /request and /old/request (spec §2): connection requests received and sent. */
export default function RequestsRoute() {
  const { user } = useSignedIn();
  const viewerType = user.userType === 'teacher' ? 'teacher' : 'student';
  useDocumentTitle('Requests');
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Connection Requests</h1>
        <p className="text-slate-600">
          {viewerType === 'student'
            ? 'Teaching offers you received and the requests you sent to teachers.'
            : 'Learning requests from students and the teaching offers you sent.'}
        </p>
      </div>
      <RequestsTabs viewer={{ id: user.id, userType: viewerType }} />
    </div>
  );
}
