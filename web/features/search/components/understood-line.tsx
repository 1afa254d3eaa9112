import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchUnderstood } from '../../../../contract/search.ts';
import { TEACHING_LANGUAGES, type TeachingLanguage } from '../../../../contract/constants.ts';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { boardLabel, languageLabel, modeLabel } from '../lib/tutor-options.ts';

const isLanguage = (value: string): value is TeachingLanguage => (TEACHING_LANGUAGES as readonly string[]).includes(value);

/**
 * What the search read from the free text, as chips: "Mathematics · Class 8 · CBSE · near Indiranagar, Bengaluru";
 * and a note when a place asked for is on no map.
 */
export function UnderstoodLine({ understood }: { understood: SearchUnderstood }) {
  const { t } = useTranslation('search');
  const { subjectLabel, classLabel } = useSubjectLabels();
  const chips = [
    ...understood.subjects.map(subjectLabel),
    ...understood.classes.map(classLabel),
    ...understood.boards.map((board) => boardLabel(t, board)),
    ...understood.modes.map((mode) => modeLabel(t, mode)),
    ...understood.languages.map((language) => t('understood.medium', { language: isLanguage(language) ? languageLabel(t, language) : language })),
  ];
  const place = understood.place ? t('understood.near', { place: understood.place.label }) : null;
  if (!chips.length && !place && !understood.unknownPlace) return null;
  return (
    <div className="grid gap-1" data-testid="understood">
      {chips.length || place ? (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-700">
          <span className="font-medium">{t('understood.label')}:</span>
          {chips.map((chip, i) => (
            <span key={`${chip}-${i}`} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
              {chip}
            </span>
          ))}
          {place ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 text-indigo-800">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place}
            </span>
          ) : null}
        </p>
      ) : null}
      {understood.unknownPlace ? <p className="text-sm text-amber-800">{t('understood.unknownPlace', { place: understood.unknownPlace })}</p> : null}
    </div>
  );
}
