import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { AVAILABILITY_QUERY_KEY } from './lessons-keys.ts';

/** PUT /api/lessons/availability: replaces the teacher's settings; answers with them as saved. */
export function saveAvailability(body: AvailabilitySettings): Promise<AvailabilitySettings> {
  return apiRequest<AvailabilitySettings>('PUT', '/api/lessons/availability', body);
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lessons', 'availability', 'save'],
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      queryClient.setQueryData(AVAILABILITY_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/tutors'] });
    },
  });
}
