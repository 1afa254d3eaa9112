import type { ErrorCode } from '../../contract/errors.ts';
import { MESSAGES } from '../../contract/messages.ts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  NOT_ADMIN: 403,
  USER_BANNED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  LOCATION_REQUIRED: 409,
  TEACHER_NOT_VERIFIED: 403,
  UNDER_13: 400,
  GUARDIAN_CONSENT_REQUIRED: 403,
  MINOR_NO_LIVE_TRACKING: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error type services throw; the errors plugin maps it to `{code, message, errors?}`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message: string = MESSAGES.NOT_ALLOWED) => new AppError('FORBIDDEN', message);

/** Postgres unique violation, wherever the driver put its code. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Postgres exclusion-constraint violation (SQLSTATE 23P01): a row overlaps one the constraint already holds. */
export function isExclusionViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}
