import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../contract/errors.ts';
import { MESSAGES, parseMessage } from '../../contract/messages.ts';
import { AppError } from '../lib/app-error.ts';

/** Adds the codes of the messages (contract/messages.ts) so the client can translate them; English text unchanged. */
function withMessageCodes(body: ErrorBody): ErrorBody {
  const parsed = parseMessage(body.message);
  const coded: ErrorBody = { ...body };
  if (parsed) {
    coded.messageCode = parsed.code;
    if (Object.keys(parsed.params).length > 0) coded.messageParams = parsed.params;
  }
  if (body.errors) {
    const errorCodes: Record<string, string> = {};
    for (const [field, message] of Object.entries(body.errors)) {
      const code = parseMessage(message)?.code;
      if (code) errorCodes[field] = code;
    }
    if (Object.keys(errorCodes).length > 0) coded.errorCodes = errorCodes;
  }
  return coded;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(withMessageCodes(body));
}

/** `/email` or `/subjects/0` → `email` / `subjects`; the first message per field wins. */
function fieldErrors(issues: { instancePath?: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? '_';
    errors[field] ??= issue.message ?? MESSAGES.INVALID_VALUE;
  }
  return errors;
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.BODY_TOO_LARGE },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.FILE_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.CONTENT_TYPE_UNSUPPORTED },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.BODY_NOT_JSON },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.BODY_EMPTY },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.CONTENT_LENGTH_INVALID },
  // @fastify/multipart (upload routes only).
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.TOO_MANY_FILES },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.TOO_MANY_FIELDS },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.TOO_MANY_PARTS },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.IMAGE_NOT_SELECTED },
  FST_PROTO_VIOLATION: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.INVALID_FIELD_NAME },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.UPLOAD_INTERRUPTED },
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
      const message = Object.values(errors)[0] ?? MESSAGES.INVALID_REQUEST;
      return send(reply, 400, { code: 'VALIDATION_FAILED', message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: error.url }, 'response does not match its schema');
      return send(reply, 500, { code: 'INTERNAL', message: MESSAGES.SERVER_ERROR });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { code: known.code, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { code: 'VALIDATION_FAILED', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: MESSAGES.SERVER_ERROR });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
