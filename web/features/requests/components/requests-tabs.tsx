import type { UseQueryResult } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { useReceivedRequests } from '../api/get-received-requests.ts';
import { useSentRequests } from '../api/get-sent-requests.ts';
import { openingTab, tabLabel, type RequestBox } from '../lib/request-view.ts';
import type { RenderRequestActions } from './request-card.tsx';
import { RequestList } from './request-list.tsx';

const triggerClasses =
  'inline-flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700 transition-colors sm:flex-none ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm';

const panelClasses = 'rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600';

interface RequestsTabsProps {
  viewer: { id: string; userType: 'student' | 'teacher' };
  /** More actions on each card (the screen composes them from other features). */
  renderActions?: RenderRequestActions;
}

/** A list's length for openingTab: undefined while loading, null when it failed. */
const countOf = (query: UseQueryResult<ConnectionRequest[], Error>) => (query.data ? query.data.length : query.isError ? null : undefined);

/**
 * Received (n) and Sent (n). A chosen tab is kept in the address (?tab=sent) so it survives a reload; without one the
 * screen opens on the tab that has something (openingTab), decided once so it does not jump when a request arrives.
 */
export function RequestsTabs({ viewer, renderActions }: RequestsTabsProps) {
  // `t` also re-renders the tab labels (tabLabel) when the language changes.
  const { t } = useTranslation('requests');
  const [params, setParams] = useSearchParamsState();
  const received = useReceivedRequests();
  const sent = useSentRequests();
  const chosen = params.get('tab');
  const explicit: RequestBox | null = chosen === 'sent' ? 'sent' : chosen === 'received' ? 'received' : null;
  const [opening, setOpening] = useState<RequestBox | null>(null);
  const decided = opening ?? openingTab(countOf(received), countOf(sent));
  if (opening === null && decided !== null) setOpening(decided);
  const tab: RequestBox = explicit ?? decided ?? 'received';

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next === 'sent' ? 'sent' : 'received');
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
        <RequestList box="received" query={received} viewer={viewer} renderActions={renderActions} waiting={!explicit && decided === null} />
      </Tabs.Content>
      <Tabs.Content value="sent" className={panelClasses}>
        <RequestList box="sent" query={sent} viewer={viewer} renderActions={renderActions} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
