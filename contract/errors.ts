import { z } from 'zod';

/** Stable error categories: the web client branches on `code` and shows `message` (translated by `messageCode`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'NOT_ADMIN',
  'USER_BANNED',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'LOCATION_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'TEACHER_NOT_VERIFIED',
  'UNDER_13',
  'GUARDIAN_CONSENT_REQUIRED',
  'MINOR_NO_LIVE_TRACKING',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * `code` is the category (ERROR_CODES); `message` the English text. `messageCode` names the message itself (a key of
 * contract/messages.ts MESSAGES) so a client can show it in the user's language, with `messageParams` for its
 * `{{placeholders}}`; `errorCodes` does the same per field of `errors` (a field message's variables can be read back
 * from its English text, see `messageParamsOf`). Messages without a code (admin-only ones) are shown as they are.
 */
export const ErrorBodySchema = z
  .object({
    code: z.string().meta({ description: 'Error category, one of ERROR_CODES' }),
    message: z.string().meta({ description: 'Human-readable English message' }),
    messageCode: z.string().optional().meta({ description: 'Stable code of `message` (MESSAGES in contract/messages.ts)', example: 'INVALID_CREDENTIALS' }),
    messageParams: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'Values of the placeholders of the message with code `messageCode`', example: { max: 120 } }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field English messages' }),
    errorCodes: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Per-field message codes, for the fields of `errors` whose message has one' }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
