import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTutorProfile } from '../../../../contract/tutor-profiles.ts';
import { ApiError, apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';

/** A viewer's point for the distance ("2.5 km away"): the place chosen on Find, passed in the profile's address. */
export interface ViewerPoint {
  lat: number;
  lng: number;
}

export const TUTOR_PROFILES_KEY = ['tutor-profiles'] as const;

const pointQuery = (point: ViewerPoint | null) => (point ? `?${new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) })}` : '');

/** GET /api/tutors/{slug}: a KYC-approved teacher's public profile, signed in or not (404 for anyone else). */
export function getTutorProfile(slug: string, point: ViewerPoint | null, signal?: AbortSignal): Promise<PublicTutorProfile> {
  return apiRequest<PublicTutorProfile>('GET', `/api/tutors/${encodeURIComponent(slug)}${pointQuery(point)}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function tutorProfileQueryOptions(slug: string, point: ViewerPoint | null) {
  return queryOptions({
    queryKey: [...TUTOR_PROFILES_KEY, slug, point] as const,
    queryFn: ({ signal }) => getTutorProfile(slug, point, signal),
    // A 404 (no such public tutor) or another 4xx only repeats itself.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

export function useTutorProfile(slug: string, point: ViewerPoint | null) {
  return useQuery(tutorProfileQueryOptions(slug, point));
}

/** The profile does not exist (an unknown slug, a teacher not or no longer public). */
export const isTutorNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
