import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** `/email` or `/subjects/0` → `email` / `subjects`; the first message per field wins. */
function fieldErrors(issues: { instancePath?: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid content length' },
  // @fastify/multipart (upload routes only).
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files in one upload' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields in one upload' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts in one upload' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'VALIDATION_FAILED', message: 'Please select an image file.' },
  FST_PROTO_VIOLATION: { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid form field name' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'VALIDATION_FAILED', message: 'The upload was interrupted. Please try again.' },
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.details.errors) body.errors = error.details.errors;
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return send(reply, 400, { code: 'VALIDATION_FAILED', message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: error.url }, 'response does not match its schema');
      return send(reply, 500, { code: 'INTERNAL', message: 'Something went wrong on our side' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { code: known.code, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { code: 'VALIDATION_FAILED', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: 'Something went wrong on our side' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
