import { useTranslation } from 'react-i18next';
import { SUBJECT_CHIPS_MAX } from '../../../contract/constants.ts';
import { chipOverflow } from '../../lib/chips.ts';
import { cn } from '../../lib/utils.ts';

interface SubjectChipsProps {
  items: readonly string[];
  /** Chips shown before '+n more' (spec §9: 3); Infinity shows all. */
  max?: number;
  /** The list's accessible name, e.g. 'Subjects'. */
  label: string;
  tone?: 'subject' | 'class';
}

/** Subjects (or classes) as chips: at most `max`, then '+n more' naming the rest for screen readers and on hover. */
export function SubjectChips({ items, max = SUBJECT_CHIPS_MAX, label, tone = 'subject' }: SubjectChipsProps) {
  const { t } = useTranslation();
  const { shown, hidden } = chipOverflow(items, max);
  if (!shown.length) return null;
  const chip = tone === 'subject' ? 'bg-indigo-50 text-indigo-800' : 'bg-sky-50 text-sky-900';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className={cn('rounded-md px-2 py-0.5 text-xs font-medium', chip)}>
          {item}
        </li>
      ))}
      {hidden.length ? (
        <li title={hidden.join(', ')} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {t('ui.moreChips', { count: hidden.length })}
          <span className="sr-only">: {hidden.join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}
