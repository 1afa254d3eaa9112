import { PASSWORD_RESET_TTL_MINUTES } from '../../../contract/account.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from './mailer.ts';

/** The password-reset email: plain text and simple HTML, English. */
export function resetEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): MailMessage {
  const { text, html } = renderEmail('en', [
    { kind: 'paragraph', text: `Hello ${firstName},` },
    {
      kind: 'paragraph',
      text:
        'Someone (hopefully you) asked to reset the password of your Tutorhood account. ' +
        `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
    },
    { kind: 'button', label: 'Reset your password', href: link, paste: 'Or paste this address into your browser:' },
    {
      kind: 'paragraph',
      text:
        'The link works once. Setting a new password signs you out on every device. ' +
        'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    { kind: 'paragraph', text: 'Tutorhood' },
  ]);
  return { to, subject: 'Reset your Tutorhood password', text, html };
}
