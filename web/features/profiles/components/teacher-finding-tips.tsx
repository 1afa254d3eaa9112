import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const tips: [title: string, detail: string][] = [
  ['tips.verifyTitle', 'tips.verifyText'],
  ['tips.specificTitle', 'tips.specificText'],
  ['tips.compareTitle', 'tips.compareText'],
  ['tips.trialTitle', 'tips.trialText'],
  ['tips.verifiedTitle', 'tips.verifiedText'],
];

/** Spec §2: five tips for finding a teacher (student dashboard). */
export function TeacherFindingTips({ className }: { className?: string }) {
  const { t } = useTranslation('profiles');
  return (
    <Card role="region" aria-labelledby="finding-tips-title" className={className}>
      <CardHeader className="flex-row items-center gap-3">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
        <CardTitle id="finding-tips-title">{t('tips.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2">
          {tips.map(([title, detail], index) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
              >
                {index + 1}
              </span>
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{t(title)}</p>
                <p className="mt-0.5 text-slate-600">{t(detail)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
