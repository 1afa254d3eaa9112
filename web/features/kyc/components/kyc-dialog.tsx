import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENTS, type KycDocument } from '../../../../contract/kyc.ts';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { documentProblem, type KycFiles, missingDocuments } from '../lib/kyc.ts';
import { DocumentPicker } from './document-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * Spec §2/§4: Aadhaar card, PAN card and a selfie, submitted together for review; closes on success.
 * `trigger` (a button) opens it and gets the focus back when it closes.
 */
export function KycDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">{open ? <KycDialogBody onClose={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function KycDialogBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('kyc');
  const [files, setFiles] = useState<KycFiles>({});
  const [errors, setErrors] = useState<Partial<Record<KycDocument, string>>>({});
  const [failure, setFailure] = useState<{ title: string; message: string; missing?: boolean } | null>(null);
  const submit = useSubmitKyc();

  // 'Missing Documents' stays while a document is still missing and goes as soon as the last one is chosen; any
  // other failure (the server's) goes with the next pick.
  const pick = (document: KycDocument, file: File) => {
    const problem = documentProblem(file, document);
    const next = { ...files, [document]: problem ? undefined : file };
    setFiles(next);
    setErrors((current) => ({ ...current, [document]: problem ?? undefined }));
    setFailure((current) => (current?.missing && missingDocuments(next).length > 0 ? current : null));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingDocuments(files);
    if (missing.length > 0) {
      setErrors((current) => ({ ...current, ...Object.fromEntries(missing.map((d) => [d, current[d] ?? t('problems.required')])) }));
      setFailure({ title: t('dialog.missingTitle'), message: t('dialog.missingText'), missing: true });
      toast.error(t('dialog.missingTitle'), t('dialog.missingText'));
      document.getElementById(`kyc-${missing[0]}`)?.focus();
      return;
    }
    setFailure(null);
    submit.mutate(files as Record<KycDocument, File>, {
      onSuccess: () => {
        toast.success(t('dialog.submittedTitle'), t('dialog.submittedText'));
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, t('dialog.failed'));
        setFailure({ title: t('dialog.failedTitle'), message });
        toast.error(t('dialog.failedTitle'), message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t('dialog.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {KYC_DOCUMENTS.map((document) => (
          <DocumentPicker
            key={document}
            document={document}
            file={files[document]}
            error={errors[document]}
            disabled={submit.isPending}
            onPick={(file) => pick(document, file)}
          />
        ))}
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        {t('dialog.private')}
      </p>
      <DialogFormActions
        failure={
          failure ? (
            <>
              <p className="font-semibold">{failure.title}</p>
              <p>{failure.message}</p>
            </>
          ) : null
        }
        cancelLabel={t('dialog.cancel')}
        submitLabel={t('dialog.submit')}
        pendingLabel={t('dialog.submitting')}
        pending={submit.isPending}
      />
    </form>
  );
}
