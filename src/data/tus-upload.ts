/**
 * Resumable media upload with tus-js-client (imported only when an upload starts): chunks under the
 * server's 1 MB body limit, retries after a network drop, and the upload's URL kept by file
 * fingerprint in localStorage, so choosing the same file after a reload continues where it stopped.
 */
import { ORGANISATION_HEADER } from '@contract/wire';
import { getSessionToken } from '@/data/api-client';
import { organisationId } from '@/data/settings';
import { problemTextOf } from '@/data/problem-body';

/** Each PATCH's size: below the 1 MB body limit of `/api`. */
export const UPLOAD_CHUNK_BYTES = 768 * 1024;

/** What an upload reports. */
export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  onSuccess(mediaUrl: string): void;
  onError(message: string): void;
}

/** A running upload. */
export interface UploadControl {
  pause(): void;
  resume(): void;
}

/** `/api/uploads/<name>` → `/media/uploads/<name>`. */
export const mediaUrlOf = (uploadUrl: string) => `/media/uploads/${uploadUrl.split('/').pop() ?? ''}`;

/** Starts (or resumes) uploading `file` for course `courseId` (the server checks the caller may edit it). */
export async function startUpload(file: File, courseId: string, callbacks: UploadCallbacks): Promise<UploadControl> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(file, {
    endpoint: '/api/uploads',
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000, 30000],
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // A .zip or .h5p package (issue 51) is declared as a zip whatever the browser guessed ('' for .h5p).
    metadata: { filename: file.name, filetype: /\.(zip|h5p)$/i.test(file.name) ? 'application/zip' : file.type, courseId },
    headers: { [ORGANISATION_HEADER]: organisationId() },
    // The token only here: XHR joins a header set twice ('Bearer a, Bearer a'), which the server refuses.
    onBeforeRequest: async (req) => {
      const fresh = await getSessionToken();
      req.setHeader('Authorization', `Bearer ${fresh ?? ''}`);
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: () => {
      window.removeEventListener('online', onOnline);
      callbacks.onSuccess(mediaUrlOf(upload.url ?? ''));
    },
    // The server's refusal (problem+json) in the language shown; tus's own message otherwise.
    onError: (error) => callbacks.onError(problemTextOf((error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody()) ?? error.message),
  });
  // Back online: carry on at once instead of waiting for the next retry.
  function onOnline() {
    void start();
  }
  const start = async () => {
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };
  window.addEventListener('online', onOnline);
  await start();
  return {
    pause: () => {
      window.removeEventListener('online', onOnline);
      void upload.abort();
    },
    resume: () => {
      window.addEventListener('online', onOnline);
      void start();
    },
  };
}

/**
 * Uploads `file` for course `courseId` and resolves with its `/media/uploads/...` URL (rejects with the
 * reason in words). For uploads nobody pauses (images brought in by an import).
 */
export function uploadMedia(file: File, courseId: string, onProgress: (sent: number, total: number) => void = () => {}): Promise<string> {
  return new Promise((resolve, reject) => {
    void startUpload(file, courseId, { onProgress, onSuccess: resolve, onError: (message) => reject(new Error(message)) }).catch(reject);
  });
}
