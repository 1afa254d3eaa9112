import type { Requirement } from '../../../../contract/requirements.ts';
import { i18n } from '../../../i18n/index.ts';
import { subjectLabel } from './subject-label.ts';

/** Subjects named in the message before the rest are summed up. */
const NAMED_SUBJECTS = 3;

function subjectList(subjects: readonly string[]): string {
  const named = subjects.slice(0, NAMED_SUBJECTS).map(subjectLabel).join(', ');
  const rest = subjects.length - NAMED_SUBJECTS;
  return rest > 0 ? i18n.t('requirements:autoMessage.subjectsAndMore', { subjects: named, rest }) : named;
}

/**
 * The first chat message when the viewer follows a card's Message link (spec §2 `?autoMessage`), in the sender's
 * language: "Hi! I saw your requirement for Physics, Mathematics in HSR Layout. I would be happy to help."
 * A teacher answers a student's post; a student answers a teacher's.
 */
export function autoMessageText(requirement: Pick<Requirement, 'subjects' | 'location' | 'userType'>): string {
  const subjects = subjectList(requirement.subjects);
  const place = requirement.location.trim();
  const offer =
    requirement.userType === 'student' ? i18n.t('requirements:autoMessage.offerHelp') : i18n.t('requirements:autoMessage.offerLearn');
  if (subjects && place) return i18n.t('requirements:autoMessage.subjectsAndPlace', { subjects, place, offer });
  if (subjects) return i18n.t('requirements:autoMessage.subjectsOnly', { subjects, offer });
  if (place) return i18n.t('requirements:autoMessage.placeOnly', { place, offer });
  return i18n.t('requirements:autoMessage.plain', { offer });
}

/** The card's Message link: the poster's chat, with the message above sent once on arrival. */
export function messageHref(requirement: Pick<Requirement, 'userId' | 'subjects' | 'location' | 'userType'>): string {
  const params = new URLSearchParams({ autoMessage: autoMessageText(requirement) });
  return `/messages/${requirement.userId}?${params}`;
}
