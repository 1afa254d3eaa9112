import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/**
 * Spec §2 'the current requirement': the frame; the route passes the requirement itself (or its empty state)
 * from the requirements feature, so the features stay independent.
 */
export function CurrentRequirementCard({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation('profiles');
  return (
    <Card role="region" aria-labelledby="current-requirement-title" className={className}>
      <CardHeader>
        <CardTitle id="current-requirement-title">{t('dashboard.currentRequirement')}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
