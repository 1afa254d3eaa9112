import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportBodySchema } from '../../../../contract/chat.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type ReportBody = z.infer<typeof ReportBodySchema>;

/** POST /api/reports/:userId: tells the moderators about a user, with a reason. */
export function reportUser(userId: string, body: ReportBody): Promise<unknown> {
  return apiRequest<unknown>('POST', `/api/reports/${encodeURIComponent(userId)}`, body);
}

export function useReportUser() {
  return useMutation({
    mutationKey: ['reports', 'create'],
    mutationFn: ({ userId, body }: { userId: string; body: ReportBody }) => reportUser(userId, body),
    retry: false,
  });
}
