import { MESSAGES } from '../../contract/messages.ts';

/** PostgreSQL text cannot hold U+0000: input carrying it is refused as invalid, never passed on to a query. */
export const NUL_MESSAGE = MESSAGES.TEXT_HAS_NUL;

/**
 * The first field (top-level name, as validation errors name fields) of a parsed body, query or payload whose text
 * holds U+0000, '_' for a bare string, or undefined when there is none. Walks arrays and plain objects, keys included.
 */
export function findNulField(value: unknown, field = '_', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNulField(item, field, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = depth === 0 ? key : field;
    if (key.includes('\u0000')) return name;
    const found = findNulField(item, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}
