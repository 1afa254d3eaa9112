import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySettings } from '../../../../contract/lessons.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { AVAILABILITY_QUERY_KEY } from './lessons-keys.ts';

/** GET /api/lessons/availability: the teacher's own weekly hours, days off, lengths and places. */
export function getAvailability(signal?: AbortSignal): Promise<AvailabilitySettings> {
  return apiRequest<AvailabilitySettings>('GET', '/api/lessons/availability', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function availabilityQueryOptions() {
  return queryOptions({ queryKey: AVAILABILITY_QUERY_KEY, queryFn: ({ signal }) => getAvailability(signal) });
}

export function useAvailability(enabled = true) {
  return useQuery({ ...availabilityQueryOptions(), enabled });
}
