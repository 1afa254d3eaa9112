import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/users.ts';
import { meQueryOptions } from '../../../lib/me-query.ts';

/**
 * The signed-in user as the session already loaded it, for components that are not given it by their route
 * (the home panel). It only reads the cache: the session owns fetching and refreshing it.
 */
export function useViewer(): User | null {
  const { data } = useQuery({ ...meQueryOptions(), enabled: false });
  return data?.user ?? null;
}
