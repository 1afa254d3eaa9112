import { BadgeCheck, IndianRupee, MapPin, MonitorSmartphone, Sparkles, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Requirement } from '../../../../contract/requirements.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import {
  amountLabel,
  amountText,
  contactsText,
  distanceText,
  matchReasonsText,
  placeText,
  postedText,
  postedTitle,
  posterName,
  typeLabel,
} from '../lib/format.ts';
import { classLabel, subjectLabel } from '../lib/subject-label.ts';
import { PosterAvatar } from './poster-avatar.tsx';
import { partyName } from '../../../lib/for-child.ts';
import { RequirementCardActions } from './requirement-card-actions.tsx';
import { SubjectChips } from '../../../components/ui/subject-chips.tsx';
import { UnverifiedTutorNotice } from '../../../components/unverified-tutor-notice.tsx';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';

interface RequirementCardProps {
  requirement: Requirement;
  /** Under Best match: the reasons it ranks here. */
  showMatch?: boolean;
  className?: string;
}

/** The poster's name, or "Meera Iyer (parent) for Anaya, Class 8" for a parent's requirement. */
function anonymousOrParent(requirement: Requirement): string {
  const name = posterName(requirement);
  const anonymous = requirement.user.isAnonymous && !requirement.isOwn;
  return anonymous ? name : partyName(name, requirement.posterType, requirement.forChild, classLabel);
}

/** One requirement of the other type (spec §2, §3): who, what, where, how, for how much, and the actions. */
export function RequirementCard({ requirement, showMatch = false, className }: RequirementCardProps) {
  const { t } = useTranslation('requirements');
  const nameId = useId();
  const name = anonymousOrParent(requirement);
  const anonymous = requirement.user.isAnonymous && !requirement.isOwn;
  const isTeacherPost = requirement.userType === 'teacher';
  const distance = distanceText(requirement.distance);
  const reasons = showMatch ? matchReasonsText(requirement.match) : null;

  return (
    <article
      aria-labelledby={nameId}
      className={cn('flex h-full min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <header className="flex items-start gap-3">
        <ProfilePhotoLink slug={anonymous ? null : requirement.user.profileSlug}>
          <PosterAvatar
            firstName={requirement.user.firstName}
            lastName={requirement.user.lastName}
            src={requirement.user.profileImage}
            anonymous={anonymous}
          />
        </ProfilePhotoLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="min-w-0 font-semibold break-words text-slate-900">
              <ProfileNameLink slug={anonymous ? null : requirement.user.profileSlug}>{name}</ProfileNameLink>
            </h3>
            {requirement.user.isVerified && !anonymous ? (
              <Badge variant="success" title={isTeacherPost ? t('card.identityVerified') : t('card.locationVerified')}>
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('card.verified')}
              </Badge>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {isTeacherPost ? t('card.teacher') : t('card.student')} ·{' '}
            <time dateTime={requirement.createdAt} title={postedTitle(requirement.createdAt)}>
              {postedText(requirement.createdAt)}
            </time>
          </p>
        </div>
      </header>

      <div className="grid gap-2">
        <SubjectChips items={requirement.subjects.map(subjectLabel)} label={t('card.subjects')} />
        {isTeacherPost && requirement.classes.length ? <SubjectChips items={requirement.classes.map(classLabel)} label={t('card.classes')} tone="class" /> : null}
      </div>

      {requirement.title || requirement.description ? (
        <div className="grid gap-1 text-sm">
          {requirement.title ? <p className="font-medium text-slate-900">{requirement.title}</p> : null}
          {requirement.description ? <p className="line-clamp-3 break-words text-slate-700">{requirement.description}</p> : null}
        </div>
      ) : null}

      <dl className="mt-auto grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-start gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.location')}</span>
          </dt>
          <dd className="min-w-0">
            {placeText(requirement)}
            {distance ? <span className="font-medium text-slate-900"> · {distance}</span> : null}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MonitorSmartphone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.type')}</span>
          </dt>
          <dd>{typeLabel(requirement.type)}</dd>
        </div>
        <div className="flex items-center gap-1.5" data-testid="amount">
          <dt className="flex items-center gap-1.5">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {amountLabel(requirement.userType)}
          </dt>
          <dd className="font-semibold text-slate-900">{amountText(requirement.fee, requirement.feeType)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('card.contacts')}</span>
          </dt>
          <dd>{contactsText(requirement.contactCount)}</dd>
        </div>
      </dl>

      {reasons ? (
        <p className="flex items-start gap-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="match-reasons">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">{t('card.whyMatches')}</span>
            {reasons}
          </span>
        </p>
      ) : null}

      {isTeacherPost && !requirement.user.isVerified && !requirement.isOwn ? <UnverifiedTutorNotice name={name} compact className="self-start" /> : null}
      {requirement.isOwn ? null : <RequirementCardActions requirement={requirement} name={name} />}
    </article>
  );
}
