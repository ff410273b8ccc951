/**
 * A question's images in its editor (issue 50: they come with a Moodle XML import): each shown as the
 * learner will see it, with its alternative text to edit and a Remove button.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { QuestionImages } from '@/ui/question-images';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

/** The images of `question`; nothing when it has none. */
export function QuestionImagesField({ question, number, onChange }: { question: AuthoredQuestion; number: number; onChange: (next: AuthoredQuestion) => void }) {
  const { t } = useTranslation(authoringNs);
  const images = question.images ?? [];
  if (!images.length) return null;
  const set = (next: typeof images) => {
    const { images: _old, ...rest } = question;
    onChange(next.length ? { ...rest, images: next } : rest);
  };
  return (
    <Stack gap="xs">
      {images.map((image, index) => (
        <Group key={image.src} align="end" wrap="nowrap">
          <QuestionImages images={[image]} height={120} />
          <TextInput
            style={{ flex: 1 }}
            label={t('quiz.imageAlt', { image: index + 1, number })}
            maxLength={500}
            value={image.alt}
            onChange={(e) => set(images.map((other, i) => (i === index ? { ...other, alt: e.currentTarget.value } : other)))}
          />
          <Button variant="subtle" color="red" size="xs" onClick={() => set(images.filter((_, i) => i !== index))} aria-label={t('quiz.removeImage', { image: index + 1, number })}>
            {t('shared.remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
