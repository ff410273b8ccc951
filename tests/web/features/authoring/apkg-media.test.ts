// The images of Anki packages become course media (issue 50, item 4): the images the notes show are
// read out of the package (modern: zstd media files named by a protobuf list; legacy: plain files named
// by JSON), each within the size limits or listed as skipped with its reason; on import each is
// uploaded and its `[image: name]` becomes an <img> of the stored file, which every sanitiser keeps
// (and any other image source it removes). Sounds are listed as left out.
import { beforeAll, describe, expect, test } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { parseApkg } from '@/features/authoring/deck/import/apkg';
import { bringImages } from '@/features/authoring/deck/import/bring-images';
import { checkParsedApkg } from '@/features/authoring/deck/import/check-import';
import { sanitizeCardHtml } from '@/ui/card-html';
import { BASIC, CLOZE, legacyApkg, loadSql, modernApkg, type FixturePackage } from '../../../support/anki/package';
import { damageEntry, declareSize } from '../../../support/anki/zip-edit';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSql();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 9]);
const CONTENT: FixturePackage = {
  notetypes: [BASIC, CLOZE],
  notes: [
    { guid: 'a', mid: BASIC.id, fields: ['<img src="dog%20one.png"> what is it?', 'a dog [sound:bark.mp3]'] },
    { guid: 'b', mid: CLOZE.id, fields: ['{{c1::Cat}} <img src=\'cat.gif\'>', '<img src="plan.svg">'] },
    { guid: 'c', mid: BASIC.id, fields: ['again <img src="dog one.png">', 'gone <img src="lost.jpg">'] },
  ],
  media: [{ name: 'dog one.png', bytes: PNG }, { name: 'cat.gif', bytes: GIF }, { name: 'plan.svg', bytes: new Uint8Array([60, 115]) }, { name: 'bark.mp3', bytes: new Uint8Array([1]) }],
};

const read = (bytes: Uint8Array) => checkParsedApkg(parseApkg(bytes, SQL));
const uploads = () => {
  const sent: File[] = [];
  const upload = async (file: File) => {
    sent.push(file);
    return `/media/uploads/${String(sent.length).padStart(8, '0')}-0000-4000-8000-000000000000.${file.name.split('.').pop()}`;
  };
  return { sent, upload };
};

describe('images of a package', () => {
  test.each([['modern', modernApkg], ['legacy', legacyApkg]] as const)('%s: the images the notes show are read; svg, sound and missing files are listed', async (_kind, build) => {
    const result = await read(build(SQL, CONTENT));
    expect(result.images?.map((i) => [i.name, i.type, [...i.bytes]])).toEqual([['dog one.png', 'image/png', [...PNG]], ['cat.gif', 'image/gif', [...GIF]]]);
    expect(result.media).toEqual({
      images: ['dog one.png', 'cat.gif', 'plan.svg', 'lost.jpg'], sounds: ['bark.mp3'], missing: ['lost.jpg'],
      skipped: [{ name: 'plan.svg', reason: 'course media take PNG, JPEG, WebP and GIF images only' }],
    });
    expect(result.notes[0]!.front).toBe('[image: dog one.png] what is it?');
  });

  test('an image past the limit is skipped from its declared size, a zstd one as it decodes, a damaged one as damaged; the rest still come', async () => {
    const declared = declareSize(legacyApkg(SQL, CONTENT), 11 * 1024 * 1024, '1');
    const fromZip = await read(declared);
    expect(fromZip.images?.map((i) => i.name)).toEqual(['dog one.png']);
    expect(fromZip.media?.skipped).toContainEqual({ name: 'cat.gif', reason: 'it is 11 MB; an image may be at most 10 MB' });
    // A modern media file that decodes to 12.5 MB (RLE blocks): decoding stops at the limit.
    const rle = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3];
    for (let i = 0; i < 100; i += 1) {
      const header = ((128 * 1024) << 3) | (1 << 1) | (i === 99 ? 1 : 0);
      rle.push(header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0x41);
    }
    const modern = modernApkg(SQL, { ...CONTENT, media: CONTENT.media!.map((m) => (m.name === 'cat.gif' ? { ...m, raw: new Uint8Array(rle) } : m)) });
    const decoded = await read(modern);
    expect(decoded.images?.map((i) => i.name)).toEqual(['dog one.png']);
    expect(decoded.media?.skipped).toContainEqual({ name: 'cat.gif', reason: 'it unpacks to more than 10 MB' });
    // A damaged image is left out; the other images and the cards still import.
    const damaged = await read(damageEntry(legacyApkg(SQL, CONTENT), '1'));
    expect([damaged.images?.map((i) => i.name), damaged.notes.length]).toEqual([['dog one.png'], 3]);
    expect(damaged.media?.skipped).toContainEqual({ name: 'cat.gif', reason: 'it is damaged' });
  });
});

describe('bringing the images into the course', () => {
  test('each image is uploaded once and shown on every card naming it; sanitising keeps it', async () => {
    const result = await read(modernApkg(SQL, CONTENT));
    const { sent, upload } = uploads();
    const progress: string[] = [];
    const notes = await bringImages(result.notes, result.images ?? [], upload, (done, total) => progress.push(`${done}/${total}`));
    expect(sent.map((f) => [f.name, f.type, f.size])).toEqual([['dog one.png', 'image/png', PNG.length], ['cat.gif', 'image/gif', GIF.length]]);
    expect(progress).toEqual(['1/2', '2/2']);
    const dog = '<img src="/media/uploads/00000001-0000-4000-8000-000000000000.png" alt="dog one.png">';
    expect(notes[0]!.front).toBe(`${dog} what is it?`);
    expect(notes[1]!.front).toBe('{{c1::Cat}} <img src="/media/uploads/00000002-0000-4000-8000-000000000000.gif" alt="cat.gif">');
    expect(notes[1]!.back).toBe('[image: plan.svg]');
    expect(notes[2]).toMatchObject({ front: `again ${dog}`, back: 'gone [image: lost.jpg]' });
    expect(sanitizeCardHtml(notes[0]!.front)).toBe(notes[0]!.front);
  });

  test('a failed upload, or being offline, imports nothing and says why', async () => {
    const result = await read(modernApkg(SQL, CONTENT));
    const failing = async (file: File) => {
      if (file.name === 'cat.gif') throw new Error('Network error');
      return '/media/uploads/00000001-0000-4000-8000-000000000000.png';
    };
    await expect(bringImages(result.notes, result.images ?? [], failing)).rejects.toThrow('Nothing was imported: the image "cat.gif" could not be uploaded (Network error). Try again when online.');
    // Offline, nothing is tried: the author hears why at once.
    const { sent, upload } = uploads();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      await expect(bringImages(result.notes, result.images ?? [], upload)).rejects.toThrow("Nothing was imported: the 2 images of this package must be uploaded to the course's media, and this device is offline. Import again when online.");
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
    expect(sent).toEqual([]);
    expect(navigator.onLine).toBe(true);
  });

  test('card HTML keeps an image only from this server\'s uploads', () => {
    const ok = '<img src="/media/uploads/0f0e0d0c-0000-4000-8000-000000000000.jpg" alt="x">';
    expect(sanitizeCardHtml(`a${ok}b`)).toBe(`a${ok}b`);
    for (const bad of ['<img src="https://evil.test/x.png">', '<img src="data:image/png;base64,AAAA">', '<img src=x onerror="alert(1)">', '<img src="/media/uploads/../x.png">', '<img>']) {
      expect(sanitizeCardHtml(`a${bad}b`)).toBe('ab');
    }
    expect(sanitizeCardHtml(`<img src="/media/uploads/0f0e0d0c-0000-4000-8000-000000000000.jpg" onload="x()">`)).not.toMatch(/onload/);
  });
});
