import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Public images are served at `/uploads/<name>`; the database stores that URL path. */
export const PUBLIC_URL_PREFIX = '/uploads/';

/** 32 hex characters and an image extension (or pdf, for KYC documents): nothing else is ever looked up in a store. */
const STORED_NAME = /^[a-f0-9]{32}\.(webp|jpg|pdf)$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);
/** A name this app issues in `area`: public files are images only, a PDF is only ever a private KYC document. */
export const isStoredNameIn = (area: FileArea, name: string) => isStoredName(name) && (area === 'kyc' || !name.endsWith('.pdf'));

/** A fresh random name: 128 bits, never reused, so a public URL can be cached forever. */
export const newStoredName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** The type of a stored name, from its extension (the bytes were re-encoded, or checked as a PDF, by us: the extension is the truth). */
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The two areas of a store: public images (anyone with the URL) and private KYC documents (admins, through the app). */
export type FileArea = 'public' | 'kyc';

/** One stored file, as the database knows it; only built from validated names. */
export interface FileRef {
  area: FileArea;
  name: string;
}

/** `/uploads/<name>` → its reference, or undefined for anything this app did not issue (an external URL, a typo). */
export function publicRef(urlPath: string): FileRef | undefined {
  if (!urlPath.startsWith(PUBLIC_URL_PREFIX)) return undefined;
  const name = urlPath.slice(PUBLIC_URL_PREFIX.length);
  return isStoredNameIn('public', name) ? { area: 'public', name } : undefined;
}

/** A KYC file name from kyc_submissions → its reference, or undefined when it is not a name we issue. */
export function kycRef(name: string): FileRef | undefined {
  return isStoredName(name) ? { area: 'kyc', name } : undefined;
}

/** An open stored file: stream `body` (the reader must consume or destroy it). */
export interface StoredObject {
  body: Readable;
  size: number;
  /** A strong validator, quoted (`"…"`), for ETag / If-None-Match. */
  etag: string;
  contentType: string;
  lastModified: Date | undefined;
}

/** What a conditional read of a public image gives: the object, "the client's copy is current", or nothing. */
export type PublicRead = StoredObject | { notModified: true; etag: string | undefined } | undefined;
