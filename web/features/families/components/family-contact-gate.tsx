import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Child } from '../../../../contract/families.ts';
import type { User } from '../../../../contract/users.ts';
import { getActiveChildId, pickActiveChild, setActiveChildId, useActiveChildId } from '../../../lib/active-child.ts';
import { ContactGateContext, type ContactGate } from '../../../lib/contact-gate.ts';
import { readItem, writeItem } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { translateMessage } from '../../../i18n/errors.ts';
import { i18n } from '../../../i18n/index.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useChildren } from '../api/get-children.ts';
import type { AgePromptResult } from './age-prompt-dialog.tsx';
import type { ChildFormDialogProps } from './child-form-dialog.tsx';

// In the shell, but its dialogs (forms, validation) download only when a contact action needs one.
const AgePromptDialog = lazyWithRetry<{ open: boolean; onDone: (result: AgePromptResult) => void }>(() =>
  import('./age-prompt-dialog.tsx').then((m) => ({ default: m.AgePromptDialog })),
);
const ChildFormDialog = lazyWithRetry<ChildFormDialogProps>(() => import('./child-form-dialog.tsx').then((m) => ({ default: m.ChildFormDialog })));

/** A texts of the families catalogue and an API message, for a toast (the catalogue loads on first need). */
async function explain(titleKey: string, code: 'GUARDIAN_CONSENT_REQUIRED' | 'GUARDIAN_CONSENT_WITHDRAWN') {
  const [{ MESSAGES }] = await Promise.all([import('../../../../contract/messages.ts'), i18n.loadNamespaces('families')]);
  return [i18n.t(titleKey, { ns: 'families' }), translateMessage(MESSAGES[code], code)] as const;
}

type GateUser = Pick<User, 'id' | 'userType' | 'ageStatus' | 'guardianConsent'>;

/** The age prompt is shown once per account on this browser (stated or "Not now"). */
const askedKey = (userId: string) => `agePromptAsked:${userId}`;

/**
 * Provides the contact gate (web/lib/contact-gate.ts) to the signed-in screens: a student under 18 without their
 * guardian's consent is told why they cannot contact anyone; an account whose age is not stated is asked once; a
 * parent acts for the active child, and adds one first if they have none.
 */
export function FamilyContactGate({ user, children: content }: { user: GateUser; children: ReactNode }) {
  const isParent = user.userType === 'parent';
  const childList = useChildren(isParent);
  const activeId = useActiveChildId();
  const [asking, setAsking] = useState<'age' | 'child' | null>(null);
  const settle = useRef<((value: unknown) => void) | null>(null);

  const ask = useCallback(async <T,>(what: 'age' | 'child') => {
    await i18n.loadNamespaces(['families', 'requirements']);
    return new Promise<T>((resolve) => {
      settle.current = resolve as (value: unknown) => void;
      setAsking(what);
    });
  }, []);
  const answer = (value: unknown) => {
    setAsking(null);
    settle.current?.(value);
    settle.current = null;
  };

  const prepare = useCallback(async (): Promise<{ childId?: string } | null> => {
    if (user.guardianConsent === 'pending' || user.guardianConsent === 'withdrawn') {
      const withdrawn = user.guardianConsent === 'withdrawn';
      toast.error(...(await explain(withdrawn ? 'gate.withdrawnTitle' : 'gate.pendingTitle', withdrawn ? 'GUARDIAN_CONSENT_WITHDRAWN' : 'GUARDIAN_CONSENT_REQUIRED')));
      return null;
    }
    if (user.ageStatus === 'unknown' && !readItem(askedKey(user.id))) {
      const result = await ask<AgePromptResult>('age');
      writeItem(askedKey(user.id), '1');
      // A 13–17 student who just stated their age now waits for their guardian (the banner says so).
      if (result === 'minor') {
        toast.info(...(await explain('gate.pendingTitle', 'GUARDIAN_CONSENT_REQUIRED')));
        return null;
      }
    }
    if (!isParent) return {};
    const list = childList.data ?? (await childList.refetch()).data ?? [];
    const active = pickActiveChild(list, getActiveChildId());
    if (active) return { childId: active.id };
    const added = await ask<Child | null>('child');
    return added ? { childId: added.id } : null;
  }, [user, isParent, childList, ask]);

  const active = isParent ? pickActiveChild(childList.data, activeId) : null;
  const queryClient = useQueryClient();
  // The stored child is always one of the parent's (the first when it is gone); a switch shows that child's requirement.
  const activeChild = active?.id ?? null;
  useEffect(() => {
    if (!isParent || !childList.data) return;
    if (activeChild !== getActiveChildId()) setActiveChildId(activeChild);
    void queryClient.invalidateQueries({ queryKey: ['requirements'] });
  }, [isParent, childList.data, activeChild, queryClient]);
  const gate = useMemo<ContactGate>(
    () => ({ prepare, actingFor: active ? { id: active.id, firstName: active.firstName } : null }),
    [prepare, active],
  );

  return (
    <ContactGateContext.Provider value={gate}>
      {content}
      <Suspense fallback={null}>
        {asking === 'age' ? <AgePromptDialog open onDone={answer} /> : null}
        {asking === 'child' ? (
          <ChildFormDialog
            open
            onOpenChange={(open) => (open ? undefined : answer(null))}
            title={i18n.t('families:gate.addFirstTitle')}
            description={i18n.t('families:gate.addFirstText')}
            onSaved={(child) => {
              setActiveChildId(child.id);
              answer(child);
            }}
          />
        ) : null}
      </Suspense>
    </ContactGateContext.Provider>
  );
}
