/**
 * Images an import brings along made course media (issue 50: an Anki package's, a Moodle XML
 * question's): each uploaded in turn through the course's media uploads, all or nothing, so that a
 * failed upload leaves nothing half-imported. The deck and quiz importers both go through here.
 */
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** An image to upload: its name where it came from, its MIME type and its bytes. */
export interface ImportedImage {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Uploads one file and resolves with its media URL (`/media/uploads/<name>`). */
export type UploadImage = (file: File) => Promise<string>;

export { imageTypeOf } from './image-types';

/**
 * Uploads `images` in order and resolves with their media URLs in the same order; `onProgress` hears
 * each one done. Rejects with a sentence beginning "Nothing was imported" when the device is offline
 * (an upload would retry for over a minute before failing: it is said at once instead) or an upload fails.
 * `source` says where the images come from: a package, or questions.
 */
export async function uploadImages(images: readonly ImportedImage[], upload: UploadImage, source: 'package' | 'questions', onProgress: (done: number, total: number) => void = () => {}): Promise<string[]> {
  const t = i18n.getFixedT(null, authoringNs);
  if (images.length && !navigator.onLine) throw new Error(source === 'package' ? t('upload.offlinePackage', { count: images.length }) : t('upload.offlineQuestions', { count: images.length }));
  const urls: string[] = [];
  for (const image of images) {
    try {
      urls.push(await upload(new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type })));
    } catch (error) {
      const why = error instanceof Error ? error.message : t('upload.failed');
      throw new Error(t('upload.notUploaded', { name: image.name, why }));
    }
    onProgress(urls.length, images.length);
  }
  return urls;
}
