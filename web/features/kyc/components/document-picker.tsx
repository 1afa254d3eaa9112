import { CreditCard, FileText, ImagePlus, UserRound } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycDocument } from '../../../../contract/kyc.ts';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/utils.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { acceptsPdf, documentAccept, isPdfFile, kycDocumentLabel } from '../lib/kyc.ts';

interface DocumentPickerProps {
  document: KycDocument;
  file: File | undefined;
  error?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/**
 * One labelled file input with a preview (an image, or a PDF tile: Aadhaar and PAN may be PDFs). The native file input stays in the tab order (visually hidden);
 * its label is the whole tile, so a click or Enter/Space opens the picker.
 */
export function DocumentPicker({ document, file, error, disabled, onPick }: DocumentPickerProps) {
  const { t } = useTranslation('kyc');
  const id = `kyc-${document}`;
  const label = kycDocumentLabel(document);
  const pdf = !!file && isPdfFile(file);
  const preview = useObjectUrl(pdf ? undefined : file);
  const Icon = pdf ? FileText : document === 'selfie' ? UserRound : CreditCard;
  const anyFile = acceptsPdf(document);

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
        accept={documentAccept(document)}
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
          <span
            className={cn(
              'flex size-16 shrink-0 flex-col items-center justify-center gap-1 rounded-md sm:h-28 sm:w-full',
              pdf ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-500',
            )}
          >
            <Icon aria-hidden="true" className="size-8" />
            {pdf ? <span className="text-xs font-semibold">{t('picker.pdf')}</span> : null}
          </span>
        )}
        <span className="grid gap-0.5">
          <span className="text-sm font-semibold text-slate-900">{label}</span>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700 sm:justify-center">
            <ImagePlus aria-hidden="true" className="size-3.5" />
            {anyFile ? (file ? t('picker.changeFile') : t('picker.chooseFile')) : file ? t('picker.change') : t('picker.choose')}
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
