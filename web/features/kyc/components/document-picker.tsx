import { CreditCard, ImagePlus, UserRound } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycDocument } from '../../../../contract/kyc.ts';
import { IMAGE_ACCEPT } from '../../../../contract/uploads.ts';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/utils.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { kycDocumentLabel } from '../lib/kyc.ts';

interface DocumentPickerProps {
  document: KycDocument;
  file: File | undefined;
  error?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/**
 * One labelled image input with a preview. The native file input stays in the tab order (visually hidden);
 * its label is the whole tile, so a click or Enter/Space opens the picker.
 */
export function DocumentPicker({ document, file, error, disabled, onPick }: DocumentPickerProps) {
  const { t } = useTranslation('kyc');
  const id = `kyc-${document}`;
  const label = kycDocumentLabel(document);
  const preview = useObjectUrl(file);
  const Icon = document === 'selfie' ? UserRound : CreditCard;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // picking the same file again fires change again
    if (picked) onPick(picked);
  };

  return (
    <div className="relative grid min-w-0 content-start gap-1.5">
      <input
        id={id}
        name={document}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-file ${id}-error` : `${id}-file`}
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white p-3 transition-colors',
          'hover:border-indigo-400 hover:bg-indigo-50/40 sm:flex-col sm:text-center',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          error ? 'border-red-600' : file ? 'border-solid border-indigo-300' : '',
        )}
      >
        {preview ? (
          <img src={preview} alt="" className="size-16 shrink-0 rounded-md bg-slate-100 object-cover sm:h-28 sm:w-full" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500 sm:h-28 sm:w-full">
            <Icon aria-hidden="true" className="size-8" />
          </span>
        )}
        <span className="grid gap-0.5">
          <span className="text-sm font-semibold text-slate-900">{label}</span>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700 sm:justify-center">
            <ImagePlus aria-hidden="true" className="size-3.5" />
            {file ? t('picker.change') : t('picker.choose')}
          </span>
        </span>
      </label>
      <p id={`${id}-file`} className="truncate text-xs text-slate-600 sm:text-center">
        {file ? file.name : t('picker.noFile')}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
