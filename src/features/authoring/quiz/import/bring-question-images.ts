/**
 * The images of imported questions made course media (issue 50): the images each chosen question's
 * text shows (Moodle XML) are uploaded through the course's media uploads (shared/upload-images.ts,
 * as an Anki package's are), and each question then holds its images' media URLs. All or nothing: a
 * failed upload imports no question.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { uploadImages, type UploadImage } from '../../shared/upload-images';
import type { PendingImage } from './moodle-images';
import { say } from '../../shared/import-words';

/**
 * `questions` with the images `pending` lists for them (by question id) uploaded by `upload`; a quiz
 * without a course has no media to hold them, so it rejects (nothing imported) and says so.
 */
export async function bringQuestionImages(questions: AuthoredQuestion[], pending: ReadonlyMap<string, PendingImage[]>, upload: UploadImage | null): Promise<AuthoredQuestion[]> {
  const wanted = questions.map((q) => pending.get(q.id) ?? []);
  const all = wanted.flat();
  if (!all.length) return questions;
  if (!upload) throw new Error(say('imagesNeedCourse', { count: all.length }));
  const urls = await uploadImages(all, upload, 'questions');
  let next = 0;
  return questions.map((question, index) => {
    const images = wanted[index]!.map((image) => ({ src: urls[next++]!, alt: image.alt }));
    return images.length ? { ...question, images } : question;
  });
}
