import { useTranslation } from 'react-i18next';

/** "Kavitha is typing…" above the composer; a polite live region that is always present, so it is announced. */
export function TypingIndicator({ name, visible }: { name: string; visible: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div role="status" aria-live="polite" className="h-6 shrink-0 bg-slate-50 px-4 text-xs text-slate-600">
      {visible ? (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-flex gap-0.5">
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
          </span>
          {t('typing', { name })}
        </span>
      ) : null}
    </div>
  );
}
