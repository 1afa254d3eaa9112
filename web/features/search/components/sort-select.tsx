import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { SEARCH_SORTS, sortLabel, type SearchSort } from '../lib/tutor-options.ts';

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** Whether distances can be measured (a place, a shared or a saved location); Nearest is offered only then. */
  canSortByDistance: boolean;
}

/** The teacher search's order: best match, nearest, rating, fee low to high and high to low; applies at once. */
export function SortSelect({ value, onChange, canSortByDistance }: SortSelectProps) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-sm text-slate-700">
        {t('sort.label')}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as SearchSort)}>
        <SelectTrigger id={id} className="h-9 w-auto min-w-40" aria-describedby={canSortByDistance ? undefined : `${id}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SEARCH_SORTS.map((sort) => (
            <SelectItem key={sort} value={sort} disabled={sort === 'nearest' && !canSortByDistance}>
              {sortLabel(t, sort)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {canSortByDistance ? null : (
        <span id={`${id}-hint`} className="sr-only">
          {t('sort.needsPlace')}
        </span>
      )}
    </div>
  );
}
