import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

interface DashboardActionsProps {
  /** Post Requirement (students) or Send Requirement (teachers): given by the route from the requirements feature. */
  postAction: ReactNode;
  /** Delete Requirement, likewise. */
  deleteAction: ReactNode;
  className?: string;
}

/** The dashboard buttons (spec §2): post or send a requirement, Edit Profile, Delete Requirement. */
export function DashboardActions({ postAction, deleteAction, className }: DashboardActionsProps) {
  const { t } = useTranslation('profiles');
  return (
    <Card role="region" aria-labelledby="dashboard-actions-title" className={className}>
      <CardHeader>
        <CardTitle id="dashboard-actions-title">{t('dashboard.quickActions')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {postAction}
        <Button asChild variant="outline" className="w-full">
          <Link to="/profile/edit">
            <Pencil aria-hidden="true" />
            {t('dashboard.editProfile')}
          </Link>
        </Button>
        {deleteAction}
      </CardContent>
    </Card>
  );
}
