import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '../../../../contract/support-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { isBlank } from '../lib/support-thread.ts';

interface SupportComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  /** The chat focuses the text box when it opens. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** Show the counter once the text gets near the limit. */
const COUNTER_FROM = SUPPORT_MESSAGE_MAX - 200;

/** Write to support: Enter sends, Shift+Enter adds a line; Send is disabled while blank or sending. */
export function SupportComposer({ value, onChange, onSend, pending, textareaRef }: SupportComposerProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const canSend = !isBlank(value) && !pending;

  // Grow with the text up to about six lines.
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 144)}px`;
  }, [value, textareaRef]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-2 sm:p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={value}
          maxLength={SUPPORT_MESSAGE_MAX}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'max-h-36 min-h-10 resize-none py-2 leading-snug')}
        />
        <Button type="submit" disabled={!canSend} className="h-10">
          <SendHorizontal aria-hidden="true" />
          {t('composer.send')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('composer.hint')}
      </p>
      {value.length >= COUNTER_FROM ? (
        <p className={cn('mt-1 text-right text-xs', value.length >= SUPPORT_MESSAGE_MAX ? 'text-red-700' : 'text-slate-600')} aria-live="polite">
          {value.length}/{SUPPORT_MESSAGE_MAX}
        </p>
      ) : null}
    </form>
  );
}
