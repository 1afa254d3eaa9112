import { useParams } from 'react-router';
import { ReportsScreen } from '../../features/admin-reports/components/reports-screen.tsx';

/** /admin/reports (the list) and /admin/reports/{id} (the list with that report open). */
export default function AdminReportsRoute() {
  const { id } = useParams();
  return <ReportsScreen id={id ?? null} />;
}
