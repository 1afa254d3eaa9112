import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../contract/constants.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';

/** Tight limits: three images at most (KYC), a few tiny fields, nothing else. */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 3,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 100,
} as const;

/**
 * Adds the multipart parser to the encapsulated context it is called in, so only the upload routes
 * accept multipart bodies; every other route keeps answering 415 to them.
 */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

export const noImageSelected = (field: string) =>
  new AppError('VALIDATION_FAILED', MESSAGES.IMAGE_NOT_SELECTED, { errors: { [field]: MESSAGES.IMAGE_NOT_SELECTED } });

/**
 * Reads the wanted file fields into memory (each at most 5 MB; over that → 413 'File too large').
 * The first file of each wanted field wins; other files and plain fields are read and dropped.
 * Not multipart → 400 'Please select an image file.'. Call only after the caller is authorised.
 */
export async function readFileFields<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
): Promise<Partial<Record<F, Buffer>>> {
  if (!request.isMultipart()) throw noImageSelected(fields[0] ?? 'file');
  const found: Partial<Record<F, Buffer>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer(); // always drain, so the parser reaches the next part
      const field = part.fieldname as F;
      if (fields.includes(field) && !found[field] && bytes.length > 0) found[field] = bytes;
    }
  } catch (error) {
    // The plugin's own errors (limits, 413) carry FST_ codes and are mapped by the errors plugin;
    // busboy's parse errors (no boundary, malformed part) are plain Errors: the client sent a broken body.
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw new AppError('VALIDATION_FAILED', MESSAGES.UPLOAD_UNREADABLE);
  }
  return found;
}

/** The one image of a single-file upload route. */
export async function readImageField(request: FastifyRequest, field: string): Promise<Buffer> {
  const bytes = (await readFileFields(request, [field]))[field];
  if (!bytes) throw noImageSelected(field);
  return bytes;
}
