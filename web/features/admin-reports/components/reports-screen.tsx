import { ArrowLeft, MousePointerClick } from 'lucide-react';
import { Link } from 'react-router';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { reportHref, reportStatusFromParam, type ReportStatus } from '../lib/report-view.ts';
import { ReportDetail } from './report-detail.tsx';
import { ReportList } from './report-list.tsx';

/**
 * /admin/reports and /admin/reports/{id}: on wide screens the list and the selected report side by side; on narrow
 * ones the selected report replaces the list, with Back to reports.
 */
export function ReportsScreen({ id }: { id: string | null }) {
  useDocumentTitle('Reports');
  const [params, setParams] = useSearchParamsState();
  const status = reportStatusFromParam(params.get('status'));

  const selectStatus = (next: ReportStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'open') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Reports</h1>
        <p className="text-slate-600">Reports users made about each other: dismiss them, warn the user or ban them.</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label="Report list" className={id ? 'hidden grid-cols-1 lg:grid' : 'grid grid-cols-1'}>
          <ReportList status={status} onStatusChange={selectStatus} selectedId={id} />
        </section>
        {id ? (
          <section aria-label="Selected report" className="grid grid-cols-1 min-w-0 gap-3">
            <Link
              to={reportHref(null, status)}
              className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to reports
            </Link>
            <ReportDetail key={id} id={id} />
          </section>
        ) : (
          <div className="hidden flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center lg:flex">
            <MousePointerClick aria-hidden="true" className="size-6 text-slate-500" />
            <p className="text-sm text-slate-600">Select a report to see the details and the conversation.</p>
          </div>
        )}
      </div>
    </div>
  );
}
