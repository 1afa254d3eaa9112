import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';
import { resetEmail } from './reset-email.ts';

describe('createMailer without SMTP_URL', () => {
  it('writes the whole message, link included, to the server log at info level', async () => {
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: 'Tutorhood <no-reply@localhost>' }, log);
    const link = 'http://localhost:3000/reset-password?token=abc123';
    await mailer.send(resetEmail({ to: 'asha@example.in', firstName: 'Asha', link }));
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, line] = info.mock.calls[0] as [{ mail: { to: string; subject: string; text: string } }, string];
    expect(fields.mail).toMatchObject({ to: 'asha@example.in', subject: 'Reset your Tutorhood password' });
    expect(fields.mail.text).toContain(link);
    expect(line).toContain(link);
  });
});

describe('resetEmail', () => {
  it('has a plain-text and an HTML part with the link, and escapes the name in HTML', () => {
    const mail = resetEmail({ to: 'a@b.in', firstName: '<b>Ravi</b>', link: 'https://x.in/reset-password?token=t&x=1' });
    expect(mail.text).toContain('Hello <b>Ravi</b>,');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://x.in/reset-password?token=t&amp;x=1"');
  });
});
