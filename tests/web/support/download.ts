// A CSV download caught at the browser's boundary (jsdom cannot save a file).
import { vi } from 'vitest';

/** The text of the next CSV the page downloads; restore with `vi.restoreAllMocks()`. */
export function captureDownload(): Promise<string> {
  return new Promise((resolve) => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then(resolve);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
}
