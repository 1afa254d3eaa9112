import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSlots } from '../../../../contract/lessons.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { tutorSlotsKey } from './lessons-keys.ts';

/** GET /api/tutors/:id/slots (public): the tutor's free slots for a length (the tutor's first length when absent). */
export function getTutorSlots(teacherId: string, length: number | undefined, signal?: AbortSignal): Promise<TutorSlots> {
  const query = new URLSearchParams({ days: '28' });
  if (length) query.set('length', String(length));
  const path = `/api/tutors/${encodeURIComponent(teacherId)}/slots?${query}`;
  return apiRequest<TutorSlots>('GET', path, undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function tutorSlotsQueryOptions(teacherId: string, length?: number) {
  return queryOptions({
    queryKey: tutorSlotsKey(teacherId, length),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) => getTutorSlots(teacherId, length, signal),
  });
}

export function useTutorSlots(teacherId: string, length?: number, enabled = true) {
  return useQuery({ ...tutorSlotsQueryOptions(teacherId, length), enabled });
}
