import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../contract/lessons.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { CALENDAR_FEED_QUERY_KEY } from './lessons-keys.ts';

/** GET /api/calendar/feed: whether the private feed is on (its URL is shown only once, when created). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('GET', '/api/calendar/feed', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function calendarFeedQueryOptions() {
  return queryOptions({ queryKey: CALENDAR_FEED_QUERY_KEY, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
