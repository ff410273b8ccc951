/**
 * What may be uploaded as lesson or cover media (issue 19 item 3): the type by both the declared
 * MIME type and the file name's extension, which must agree, and the stored name `<uuid>.<ext>` so
 * `/media/uploads/<name>` is served with the right Content-Type.
 */
import { randomUUID } from 'node:crypto';
import { refusalEnglish, type Refusal } from '../../contract/refusals';

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

/** A refused upload type: its English reason and its code and params (contract/refusals.ts). */
type RefusedType = { refused: string } & Refusal & { params: Refusal['params'] };
const refusedType = (refusal: Required<Refusal>): RefusedType => ({ refused: refusalEnglish(refusal.code, refusal.params), ...refusal });

/** The extension to store the upload under, or a reason it is refused. */
export function checkUploadType(metadata: Record<string, string | null> | undefined): { ext: string } | RefusedType {
  const filetype = metadata?.['filetype'] ?? '';
  const filename = metadata?.['filename'] ?? '';
  const allowed = UPLOAD_TYPES[filetype];
  if (!allowed) return refusedType({ code: 'upload-type-refused', params: { filetype: filetype || 'unknown' } });
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (!allowed.includes(ext)) return refusedType({ code: 'upload-extension-wrong', params: { extensions: allowed.join(' or .'), filetype } });
  return { ext };
}

/** A new stored name for an upload of extension `ext`. */
export const uploadName = (ext: string) => `${randomUUID()}.${ext}`;

/** Whether `name` is a stored upload's name (not its `.json` metadata, no path). */
export const isUploadName = (name: string) => /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(name);
