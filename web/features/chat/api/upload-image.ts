import type { UploadImageResponse } from '../../../../contract/uploads.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Uploads of a few MB on a mobile connection need longer than the 15 s default. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/upload/image: multipart with the one field `image`; answers the path to attach to a message. */
export function uploadImage(file: File): Promise<UploadImageResponse> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest<UploadImageResponse>('POST', '/api/upload/image', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}
