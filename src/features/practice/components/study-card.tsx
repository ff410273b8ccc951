/**
 * One flashcard: the front, and the back once revealed. Plain-text cards are rendered as text; cards
 * published from the deck editor (`format: 'html'`) as their small HTML set, sanitised here again.
 */
import '@mantine/core/styles/Paper.css';
import { Divider, Paper, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardRow } from '@/data/db';
import { cardHtml } from '../data/card-html';
import classes from './study-card.module.css';
import { practiceNs } from '../messages/en';

function Face({ text, format, testId, ...props }: { text: string; format: CardRow['format']; testId?: string } & TextProps) {
  if (format !== 'html') return <Text {...props} data-testid={testId}>{text}</Text>;
  return <Text component="div" className={classes.html} {...props} data-testid={testId} dangerouslySetInnerHTML={{ __html: cardHtml(text) }} />;
}

/** A card face-up; `revealed` adds the back. */
export function StudyCard({ front, back, format, revealed }: { front: string; back: string; format?: CardRow['format']; revealed: boolean }) {
  const { t } = useTranslation(practiceNs);
  return (
    <Paper withBorder p="xl" radius="brandSmall" aria-label={t('study.flashcard')} role="region" aria-live="polite">
      <Face text={front} format={format} size="xl" fw={600} ta="center" />
      {revealed ? (
        <>
          <Divider my="md" />
          <Face text={back} format={format} ta="center" testId="card-back" />
        </>
      ) : null}
    </Paper>
  );
}
