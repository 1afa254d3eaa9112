import { ChevronDown, LocateFixed, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIND_CLASS_OPTIONS, FIND_SUBJECT_OPTIONS } from '../../../../contract/constants.ts';
import { VERIFICATION_FILTERS } from '../../../../contract/search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { useBrowserPoint } from '../hooks/use-browser-point.ts';
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
import {
  boardLabel,
  languageLabel,
  MIN_RATINGS,
  minRatingLabel,
  modeLabel,
  PRICE_BANDS,
  priceBandLabel,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TUTOR_BOARDS,
} from '../lib/tutor-options.ts';
import { FilterSelect } from './filter-select.tsx';

interface FilterPanelProps {
  target: SearchTarget;
  /** The filters in effect (from the URL); the form follows them on back/forward. */
  filters: FindFilters;
  onApply: (filters: FindFilters) => void;
  onClear: () => void;
  /** Signed out: only verified tutors are listed (no Verification filter), and the place field offers Use my location. */
  signedOut?: boolean;
}

/**
 * The find filters (spec §2): free text, the place, then subject, class, board, mode, fee, language and
 * rating for teachers (class for students), and verification. Find (or Enter in a field) applies them; Clear
 * empties them. Below 768 px they fold into a Filters disclosure.
 */
export function FilterPanel({ target, filters, onApply, onClear, signedOut = false }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const form = useForm<FindFilters>({ defaultValues: filters });
  const { reset } = form;
  const appliedCount = activeFilterCount(filters);
  const browserPoint = useBrowserPoint();
  const isTutors = target === 'teacher';

  useEffect(() => reset(filters), [filters, reset]);

  const onSubmit = form.handleSubmit((values) => {
    // A typed place replaces a shared location.
    const typedPlace = values.location.trim() && values.location.trim() !== filters.location;
    onApply(typedPlace ? { ...values, lat: '', lng: '' } : values);
    setOpen(false);
  });

  const clear = () => {
    reset(EMPTY_FILTERS);
    onClear();
  };

  const shareLocation = async () => {
    const point = await browserPoint.locate();
    if (!point) return;
    onApply({ ...form.getValues(), location: '', ...point, sort: 'nearest' });
    setOpen(false);
  };

  const select = { control: form.control };
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
        <form
          role="search"
          aria-label={signedOut ? t('filters.formTutors') : isTutors ? t('filters.formTeachers') : t('filters.formStudents')}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
        >
          <div className={cn('grid gap-4 md:grid-cols-2', isTutors ? 'lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1.3fr)]' : 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]')}>
            <FormField id={`${id}-search`} label={t('filters.search')}>
              <Input
                id={`${id}-search`}
                type="search"
                enterKeyHint="search"
                maxLength={FILTER_TEXT_MAX}
                placeholder={isTutors ? t('filters.searchTeachersPlaceholder') : t('filters.searchStudentsPlaceholder')}
                autoComplete="off"
                {...form.register('search')}
              />
            </FormField>
            <div className="grid content-start gap-1.5">
              <FormField id={`${id}-location`} label={t('filters.location')}>
                <div className="flex gap-2">
                  <Input
                    id={`${id}-location`}
                    enterKeyHint="search"
                    maxLength={FILTER_TEXT_MAX}
                    placeholder={t('filters.locationPlaceholder')}
                    autoComplete="off"
                    className="min-w-0 flex-1"
                    {...form.register('location')}
                  />
                  {signedOut ? (
                    <Button type="button" variant="outline" onClick={() => void shareLocation()} disabled={browserPoint.pending} className="shrink-0">
                      <LocateFixed aria-hidden="true" className={cn(browserPoint.pending && 'animate-pulse')} />
                      {browserPoint.pending ? t('filters.locating') : t('filters.useMyLocation')}
                    </Button>
                  ) : null}
                </div>
              </FormField>
              {browserPoint.problem ? (
                <p role="alert" className="text-sm text-red-700">
                  {browserPoint.problem === 'denied' ? t('filters.locationDenied') : t('filters.locationUnavailable')}
                </p>
              ) : filters.lat && !filters.location ? (
                <p className="text-sm text-slate-600">{t('filters.usingMyLocation')}</p>
              ) : null}
            </div>
            {!isTutors ? (
              <>
                <FilterSelect {...select} id={`${id}-class`} name="class" label={t('filters.class')} anyLabel={t('filters.allClasses')} options={FIND_CLASS_OPTIONS} optionLabel={(o) => classLabel(t, o)} />
                <FilterSelect {...select} id={`${id}-verified`} name="verified" label={t('filters.verification')} options={VERIFICATION_FILTERS} optionLabel={(o) => verificationLabel(t, o)} />
              </>
            ) : null}
          </div>
          {isTutors ? (
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              <FilterSelect {...select} id={`${id}-subject`} name="subject" label={t('filters.subject')} anyLabel={t('filters.allSubjects')} options={FIND_SUBJECT_OPTIONS} optionLabel={(o) => subjectLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-class`} name="class" label={t('filters.class')} anyLabel={t('filters.allClasses')} options={FIND_CLASS_OPTIONS} optionLabel={(o) => classLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-board`} name="board" label={t('filters.board')} anyLabel={t('filters.allBoards')} options={TUTOR_BOARDS} optionLabel={(o) => boardLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-mode`} name="mode" label={t('filters.mode')} anyLabel={t('filters.allModes')} options={TEACHING_MODES} optionLabel={(o) => modeLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-fee`} name="fee" label={t('filters.fee')} anyLabel={t('filters.anyFee')} options={PRICE_BANDS} optionLabel={(o) => priceBandLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-language`} name="language" label={t('filters.language')} anyLabel={t('filters.anyLanguage')} options={TEACHING_LANGUAGES} optionLabel={(o) => languageLabel(t, o)} />
              <FilterSelect {...select} id={`${id}-rating`} name="minRating" label={t('filters.minRating')} anyLabel={t('filters.anyRating')} options={MIN_RATINGS} optionLabel={(o) => minRatingLabel(t, o)} />
              {!signedOut ? (
                <FilterSelect {...select} id={`${id}-verified`} name="verified" label={t('filters.verification')} options={VERIFICATION_FILTERS} optionLabel={(o) => verificationLabel(t, o)} />
              ) : null}
            </div>
          ) : null}
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
