import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that keeps what it receives: the API tests point SMTP_URL at it and follow the emailed link,
 * and the Playwright global setup runs one on a fixed port whose messages the browser journeys read from a JSON file.
 */
export interface CapturedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The From header's name and address: `Tutorhood <no-reply@…>`. */
  from: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  /** Every header by its lower-case name, its value unfolded (`list-unsubscribe`, `content-language` …). */
  headers: Record<string, string>;
}

export interface Mailbox {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** The first message (already received or still to come) that matches. */
  next(match?: (mail: CapturedMail) => boolean): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startMailbox({ port = 0, file }: { port?: number; file?: string } = {}): Promise<Mailbox> {
  const messages: CapturedMail[] = [];
  let parsing: Promise<void> = Promise.resolve();
  const waiters: { match: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }[] = [];
  const save = () => {
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify(messages));
    renameSync(`${file}.tmp`, file);
  };
  save();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        // Parsed in arrival order: each message waits for the one before it.
        const received = parsing.then(async () => {
          const mail = await parseMail(Buffer.concat(chunks), to);
          messages.push(mail);
          save();
          for (const waiter of waiters.filter((w) => w.match(mail))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        });
        parsing = received.catch(() => {});
        received.then(() => callback(), (err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next(match = () => true) {
      const found = messages.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a password-reset email (its text part). */
export function resetLinkIn(mail: CapturedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}

/** The link of an email-verification email (its text part). */
export function verifyLinkIn(mail: CapturedMail): URL {
  const match = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(match[0]);
}

/** Reads a received message with mailparser: both parts decoded, headers by their lower-case names as sent. */
export async function parseMail(raw: Buffer, to: string[]): Promise<CapturedMail> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) headers[key] = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  return {
    to,
    from: parsed.from?.value.map((a) => (a.name ? `${a.name} <${a.address}>` : (a.address ?? ''))).join(', ') ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    headers,
  };
}

// ---- Playwright: a mailbox for the e2e server (see playwright.config.ts: globalSetup and SMTP_URL). ----

/** The e2e server's SMTP port and the file its messages land in, from the server's own port. */
export function e2eMailbox(serverPort: number) {
  return {
    smtpPort: serverPort + 1,
    file: path.join(os.tmpdir(), `tutorhood-e2e-${serverPort}-mailbox.json`),
  };
}

/** What has arrived so far (the browser journeys poll this). */
export function readMailbox(serverPort: number): CapturedMail[] {
  try {
    return JSON.parse(readFileSync(e2eMailbox(serverPort).file, 'utf8')) as CapturedMail[];
  } catch {
    return [];
  }
}

/** Playwright globalSetup: starts the mailbox; the returned function stops it after the run. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('mailbox: no baseURL in the Playwright config');
  const { smtpPort, file } = e2eMailbox(Number(new URL(baseURL).port));
  const mailbox = await startMailbox({ port: smtpPort, file });
  return () => mailbox.close();
}
