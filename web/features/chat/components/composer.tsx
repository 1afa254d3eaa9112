import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CONTENT_MAX } from '../../../../contract/chat.ts';
import { IMAGE_ACCEPT } from '../../../../contract/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { cn } from '../../../lib/utils.ts';

/** A client-side check of a picked image (spec §5: type and 5 MB), null when fine. */
export type ImageCheck = (file: File) => { title: string; description: string } | null;

interface ComposerProps {
  partnerName: string;
  onSend: (draft: { content: string; file: File | null }) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  checkImage: ImageCheck;
  /** Opening a chat puts the cursor here (keyboard users start typing at once). */
  focusOnMount?: boolean;
}

/** Show the counter once the text gets near the limit. */
const COUNTER_FROM = MESSAGE_CONTENT_MAX - 200;

/**
 * Write a message: Enter sends, Shift+Enter adds a line; an image can be attached (checked here, uploaded on send).
 * Send is disabled while the text is blank and there is no image.
 */
export function Composer({ partnerName, onSend, onTyping, onStopTyping, checkImage, focusOnMount = false }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const canSend = text.trim().length > 0 || file !== null;

  useEffect(() => {
    if (focusOnMount) textareaRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  // Grow with the text up to about eight lines.
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 176)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend({ content: text.trim(), file });
    onStopTyping();
    setText('');
    setFile(null);
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (picked: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!picked) return;
    const problem = checkImage(picked);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setFile(picked);
    textareaRef.current?.focus();
  };

  return (
    <form onSubmit={submit} aria-label={t('composer.formLabel', { name: partnerName })} className="border-t border-slate-200 bg-white p-2 sm:p-3">
      {file && preview ? (
        <div className="mb-2 flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
          <img src={preview} alt={t('composer.selectedImage', { name: file.name })} className="size-16 rounded-md object-cover" />
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{file.name}</span>
          <Button variant="ghost" size="icon" aria-label={t('composer.removeImage')} onClick={() => setFile(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Button variant="ghost" size="icon" aria-label={t('composer.attachImage')} title={t('composer.attachImage')} onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-5!" />
        </Button>
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={text}
          maxLength={MESSAGE_CONTENT_MAX}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
            else onStopTyping();
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'max-h-44 min-h-10 resize-none py-2 leading-snug')}
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('composer.hint')}
      </p>
      {text.length >= COUNTER_FROM ? (
        <p className={cn('mt-1 text-right text-xs', text.length >= MESSAGE_CONTENT_MAX ? 'text-red-700' : 'text-slate-600')} aria-live="polite">
          {text.length}/{MESSAGE_CONTENT_MAX}
        </p>
      ) : null}
    </form>
  );
}
