import { CircleAlert, Download, FileText, LoaderCircle, Maximize2, RotateCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { KycDocument, KycDocumentKind } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useKycDocument } from '../api/get-kyc-document.ts';
import { KYC_DOCUMENT_LABELS, kycDocumentAlt, kycPdfFileName } from '../lib/kyc-review.ts';
import { renderPdfFirstPage } from '../lib/pdf-first-page.ts';
import { KycDocumentViewer } from './kyc-document-viewer.tsx';

interface KycDocumentCardProps {
  document: KycDocument;
  /** The admin-only URL of the document (fetched with the admin token, shown through an object URL). */
  url: string;
  /** An image is shown; a PDF (Aadhaar or PAN, e.g. an e-Aadhaar) gets a tile with Download. */
  kind: KycDocumentKind;
  teacherName: string;
}

/**
 * One document: loading, the image (click to open the zoomable viewer), a PDF's first page (pdf.js) with Download, or
 * why it failed. A PDF whose page cannot be drawn still shows its tile with Download.
 */
export function KycDocumentCard({ document, url, kind, teacherName }: KycDocumentCardProps) {
  const query = useKycDocument(url);
  const src = useObjectUrl(query.data);
  const [open, setOpen] = useState(false);
  const label = KYC_DOCUMENT_LABELS[document];
  const alt = kycDocumentAlt(document);
  const pdf = kind === 'pdf';
  const firstPage = useQuery({
    queryKey: ['admin', 'kyc', 'pdf-first-page', url],
    queryFn: () => renderPdfFirstPage(query.data!),
    enabled: pdf && !!query.data,
    staleTime: Infinity,
    retry: false,
  });

  return (
    <figure className="grid grid-cols-1 min-w-0 content-start gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{label}</span>
        {src && !pdf ? (
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
            <Maximize2 aria-hidden="true" />
            Enlarge<span className="sr-only"> {alt}</span>
          </Button>
        ) : null}
      </figcaption>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {src && pdf ? (
          <div className="grid size-full grid-rows-[minmax(0,1fr)_auto_auto] justify-items-center gap-2 p-2 text-center">
            {firstPage.data ? (
              <img src={firstPage.data} alt={`${alt}, first page of the PDF`} className="size-full min-h-0 object-contain" data-testid="kyc-pdf-first-page" />
            ) : (
              <span className="flex size-16 items-center justify-center self-center rounded-xl bg-red-50 text-red-700">
                <FileText aria-hidden="true" className="size-8" />
              </span>
            )}
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">PDF document</span>
              <br />
              {formatSize(query.data?.size ?? 0)} · opens outside the app
            </p>
            <Button asChild size="sm">
              <a href={src} download={kycPdfFileName(document, teacherName)}>
                <Download aria-hidden="true" />
                Download<span className="sr-only"> {label} PDF</span>
              </a>
            </Button>
          </div>
        ) : src ? (
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
      {src && !pdf ? <KycDocumentViewer src={src} alt={alt} open={open} onOpenChange={setOpen} /> : null}
    </figure>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
