/**
 * The images of a quiz question (issue 50), under its text on the learner's question, review and
 * result and in the editor: only course media (`CARD_IMAGE_SRC`; anything else is not shown), each
 * with its alternative text, scaled to the column. In staff tables (quiz results, item analysis) as
 * thumbnails that open larger. Offline they come from the lesson media cache (src/data/question-images.ts).
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
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

/** Small images in a table cell, each a button that opens it larger with its text; nothing when there are none. */
export function QuestionThumbnails({ images, size = 40 }: { images: readonly QuestionImage[] | undefined; size?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<QuestionImage | null>(null);
  const shown = (images ?? []).filter((image) => CARD_IMAGE_SRC.test(image.src));
  if (!shown.length) return null;
  return (
    <>
      <Group gap={4} mt={4} wrap="wrap" data-testid="question-thumbnails">
        {shown.map((image) => (
          <UnstyledButton key={image.src} onClick={() => setOpen(image)} aria-label={t('questionImages.enlarge', { alt: image.alt || t('questionImages.noAlt') })}>
            <img src={image.src} alt={image.alt} loading="lazy" style={{ height: size, maxWidth: size * 2, objectFit: 'contain', borderRadius: 4, display: 'block', border: '1px solid var(--mantine-color-gray-3)' }} />
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t('questionImages.title')} size="xl">
        {open ? (
          <Stack gap="xs">
            <img src={open.src} alt={open.alt} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', alignSelf: 'center' }} />
            <Text size="sm" c="dimmed">{open.alt || t('questionImages.noAltText')}</Text>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
