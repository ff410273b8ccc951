/**
 * The images of a quiz question (issue 50), under its text on the learner's question, review and
 * result and in the editor: only course media (`CARD_IMAGE_SRC`; anything else is not shown), each
 * with its alternative text, scaled to the column.
 */
import { Group } from '@mantine/core';
import { CARD_IMAGE_SRC } from '@contract/cloze';
import type { QuestionImage } from '@contract/quizzes';

/** The images, or nothing when there are none. `height` caps each image (a review list shows them small). */
export function QuestionImages({ images, height = 320 }: { images: readonly QuestionImage[] | undefined; height?: number }) {
  const shown = (images ?? []).filter((image) => CARD_IMAGE_SRC.test(image.src));
  if (!shown.length) return null;
  return (
    <Group gap="sm" my="xs" data-testid="question-images">
      {shown.map((image) => (
        <img key={image.src} src={image.src} alt={image.alt} loading="lazy" style={{ maxHeight: height, maxWidth: '100%', objectFit: 'contain', borderRadius: 4 }} />
      ))}
    </Group>
  );
}
