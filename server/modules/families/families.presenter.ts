import { ageOn, type Child, type ForChild } from '../../../contract/families.ts';
import type { ChildRecord } from './families.repository.ts';

/** A child as their guardian sees it (nobody else gets more than `presentForChild`). */
export function presentChild({ child, consent }: ChildRecord, today?: string): Child {
  return {
    id: child.id,
    firstName: child.firstName,
    class: child.class,
    schoolName: child.schoolName,
    birthDate: child.birthDate,
    ageBand: child.ageBand,
    age: child.birthDate ? ageOn(child.birthDate, today) : null,
    hasOwnLogin: child.studentUserId !== null,
    consent: {
      status: consent?.status ?? 'pending',
      grantedAt: consent?.grantedAt?.toISOString() ?? null,
      verificationMethod: consent?.verificationMethod ?? null,
      withdrawnAt: consent?.withdrawnAt?.toISOString() ?? null,
    },
    createdAt: child.createdAt.toISOString(),
  };
}

/** What a teacher sees of a parent's child: first name and class only (no school, no age). */
export const presentForChild = (child: { id: string; firstName: string; class: string } | null | undefined): ForChild | null =>
  child ? { id: child.id, firstName: child.firstName, class: child.class } : null;

/** 'anaya@example.in' → 'an***@example.in': enough for a guardian to recognise the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, local.length))}***@${domain}`;
}
