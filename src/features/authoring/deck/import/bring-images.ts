/**
 * The images of an imported package made course media: each image the notes name is uploaded (one at
 * a time, through the course's media uploads: shared/upload-images.ts) and every `[image: name]` of the
 * notes becomes an `<img>` of the stored file. All or nothing: when one upload fails, the import stops before any note
 * joins the deck, so a deck never holds half its images.
 */
import { DECK_LIMITS } from '@contract/deck-authoring';
import { uploadImages, type UploadImage } from '../../shared/upload-images';
import type { ImportedNote } from './import-result';
import type { PackageImage } from './package-images';
import { escapeText, imageToken } from './package-media';

const attribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** `html` with each uploaded image's name replaced by the image (left as words when the field would grow past its limit). */
function withImages(html: string, urls: Map<string, string>): string {
  let out = html;
  for (const [name, url] of urls) out = out.split(imageToken(name)).join(`<img src="${url}" alt="${attribute(name)}">`);
  return out.length > DECK_LIMITS.text ? html : out;
}

/**
 * `notes` with the `images` they name uploaded by `upload` and shown; `onProgress` hears each image
 * done. Rejects (nothing to import) when an upload fails.
 */
export async function bringImages(notes: ImportedNote[], images: PackageImage[], upload: UploadImage, onProgress: (done: number, total: number) => void = () => {}): Promise<ImportedNote[]> {
  const named = images.filter((image) => notes.some((note) => note.front.includes(imageToken(image.name)) || note.back.includes(imageToken(image.name))));
  const uploaded = await uploadImages(named, upload, 'package', onProgress);
  const urls = new Map(named.map((image, index) => [image.name, uploaded[index]!]));
  return urls.size ? notes.map((note) => ({ ...note, front: withImages(note.front, urls), back: withImages(note.back, urls) })) : notes;
}
