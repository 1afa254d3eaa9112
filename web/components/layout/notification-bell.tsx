import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import { openSupportChat } from '../../features/support/lib/support-chat-store.ts';

/** The header's notification bell (students and teachers): a support reply in it opens the floating support chat. */
export function NotificationBell() {
  return <NotificationsMenu onOpenSupport={openSupportChat} />;
}
