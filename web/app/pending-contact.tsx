import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MailCheck, Send, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { useSendRequest } from '../features/requests/api/send-request.ts';
import { useStartConversation } from '../features/search/api/start-conversation.ts';
import { translateMessage } from '../i18n/errors.ts';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { useContactGate } from '../lib/contact-gate.ts';
import { ME_QUERY_KEY } from '../lib/me-query.ts';
import { clearPendingContact, readPendingContact, type PendingContact } from '../lib/pending-action.ts';
import { toast } from '../lib/toast.ts';
import type { SignedInContext } from './session-context.ts';

type Stage = 'verify-email' | 'sending' | 'paused';

/**
 * On a tutor's profile, signed in: the Send Request or Message a visitor started there before registering or signing
 * in (web/lib/pending-action.ts) completes without retyping. Message opens the chat at once; a request waits for a
 * verified email address (the server refuses contact before it, EMAIL_NOT_VERIFIED), then passes the contact gate
 * (a parent picks the child) and is sent with the remembered message. Returns what the contact card should say.
 */
export function usePendingContact(tutor: { id: string; name: string } | undefined, viewer: SignedInContext | null) {
  const { t } = useTranslation('tutor-profiles');
  const [contact, setContact] = useState<PendingContact | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const running = useRef(false);
  const gate = useContactGate();
  const send = useSendRequest();
  const startConversation = useStartConversation();
  const queryClient = useQueryClient();
  const emailVerified = viewer?.user.emailVerified ?? false;
  const userType = viewer?.user.userType;

  const finish = useCallback(() => {
    clearPendingContact();
    setContact(null);
    setStage(null);
  }, []);

  const sendRequest = useCallback(
    async (pending: PendingContact) => {
      if (running.current) return;
      running.current = true;
      setStage('sending');
      try {
        // An age not stated yet, a parent's child, a student waiting for their guardian (contact-gate.ts).
        const extra = await gate.prepare();
        if (!extra) return setStage('paused');
        await send.mutateAsync({ receiverId: pending.tutorId, message: pending.message || undefined, ...extra });
        toast.success(t('pending.sentTitle'), t('pending.sentText', { name: pending.tutorName }));
        finish();
      } catch (failed) {
        if (failed instanceof ApiError && failed.status === 409) {
          toast.info(t('pending.alreadyTitle'), failed.serverMessage ? translateMessage(failed.serverMessage) : undefined);
          finish();
        } else if (failed instanceof ApiError && failed.code === 'EMAIL_NOT_VERIFIED') {
          // This tab's account was out of date: refresh it; the note offers to send once the link is opened.
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          setStage('paused');
        } else {
          toast.error(t('pending.failedTitle'), errorMessage(failed, t('pending.tryAgain')));
          setStage('paused');
        }
      } finally {
        running.current = false;
      }
    },
    [gate, send, t, finish, queryClient],
  );

  useEffect(() => {
    if (!tutor || !viewer || running.current) return;
    const pending = contact ?? readPendingContact();
    if (!pending || pending.tutorId !== tutor.id) return;
    if (!contact) setContact(pending);
    if (userType !== 'student' && userType !== 'parent') {
      toast.info(t('pending.teachersCannot'));
      return finish();
    }
    if (pending.kind === 'message') {
      finish();
      startConversation.mutate(pending.tutorId);
      return;
    }
    if (stage === 'paused' || stage === 'sending') return;
    if (!emailVerified) return setStage('verify-email');
    void sendRequest(pending);
  }, [tutor, viewer, contact, stage, emailVerified, userType, sendRequest, startConversation, finish, t]);

  const retry = useCallback(async () => {
    if (!contact) return;
    if (!emailVerified) {
      // Verified in another tab or on another device: this tab learns it from a fresh account.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return;
    }
    void sendRequest(contact);
  }, [contact, emailVerified, queryClient, sendRequest]);

  const note =
    contact?.kind === 'request' && stage ? (
      <PendingNote stage={stage} contact={contact} email={viewer?.user.email ?? ''} onRetry={() => void retry()} onDiscard={finish} />
    ) : null;
  return { note, isPending: !!contact && stage !== null };
}

function PendingNote({
  stage,
  contact,
  email,
  onRetry,
  onDiscard,
}: {
  stage: Stage;
  contact: PendingContact;
  email: string;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('tutor-profiles');
  if (stage === 'sending') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
        {t('pending.sending', { name: contact.tutorName })}
      </p>
    );
  }
  return (
    <div role="status" data-testid="pending-request" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      {stage === 'verify-email' ? (
        <>
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck aria-hidden="true" className="size-4 shrink-0" />
            {t('pending.verifyTitle')}
          </p>
          <p>{t('pending.verifyText', { email, name: contact.tutorName })}</p>
        </>
      ) : (
        <p className="font-semibold">{t('pending.readyTitle', { name: contact.tutorName })}</p>
      )}
      {contact.message ? <p className="rounded bg-white/70 px-2 py-1 break-words text-slate-800 italic">“{contact.message}”</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onRetry}>
          <Send aria-hidden="true" />
          {stage === 'verify-email' ? t('pending.verifiedSend') : t('pending.send')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          <X aria-hidden="true" />
          {t('pending.discard')}
        </Button>
      </div>
    </div>
  );
}
