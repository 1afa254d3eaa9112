import { CircleAlert, LoaderCircle, Maximize2, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { KycDocument } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useKycDocument } from '../api/get-kyc-document.ts';
import { KYC_DOCUMENT_LABELS, kycDocumentAlt } from '../lib/kyc-review.ts';
import { KycDocumentViewer } from './kyc-document-viewer.tsx';

interface KycDocumentCardProps {
  document: KycDocument;
  /** The admin-only URL of the image (fetched with the admin token, shown through an object URL). */
  url: string;
}

/** One document: loading, the image (click to open the zoomable viewer) or why it failed. */
export function KycDocumentCard({ document, url }: KycDocumentCardProps) {
  const query = useKycDocument(url);
  const src = useObjectUrl(query.data);
  const [open, setOpen] = useState(false);
  const label = KYC_DOCUMENT_LABELS[document];
  const alt = kycDocumentAlt(document);

  return (
    <figure className="grid grid-cols-1 min-w-0 content-start gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{label}</span>
        {src ? (
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
            <Maximize2 aria-hidden="true" />
            Enlarge<span className="sr-only"> {alt}</span>
          </Button>
        ) : null}
      </figcaption>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {src ? (
          <img src={src} alt={alt} onClick={() => setOpen(true)} className="size-full cursor-zoom-in object-contain" />
        ) : query.isError ? (
          <div role="alert" className="grid grid-cols-1 justify-items-center gap-2 p-4 text-center text-sm text-slate-700">
            <CircleAlert aria-hidden="true" className="size-5 text-red-600" />
            <p>
              Could not load the {label} document. {errorMessage(query.error, 'Please try again.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              Try Again
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
            Loading {label}...
          </p>
        )}
      </div>
      {src ? <KycDocumentViewer src={src} alt={alt} open={open} onOpenChange={setOpen} /> : null}
    </figure>
  );
}
