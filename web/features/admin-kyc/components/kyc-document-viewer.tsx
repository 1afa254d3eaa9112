import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ZOOM_LEVELS, zoomIn, zoomOut, zoomPercent, type ZoomLevel } from '../lib/kyc-review.ts';

interface KycDocumentViewerProps {
  /** The object URL of the loaded image. */
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A document at full size: Zoom in / Zoom out buttons, a click on the image toggles 1× and 2×; scrolls when larger. */
export function KycDocumentViewer({ src, alt, open, onOpenChange }: KycDocumentViewerProps) {
  const [zoom, setZoom] = useState<ZoomLevel>(1);
  const change = (next: boolean) => {
    if (!next) setZoom(1);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-5xl grid-cols-1 gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{alt}</DialogTitle>
          <DialogDescription>Zoom in to check the details. Click the image to switch between 100% and 200%.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label="Zoom out" onClick={() => setZoom(zoomOut)} disabled={zoom === ZOOM_LEVELS[0]}>
            <ZoomOut aria-hidden="true" />
          </Button>
          <output aria-live="polite" aria-label="Zoom level" className="min-w-14 text-center text-sm font-medium text-slate-700">
            {zoomPercent(zoom)}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label="Zoom in"
            onClick={() => setZoom(zoomIn)}
            disabled={zoom === ZOOM_LEVELS[ZOOM_LEVELS.length - 1]}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
        </div>
        <div className="max-h-[65dvh] overflow-auto rounded-lg bg-slate-100">
          <img
            src={src}
            alt={alt}
            onClick={() => setZoom((level) => (level === 1 ? 2 : 1))}
            style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
            className={zoom === 1 ? 'h-auto cursor-zoom-in object-contain' : 'h-auto cursor-zoom-out object-contain'}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
