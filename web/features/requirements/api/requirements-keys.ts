import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Requirement } from '../../../../contract/requirements.ts';

/** Every requirements query starts with this key, so one invalidation refreshes them all. */
export const REQUIREMENTS_QUERY_KEY = ['requirements'] as const;
export const REQUIREMENTS_LIST_KEY = [...REQUIREMENTS_QUERY_KEY, 'list'] as const;
export const FEATURED_REQUIREMENTS_KEY = [...REQUIREMENTS_QUERY_KEY, 'featured'] as const;
export const MY_REQUIREMENT_KEY = [...REQUIREMENTS_QUERY_KEY, 'my'] as const;

export interface RequirementsPage {
  requirements: Requirement[];
  /** The next page's URL from the `Link: <…>; rel="next"` header, or null on the last page. */
  nextUrl: string | null;
}
export type RequirementsData = InfiniteData<RequirementsPage>;

/** Changes one requirement wherever it is cached (lists, featured, the user's own): a contact, a new count. */
export function patchRequirement(queryClient: QueryClient, id: string, patch: Partial<Requirement>): void {
  const apply = (requirement: Requirement) => (requirement.id === id ? { ...requirement, ...patch } : requirement);
  queryClient.setQueriesData<RequirementsData>({ queryKey: REQUIREMENTS_LIST_KEY }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, requirements: page.requirements.map(apply) })) } : data,
  );
  queryClient.setQueryData<Requirement[]>(FEATURED_REQUIREMENTS_KEY, (list) => list?.map(apply));
  queryClient.setQueryData<Requirement | null>(MY_REQUIREMENT_KEY, (own) => (own ? apply(own) : own));
}
