import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const tips: [title: string, detail: string][] = [
  ['Verify your location', 'Verified tutors near you show up only after your own location is verified.'],
  [
    'Be specific about what you need',
    'Name the subject, your class and board (CBSE, ICSE or State) and whether you want home or online classes.',
  ],
  ['Compare before you choose', 'Look at qualifications, years of experience, ratings and reviews from other students.'],
  ['Ask for a trial class', 'One class shows you the teaching style; agree on the timings and monthly fee before you start.'],
  ['Prefer verified tutors', 'A Verified badge means the tutor has confirmed their identity. Keep your chats on Tutorhood.'],
];

/** Spec §2: five tips for finding a teacher (student dashboard). */
export function TeacherFindingTips({ className }: { className?: string }) {
  return (
    <Card role="region" aria-labelledby="finding-tips-title" className={className}>
      <CardHeader className="flex-row items-center gap-3">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
        <CardTitle id="finding-tips-title">Tips for finding a teacher</CardTitle>
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
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-0.5 text-slate-600">{detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
