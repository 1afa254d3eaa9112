import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/** A small red count; hidden at 0. */
export function CountBadge({ count, className }: { count?: number; className?: string }) {
  const { t } = useTranslation('layout');
  if (!count) return null;
  return (
    <span
      className={cn(
        'absolute -top-1.5 -right-2 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">{t('newCount')}</span>
    </span>
  );
}
