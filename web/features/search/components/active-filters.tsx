import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, FilterKey } from '../lib/filters.ts';

/** The filters in effect as badges; each one's button removes it and searches again. */
export function ActiveFilters({ filters, onRemove }: { filters: ActiveFilter[]; onRemove: (key: FilterKey) => void }) {
  const { t } = useTranslation('search');
  if (!filters.length) return null;
  return (
    <ul aria-label={t('activeFilters.label')} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li
          key={filter.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
        >
          <span className="truncate">{filter.label}</span>
          <button
            type="button"
            aria-label={t('activeFilters.removeNamed', { label: filter.label })}
            title={t('activeFilters.remove')}
            onClick={() => onRemove(filter.key)}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-100 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
