// Anki packages (issue 50, item 4): a modern package built here (meta version 3, a zstd schema-18
// collection.anki21b with its note types in notetypes/fields/templates, Anki's dummy collection.anki2
// beside it, a zstd protobuf media list and zstd media files), a legacy one (collection.anki2 with
// col.models JSON and a JSON media list): one card per template, cloze, media listed, the dummy
// never read as content.
import { beforeAll, describe, expect, test } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { expandNote } from '@contract/deck-authoring';
import { parseApkg } from '@/features/authoring/deck/import/apkg';
import { checkParsedApkg } from '@/features/authoring/deck/import/check-import';
import { readApkgFile } from '@/features/authoring/deck/import/load-apkg';
import { unzstd } from '@/data/anki/zstd';
import { declareSize } from '../../../support/anki/zip-edit';
import { BASIC, BASIC_REVERSED, CLOZE, legacyApkg, loadSql, modernApkg, type FixturePackage, type FixtureNotetype } from '../../../support/anki/package';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSql();
});

/** A note type with three templates, the third shown only when "Example" is filled. */
const VOCAB: FixtureNotetype = {
  id: 1003, name: 'Vocabulary (3 cards)', cloze: false, fields: ['Word', 'Meaning', 'Example'],
  templates: [
    { name: 'Recognise', qfmt: '{{Word}}', afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}' },
    { name: 'Recall', qfmt: '{{Meaning}}', afmt: '{{FrontSide}}<hr id=answer>{{Word}}' },
    { name: 'Use', qfmt: '{{#Example}}Use: {{text:Example}}{{/Example}}', afmt: '{{Word}} ({{Tags}})' },
  ],
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const CONTENT: FixturePackage = {
  notetypes: [BASIC_REVERSED, CLOZE, VOCAB],
  notes: [
    { guid: 'gR', mid: BASIC_REVERSED.id, fields: ['<b>Hund</b><script>x()</script>', 'dog <img src="dog.png">[sound:hund.mp3]'], tags: ' animals german ' },
    { guid: 'gC', mid: CLOZE.id, fields: ['{{c1::Berlin}} is the capital of {{c2::Germany}}', 'since 1990'], tags: 'geo' },
    { guid: 'gV', mid: VOCAB.id, fields: ['Katze', 'cat', '<i>Die Katze schläft</i>'], tags: 'de' },
    { guid: 'gW', mid: VOCAB.id, fields: ['Maus', 'mouse', ''] },
    { guid: 'gX', mid: CLOZE.id, fields: ['no deletion', ''] },
  ],
  media: [{ name: 'dog.png', bytes: PNG }, { name: 'hund.mp3', bytes: new Uint8Array([1, 2, 3]) }],
};

const read = (bytes: Uint8Array) => checkParsedApkg(parseApkg(bytes, SQL));

describe('modern Anki packages (collection.anki21b)', () => {
  test('the schema-18 collection is read, not the dummy beside it; one card per template and per cloze number', async () => {
    const progress: number[] = [];
    const parsed = parseApkg(modernApkg(SQL, CONTENT), SQL, (p) => progress.push(p.done));
    expect(parsed.source).toBe('collection.anki21b');
    expect(progress.at(-1)).toBe(5);
    const result = await checkParsedApkg(parsed);
    expect(result.notes.some((n) => /Please update/.test(n.front))).toBe(false);
    expect(result.notes).toEqual([
      { kind: 'basic', front: '<b>Hund</b>', back: 'dog [image: dog.png]', reversed: true, tags: ['animals', 'german'], guid: 'gR' },
      { kind: 'cloze', front: '{{c1::Berlin}} is the capital of {{c2::Germany}}', back: 'since 1990', reversed: false, tags: ['geo'], guid: 'gC' },
      { kind: 'basic', front: 'Katze', back: 'cat', reversed: false, tags: ['de'], guid: 'gV' },
      { kind: 'basic', front: 'cat', back: 'Katze', reversed: false, tags: ['de'], guid: 'gV/1' },
      { kind: 'basic', front: 'Use: Die Katze schläft', back: 'Katze (de)', reversed: false, tags: ['de'], guid: 'gV/2' },
      { kind: 'basic', front: 'Maus', back: 'mouse', reversed: false, tags: [], guid: 'gW' },
      { kind: 'basic', front: 'mouse', back: 'Maus', reversed: false, tags: [], guid: 'gW/1' },
    ]);
    // Anki's card count: 2 (reversed) + 2 (cloze numbers) + 3 + 2 (no example, no third card).
    const cards = result.notes.flatMap((n, i) => expandNote({ ...n, id: `n${i}` }));
    expect(cards).toHaveLength(9);
    expect(result.rows.at(-1)).toEqual({ row: 8, error: 'A cloze card needs at least one deletion like {{c1::answer}}.' });
    expect(result.media).toEqual({ images: ['dog.png'], sounds: ['hund.mp3'], missing: [], skipped: [] });
  });

  test('media the notes name but the package lacks are listed as missing', async () => {
    const result = await read(modernApkg(SQL, { ...CONTENT, media: [] }));
    expect(result.media?.missing).toEqual(['dog.png', 'hund.mp3']);
  });

  test('a package holding only the dummy collection is refused in words, never imported', () => {
    const dummyOnly = legacyApkg(SQL, { notetypes: [BASIC], notes: [{ guid: 'd', mid: BASIC.id, fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''] }] });
    expect(() => parseApkg(dummyOnly, SQL)).toThrow(/only the placeholder note Anki writes/);
    // meta says version 3 but collection.anki21b is gone: the dummy is not read either.
    const withoutModern = zipSync({ meta: new Uint8Array([8, 3]), 'collection.anki2': unzipSync(modernApkg(SQL, CONTENT))['collection.anki2']! });
    expect(() => parseApkg(withoutModern, SQL)).toThrow(/missing its collection \(collection.anki21b\)/);
  });
});

describe('legacy Anki packages', () => {
  test('collection.anki2 with col.models JSON: templates, cloze, JSON media list', async () => {
    const result = await read(legacyApkg(SQL, CONTENT));
    expect(result.source).toBe('collection.anki2');
    expect(result.notes.map((n) => [n.kind, n.front, n.reversed, n.guid])).toEqual([
      ['basic', '<b>Hund</b>', true, 'gR'],
      ['cloze', '{{c1::Berlin}} is the capital of {{c2::Germany}}', false, 'gC'],
      ['basic', 'Katze', false, 'gV'], ['basic', 'cat', false, 'gV/1'], ['basic', 'Use: Die Katze schläft', false, 'gV/2'],
      ['basic', 'Maus', false, 'gW'], ['basic', 'mouse', false, 'gW/1'],
    ]);
    expect(result.media).toEqual({ images: ['dog.png'], sounds: ['hund.mp3'], missing: [], skipped: [] });
  });

  test('collection.anki21 is preferred to collection.anki2; note types without formats use fields 1 and 2', async () => {
    const anki21 = legacyApkg(SQL, { notetypes: [{ ...BASIC, id: 7, templates: [{ name: 'a', qfmt: '', afmt: '' }, { name: 'b', qfmt: '', afmt: '' }] }], notes: [{ guid: 'g', mid: 7, fields: ['one', 'two'] }] }, 'collection.anki21');
    const result = await read(anki21);
    expect(result.source).toBe('collection.anki21');
    expect(result.notes).toEqual([{ kind: 'basic', front: 'one', back: 'two', reversed: true, tags: [], guid: 'g' }]);
  });
});

describe('bad files', () => {
  test('not a zip, a zip without a collection, a damaged collection: each refused in words', () => {
    expect(() => parseApkg(strToU8('not a zip at all'), SQL)).toThrow('This file is not an Anki package (.apkg): it could not be unzipped. It may be damaged or only partly downloaded.');
    expect(() => parseApkg(zipSync({ 'readme.txt': strToU8('hello') }), SQL)).toThrow(/not an Anki package: it holds no Anki collection/);
    expect(() => parseApkg(zipSync({ 'collection.anki21': strToU8('garbage, not SQLite') }), SQL)).toThrow(/\(collection.anki21\) is damaged/);
    const modern = modernApkg(SQL, CONTENT);
    const cut = modern.slice(0, Math.floor(modern.length / 2));
    expect(() => parseApkg(cut, SQL)).toThrow(/could not be unzipped/);
  });

  test('a damaged zstd collection, and a meta version from the future', () => {
    const broken = zipSync({ meta: new Uint8Array([8, 3]), 'collection.anki21b': new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38, 0xff, 0xff, 0xff]) });
    expect(() => parseApkg(broken, SQL)).toThrow(/"collection.anki21b" in this package is damaged/);
    expect(() => parseApkg(zipSync({ meta: new Uint8Array([8, 9]), 'collection.anki21b': new Uint8Array(8) }), SQL)).toThrow(/newer Anki/);
  });

  test('a package past 1 GB is refused before the page reads it', async () => {
    const file = new File([new Uint8Array(4)], 'huge.apkg');
    // Its declared size only: the check must come before any byte is read.
    Object.defineProperty(file, 'size', { value: 1025 * 1024 * 1024 });
    await expect(readApkgFile(file)).rejects.toThrow('This package is 1025 MB; at most 1024 MB is read. Export the deck from Anki without its media, or in parts.');
  });

  test('a path escaping the package refuses the whole file', () => {
    for (const name of ['../evil.txt', '/etc/passwd', 'a/../../b', 'c:\\x', 'media\\..\\x']) {
      expect(() => parseApkg(zipSync({ 'collection.anki2': new Uint8Array(4), [name]: strToU8('x') }), SQL)).toThrow(/points outside the package/);
    }
  });

  test('a zip bomb is refused from its central directory, before anything is inflated', async () => {
    // 8 MB of zeros deflate to ~8 KB: a ratio no real file has.
    const dense = zipSync({ 'collection.anki21': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(() => parseApkg(dense, SQL)).toThrow(/compressed more than any real file could be/);
    // A declared size past the limit is refused as declared (a smaller lie only truncates what fflate writes).
    const big = declareSize(zipSync({ 'collection.anki21': new Uint8Array(1024) }), 300 * 1024 * 1024, 'collection.anki21');
    expect(() => parseApkg(big, SQL)).toThrow('"collection.anki21" in this package unpacks to 300 MB; at most 256 MB is read.');
    // Media files are never inflated (cards hold text only): a huge one does not stop the import.
    const video = declareSize(legacyApkg(SQL, CONTENT), 400 * 1024 * 1024, '1');
    await expect(read(video)).resolves.toMatchObject({ media: { missing: [] } });
    // A zstd bomb: 100 RLE blocks of 4 bytes each say "128 KiB of this byte"; decoding stops at the limit.
    const rle = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3];
    for (let i = 0; i < 100; i += 1) {
      const header = ((128 * 1024) << 3) | (1 << 1) | (i === 99 ? 1 : 0);
      rle.push(header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0x41);
    }
    expect(unzstd(new Uint8Array(rle), 'x', 13 * 1024 * 1024)).toHaveLength(100 * 128 * 1024);
    expect(() => unzstd(new Uint8Array(rle), 'collection.anki21b', 1024 * 1024)).toThrow('"collection.anki21b" in this package unpacks to more than 1 MB; it is not read.');
  });
});
