import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { useReceivedRequests } from '../api/get-received-requests.ts';
import { useSentRequests } from '../api/get-sent-requests.ts';
import { tabLabel, type RequestBox } from '../lib/request-view.ts';
import { RequestList } from './request-list.tsx';

const triggerClasses =
  'inline-flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700 transition-colors sm:flex-none ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm';

const panelClasses = 'rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600';

interface RequestsTabsProps {
  viewer: { id: string; userType: 'student' | 'teacher' };
}

/** Received (n) and Sent (n); the open tab is kept in the address (?tab=sent) so it survives a reload. */
export function RequestsTabs({ viewer }: RequestsTabsProps) {
  // `t` also re-renders the tab labels (tabLabel) when the language changes.
  const { t } = useTranslation('requests');
  const [params, setParams] = useSearchParamsState();
  const tab: RequestBox = params.get('tab') === 'sent' ? 'sent' : 'received';
  const received = useReceivedRequests();
  const sent = useSentRequests();

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'sent') updated.set('tab', 'sent');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="grid gap-4">
      <Tabs.List aria-label={t('tabs.label')} className="flex rounded-lg bg-slate-200/70 p-1 sm:inline-flex sm:justify-self-start">
        <Tabs.Trigger value="received" className={triggerClasses}>
          {tabLabel('received', received.data?.length)}
        </Tabs.Trigger>
        <Tabs.Trigger value="sent" className={triggerClasses}>
          {tabLabel('sent', sent.data?.length)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="received" className={panelClasses}>
        <RequestList box="received" query={received} viewer={viewer} />
      </Tabs.Content>
      <Tabs.Content value="sent" className={panelClasses}>
        <RequestList box="sent" query={sent} viewer={viewer} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
