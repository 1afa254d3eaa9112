import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIND_CLASS_OPTIONS, FIND_SUBJECT_OPTIONS } from '../../../../contract/constants.ts';
import { VERIFICATION_FILTERS } from '../../../../contract/search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/utils.ts';
import {
  activeFilterCount,
  classLabel,
  EMPTY_FILTERS,
  FILTER_TEXT_MAX,
  subjectLabel,
  verificationLabel,
  type FindFilters,
  type SearchTarget,
} from '../lib/filters.ts';

/** Radix Select items cannot have an empty value; this stands for "any". */
const ANY = 'any';

interface FilterPanelProps {
  target: SearchTarget;
  /** The filters in effect (from the URL); the form follows them on back/forward. */
  filters: FindFilters;
  onApply: (filters: FindFilters) => void;
  onClear: () => void;
}

/**
 * The All tab's filters (spec §2): free text, location, subject (teachers) or class (students), verification.
 * Find (or Enter in a field) applies them; Clear empties them. Below 768 px they fold into a Filters disclosure.
 */
export function FilterPanel({ target, filters, onApply, onClear }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const form = useForm<FindFilters>({ defaultValues: filters });
  const { reset } = form;
  const appliedCount = activeFilterCount(filters);

  useEffect(() => reset(filters), [filters, reset]);

  const onSubmit = form.handleSubmit((values) => {
    onApply(values);
    setOpen(false);
  });

  const clear = () => {
    reset(EMPTY_FILTERS);
    onClear();
  };

  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="w-full justify-between md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.toggle')}
          {appliedCount ? (
            <Badge variant="secondary">
              {appliedCount}
              <span className="sr-only"> {t('filters.active')}</span>
            </Badge>
          ) : null}
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>

      <Card id={panelId} className={cn(open ? 'block' : 'hidden', 'p-4 md:block sm:p-5')}>
        <form role="search" aria-label={target === 'teacher' ? t('filters.formTeachers') : t('filters.formStudents')} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <FormField id={`${id}-search`} label={t('filters.search')}>
              <Input
                id={`${id}-search`}
                type="search"
                enterKeyHint="search"
                maxLength={FILTER_TEXT_MAX}
                placeholder={target === 'teacher' ? t('filters.searchTeachersPlaceholder') : t('filters.searchStudentsPlaceholder')}
                autoComplete="off"
                {...form.register('search')}
              />
            </FormField>
            <FormField id={`${id}-location`} label={t('filters.location')}>
              <Input
                id={`${id}-location`}
                enterKeyHint="search"
                maxLength={FILTER_TEXT_MAX}
                placeholder={t('filters.locationPlaceholder')}
                autoComplete="off"
                {...form.register('location')}
              />
            </FormField>
            {target === 'teacher' ? (
              <FormField id={`${id}-subject`} label={t('filters.subject')}>
                <Controller
                  control={form.control}
                  name="subject"
                  render={({ field }) => (
                    <Select value={field.value || ANY} onValueChange={(v) => field.onChange(v === ANY ? '' : v)} name={field.name}>
                      <SelectTrigger id={`${id}-subject`} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={ANY}>{t('filters.allSubjects')}</SelectItem>
                        {FIND_SUBJECT_OPTIONS.map((subject) => (
                          <SelectItem key={subject} value={subject}>
                            {subjectLabel(t, subject)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
            ) : (
              <FormField id={`${id}-class`} label={t('filters.class')}>
                <Controller
                  control={form.control}
                  name="class"
                  render={({ field }) => (
                    <Select value={field.value || ANY} onValueChange={(v) => field.onChange(v === ANY ? '' : v)} name={field.name}>
                      <SelectTrigger id={`${id}-class`} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={ANY}>{t('filters.allClasses')}</SelectItem>
                        {FIND_CLASS_OPTIONS.map((option) => (
                          <SelectItem key={option} value={option}>
                            {classLabel(t, option)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
            )}
            <FormField id={`${id}-verified`} label={t('filters.verification')}>
              <Controller
                control={form.control}
                name="verified"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger id={`${id}-verified`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {VERIFICATION_FILTERS.map((option) => (
                        <SelectItem key={option} value={option}>
                          {verificationLabel(t, option)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <div className="flex gap-2 md:justify-end">
            <Button type="button" variant="outline" className="flex-1 md:flex-none" onClick={clear}>
              <X aria-hidden="true" />
              {t('filters.clear')}
            </Button>
            <Button type="submit" className="flex-1 md:min-w-24 md:flex-none">
              <Search aria-hidden="true" />
              {t('filters.find')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
