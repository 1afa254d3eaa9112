import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<id@host>`), so a send repeated after a crash is recognisable as the same email. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;
/** Connections kept open to the SMTP server at most (each sends up to 100 messages, then is renewed). */
const SMTP_CONNECTIONS = 3;

/**
 * Outgoing email. With SMTP_URL, nodemailer sends over SMTP through a small pool of kept-open connections (a burst of
 * notification emails does not open one connection each; 10 s timeouts); without it the
 * message, text part included, is written to the server log at info level, so a local operator can still follow a
 * password-reset link. Never set up production without SMTP_URL: the log then holds live reset links.
 */
export function createMailer(config: AppConfig['mail'], log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        log.info({ mail: { to, subject, text } }, `email not sent (SMTP_URL is not set): "${subject}" to ${to}\n${text}`);
      },
      close() {},
    };
  }
  const transport = createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}
