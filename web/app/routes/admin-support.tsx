import { SupportMessagesScreen } from '../../features/admin-support/components/support-messages-screen.tsx';

/** /admin/support (the list) and /admin/support?id={id} (the list with that message open). */
export default function AdminSupportRoute() {
  return <SupportMessagesScreen />;
}
