import type { ForChild } from '../../contract/families.ts';
import { i18n } from '../i18n/index.ts';

/**
 * How a parent appears to a teacher: "Meera Iyer (parent) for Anaya, Class 8", from a DTO's
 * `userType` and `forChild`; anyone else by their name. `classText` gives the class in the active language.
 */
export function partyName(
  name: string,
  userType: string,
  forChild: ForChild | null | undefined,
  classText: (className: string) => string = (value) => value,
): string {
  if (userType !== 'parent') return name;
  if (!forChild) return `${name} ${i18n.t('common:parentSuffix')}`;
  return i18n.t('common:parentFor', { name, child: forChild.firstName, class: classText(forChild.class) });
}
