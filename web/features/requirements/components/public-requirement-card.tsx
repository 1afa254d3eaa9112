import { BadgeCheck, IndianRupee, LogIn, MapPin, MonitorSmartphone, Star, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicRequirement } from '../../../../contract/requirements.ts';
import { tutorProfilePath } from '../../../../contract/tutor-profile-paths.ts';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber, ONE_DECIMAL } from '../../../i18n/format.ts';
import { amountLabel, amountText, contactsText, postedText, postedTitle, typeLabel } from '../lib/format.ts';
import { classLabel, subjectLabel } from '../lib/subject-label.ts';
import { PosterAvatar } from './poster-avatar.tsx';

interface PublicRequirementCardProps {
  requirement: PublicRequirement;
  /** Where Sign in to contact leads (the sign-in page, coming back to this list). */
  signInHref: string;
}

/** "Indiranagar, Bengaluru": the area the tutor typed, never finer. */
const areaText = (r: Pick<PublicRequirement, 'locality' | 'city'>) =>
  [r.locality, r.city]
    .map((part) => part?.trim())
    .filter((part, index, all): part is string => !!part && all.findIndex((p) => p?.toLowerCase() === part.toLowerCase()) === index)
    .join(', ');

/**
 * A teacher's requirement as a signed-out visitor sees it: the tutor by name, linking to their public
 * profile, when verified, else Anonymous; what, where (the area only), how and for how much; contacting needs an
 * account, so the action leads to sign-in.
 */
export function PublicRequirementCard({ requirement: r, signInHref }: PublicRequirementCardProps) {
  const { t } = useTranslation('requirements');
  const nameId = useId();
  const tutor = r.tutor;
  const name = tutor?.name ?? t('format.anonymous');
  const [firstName = name, ...rest] = name.split(' ');

  return (
    <article aria-labelledby={nameId} className="flex h-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="public-requirement">
      <header className="flex items-start gap-3">
        <PosterAvatar firstName={firstName} lastName={rest.join(' ') || null} src={tutor?.profileImage ?? null} anonymous={!tutor} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
              {tutor ? (
                <Link to={tutorProfilePath(tutor.slug)} className="rounded underline-offset-2 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            {tutor ? (
              <Badge variant="success" title={t('card.identityVerified')}>
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('card.verified')}
              </Badge>
            ) : null}
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
            <span>{t('card.teacher')}</span>
            {tutor?.rating != null ? (
              <span className="flex items-center gap-1">
                · <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                <span className="font-medium text-slate-900">{formatNumber(tutor.rating, ONE_DECIMAL)}</span>
                <span className="sr-only">{t('public.outOf5')}</span>
              </span>
            ) : null}
            <span aria-hidden="true">·</span>
            <time dateTime={r.createdAt} title={postedTitle(r.createdAt)}>
              {postedText(r.createdAt)}
            </time>
          </p>
        </div>
      </header>

      <div className="grid gap-2">
        <SubjectChips items={r.subjects.map(subjectLabel)} label={t('card.subjects')} />
        {r.classes.length ? <SubjectChips items={r.classes.map(classLabel)} label={t('card.classes')} tone="class" /> : null}
      </div>

      {r.title || r.description ? (
        <div className="grid gap-1 text-sm">
          {r.title ? <p className="font-medium text-slate-900">{r.title}</p> : null}
          {r.description ? <p className="line-clamp-3 break-words text-slate-700">{r.description}</p> : null}
        </div>
      ) : null}

      <dl className="mt-auto grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-start gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.location')}</span>
          </dt>
          <dd className="min-w-0">{areaText(r)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MonitorSmartphone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.type')}</span>
          </dt>
          <dd>{typeLabel(r.type)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {amountLabel('teacher')}
          </dt>
          <dd className="font-semibold text-slate-900">{amountText(r.fee, r.feeType)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.contacts')}</span>
          </dt>
          <dd>{contactsText(r.contactCount)}</dd>
        </div>
      </dl>

      <Button asChild size="sm" variant="outline">
        <Link to={signInHref}>
          <LogIn aria-hidden="true" />
          {t('public.signInToContact')}
          <span className="sr-only"> {t('public.contactName', { name })}</span>
        </Link>
      </Button>
    </article>
  );
}
