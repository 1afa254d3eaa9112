import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/**
 * Spec §2 'the current requirement': the frame; the route passes the requirement itself (or its empty state)
 * from the requirements feature, so the features stay independent.
 */
export function CurrentRequirementCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="current-requirement-title" className={className}>
      <CardHeader>
        <CardTitle id="current-requirement-title">Current requirement</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
