import type { AgeBand, Child } from '../../../../contract/families.ts';
import type { ConnectionRequest } from '../../../../contract/requests.ts';
import { formatDate } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

/** An age band's name ("13–15 years"). */
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  under_13: 'families:children.ageBand.under_13',
  '13_15': 'families:children.ageBand.13_15',
  '16_17': 'families:children.ageBand.16_17',
};

/** A request's status as the guardian's activity view names it. */
export const STATUS_LABELS: Record<ConnectionRequest['status'], string> = {
  pending: 'families:activity.status.pending',
  accepted: 'families:activity.status.accepted',
  rejected: 'families:activity.status.rejected',
};

/** "13 years", "13–15 years", or nothing. */
export function childAgeText(child: Pick<Child, 'age' | 'ageBand'>): string | null {
  if (child.age !== null) return i18n.t('families:children.age', { age: child.age });
  return child.ageBand ? i18n.t(AGE_BAND_LABELS[child.ageBand]) : null;
}

export type ConsentTone = 'ok' | 'waiting' | 'withdrawn';

/** The consent line of a child's card, and how it reads (granted, waiting for the guardian, withdrawn). */
export function consentView(child: Child): { text: string; tone: ConsentTone } {
  const { consent } = child;
  const day = (iso: string | null) => (iso ? formatDate(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' }) : '');
  switch (consent.status) {
    case 'withdrawn':
      return { text: i18n.t('families:consent.withdrawn', { date: day(consent.withdrawnAt) }), tone: 'withdrawn' };
    case 'pending':
      return { text: i18n.t('families:consent.pending'), tone: 'waiting' };
    case 'granted':
      return consent.verificationMethod === 'guardian_added_child'
        ? { text: i18n.t('families:consent.grantedByYou', { name: child.firstName }), tone: 'ok' }
        : { text: i18n.t('families:consent.grantedLink', { date: day(consent.grantedAt) }), tone: 'ok' };
  }
}
