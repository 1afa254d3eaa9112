import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Requirement } from '../../../../contract/requirements.ts';
import { amountLabel, amountText, contactsText, placeText, postedText, TYPE_LABELS } from '../lib/format.ts';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';

/** The user's own requirement in full (all subjects, the street): on /requirements and the dashboards. */
export function RequirementSummary({ requirement }: { requirement: Requirement }) {
  const rows: [string, string][] = [
    ['Location', placeText(requirement)],
    ['Type', TYPE_LABELS[requirement.type]],
    [amountLabel(requirement.userType), amountText(requirement.fee, requirement.feeType)],
    ['Contacts', contactsText(requirement.contactCount)],
    ['Posted', postedText(requirement.createdAt)],
  ];
  return (
    <div className="grid gap-3 text-sm">
      <SubjectChips items={requirement.subjects} max={Infinity} label="Subjects" />
      {requirement.classes.length ? <SubjectChips items={requirement.classes} max={Infinity} label="Classes" tone="class" /> : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900" data-testid={term === 'Contacts' ? 'contact-count' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {requirement.description ? <p className="break-words whitespace-pre-line text-slate-700">{requirement.description}</p> : null}
      {requirement.user.isAnonymous ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-slate-700">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            Others see this as posted by <strong className="font-semibold">Anonymous</strong> until you{' '}
            <Link to="/settings" className="font-medium text-indigo-700 underline underline-offset-2">
              verify your location
            </Link>
            .
          </span>
        </p>
      ) : null}
    </div>
  );
}
