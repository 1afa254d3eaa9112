/**
 * The first page of a PDF (an e-Aadhaar from DigiLocker, a PAN) as a PNG data URL, for the admin's KYC review. pdf.js
 * loads only when a PDF is shown (its own chunk and worker), evaluates no strings as code (the CSP has no
 * 'unsafe-eval'), and reads the bytes the admin's token already fetched: nothing is sent anywhere.
 */
export async function renderPdfFirstPage(pdf: Blob, width = 640): Promise<string> {
  const [pdfjs, { default: workerUrl }] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / unscaled.width });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return canvas.toDataURL('image/png');
  } finally {
    await task.destroy();
  }
}
