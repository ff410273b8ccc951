/**
 * What may be uploaded as lesson or cover media (issue 19 item 3): the type by both the declared
 * MIME type and the file name's extension, which must agree, and the stored name `<uuid>.<ext>` so
 * `/media/uploads/<name>` is served with the right Content-Type.
 */
import { randomUUID } from 'node:crypto';

/** Allowed MIME types and the extensions each may carry. */
export const UPLOAD_TYPES: Record<string, readonly string[]> = {
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  // SCORM (.zip) and H5P (.h5p) packages (issue 51), unpacked by POST /api/packages.
  'application/zip': ['zip', 'h5p'],
};

/** The extension to store the upload under, or a reason it is refused. */
export function checkUploadType(metadata: Record<string, string | null> | undefined): { ext: string } | { refused: string } {
  const filetype = metadata?.['filetype'] ?? '';
  const filename = metadata?.['filename'] ?? '';
  const allowed = UPLOAD_TYPES[filetype];
  if (!allowed) return { refused: `Uploads may be MP4 or WebM video, PDF, PNG, JPEG, WebP or GIF images, or a SCORM .zip or H5P .h5p package; not "${filetype || 'unknown'}".` };
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (!allowed.includes(ext)) return { refused: `The file name must end in .${allowed.join(' or .')} for ${filetype}.` };
  return { ext };
}

/** A new stored name for an upload of extension `ext`. */
export const uploadName = (ext: string) => `${randomUUID()}.${ext}`;

/** Whether `name` is a stored upload's name (not its `.json` metadata, no path). */
export const isUploadName = (name: string) => /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(name);
