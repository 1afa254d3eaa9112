/** What a route's schema looks like once fastify-type-provider-zod has turned it into JSON Schema. */
interface JsonRouteSchema {
  description?: string;
  querystring?: { properties?: Record<string, { default?: unknown }> };
  response?: Record<string, Record<string, unknown>>;
}

const LINK_HEADER = {
  type: 'string',
  description: 'The next page, when there is one: `</api/…?…&cursor=…>; rel="next"`. Absent on the last page.',
};

/** The paragraph every paged list carries in the OpenAPI document. */
export function pagingNote(defaultLimit: unknown): string {
  const limit = typeof defaultLimit === 'number' ? `at most \`limit\` items, ${defaultLimit} unless asked` : 'at most `limit` items';
  return [
    `Paged: without \`cursor\` only the first page comes back (${limit}).`,
    'When there are more, the `Link` response header names the next page (`<…&cursor=…>; rel="next"`):',
    'request that URL, and so on until a response has no `Link` header.',
  ].join(' ');
}

/**
 * Every list that takes a `cursor` says in the OpenAPI document that a call without one answers only its first page,
 * how to reach the next (the `Link` header, documented on its 200 answer), so a client written from the document
 * alone does not stop at the first page.
 */
export function documentPaging<T extends { schema: unknown }>(transformed: T): T {
  const schema = transformed.schema as JsonRouteSchema | undefined;
  const cursor = schema?.querystring?.properties?.cursor;
  if (!schema || !cursor) return transformed;
  const note = pagingNote(schema.querystring?.properties?.limit?.default);
  schema.description = schema.description ? `${schema.description}\n\n${note}` : note;
  const ok = schema.response?.['200'];
  if (ok) ok.headers = { ...(ok.headers as object | undefined), Link: LINK_HEADER };
  return transformed;
}
