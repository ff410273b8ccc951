/** A PDF lesson's document: pdf.js and the file loaded when the lesson opens, freed when it closes. */
import { useEffect, useState } from 'react';
import type { PdfDocument } from '../pdf/pdf-document';
import { i18n } from '@/i18n/i18n';
import { coursePlayerNs } from '../messages/en';

/** What the viewer shows: loading, the open document, or why it cannot. */
export type PdfState = { status: 'loading' } | { status: 'ready'; doc: PdfDocument } | { status: 'failed'; message: string };

const failure = () =>
  i18n.getFixedT(null, coursePlayerNs)(typeof navigator !== 'undefined' && !navigator.onLine ? 'documentOffline' : 'documentFailed');

/** Opens `url` with pdf.js (imported lazily) and closes it on unmount (the viewer is keyed by its URL). */
export function usePdf(url: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let opened: PdfDocument | null = null;
    import('../pdf/pdf-document')
      .then(({ openPdf }) => openPdf(url))
      .then((doc) => {
        opened = doc;
        if (live) setState({ status: 'ready', doc });
        else void doc.close();
      })
      .catch(() => live && setState({ status: 'failed', message: failure() }));
    return () => {
      live = false;
      void opened?.close();
    };
  }, [url]);
  return state;
}
