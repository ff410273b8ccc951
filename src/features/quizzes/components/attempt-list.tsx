/** A quiz's submitted attempts, newest first: date, score and pass, each linking to its result. */
import { Anchor, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@/ui/date';
import type { SubmittedAttempt } from '../data/results';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from '../messages/en';

/** What one attempt's line says. */
export function attemptSummary(attempt: SubmittedAttempt): string {
  const t = i18n.getFixedT(null, quizzesNs);
  const day = formatLongDate(new Date(attempt.submittedAt));
  const r = attempt.result;
  if (!r) return t('history.waiting', { day });
  return t(r.passed ? 'history.passed' : 'history.notPassed', { day, score: r.score, total: r.total, percent: r.percent });
}

/** The attempts as a list of links to their results. */
export function AttemptList({ attempts, label }: { attempts: SubmittedAttempt[]; label: string }) {
  useTranslation(quizzesNs);
  return (
    <List size="sm" spacing={4} aria-label={label}>
      {attempts.map((attempt) => (
        <List.Item key={attempt.id}>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/quiz-result" search={{ attempt: attempt.id }} />}>
            {attemptSummary(attempt)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The line under a quiz: attempts count and best score. */
export function HistoryLine({ count, bestPercent }: { count: number; bestPercent: number | null }) {
  const { t } = useTranslation(quizzesNs);
  return (
    <Text size="sm">
      {t('history.attempts', { count })}
      {bestPercent !== null ? t('history.best', { percent: bestPercent }) : ''}
    </Text>
  );
}
