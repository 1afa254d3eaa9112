import { CONSENT_LINK_TTL_DAYS } from '../../../contract/families.ts';
import type { MailMessage } from '../account/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The guardian-consent email (English): who asks, what it allows, and that only a signed-in parent account confirms. */
export function consentEmail({ to, childFirstName, link }: { to: string; childFirstName: string; link: string }): MailMessage {
  const text = [
    'Hello,',
    '',
    `${childFirstName} has created a student account on Tutorhood, a marketplace for finding tutors, and gave this`,
    'address as their parent or guardian. Because they are under 18, Indian law (DPDP Act 2023, section 9) needs your',
    'consent before they can contact tutors, share a location or be shown to teachers.',
    '',
    `To confirm, open this link within ${CONSENT_LINK_TTL_DAYS} days while signed in to your Tutorhood parent account`,
    '(create one with this email address if you have none):',
    '',
    link,
    '',
    "You will then see the child's requests and conversations, and can withdraw consent at any time.",
    'If you do not know this child, ignore this email: the account stays hidden and cannot contact anyone.',
    '',
    'Tutorhood',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hello,</p>
<p>${escapeHtml(childFirstName)} has created a student account on Tutorhood, a marketplace for finding tutors, and gave
this address as their parent or guardian. Because they are under 18, Indian law (DPDP Act 2023, section 9) needs your
consent before they can contact tutors, share a location or be shown to teachers.</p>
<p>To confirm, open this link within ${CONSENT_LINK_TTL_DAYS} days while signed in to your Tutorhood parent account
(create one with this email address if you have none):</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 8px; text-decoration: none">Review and confirm</a></p>
<p style="font-size: 13px; color: #475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>You will then see the child's requests and conversations, and can withdraw consent at any time.
If you do not know this child, ignore this email: the account stays hidden and cannot contact anyone.</p>
<p>Tutorhood</p>
</body></html>`;
  return { to, subject: `Confirm ${childFirstName}'s Tutorhood account`, text, html };
}
