import { CONSENT_LINK_TTL_DAYS } from '../../../contract/families.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../account/mailer.ts';

/** The guardian-consent email (English): who asks, what it allows, and that only a signed-in parent account confirms. */
export function consentEmail({ to, childFirstName, link }: { to: string; childFirstName: string; link: string }): MailMessage {
  const { text, html } = renderEmail('en', [
    { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text:
        `${childFirstName} has created a student account on Tutorhood, a marketplace for finding tutors, and gave this ` +
        'address as their parent or guardian. Because they are under 18, Indian law (DPDP Act 2023, section 9) needs your ' +
        'consent before they can contact tutors, share a location or be shown to teachers.',
    },
    {
      kind: 'paragraph',
      text:
        `To confirm, open this link within ${CONSENT_LINK_TTL_DAYS} days while signed in to your Tutorhood parent account ` +
        '(create one with this email address if you have none):',
    },
    { kind: 'button', label: 'Review and confirm', href: link, paste: 'Or paste this address into your browser:' },
    {
      kind: 'paragraph',
      text:
        "You will then see the child's requests and conversations, and can withdraw consent at any time. " +
        'If you do not know this child, ignore this email: the account stays hidden and cannot contact anyone.',
    },
    { kind: 'paragraph', text: 'Tutorhood' },
  ]);
  return { to, subject: `Confirm ${childFirstName}'s Tutorhood account`, text, html };
}
