import { useParams } from 'react-router';
import { UserDetailScreen } from '../../features/admin-users/components/user-detail-screen.tsx';

export default function AdminUserDetailRoute() {
  const { id = '' } = useParams();
  // A new user starts with a fresh screen (no dialog or focus carried over from the previous one).
  return <UserDetailScreen key={id} userId={id} />;
}
