// Moodle XML images (issue 50): the images a question's text shows come along as course media, the
// base64 `<file>`s decoded and uploaded on import; every other embedded file is named as left out.
// Fixtures of our own: tests/support/question-banks/moodle-images.xml, and moodle-questions.xml's
// "Capital with an image".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authoredQuestionSchema } from '@contract/quiz-authoring';
import { bringQuestionImages } from '@/features/authoring/quiz/import/bring-question-images';
import { importMoodleXml } from '@/features/authoring/quiz/import/moodle-xml';

const read = (file: string) => importMoodleXml(readFileSync(`tests/support/question-banks/${file}`, 'utf8'));
const result = read('moodle-images.xml');
const named = (name: string) => result.blocks.find((b) => b.name === name)!;
/** A PNG's width and height, read from its IHDR chunk. */
const size = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An upload that answers as the course media do, one file name after another, and keeps what it was sent. */
function uploads() {
  const sent: File[] = [];
  const upload = async (file: File) => {
    sent.push(file);
    return `/media/uploads/0000000${sent.length}-0000-4000-8000-000000000000.png`;
  };
  return { sent, upload };
}

describe('reading the images of a Moodle XML question', () => {
  it('decodes each image the text shows, with its alternative text (the file name when none is written)', () => {
    const block = named('Map and flag');
    expect(block.change).toBeUndefined();
    expect(block.question?.prompt).toBe('Is the flag  shown beside the map?');
    expect(block.images?.map((i) => [i.name, i.type, i.alt])).toEqual([['red flag.png', 'image/png', 'A red flag'], ['map.png', 'image/png', 'map.png']]);
    for (const image of block.images!) expect([...image.bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(block.images!.map((i) => size(i.bytes))).toEqual([[2, 2], [4, 3]]);
    expect(result.questions.map((q) => q.id)).toEqual([block.question!.id]);
  });

  it('names every other file as left out, and why', () => {
    expect(named('Files left out').change).toBe(
      'Its files notes.pdf (course media take PNG, JPEG, WebP and GIF images only), unused.png (the question text does not show it) are left out.'
      + " Its files in answers or feedback (seine.png) are left out: here only a question's text shows images.",
    );
    expect(named('Files left out').images).toBeUndefined();
  });

  it('brings the fixture\'s embedded PNG of "Capital with an image" along instead of listing it as a change', () => {
    const capital = read('moodle-questions.xml').blocks.find((b) => b.name === 'Capital with an image')!;
    expect(capital.change).toBeUndefined();
    expect(capital.images?.map((i) => [i.name, i.alt, size(i.bytes)])).toEqual([['city.png', 'a city', [1, 1]]]);
  });
});

describe('importing the questions with their images', () => {
  it('uploads each image once, in order, and the question holds their media URLs and alternative texts', async () => {
    const pending = new Map(result.blocks.flatMap((b) => (b.question && b.images ? [[b.question.id, b.images] as const] : [])));
    const { sent, upload } = uploads();
    const [question] = await bringQuestionImages(result.questions, pending, upload);
    expect(sent.map((f) => [f.name, f.type])).toEqual([['red flag.png', 'image/png'], ['map.png', 'image/png']]);
    expect(question!.images).toEqual([
      { src: '/media/uploads/00000001-0000-4000-8000-000000000000.png', alt: 'A red flag' },
      { src: '/media/uploads/00000002-0000-4000-8000-000000000000.png', alt: 'map.png' },
    ]);
    // As the server checks it on publish.
    expect(authoredQuestionSchema.safeParse(question).success).toBe(true);
  });

  it('a quiz without a course, or a failed upload, imports nothing and says why', async () => {
    const pending = new Map(result.blocks.flatMap((b) => (b.question && b.images ? [[b.question.id, b.images] as const] : [])));
    await expect(bringQuestionImages(result.questions, pending, null)).rejects.toThrow(
      "Nothing was imported: the 2 images of these questions become the course's media, and this quiz has no course yet. Choose its course, then import again.",
    );
    const failing = async () => {
      throw new Error('Network error');
    };
    await expect(bringQuestionImages(result.questions, pending, failing)).rejects.toThrow('Nothing was imported: the image "red flag.png" could not be uploaded (Network error). Try again when online.');
    // Questions without images need no course.
    expect(await bringQuestionImages(result.questions, new Map(), null)).toEqual(result.questions);
  });

  it('a question image must be a file of the course media', () => {
    const question = { ...result.questions[0]!, images: [{ src: 'https://example.com/a.png', alt: 'elsewhere' }] };
    expect(authoredQuestionSchema.safeParse(question).success).toBe(false);
    expect(authoredQuestionSchema.safeParse({ ...question, images: [{ src: 'data:image/png;base64,iVBOR', alt: 'inline' }] }).success).toBe(false);
  });
});
