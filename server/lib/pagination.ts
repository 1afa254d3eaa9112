import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { MESSAGES } from '../../contract/messages.ts';

/** Opaque cursors: base64url JSON, validated on the way back in. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    /* fall through */
  }
  throw new AppError('VALIDATION_FAILED', MESSAGES.INVALID_PAGE_CURSOR, { errors: { cursor: MESSAGES.INVALID_PAGE_CURSOR } });
}

/**
 * The OpenAPI description of a list the spec reads whole and that is not paged: it is capped, and says so, so a client
 * written from the document knows what it gets. (Paged lists, with `cursor`, are described by plugins/docs-paging.ts.)
 */
export const cappedListNote = (cap: number, which: string) =>
  `Not paged: one call answers the ${which} ${cap} at most, with no \`Link\` header; older ones are not returned.`;

/** Announces the next page as GitHub's REST API does: `Link: <…&cursor=…>; rel="next"`. */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, nextCursor: string | undefined) {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('cursor', nextCursor);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
