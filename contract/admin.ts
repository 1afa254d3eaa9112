import { z } from 'zod';

export const BanUserBodySchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});
export type BanUserBody = z.infer<typeof BanUserBodySchema>;
