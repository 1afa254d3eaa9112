import { EyeOff } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Requirement } from '../../../../contract/requirements.ts';
import { amountLabel, amountText, contactsText, placeText, postedText, typeLabel } from '../lib/format.ts';
import { classLabel, subjectLabel } from '../lib/subject-label.ts';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';

/** The user's own requirement in full (all subjects, the street): on /requirements and the dashboards. */
export function RequirementSummary({ requirement }: { requirement: Requirement }) {
  const { t } = useTranslation('requirements');
  const rows: [string, string, string][] = [
    ['location', t('summary.location'), placeText(requirement)],
    ['type', t('summary.type'), typeLabel(requirement.type)],
    ['amount', amountLabel(requirement.userType), amountText(requirement.fee, requirement.feeType)],
    ['contacts', t('summary.contacts'), contactsText(requirement.contactCount)],
    ['posted', t('summary.posted'), postedText(requirement.createdAt)],
  ];
  return (
    <div className="grid gap-3 text-sm">
      <SubjectChips items={requirement.subjects.map(subjectLabel)} max={Infinity} label={t('summary.subjects')} />
      {requirement.classes.length ? <SubjectChips items={requirement.classes.map(classLabel)} max={Infinity} label={t('summary.classes')} tone="class" /> : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {rows.map(([row, term, value]) => (
          <div key={row} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900" data-testid={row === 'contacts' ? 'contact-count' : undefined}>
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
            <Trans
              t={t}
              i18nKey="summary.anonymous"
              components={{
                strong: <strong className="font-semibold" />,
                link: <Link to="/settings" className="font-medium text-indigo-700 underline underline-offset-2" />,
              }}
            />
          </span>
        </p>
      ) : null}
    </div>
  );
}
