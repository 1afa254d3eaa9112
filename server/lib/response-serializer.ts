import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const librarySerializerCompiler = createSerializerCompiler({});

/** The parts of a zod definition the walk below reads. */
interface Definition {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
}

/** Types that read the same forwards and backwards: no codec, transform, pipe, default, prefault or catch. */
const LEAVES = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'any', 'unknown',
  'date', 'enum', 'literal', 'nan', 'template_literal',
]);
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly']);

/**
 * Whether zod's forward parse of `schema` gives what its encode gives, for every value: true when the schema is
 * built only from plain types and containers (anything else, or anything unknown, is false).
 */
export function parsesAsEncoded(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true; // a recursive (lazy) schema: this branch is being checked already
  seen.add(schema);
  const def = schema._zod.def as unknown as Definition;
  const all = (list: (z.core.$ZodType | null | undefined)[]) => list.every((s) => !s || parsesAsEncoded(s, seen));
  if (LEAVES.has(def.type)) return true;
  if (WRAPPERS.has(def.type)) return all([def.innerType]);
  switch (def.type) {
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case 'array':
      return all([def.element]);
    case 'tuple':
      return all([...(def.items ?? []), def.rest]);
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType]);
    case 'set':
      return all([def.valueType]);
    case 'union':
      return all(def.options ?? []);
    case 'intersection':
      return all([def.left, def.right]);
    case 'lazy':
      return all([def.getter?.()]);
    default:
      return false;
  }
}

/**
 * fastify-type-provider-zod's response serializer validates with zod's `encode` (a response is output going back
 * out), which for every schema with checks runs a second, check-free "canary" pass first, for codecs. For schemas
 * with no codec, transform or default anywhere, `parse` returns the same value and accepts the same values, in half
 * the time: 0.18 against 0.34 ms for a page of 50 nearby users. Those are validated with `parse`; any other schema
 * goes through the library's serializer unchanged. Either way the schema stays the allowlist of what is sent.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema, method, url } = routeSchema;
  if (!(schema instanceof z.core.$ZodType) || !parsesAsEncoded(schema)) {
    return librarySerializerCompiler(routeSchema as Parameters<typeof librarySerializerCompiler>[0]);
  }
  return (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
