import { useParams } from 'react-router';
import { SupportConversationsScreen } from '../../features/admin-support/components/support-conversations-screen.tsx';

/** /admin/support-conversations (the list) and /admin/support-conversations/{userId} (the list with that thread open). */
export default function AdminSupportConversationsRoute() {
  const { userId } = useParams();
  return <SupportConversationsScreen userId={userId ?? null} />;
}
