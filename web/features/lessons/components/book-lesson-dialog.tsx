import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LESSON_ADDRESS_MAX, LESSON_NOTE_MAX, type LessonLength, type LessonMode } from '../../../../contract/lessons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormActions, submitting } from '../../../components/forms/dialog-form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useBookLesson } from '../api/book-lesson.ts';
import { useTutorSlots } from '../api/get-tutor-slots.ts';
import { modeLabel } from './lesson-labels.ts';
import { FreeSlotChoice } from './slot-picker.tsx';

export interface BookingChild {
  id: string;
  firstName: string;
}

interface BookLessonDialogProps {
  teacherId: string;
  tutorName: string;
  firstLessonFree: boolean;
  /** Whether the family (this child, or the student: null) already holds a lesson with the tutor: then it is not free. */
  holdsLesson: (childId: string | null) => boolean;
  lessonLengths: readonly number[];
  /** A parent's children (empty for a student); one must be chosen when there are several. */
  familyChildren: readonly BookingChild[];
  /** The child the parent acts for now ("For: Anaya"), chosen first. */
  activeChildId: string | null;
}

/** Book a lesson (or a free demo): length, day and time (IST), way of teaching, the child, an address for a home lesson, a note. */
export function BookLessonDialog({ teacherId, tutorName, firstLessonFree, holdsLesson, lessonLengths, familyChildren, activeChildId }: BookLessonDialogProps) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [length, setLength] = useState<number>(lessonLengths[0] ?? 60);
  const slots = useTutorSlots(teacherId, length, open);
  const book = useBookLesson();
  const [startsAt, setStartsAt] = useState('');
  const [mode, setMode] = useState<LessonMode | ''>('');
  const [childId, setChildId] = useState(() => familyChildren.find((c) => c.id === activeChildId)?.id ?? (familyChildren.length === 1 ? familyChildren[0]!.id : ''));
  const [address, setAddress] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [childError, setChildError] = useState<string | undefined>();
  const [addressError, setAddressError] = useState<string | undefined>();
  const [booked, setBooked] = useState(false);

  const free = slots.data?.slots ?? [];
  const slot = free.find((s) => s.startsAt === startsAt) ?? free[0];
  const modes = slot?.modes ?? [];
  const chosenMode = mode && modes.includes(mode) ? mode : (modes[0] ?? '');
  const forChild = familyChildren.length > 0 ? childId || activeChildId : null;
  const isFreeDemo = firstLessonFree && !holdsLesson(forChild || null);
  const title = isFreeDemo ? t('book.freeDemo') : t('book.open');

  const submit = async () => {
    setFailure(null);
    setChildError(undefined);
    setAddressError(undefined);
    if (!slot || !chosenMode) return setFailure(t('slots.chooseTime'));
    if (familyChildren.length > 1 && !childId) return setChildError(t('book.chooseChild'));
    if (chosenMode === 'student_home' && !address.trim()) return setAddressError(t('book.addressRequired'));
    try {
      await book.mutateAsync({
        teacherId,
        startsAt: slot.startsAt,
        lengthMinutes: length as LessonLength,
        mode: chosenMode,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(childId ? { childId } : {}),
        ...(chosenMode === 'student_home' && address.trim() ? { address: address.trim() } : {}),
      });
      setBooked(true);
      toast.success(t('book.sent', { name: tutorName }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStartsAt('');
        void slots.refetch();
        return setFailure(errorMessage(error, t('book.taken')));
      }
      if (error instanceof ApiError && error.fieldErrors.address) setAddressError(errorMessage(error, t('book.addressRequired')));
      setFailure(errorMessage(error, t('failed')));
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setBooked(false);
      setFailure(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('book.title', { name: tutorName })}</DialogTitle>
          <DialogDescription>{isFreeDemo ? t('book.freeHint', { name: tutorName }) : t('book.hint', { name: tutorName })}</DialogDescription>
        </DialogHeader>
        {booked ? (
          <div role="status" className="grid gap-3">
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">{t('book.sent', { name: tutorName })}</p>
            <Button asChild>
              <Link to="/lessons">{t('book.seeLessons')}</Link>
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submitting(submit)} className="grid gap-4">
            <FormField id={`${id}-length`} label={t('book.length')}>
              <NativeSelect id={`${id}-length`} value={length} onChange={(e) => (setLength(Number(e.target.value)), setStartsAt(''))}>
                {lessonLengths.map((l) => (
                  <option key={l} value={l}>
                    {t('card.minutes', { count: l })}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FreeSlotChoice loading={slots.isPending} idPrefix={id} slots={free} value={slot?.startsAt ?? ''} onChange={setStartsAt} />
            {modes.length > 0 ? (
              <fieldset className="grid gap-1.5">
                <legend className="text-sm font-medium text-slate-900">{t('book.mode')}</legend>
                <div className="flex flex-wrap gap-x-5 gap-y-1">
                  {modes.map((m) => (
                    <label key={m} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                      <input type="radio" name={`${id}-mode`} value={m} checked={chosenMode === m} onChange={() => setMode(m)} className="size-4 accent-indigo-600" />
                      {modeLabel(t, m)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {familyChildren.length > 0 ? (
              <FormField id={`${id}-child`} label={t('book.child')} error={childError}>
                <NativeSelect {...fieldProps(`${id}-child`, childError)} value={childId} onChange={(e) => setChildId(e.target.value)}>
                  {familyChildren.length > 1 && !childId ? <option value="">{t('book.chooseChild')}</option> : null}
                  {familyChildren.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.firstName}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : null}
            {chosenMode === 'student_home' ? (
              <FormField id={`${id}-address`} label={t('book.address')} hint={t('book.addressHint')} error={addressError}>
                <Input {...fieldProps(`${id}-address`, addressError, t('book.addressHint'))} aria-required="true" value={address} maxLength={LESSON_ADDRESS_MAX} onChange={(e) => setAddress(e.target.value)} />
              </FormField>
            ) : null}
            <FormField id={`${id}-note`} label={t('book.note')} labelSuffix={t('optional')}>
              <Textarea id={`${id}-note`} className="min-h-16" value={note} maxLength={LESSON_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <DialogFormActions
              failure={failure}
              cancelLabel={t('back')}
              submitLabel={t('book.send')}
              pendingLabel={t('saving')}
              pending={book.isPending}
              disabled={free.length === 0}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
