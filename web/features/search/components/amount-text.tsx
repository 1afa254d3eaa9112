import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../contract/search.ts';
import { amountText } from '../lib/format.ts';

/** "Fee ₹4,500/month" for a teacher, the budget for a student (spec §2), in the active language. */
export function AmountText({ result }: { result: Pick<SearchResult, 'userType' | 'monthlyFee' | 'budgetMin' | 'budgetMax'> }) {
  const { t } = useTranslation('search');
  return <>{amountText(t, result)}</>;
}
