import { z } from 'zod';

export const IdSchema = z.uuid();

export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageResponseSchema = z.object({ message: z.string() });

/** Cursor pagination: lists are JSON arrays; the next page is announced in a `Link` header. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Trimmed string; an empty string after trimming becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
