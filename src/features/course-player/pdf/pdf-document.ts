/**
 * pdf.js, loaded only when a PDF lesson opens (this module is imported lazily): the file is fetched
 * through the service worker (so a downloaded course's copy answers offline), parsed in pdf.js's
 * self-hosted worker, and one page at a time is drawn on a canvas fitted to a CSS width.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** An open document: its page count, a page renderer, and the way to free its worker. */
export interface PdfDocument {
  pages: number;
  /** Draws page `number` (1-based) on `canvas`, `cssWidth` pixels wide. */
  render: (number: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  close: () => Promise<void>;
}

/** Fetches and opens the PDF at `url`; rejects when it cannot be fetched or parsed. */
export async function openPdf(url: string): Promise<PdfDocument> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The document could not be loaded (${response.status}).`);
  const data = new Uint8Array(await response.arrayBuffer());
  // No eval (the CSP forbids it), and fonts the file does not embed come from the system.
  const doc: PDFDocumentProxy = await getDocument({ data, isEvalSupported: false, useSystemFonts: true }).promise;
  let drawing: { cancel: () => void } | null = null;
  return {
    pages: doc.numPages,
    render: async (number, canvas, cssWidth) => {
      drawing?.cancel();
      const page = await doc.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const task = page.render({ canvas, viewport });
      drawing = task;
      try {
        await task.promise;
      } finally {
        if (drawing === task) drawing = null;
      }
    },
    close: () => doc.destroy(),
  };
}
