import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTutorProfile } from '../../../../contract/tutor-profiles.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { boardLabel, feeText, teachingLanguageLabel, teachingModeLabel } from '../../../lib/tutor-labels.ts';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { areaText, distanceText, fullName, monthText, ratingNumber, responseTimeText, reviewCountText, verifiedText } from '../lib/format.ts';
import { TutorReviews } from './tutor-reviews.tsx';

interface TutorProfileViewProps {
  profile: PublicTutorProfile;
  /** The contact card's actions, from the route: Send Request and Message (or what a signed-out visitor gets). */
  actions: ReactNode;
  /** Above the actions: a pending request's state, the viewer's own profile note. */
  contactNote?: ReactNode;
  /** Beside the reviews' heading: "Write a review" for a connected student. */
  reviewAction?: ReactNode;
  /** Above the reviews: the next free slots and Book a lesson (the lessons feature, composed by the route). */
  bookingSection?: ReactNode;
}

/**
 * A tutor's public profile: who they are and since when verified, what, whom and where they teach, the fee
 * as they set it, the approximate area (never the exact spot), how soon they reply, and the reviews. Wide screens
 * keep the fee and the actions in a column beside the details; narrow ones show them right under the name.
 */
export function TutorProfileView({ profile, actions, contactNote, reviewAction, bookingSection }: TutorProfileViewProps) {
  const { t } = useTranslation('tutor-profiles');
  const { subjectLabel, classLabel } = useSubjectLabels();
  const name = fullName(profile);
  const area = areaText(profile.area);
  const replies = responseTimeText(profile.responseTimeHours);
  const memberSince = monthText(profile.memberSince);

  return (
    <article aria-labelledby="tutor-name" className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <header className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6 lg:col-start-1">
        <Avatar firstName={profile.firstName} lastName={profile.lastName} src={profile.profileImage} className="size-24 text-2xl" />
        <div className="grid min-w-0 gap-2">
          <h1 id="tutor-name" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {name}
          </h1>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {verifiedText(profile.verifiedSince)}
          </p>
          {profile.headline ? <p className="text-base font-medium break-words text-slate-800">{profile.headline}</p> : null}
          <ul className="grid gap-1.5 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
              {profile.rating !== null && profile.reviewCount > 0 ? (
                <a href="#reviews" className="font-medium underline-offset-4 hover:underline">
                  <span className="font-semibold text-slate-900">{t('hero.rating', { rating: ratingNumber(profile.rating) })}</span>
                  {' · '}
                  {reviewCountText(profile.reviewCount)}
                </a>
              ) : (
                <span>{reviewCountText(0)}</span>
              )}
            </li>
            {area ? (
              <li className="flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <span className="min-w-0">
                  {area}
                  {profile.distanceKm !== null ? <span className="font-medium text-slate-900"> · {distanceText(profile.distanceKm)}</span> : null}
                </span>
              </li>
            ) : null}
            {replies ? (
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {replies}
              </li>
            ) : null}
          </ul>
        </div>
      </header>

      <aside
        aria-labelledby="tutor-contact-title"
        className="grid gap-4 rounded-xl border border-indigo-100 bg-indigo-50/40 p-5 shadow-sm lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1"
      >
        <h2 id="tutor-contact-title" className="sr-only">
          {t('contact.title')}
        </h2>
        <div>
          <p className="text-sm text-slate-600">{t('contact.fee')}</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="tutor-fee">
            {profile.fee ? feeText(profile.fee.amount, profile.fee.unit) : <span className="text-base font-medium text-slate-700">{t('contact.feeNotSet')}</span>}
          </p>
        </div>
        {contactNote}
        <div className="grid gap-2">{actions}</div>
        {memberSince ? <p className="text-xs text-slate-600">{t('hero.memberSince', { month: memberSince })}</p> : null}
      </aside>

      <div className="grid min-w-0 gap-6 lg:col-start-1">
        <section aria-labelledby="tutor-about-title" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="tutor-about-title" className="text-lg font-semibold text-slate-900">
            {t('about.title', { name: profile.firstName })}
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line break-words text-slate-700">{profile.bio || t('about.noBio', { name: profile.firstName })}</p>
        </section>

        <section aria-labelledby="tutor-facts-title" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="tutor-facts-title" className="text-lg font-semibold text-slate-900">
            {t('facts.title')}
          </h2>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Fact term={t('facts.subjects')} wide>
              <Chips items={profile.subjects.map(subjectLabel)} />
            </Fact>
            <Fact term={t('facts.classes')} wide>
              <Chips items={profile.classes.map(classLabel)} empty={t('facts.notGiven')} tone="slate" />
            </Fact>
            <Fact term={t('facts.boards')}>{listOrNone(profile.boards.map(boardLabel), t('facts.notGiven'))}</Fact>
            <Fact term={t('facts.modes')}>{listOrNone(profile.teachingModes.map(teachingModeLabel), t('facts.notGiven'))}</Fact>
            <Fact term={t('facts.languages')}>{listOrNone(profile.languages.map(teachingLanguageLabel), t('facts.notGiven'))}</Fact>
            <Fact term={t('facts.experience')}>{profile.experience || t('facts.notGiven')}</Fact>
            <Fact term={t('facts.qualification')} wide>
              {profile.qualification || t('facts.notGiven')}
            </Fact>
          </dl>
          {profile.studentCount > 0 ? <p className="text-sm text-slate-600">{t('facts.students', { count: profile.studentCount })}</p> : null}
        </section>

        {bookingSection}
        <TutorReviews profile={profile} name={profile.firstName} action={reviewAction} />
      </div>
    </article>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="mt-1 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const listOrNone = (items: string[], none: string) => (items.length ? items.join(', ') : none);

function Chips({ items, empty, tone = 'indigo' }: { items: string[]; empty?: string; tone?: 'indigo' | 'slate' }) {
  if (!items.length) return <>{empty}</>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className={
            tone === 'indigo'
              ? 'rounded-md bg-indigo-50 px-2 py-0.5 text-sm font-medium text-indigo-800'
              : 'rounded-md bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
