import { PASSWORD_RESET_TTL_MINUTES } from '../../../contract/account.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The password-reset email: plain text and simple HTML, English. */
export function resetEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Tutorhood account.',
    `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. Setting a new password signs you out on every device.',
    "If you did not ask for this, ignore this email: your password stays as it is.",
    '',
    'Tutorhood',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your Tutorhood account.
Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 8px; text-decoration: none">Reset your password</a></p>
<p style="font-size: 13px; color: #475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. Setting a new password signs you out on every device.
If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Tutorhood</p>
</body></html>`;
  return { to, subject: 'Reset your Tutorhood password', text, html };
}
