import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contract/lessons.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CALENDAR_FEED_QUERY_KEY } from './lessons-keys.ts';

/** DELETE /api/calendar/feed: turns the private feed off (its URL answers 404 from now on). */
export function deleteCalendarFeed(): Promise<void> {
  return apiRequest<void>('DELETE', '/api/calendar/feed');
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lessons', 'calendar-feed', 'delete'],
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(CALENDAR_FEED_QUERY_KEY, { active: false, createdAt: null, url: null }),
  });
}
