import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CALENDAR_FEED_QUERY_KEY } from './lessons-keys.ts';

/** POST /api/calendar/feed: a new private feed URL (an older one stops working). */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('POST', '/api/calendar/feed');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lessons', 'calendar-feed', 'create'],
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, { ...feed, url: null }),
  });
}
