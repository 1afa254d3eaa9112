import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_DATA_ELEMENT_ID } from '../../contract/constants.ts';
import type { PublicReviewsPage, PublicTutorProfile } from '../../contract/tutor-profiles.ts';
import { tutorProfileQueryOptions } from '../features/tutor-profiles/api/get-tutor-profile.ts';
import { tutorReviewsQueryOptions } from '../features/tutor-profiles/api/get-tutor-reviews.ts';

interface PrerenderedProfileData {
  profile: PublicTutorProfile;
  reviews: PublicReviewsPage;
}

/**
 * A server-rendered tutor profile (server/modules/tutor-profiles/profile-page.document.ts) carries the API's answers
 * for a signed-out visitor: they go into the query cache before the first render, so the profile screen renders with
 * its data in the first (time-sliced) render, without two requests and a synchronous re-render when they land.
 * The profile only for a visitor whose answer it is: signed in, or with a place in the address, the distance differs
 * and the screen asks. The reviews are everyone's.
 */
export function seedPrerenderedProfile(queryClient: QueryClient, { signedIn, search }: { signedIn: boolean; search: string }): void {
  const element = document.getElementById(PROFILE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  let data: PrerenderedProfileData;
  try {
    data = JSON.parse(element.textContent) as PrerenderedProfileData;
  } catch {
    return; // unreadable: the screen asks the API
  }
  const { profile, reviews } = data;
  const params = new URLSearchParams(search);
  if (!signedIn && !params.has('lat') && !params.has('lng')) queryClient.setQueryData(tutorProfileQueryOptions(profile.slug, null).queryKey, profile);
  queryClient.setQueryData(tutorReviewsQueryOptions(profile.slug).queryKey, { pages: [reviews], pageParams: [null] });
}
