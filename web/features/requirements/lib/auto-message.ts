import type { Requirement } from '../../../../contract/requirements.ts';

/** Subjects named in the message before the rest are summed up. */
const NAMED_SUBJECTS = 3;

function subjectList(subjects: readonly string[]): string {
  const named = subjects.slice(0, NAMED_SUBJECTS).join(', ');
  const rest = subjects.length - NAMED_SUBJECTS;
  return rest > 0 ? `${named} and ${rest} more` : named;
}

/**
 * The first chat message when the viewer follows a card's Message link (spec §2 `?autoMessage`):
 * "Hi! I saw your requirement for Physics, Mathematics in HSR Layout. I would be happy to help."
 * A teacher answers a student's post; a student answers a teacher's.
 */
export function autoMessageText(requirement: Pick<Requirement, 'subjects' | 'location' | 'userType'>): string {
  const subjects = subjectList(requirement.subjects);
  const place = requirement.location.trim();
  const about = [subjects ? ` for ${subjects}` : '', place ? ` in ${place}` : ''].join('');
  const offer = requirement.userType === 'student' ? 'I would be happy to help.' : 'I would like to learn with you.';
  return `Hi! I saw your requirement${about}. ${offer}`;
}

/** The card's Message link: the poster's chat, with the message above sent once on arrival. */
export function messageHref(requirement: Pick<Requirement, 'userId' | 'subjects' | 'location' | 'userType'>): string {
  const params = new URLSearchParams({ autoMessage: autoMessageText(requirement) });
  return `/messages/${requirement.userId}?${params}`;
}
