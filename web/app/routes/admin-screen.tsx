import { Link } from 'react-router';
import { ScreenPlaceholder } from '../../components/layout/screen-placeholder.tsx';
import { Button } from '../../components/ui/button.tsx';

export interface AdminScreenProps {
  title: string;
  description: string;
}

/** A named admin screen that ships in a later release. */
export default function AdminScreenRoute({ title, description }: AdminScreenProps) {
  return (
    <ScreenPlaceholder title={title} description={description}>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/admin/dashboard">Back to dashboard</Link>
      </Button>
    </ScreenPlaceholder>
  );
}
