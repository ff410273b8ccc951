/**
 * For the dashboard: the quizzes of the learner's courses not attempted yet, each linking to
 * /take-quiz, with its course and deadline. Reads the device's cache, so it works offline; the
 * questions' images are cached for offline attempts as quizzes arrive.
 */
import '@mantine/core/styles/Paper.css';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@/ui/date';
import { keepQuestionImagesOffline } from '@/data/question-images';
import { useOpenQuizzes } from '../data/quizzes';
import { useRevealReady } from '@/ui/reveal-together';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The open quizzes list. */
export function OpenQuizzes() {
  const { t } = useTranslation(quizzesNs);
  const open = useOpenQuizzes();
  useRevealReady(open !== undefined);
  // Whenever quizzes arrive or change (a sync), their questions' images are put where an offline attempt finds them.
  const versions = open?.map(({ quiz }) => `${quiz.id}@${quiz.updatedAt}`).join();
  useEffect(() => {
    if (versions) void keepQuestionImagesOffline();
  }, [versions]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-quizzes-title">
      <Title order={2} size="h3" id="open-quizzes-title">
        {t('open.title')}
      </Title>
      {open === undefined ? (
        <Loader size="sm" aria-label={t('open.loading')} />
      ) : open.length === 0 ? (
        <Text c="dimmed">{t('open.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {open.map(({ quiz, courseTitle }) => (
            <Paper key={quiz.id} component="li" withBorder p="sm" radius="brandSmall">
              <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/take-quiz" search={{ quiz: quiz.id }} />}>
                {quiz.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {courseTitle}
                {quiz.dueAt ? t('open.dueBy', { date: formatLongDate(new Date(quiz.dueAt)) }) : ''}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
