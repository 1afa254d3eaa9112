import { ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils.ts';

/**
 * Issue 28 §3: a student or parent contacting a tutor whose identity is not verified (no approved KYC) is told so
 * plainly, without being stopped. Shown in the Send Request dialog, the chat header and on requirement cards.
 */
export function UnverifiedTutorNotice({ name, compact = false, className }: { name: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p
      role="note"
      data-testid="unverified-tutor-notice"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 text-amber-950',
        compact ? 'px-2 py-1 text-xs' : 'p-3 text-sm',
        className,
      )}
    >
      <ShieldQuestion aria-hidden="true" className={cn('mt-0.5 shrink-0 text-amber-700', compact ? 'size-3.5' : 'size-4')} />
      <span>{compact ? t('unverifiedTutor.short') : t('unverifiedTutor.notice', { name })}</span>
    </p>
  );
}
