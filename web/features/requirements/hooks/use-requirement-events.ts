import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Requirement } from '../../../../contract/requirements.ts';
import { i18n } from '../../../i18n/index.ts';
import { useSocket } from '../../../lib/socket.ts';
import { toast } from '../../../lib/toast.ts';
import { MY_REQUIREMENT_KEY } from '../api/requirements-keys.ts';

/**
 * Someone contacted the user's requirement (socket `requirement_contacted`): a toast, and the own requirement's
 * count follows at once. Mount where the own requirement is shown.
 */
export function useRequirementEvents(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onContacted = ({ requirementId, contactCount, byName }: { requirementId: string; contactCount: number; byName: string }) => {
      // The shell mounts this before any requirements screen: its catalogue may still be on the way.
      void i18n.loadNamespaces('requirements').then(() => toast.info(i18n.t('requirements:events.contacted', { name: byName })));
      const own = queryClient.getQueryData<Requirement | null>(MY_REQUIREMENT_KEY);
      if (own?.id !== requirementId) {
        void queryClient.invalidateQueries({ queryKey: MY_REQUIREMENT_KEY });
        return;
      }
      queryClient.setQueryData<Requirement | null>(MY_REQUIREMENT_KEY, (current) =>
        current ? { ...current, contactCount: Math.max(current.contactCount, contactCount) } : current,
      );
    };
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MY_REQUIREMENT_KEY });
    socket.on('requirement_contacted', onContacted);
    // Events sent while the connection was down are lost: catch up after a reconnection.
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('requirement_contacted', onContacted);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient]);
}

/** The hook as an element, for a route to place. */
export function RequirementEvents() {
  useRequirementEvents();
  return null;
}
