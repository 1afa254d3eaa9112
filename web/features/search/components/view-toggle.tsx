import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import type { ViewMode } from '../lib/filters.ts';

const OPTIONS = [
  { value: 'grid', label: 'view.grid', icon: LayoutGrid },
  { value: 'list', label: 'view.list', icon: List },
] as const;

/** Cards in a grid or one per row; the chosen layout is pressed. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={t(label)}
          title={t(label)}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md text-slate-600 transition-colors',
            'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
            'aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:hover:bg-indigo-700',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
