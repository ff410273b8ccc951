/**
 * The dashboard's flashcard panel: every deck on the device with how many cards are due now, each
 * linking to its study session (`/start-exercise?deck=…`). Counts update as reviews are made or
 * synced, and as time passes. The cards' images are cached for offline study as cards arrive.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { keepCardImagesOffline } from '../data/card-images';
import { useDeckDueCounts } from '../data/due-counts';
import { practiceNs } from '../messages/en';
import { PracticeLink } from './practice-link';
import { useNow } from '@/ui/use-now';
import { useRevealReady } from '@/ui/reveal-together';

/** Due flashcards per deck, linking to the study session. */
export function DueFlashcards() {
  const { t } = useTranslation(practiceNs);
  const [now] = useNow();
  const decks = useDeckDueCounts(now);
  useRevealReady(decks !== undefined);
  const cards = decks?.reduce((n, d) => n + d.total, 0);
  // Whenever cards arrive (a sync), their images are put where offline study finds them.
  useEffect(() => {
    if (cards) void keepCardImagesOffline();
  }, [cards]);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="due-flashcards-title">
      <Title order={2} size="h4" id="due-flashcards-title">{t('due.title')}</Title>
      {decks === undefined ? (
        <Loader size="sm" aria-label={t('due.loading')} mt="sm" />
      ) : decks.length === 0 ? (
        <Text c="dimmed" mt="xs">{t('due.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" aria-label={t('due.decks')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {decks.map(({ deck, due, total }) => (
            <Group component="li" key={deck.id} justify="space-between" wrap="nowrap">
              <PracticeLink deck={deck.id}>{deck.title}</PracticeLink>
              <Badge color={due > 0 ? 'brand' : 'gray'} variant={due > 0 ? 'filled' : 'light'} aria-label={t('due.label', { due, total })}>
                {t('due.badge', { due })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
