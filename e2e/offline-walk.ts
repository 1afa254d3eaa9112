/**
 * The signed-in screens the offline walk opens (e2e/offline-screens.spec.ts): every route under the signed-in area of
 * web/app/router.tsx, by its path there, with the address the walk opens for it. web/app/router.test.ts fails when the
 * router has a signed-in route this list lacks, so a new screen cannot be left out of the walk.
 */
export type WalkRole = 'student' | 'teacher' | 'parent';

/** Ids the walk looks up online first: a chat partner, a public tutor profile, a parent's child. */
export interface WalkIds {
  partnerId: string | null;
  tutorSlug: string;
  childId: string | null;
}

/** Route path (as in the router; '' is the index) → the address to open, or null when the role has nothing there. */
export const OFFLINE_WALK: Record<string, (ids: WalkIds) => string | null> = {
  '': () => '/',
  settings: () => '/settings',
  'nearby-map': () => '/nearby-map',
  dashboard: () => '/dashboard',
  'profile/edit': () => '/profile/edit',
  find: () => '/find',
  'old/find': () => '/old/find',
  messages: () => '/messages',
  'messages/:userId': ({ partnerId }) => (partnerId ? `/messages/${partnerId}` : null),
  'old/messages': () => '/old/messages',
  'old/messages/:userId': ({ partnerId }) => (partnerId ? `/old/messages/${partnerId}` : null),
  requirements: () => '/requirements',
  'old/requirements': () => '/old/requirements',
  request: () => '/request',
  'old/request': () => '/old/request',
  lessons: () => '/lessons',
  'children/:id': ({ childId }) => (childId ? `/children/${childId}` : null),
  'tutors/:slug': ({ tutorSlug }) => `/tutors/${tutorSlug}`,
  '*': () => '/no-such-screen',
};
