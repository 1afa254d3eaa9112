import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_BANDS, REQUIREMENT_SUBJECTS } from '../../../../contract/constants.ts';
import { REQUIREMENT_SORTS, REQUIREMENT_VERIFIED_FILTERS } from '../../../../contract/requirements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/utils.ts';
import {
  FILTER_TEXT_MAX,
  hasActiveFilters,
  priceBandLabel,
  sortLabel,
  verifiedLabel,
  type RequirementFilters as Filters,
  type RequirementSort,
  type RequirementSubject,
  type VerifiedFilter,
} from '../lib/filters.ts';
import { subjectLabel } from '../lib/subject-label.ts';
import { DebouncedInput } from './debounced-input.tsx';

/** Radix Select items cannot have an empty value; this stands for "any". */
const ANY = 'any';

interface RequirementFiltersProps {
  viewerType: 'student' | 'teacher';
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
  /** The sorts offered (a signed-out visitor has no distance or match sorts); all by default. */
  sorts?: readonly RequirementSort[];
}

/**
 * Spec §2 filters: search and location apply as you type (after a pause), the selects and price bands at once.
 * Below 768 px all but the search fold into a Filters disclosure.
 */
export function RequirementFilters({ viewerType, filters, onChange, sorts = REQUIREMENT_SORTS }: RequirementFiltersProps) {
  const { t } = useTranslation('requirements');
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const active = hasActiveFilters(filters);

  return (
    <Card className="p-4 sm:p-5">
      <form role="search" aria-label={t('filters.formLabel')} onSubmit={(event) => event.preventDefault()} className="grid gap-4">
        <div className="flex items-end gap-2">
          <FormField id={`${id}-search`} label={t('filters.search')} className="flex-1">
            <DebouncedInput
              id={`${id}-search`}
              type="search"
              enterKeyHint="search"
              maxLength={FILTER_TEXT_MAX}
              placeholder={t('filters.searchPlaceholder')}
              autoComplete="off"
              value={filters.search}
              onCommit={(search) => onChange({ search }, { replace: true })}
            />
          </FormField>
          <Button
            variant="outline"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('filters.filters')}
            {active ? (
              <span className="size-2 rounded-full bg-indigo-600">
                <span className="sr-only">{t('filters.someApplied')}</span>
              </span>
            ) : null}
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        </div>

        <div id={panelId} className={cn(open ? 'grid' : 'hidden', 'gap-4 md:grid')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField id={`${id}-location`} label={t('filters.location')}>
              <DebouncedInput
                id={`${id}-location`}
                enterKeyHint="search"
                maxLength={FILTER_TEXT_MAX}
                placeholder={t('filters.locationPlaceholder')}
                autoComplete="off"
                value={filters.location}
                onCommit={(location) => onChange({ location }, { replace: true })}
              />
            </FormField>
            <FormField id={`${id}-subject`} label={t('filters.subject')}>
              <Select value={filters.subject || ANY} onValueChange={(v) => onChange({ subject: v === ANY ? '' : (v as RequirementSubject) })}>
                <SelectTrigger id={`${id}-subject`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>{t('filters.allSubjects')}</SelectItem>
                  {REQUIREMENT_SUBJECTS.map((subject) => (
                    <SelectItem key={subject} value={subject}>
                      {subjectLabel(subject)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id={`${id}-verified`} label={t('filters.verifiedOnly')}>
              <Select value={filters.verified} onValueChange={(v) => onChange({ verified: v as VerifiedFilter })}>
                <SelectTrigger id={`${id}-verified`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {REQUIREMENT_VERIFIED_FILTERS.map((option) => (
                    <SelectItem key={option} value={option}>
                      {verifiedLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id={`${id}-sort`} label={t('filters.sortBy')}>
              <Select value={sorts.includes(filters.sort) ? filters.sort : sorts[0]} onValueChange={(v) => onChange({ sort: v as RequirementSort })}>
                <SelectTrigger id={`${id}-sort`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {sorts.map((sort) => (
                    <SelectItem key={sort} value={sort}>
                      {sortLabel(sort, viewerType)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>

          <div role="group" aria-labelledby={`${id}-bands`} className="grid gap-2">
            <span id={`${id}-bands`} className="text-sm font-medium text-slate-800">
              {viewerType === 'student' ? t('filters.feeRange') : t('filters.budgetRange')}
            </span>
            <div className="flex flex-wrap gap-2">
              {(['', ...PRICE_BANDS] as const).map((band) => {
                const pressed = filters.priceRange === band;
                return (
                  <button
                    key={band || ANY}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onChange({ priceRange: band })}
                    className={cn(
                      'inline-flex min-h-9 items-center rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      pressed
                        ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-400 hover:bg-indigo-50',
                    )}
                  >
                    {band ? priceBandLabel(band) : t('filters.any')}
                  </button>
                );
              })}
            </div>
          </div>
        </div>
      </form>
    </Card>
  );
}
