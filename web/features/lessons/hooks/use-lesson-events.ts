import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../../lib/socket.ts';
import { LESSONS_QUERY_KEY } from '../api/lessons-keys.ts';

/**
 * While the Lessons screen is open: a lesson booked, answered, moved, cancelled or marked (`lesson_updated`, sent to
 * everyone who sees it) refreshes the lists; so does a reconnection (events sent meanwhile are lost).
 */
export function useLessonEvents(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY });
    socket.on('lesson_updated', refresh);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('lesson_updated', refresh);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient]);
}
