/**
 * A flashcard study session: the deck's due cards one by one (FSRS order), front first; Space shows
 * the back, then 1–4 (or the buttons) answer Again / Hard / Good / Easy. Each answer is a review
 * appended offline and queued with its card's schedule; the next card is whatever the schedule says is due.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { lastOf, reviewCard, useDeckStudy, type DeckStudy } from '../data/flashcards';
import { RATINGS, compareReviews, dueQueueOf, nextDueAtOf, stepCard, type ReviewEntry } from '../data/schedule';
import { WhenOnDevice } from './not-on-device';
import { PracticeLink } from './practice-link';
import { StudyCard } from './study-card';
import { useNow } from '@/ui/use-now';
import { practiceNs } from '../messages/en';

// The dialog and the Anki reader load only when the learner asks for them.
const AnkiHistoryDialog = lazy(() => import('./anki-history-dialog'));

/** When the next card is due, as '22 November 2026, 4:31 pm' in English (the day as src/ui/date.ts writes it, with the time). */
const formatDueTime = (at: Date) =>
  new Intl.DateTimeFormat(intlLocaleOf(currentLanguage()), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);

/** The study session of deck `deckId`. */
export function StudySession({ deckId }: { deckId: string }) {
  const study = useDeckStudy(deckId);
  return (
    <WhenOnDevice row={study} kind="deck">
      {(row) => <Session study={row} />}
    </WhenOnDevice>
  );
}

function BackLink() {
  const { t } = useTranslation(practiceNs);
  return <PracticeLink>{t('backToPractice')}</PracticeLink>;
}

function Session({ study }: { study: DeckStudy }) {
  const { t } = useTranslation(practiceNs);
  const [now, refreshNow] = useNow();
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Key hints only where a keyboard is likely: a touch screen (coarse pointer) has none to press.
  const keyHints = !useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  // Reviews saved here that the live query has not delivered yet: without them the card just rated
  // would show again for a moment and could be rated twice. Dropped once the query has them, so a
  // review the server refuses (rolled back) brings its card back.
  const [justSaved, setJustSaved] = useState<ReviewEntry[]>([]);
  const delivered = study.schedules;
  const awaited = justSaved.filter((review) => {
    const row = delivered.get(review.cardId);
    return !row || compareReviews(lastOf(row), review) < 0;
  });
  if (awaited.length !== justSaved.length) setJustSaved(awaited); // adjusting state while rendering
  const states = new Map([...delivered].map(([cardId, row]) => [cardId, row.card]));
  for (const review of awaited) states.set(review.cardId, stepCard(states.get(review.cardId), review));
  const queue = dueQueueOf(study.cards, states, now);
  const card = queue[0];

  const rate = async (rating: number) => {
    if (!card || busy) return;
    setBusy(true);
    try {
      const saved = await reviewCard(card, rating);
      setJustSaved((list) => [...list, saved]);
    } finally {
      setRevealed(false);
      setBusy(false);
      refreshNow();
    }
  };

  // A layout effect: the keys work from the moment the card is on screen (a passive effect could
  // still be pending then, and a quick Space would be lost).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!card || event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === ' ' && !revealed) {
        event.preventDefault();
        setRevealed(true);
      } else if (revealed && ['1', '2', '3', '4'].includes(event.key)) {
        event.preventDefault();
        void rate(Number(event.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const next = card ? null : nextDueAtOf(study.cards, states, now);
  return (
    <Stack gap="md">
      <Title order={1}>{study.deck.title}</Title>
      <Text c="dimmed" aria-live="polite">{t('study.cardsDue', { due: queue.length, total: study.cards.length })}</Text>
      {card ? (
        <>
          <StudyCard front={card.front} back={card.back} format={card.format} revealed={revealed} />
          {revealed ? (
            <Group gap="sm" role="group" aria-label={t('study.howWell')}>
              {RATINGS.map(({ rating, label }) => (
                <Button key={rating} variant={rating === 3 ? 'brandPrimary' : 'default'} disabled={busy}
                  aria-keyshortcuts={String(rating)} onClick={() => void rate(rating)}>
                  {t(`ratings.${label}`)} {keyHints ? <Text span size="xs" c="dimmed" ms={6} aria-hidden>{rating}</Text> : null}
                </Button>
              ))}
            </Group>
          ) : (
            <Button variant="brandPrimary" aria-keyshortcuts="Space" onClick={() => setRevealed(true)} w="fit-content">
              {t('study.showAnswer')}
            </Button>
          )}
          {keyHints ? <Text size="sm" c="dimmed">{t('study.keys')}</Text> : null}
        </>
      ) : (
        <Paper withBorder p="lg" role="status">
          <Text fw={600}>{t('study.caughtUp')}</Text>
          {next ? <Text size="sm" c="dimmed">{t('study.nextDue', { when: formatDueTime(next) })}</Text> : null}
        </Paper>
      )}
      <Group gap="md" justify="space-between">
        <BackLink />
        <Button variant="subtle" size="compact-sm" onClick={() => setHistoryOpen(true)}>{t('study.bringHistory')}</Button>
      </Group>
      {historyOpen ? (
        <Suspense fallback={null}>
          <AnkiHistoryDialog opened onClose={() => setHistoryOpen(false)} deckId={study.deck.id} cards={study.cards} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
