import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that keeps what it receives: the API tests point SMTP_URL at it and follow the emailed link,
 * and the Playwright global setup runs one on a fixed port whose messages the browser journeys read from a JSON file.
 */
export interface CapturedMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
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
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address));
        messages.push(mail);
        save();
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
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

// ---- A small MIME reader: enough for nodemailer's text + HTML messages. ----

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Each leaf part of a message: its content type and decoded body. */
function leafParts(raw: string): { type: string; body: string }[] {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
  }
  return [{ type: type.toLowerCase(), body: decodeBody(body, headers.get('content-transfer-encoding')) }];
}

/** Decodes a `=?UTF-8?Q?...?=` or `=?UTF-8?B?...?=` header word. */
const decodeHeader = (value: string) =>
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  value.replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? decodeBody(text, 'base64') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );

export function parseMail(raw: string, to: string[]): CapturedMail {
  const parts = leafParts(raw);
  const subject = decodeHeader(splitHead(raw).headers.get('subject') ?? '');
  const text = parts.find((p) => p.type.startsWith('text/plain'))?.body ?? '';
  const html = parts.find((p) => p.type.startsWith('text/html'))?.body ?? '';
  return { to, subject, text, html };
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
