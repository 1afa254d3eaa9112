import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { NEARBY_HOME_RADIUS_KM } from '../../../../contract/constants.ts';
import { FIND_TABS, type FindTab } from '../lib/filters.ts';


const triggerClasses =
  'inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700 transition-colors ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm';

interface FindTabsProps {
  value: FindTab;
  onValueChange: (tab: FindTab) => void;
  /** Shown beside the tab list (the grid/list toggle). */
  toolbar?: ReactNode;
  nearest: ReactNode;
  all: ReactNode;
}

/** Find mode (spec §4): the nearest users within 50 km, or everyone through the filters. */
export function FindTabs({ value, onValueChange, toolbar, nearest, all }: FindTabsProps) {
  const { t } = useTranslation('search');
  const labels: Record<FindTab, string> = { nearest: t('tabs.nearest', { radius: NEARBY_HOME_RADIUS_KM }), all: t('tabs.all') };
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as FindTab)} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List aria-label={t('tabs.label')} className="inline-flex rounded-lg bg-slate-200/70 p-1">
          {FIND_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={triggerClasses}>
              {labels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {toolbar}
      </div>
      <Tabs.Content value="nearest" className="rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
        {nearest}
      </Tabs.Content>
      <Tabs.Content value="all" className="rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
        {all}
      </Tabs.Content>
    </Tabs.Root>
  );
}
