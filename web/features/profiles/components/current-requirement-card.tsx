import { ClipboardList } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Spec §2 'the current requirement': requirements arrive in a later release, said plainly. */
export function CurrentRequirementCard({ className }: { className?: string }) {
  return (
    <Card role="region" aria-labelledby="current-requirement-title" className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="current-requirement-title">Current requirement</CardTitle>
        <Badge variant="outline">Coming soon</Badge>
      </CardHeader>
      <CardContent className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <ClipboardList aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-slate-900">No requirement posted yet</p>
          <p className="text-slate-600">
            Posting requirements arrives soon. Your current requirement will then show here, so tutors can see what
            you need to learn.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
