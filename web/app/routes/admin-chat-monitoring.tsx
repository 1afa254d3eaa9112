import { ChatMonitoringScreen } from '../../features/admin-monitoring/components/chat-monitoring-screen.tsx';

export default function AdminChatMonitoringRoute() {
  return <ChatMonitoringScreen />;
}
