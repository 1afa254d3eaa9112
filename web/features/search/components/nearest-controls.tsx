import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIND_SUBJECT_OPTIONS } from '../../../../contract/constants.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { subjectLabel, type FindFilters } from '../lib/filters.ts';
import { NEAREST_SORTS, nearestSortOf } from '../lib/nearest-selection.ts';
import { MIN_RATINGS, minRatingLabel, sortLabel } from '../lib/tutor-options.ts';

const ANY = 'any';

interface NearestControlsProps {
  filters: FindFilters;
  onChange: (filters: FindFilters) => void;
}

/** The Nearest tab's subject, minimum rating and order (they apply at once; the rest of the filters are in All). */
export function NearestControls({ filters, onChange }: NearestControlsProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const field = (key: string, label: string, value: string, options: { value: string; label: string }[], set: (value: string) => void) => (
    <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select value={value} onValueChange={set}>
        <SelectTrigger id={`${id}-${key}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {field(
          'subject',
          t('filters.subject'),
          filters.subject || ANY,
          [{ value: ANY, label: t('filters.allSubjects') }, ...FIND_SUBJECT_OPTIONS.map((s) => ({ value: s, label: subjectLabel(t, s) }))],
          (value) => onChange({ ...filters, subject: value === ANY ? '' : (value as FindFilters['subject']) }),
        )}
        {field(
          'rating',
          t('filters.minRating'),
          filters.minRating || ANY,
          [{ value: ANY, label: t('filters.anyRating') }, ...MIN_RATINGS.map((r) => ({ value: r, label: minRatingLabel(t, r) }))],
          (value) => onChange({ ...filters, minRating: value === ANY ? '' : (value as FindFilters['minRating']) }),
        )}
        {field(
          'sort',
          t('sort.label'),
          nearestSortOf(filters),
          NEAREST_SORTS.map((sort) => ({ value: sort, label: sortLabel(t, sort) })),
          (value) => onChange({ ...filters, sort: value === 'rating' ? 'rating' : 'nearest' }),
        )}
      </div>
      <p className="text-sm text-slate-600">{t('nearest.moreInAll')}</p>
    </div>
  );
}
