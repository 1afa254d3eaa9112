import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { countLabel } from '../lib/format.ts';

/** How many nearby users are loaded: "12", or "50+" when the server has more. */
export function NearbyCount({ count, hasMore }: { count: number; hasMore: boolean }) {
  const { t } = useTranslation('nearby');
  return (
    <Badge variant="secondary" data-testid="nearby-count" className="text-sm">
      {countLabel(count, hasMore)}
      <span className="sr-only"> {t('list.usersFound', { count: hasMore ? count + 1 : count })}</span>
    </Badge>
  );
}
