import { describe, expect, it } from 'vitest';
import { verificationEmail } from './verification-email.ts';

describe('verificationEmail', () => {
  const link = 'https://tutorhood.in/verify-email?token=t&x=1';

  it('names the address and the link in English by default, escaping what the user typed in the HTML part', () => {
    const mail = verificationEmail({ to: 'a@b.in', firstName: '<b>Ravi</b>', link, language: null });
    expect(mail.subject).toBe('Verify your email address for Tutorhood');
    expect(mail.text).toContain('Hello <b>Ravi</b>,');
    expect(mail.text).toContain('Please confirm that a@b.in is your email address for Tutorhood.');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://tutorhood.in/verify-email?token=t&amp;x=1"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it("is in Hindi for a user who chose Hindi", () => {
    const mail = verificationEmail({ to: 'a@b.in', firstName: 'Ravi', link, language: 'hi' });
    expect(mail.subject).toBe('Tutorhood के लिए अपना ईमेल पता सत्यापित करें');
    expect(mail.text).toContain('नमस्ते Ravi,');
    expect(mail.text).toContain('72 घंटों');
    expect(mail.html).toContain('<html lang="hi">');
  });
});
