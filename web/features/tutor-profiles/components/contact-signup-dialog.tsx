import { LogIn, MessageCircle, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { pendingContactFor, savePendingContact, type PendingContact } from '../../../lib/pending-action.ts';
import { withReturnPath } from '../../../lib/return-path.ts';

/** REQUEST_MESSAGE_MAX of contract/requests.ts (the request's message is sent as typed here). */
const MESSAGE_MAX = 500;

interface ContactSignupDialogProps {
  kind: PendingContact['kind'];
  tutorId: string;
  tutorName: string;
  /** The profile's path: where registration or sign-in comes back to, and the action completes. */
  path: string;
}

/**
 * Send Request or Message for a signed-out visitor: "Create a free account to contact {name}", with Join as Student,
 * Join as Parent and Sign in. Send Request takes the message here already. Following a link remembers the action
 * and the message (web/lib/pending-action.ts); back on the profile, signed in, the action completes by itself.
 */
export function ContactSignupDialog({ kind, tutorId, tutorName, path }: ContactSignupDialogProps) {
  const { t } = useTranslation('tutor-profiles');
  const id = useId();
  const [open, setOpen] = useState(false);
  // Opened again (back from the registration page without joining): the message typed before is still there.
  const [message, setMessage] = useState(() => pendingContactFor(path)?.message ?? '');
  const remember = () => savePendingContact({ kind, tutorId, tutorName, path, message: kind === 'request' ? message.trim() : '' });
  const isRequest = kind === 'request';

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant={isRequest ? 'default' : 'outline'} className="w-full">
          {isRequest ? <UserPlus aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
          {isRequest ? t('contact.sendRequest') : t('contact.message')}
          <span className="sr-only">{isRequest ? t('contact.toName', { name: tutorName }) : t('contact.messageName', { name: tutorName })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('signup.title', { name: tutorName })}</DialogTitle>
          <DialogDescription>{isRequest ? t('signup.requestIntro', { name: tutorName }) : t('signup.messageIntro', { name: tutorName })}</DialogDescription>
        </DialogHeader>
        {isRequest ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-message`}>
              {t('signup.message')}
              <span className="font-normal text-slate-600"> {t('signup.optional')}</span>
            </Label>
            <Textarea
              id={`${id}-message`}
              aria-describedby={`${id}-counter`}
              rows={4}
              maxLength={MESSAGE_MAX}
              placeholder={t('signup.placeholder')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${id}-counter`} className="justify-self-end text-xs text-slate-600 tabular-nums">
              {message.length}/{MESSAGE_MAX}
              <span className="sr-only">{t('signup.characters')}</span>
            </p>
          </div>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to={withReturnPath('/register-student', path)} onClick={remember}>
              <UserPlus aria-hidden="true" />
              {t('signup.registerStudent')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={withReturnPath('/register-parent', path)} onClick={remember}>
              <Users aria-hidden="true" />
              {t('signup.registerParent')}
            </Link>
          </Button>
        </div>
        <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-slate-600">
          {t('signup.haveAccount')}
          <Link
            to={withReturnPath('/login', path)}
            onClick={remember}
            className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('signup.signIn')}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
