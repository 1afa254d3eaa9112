import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MIME_TYPES } from '../../../contract/uploads.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMessage, MESSAGES } from '../../../contract/messages.ts';

/** Decided from the bytes, never from the file name or the declared type. HEIC is not decodable by sharp's prebuilt libvips. */
const ACCEPTED_IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** Decompression-bomb guard: a 5 MB file may still claim gigapixels; refuse before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 2048;
const PROFILE_SIDE = 512;

/**
 * profile:  a square avatar, at most 512 px, cropped around the most interesting region.
 * picture:  a chat image, at most 2048 px on its long side.
 * document: an identity document, same bound, higher quality so small print stays legible.
 */
export type ImageVariant = 'profile' | 'picture' | 'document';

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { errors: { [field]: message } });

/** The detected type when it is one we accept; undefined otherwise (HTML, SVG, PDF, text, HEIC…). */
export async function detectImageType(bytes: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED_IMAGE_TYPES.includes(type.mime) ? type.mime : undefined;
}

/**
 * Checks the bytes are an accepted image, then decodes and re-encodes it as WebP:
 * EXIF orientation applied first, then every piece of metadata (EXIF incl. GPS, XMP, IPTC, ICC) dropped,
 * animation reduced to its first frame, size bounded. What is stored is never the bytes we were sent.
 */
export async function processImage(bytes: Buffer, variant: ImageVariant, field: string): Promise<ProcessedImage> {
  if (!(await detectImageType(bytes))) throw invalid(field, MESSAGES.INVALID_FILE_TYPE);
  try {
    // failOn 'error': truncated or corrupt data is refused, mere libjpeg warnings common in phone photos are not.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (variant === 'profile') {
      const { width = PROFILE_SIDE, height = PROFILE_SIDE } = await image.metadata();
      const side = Math.min(PROFILE_SIDE, width, height); // orientation-independent: min of both sides
      image.resize(side, side, { fit: 'cover', position: sharp.strategy.attention });
    } else {
      image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    }
    const { data, info } = await image
      .webp({ quality: variant === 'document' ? 90 : 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw invalid(field, formatMessage('IMAGE_TOO_MANY_PIXELS', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
    }
    throw invalid(field, MESSAGES.IMAGE_UNREADABLE);
  }
}
